// The weddings list's columns, shared by /admin/weddings and the dashboard's preview.
import { t } from '../../../shared/messages/index.ts';
import type { TAdminWeddingRow } from '../../../shared/schemas/admin.ts';
import type { Column } from './data-table/DataTable.tsx';
import { count, frDate, weddingDate } from './format.ts';
import { WeddingStatusBadge, WeddingTypeBadge } from './wedding-badges.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';

export const weddingHref = (w: { id: number }) => `/admin/wedding/${w.id}`;

export function weddingColumns({ compact = false }: { compact?: boolean } = {}): Column<TAdminWeddingRow>[] {
  const columns: (Column<TAdminWeddingRow> | false)[] = [
    {
      key: 'couple',
      header: t('admin.weddings.col.wedding'),
      sort: 'couple',
      cell: (w) => (
        <>
          <span className="block">
            {w.brideName} & {w.groomName}
          </span>
          {!compact && (
            <>
              {/* A long address wraps instead of widening the table (usable at 1366 px without sideways scroll). */}
              <span className="block text-sm font-normal text-base-content/75 [overflow-wrap:anywhere]">
                {w.user?.email ?? w.contactEmail ?? '—'}
              </span>
              <span
                className="block font-mono text-xs font-normal text-base-content/75"
                data-testid="wedding-assistant-id"
              >
                <span className="sr-only">{t('admin.weddings.col.assistantId')} : </span>
                {w.weddingId}
              </span>
            </>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('admin.weddings.col.status'),
      cell: (w) => (
        <span className="flex flex-wrap gap-1">
          <WeddingStatusBadge status={w.status.code} />
          {w.paymentStatus === 'balance_failed' && (
            <Badge tone="error" testId="wedding-balance-failed">
              {t('admin.weddings.badge.balanceFailed')}
            </Badge>
          )}
        </span>
      ),
    },
    { key: 'type', header: t('admin.weddings.col.type'), cell: (w) => <WeddingTypeBadge wedding={w} /> },
    {
      key: 'messages',
      header: t('admin.weddings.col.messages'),
      sort: 'messages',
      firstDirection: 'desc',
      align: 'end',
      cell: (w) => count(w.messageCount),
    },
    {
      key: 'weddingDate',
      header: t('admin.weddings.col.weddingDate'),
      sort: 'weddingDate',
      className: 'whitespace-nowrap',
      cell: (w) => weddingDate(w.weddingDate),
    },
    !compact && {
      key: 'createdAt',
      header: t('admin.weddings.col.createdAt'),
      sort: 'createdAt',
      firstDirection: 'desc',
      className: 'whitespace-nowrap',
      cell: (w) => frDate(w.createdAt),
    },
  ];
  return columns.filter((c): c is Column<TAdminWeddingRow> => Boolean(c));
}
