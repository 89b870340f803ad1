// The users list's columns, shared by /admin/users and the dashboard's preview. Administrators show as such
// (never « Inscription non finalisée »), the built-in admin-001 as the protected account it is.
import { t, tCount } from '../../../shared/messages/index.ts';
import type { TAdminUserRow } from '../../../shared/schemas/admin.ts';
import type { Column } from './data-table/DataTable.tsx';
import { frDate, personName } from './format.ts';
import { Badge } from '../../../components/ui/Badge.tsx';

export function userTypeLabel(u: Pick<TAdminUserRow, 'isAdmin' | 'userType'>): string {
  return u.isAdmin ? t('admin.users.type.admin') : t(`admin.users.type.${u.userType}`);
}

export function UserWeddings({ user: u }: { user: TAdminUserRow }) {
  if (u.isAdmin) return <>—</>;
  if (u.hasWedding) return <>{tCount('admin.users.weddingsCount', u.weddingCount)}</>;
  return <Badge tone="warning">{t('admin.users.unfinished')}</Badge>;
}

export function userColumns({ compact = false }: { compact?: boolean } = {}): Column<TAdminUserRow>[] {
  const columns: (Column<TAdminUserRow> | false)[] = [
    {
      key: 'name',
      header: t('admin.users.col.user'),
      sort: 'name',
      cell: (u) => (
        <>
          <span className="flex flex-wrap items-center gap-2">
            {personName(u)}
            {u.isAdmin && (
              <Badge tone="primary" testId="admin-badge">
                {t('admin.users.adminBadge')}
              </Badge>
            )}
            {u.builtIn && (
              <Badge tone="neutral" testId="built-in-badge">
                {t('admin.users.builtIn')}
              </Badge>
            )}
          </span>
          <span className="block text-sm font-normal text-base-content/75">{u.email ?? u.username}</span>
        </>
      ),
    },
    { key: 'type', header: t('admin.users.col.type'), cell: userTypeLabel },
    !compact && {
      key: 'subscription',
      header: t('admin.users.col.subscription'),
      cell: (u) =>
        u.isAdmin ? (
          '—'
        ) : (
          <Badge
            tone={
              u.subscriptionStatus === 'active' ? 'success' : u.subscriptionStatus === 'trial' ? 'warning' : 'neutral'
            }
          >
            {t(`admin.users.sub.${u.subscriptionStatus}`)}
          </Badge>
        ),
    },
    {
      key: 'weddings',
      header: t('admin.users.col.wedding'),
      sort: 'weddings',
      firstDirection: 'desc',
      cell: (u) => <UserWeddings user={u} />,
    },
    {
      key: 'createdAt',
      header: t('admin.users.col.createdAt'),
      sort: 'createdAt',
      firstDirection: 'desc',
      className: 'whitespace-nowrap',
      cell: (u) => frDate(u.createdAt),
    },
  ];
  return columns.filter((c): c is Column<TAdminUserRow> => Boolean(c));
}
