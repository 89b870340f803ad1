// The transactions list's columns ('completed' shown as Complété; a partial refund next to the amount), shared
// by the revenue screen and the dashboard's revenue tab.
import { t } from '../../../shared/messages/index.ts';
import type { TRevenueTransaction } from '../../../shared/schemas/admin-revenue.ts';
import type { Column } from './data-table/DataTable.tsx';
import { euros, frDateTime } from './format.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { type Tone } from '../../../components/ui/tones.ts';

const STATUS_TONE: Record<TRevenueTransaction['status'], Tone> = {
  completed: 'success',
  pending: 'warning',
  failed: 'error',
  refunded: 'neutral',
};

export function TransactionStatus({ transaction: tx }: { transaction: TRevenueTransaction }) {
  return <Badge tone={STATUS_TONE[tx.status]}>{t(`admin.revenue.status.${tx.status}`)}</Badge>;
}

export function transactionColumns(): Column<TRevenueTransaction>[] {
  return [
    {
      key: 'customer',
      header: t('admin.revenue.col.customer'),
      cell: (tx) => (
        <>
          <span className="block">{tx.customer ?? t('admin.revenue.unknownCustomer')}</span>
          {tx.email && <span className="block text-sm font-normal break-all text-base-content/75">{tx.email}</span>}
        </>
      ),
    },
    { key: 'type', header: t('admin.revenue.col.type'), cell: (tx) => t(`admin.revenue.type.${tx.type}`) },
    {
      key: 'amount',
      header: t('admin.revenue.col.amount'),
      sort: 'amount',
      firstDirection: 'desc',
      align: 'end',
      className: 'font-mono whitespace-nowrap',
      cell: (tx) => (
        <>
          {euros(tx.amountCents)}
          {tx.refundedCents > 0 && tx.status !== 'refunded' && (
            <span className="block text-xs text-base-content/75">
              {t('admin.refund.partial', { amount: euros(tx.refundedCents) })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'date',
      header: t('admin.revenue.col.date'),
      sort: 'date',
      firstDirection: 'desc',
      className: 'whitespace-nowrap',
      cell: (tx) => frDateTime(tx.date),
    },
    { key: 'status', header: t('admin.revenue.col.status'), cell: (tx) => <TransactionStatus transaction={tx} /> },
  ];
}
