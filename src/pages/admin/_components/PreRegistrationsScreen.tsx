// /admin/pre-inscriptions: three counters (total, this week = the last 7 days, with a wedding date) and the list.
import { api } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/index.ts';
import { count, frDate, frDateTime } from './format.ts';
import { EmptyState, PageHeader, QueryView, StatCard } from './ui.tsx';
import { useAdminQuery } from './use-admin-query.ts';

export default function PreRegistrationsScreen() {
  const pre = useAdminQuery(() => api.admin.preRegistrations(), 'pre-registrations');
  return (
    <div>
      <PageHeader title={t('admin.preRegistrations.title')} subtitle={t('admin.preRegistrations.subtitle')} />
      <QueryView query={pre}>
        {(data) => (
          <>
            <div className="mb-6 grid gap-4 sm:grid-cols-3">
              <StatCard testId="pre-total" label={t('admin.preRegistrations.total')} value={count(data.total)} />
              <StatCard testId="pre-week" label={t('admin.preRegistrations.thisWeek')} value={count(data.thisWeek)} hint={t('admin.preRegistrations.thisWeekHint')} />
              <StatCard testId="pre-dated" label={t('admin.preRegistrations.withDate')} value={count(data.withWeddingDate)} />
            </div>
            {data.rows.length === 0 ? (
              <EmptyState text={t('admin.preRegistrations.empty')} />
            ) : (
              <div className="overflow-x-auto rounded-box border border-base-300">
                <table className="table" data-testid="pre-table">
                  <thead>
                    <tr>
                      <th>{t('admin.preRegistrations.col.name')}</th>
                      <th>{t('admin.preRegistrations.col.email')}</th>
                      <th>{t('admin.preRegistrations.col.weddingDate')}</th>
                      <th>{t('admin.preRegistrations.col.createdAt')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((r) => (
                      <tr key={r.id}>
                        <td>{[r.firstName, r.lastName].filter(Boolean).join(' ')}</td>
                        <td>
                          <a className="link" href={`mailto:${r.email}`}>
                            {r.email}
                          </a>
                        </td>
                        <td>{r.weddingDate ? frDate(r.weddingDate) : '—'}</td>
                        <td>{frDateTime(r.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}
