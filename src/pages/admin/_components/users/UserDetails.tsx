// An account's details in the back office: identity, type, subscription, payments and weddings (read on opening).
import { adminApi } from '../../../../lib/admin-api.ts';
import { t, tCount } from '../../../../shared/messages/index.ts';
import { euros, frDate, weddingDate } from '../format.ts';
import { QueryView } from '../../../../components/ui/QueryView.tsx';
import { useQuery } from '../../../../components/use-query.ts';
import { adminReads } from '../../../../stores/admin-session.ts';
import { userTypeLabel } from '../user-columns.tsx';

export default function UserDetails({ id }: { id: string }) {
  const user = useQuery(() => adminApi.user(id), `user-${id}`, adminReads);
  return (
    <QueryView query={user}>
      {(u) => (
        <dl className="grid grid-cols-[9rem_1fr] gap-x-3 gap-y-2 text-sm" data-testid="user-details">
          <dt className="font-medium text-base-content/75">{t('admin.users.field.email')}</dt>
          <dd>{u.email ?? '—'}</dd>
          {u.username && (
            <>
              <dt className="font-medium text-base-content/75">{t('admin.users.field.username')}</dt>
              <dd>{u.username}</dd>
            </>
          )}
          <dt className="font-medium text-base-content/75">{t('admin.users.field.firstName')}</dt>
          <dd>{u.firstName ?? '—'}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.lastName')}</dt>
          <dd>{u.lastName ?? '—'}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.userType')}</dt>
          <dd>{userTypeLabel(u)}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.subscriptionStatus')}</dt>
          <dd>{t(`admin.users.sub.${u.subscriptionStatus}`)}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.authProvider')}</dt>
          <dd>{u.authProvider}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.col.createdAt')}</dt>
          <dd>{frDate(u.createdAt)}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.transactions')}</dt>
          <dd>
            {tCount('admin.users.payments', u.completedTransactions)} · {euros(u.paidCents)}
          </dd>
          <dt className="font-medium text-base-content/75">{t('admin.menu.weddings')}</dt>
          <dd>
            {u.weddings.length === 0 ? (
              u.isAdmin ? (
                '—'
              ) : (
                t('admin.users.unfinished')
              )
            ) : (
              <ul className="space-y-1">
                {u.weddings.map((w) => (
                  <li key={w.id}>
                    <a className="link" href={`/admin/wedding/${w.id}`}>
                      {w.brideName} & {w.groomName}
                    </a>{' '}
                    · {weddingDate(w.weddingDate)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      )}
    </QueryView>
  );
}
