// /admin/pre-inscriptions: three counters (total, this week = the last 7 days, with a wedding date) and the list
// searched, filtered, sorted and paged by the server with its state in the URL; a row opens its details.
import { useState } from 'react';
import Modal from '../../../components/ui/Modal.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { ZAdminPreRegistrationsQuery, type TAdminPreRegistrationRow } from '../../../shared/schemas/admin.ts';
import { DataTable } from './data-table/DataTable.tsx';
import { ListToolbar } from './data-table/ListToolbar.tsx';
import { useUrlList } from './data-table/use-url-list.ts';
import { count, frDateTime, weddingDate } from './format.ts';
import { preRegistrationColumns, preRegistrationName } from './pre-registration-columns.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { StatCard } from '../../../components/ui/StatCard.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';

export default function PreRegistrationsScreen() {
  const summary = useQuery(() => adminApi.preRegistrationSummary(), 'pre-registrations-summary', adminReads);
  const { query, list, sort, paging } = useUrlList(ZAdminPreRegistrationsQuery, (q) => adminApi.preRegistrations(q));
  const [viewing, setViewing] = useState<TAdminPreRegistrationRow | null>(null);
  const s = summary.data;
  return (
    <div>
      <PageHeader title={t('admin.preRegistrations.title')} subtitle={t('admin.preRegistrations.subtitle')} />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        <StatCard testId="pre-total" label={t('admin.preRegistrations.total')} value={s ? count(s.total) : '…'} />
        <StatCard
          testId="pre-week"
          label={t('admin.preRegistrations.thisWeek')}
          value={s ? count(s.thisWeek) : '…'}
          hint={t('admin.preRegistrations.thisWeekHint')}
        />
        <StatCard
          testId="pre-dated"
          label={t('admin.preRegistrations.withDate')}
          value={s ? count(s.withWeddingDate) : '…'}
        />
      </div>
      <ListToolbar
        search={{ value: query.q, placeholder: t('admin.preRegistrations.searchPlaceholder'), testId: 'pre-search' }}
        filters={[
          {
            key: 'dated',
            label: t('admin.preRegistrations.filter.dated'),
            value: query.dated,
            testId: 'pre-dated-filter',
            options: [
              { value: 'with', label: t('admin.preRegistrations.filter.withDate') },
              { value: 'without', label: t('admin.preRegistrations.filter.withoutDate') },
            ],
          },
        ]}
      />
      <DataTable
        label={t('admin.preRegistrations.title')}
        columns={preRegistrationColumns()}
        list={list}
        rowKey={(r) => r.id}
        rowAction={{ open: setViewing, label: (r) => `${t('admin.view')} : ${preRegistrationName(r)}` }}
        sort={sort}
        paging={paging}
        empty={t('admin.preRegistrations.empty')}
        testId="pre-table"
        rowTestId="pre-row"
      />
      <Modal
        closeButton
        open={viewing !== null}
        title={viewing ? preRegistrationName(viewing) : ''}
        onClose={() => setViewing(null)}
        testId="pre-view"
      >
        {viewing && (
          <dl className="grid grid-cols-[9rem_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="font-medium text-base-content/75">{t('admin.preRegistrations.col.email')}</dt>
            <dd className="break-all">
              <a className="link" href={`mailto:${viewing.email}`}>
                {viewing.email}
              </a>
            </dd>
            <dt className="font-medium text-base-content/75">{t('admin.preRegistrations.col.weddingDate')}</dt>
            <dd>{viewing.weddingDate ? weddingDate(viewing.weddingDate) : '—'}</dd>
            <dt className="font-medium text-base-content/75">{t('admin.preRegistrations.col.createdAt')}</dt>
            <dd>{frDateTime(viewing.createdAt)}</dd>
          </dl>
        )}
      </Modal>
    </div>
  );
}
