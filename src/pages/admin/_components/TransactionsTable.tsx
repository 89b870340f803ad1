// Recent transactions: customer, type, amount, date, status ('completed' shown as Complété).
import { t } from '../../../shared/messages/index.ts';
import type { TRevenueTransaction } from '../../../shared/schemas/admin-revenue.ts';
import { euros, frDateTime } from './format.ts';
import { Badge, EmptyState, type Tone } from './ui.tsx';

const STATUS_TONE: Record<TRevenueTransaction['status'], Tone> = {
  completed: 'success',
  pending: 'warning',
  failed: 'error',
  refunded: 'neutral',
};

export function TransactionsTable({ transactions }: { transactions: TRevenueTransaction[] }) {
  if (transactions.length === 0) return <EmptyState text={t('admin.revenue.empty')} testId="transactions-empty" />;
  return (
    <div className="overflow-x-auto">
      <table className="table" data-testid="transactions-table">
        <thead>
          <tr>
            <th>{t('admin.revenue.col.customer')}</th>
            <th>{t('admin.revenue.col.type')}</th>
            <th className="text-right">{t('admin.revenue.col.amount')}</th>
            <th>{t('admin.revenue.col.date')}</th>
            <th>{t('admin.revenue.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((tx) => (
            <tr key={tx.id}>
              <td>
                <div className="font-medium">{tx.customer ?? t('admin.revenue.unknownCustomer')}</div>
                {tx.email && <div className="text-sm text-base-content/75">{tx.email}</div>}
              </td>
              <td>{t(`admin.revenue.type.${tx.type}`)}</td>
              <td className="text-right font-mono">{euros(tx.amountCents)}</td>
              <td className="whitespace-nowrap">{frDateTime(tx.date)}</td>
              <td>
                <Badge tone={STATUS_TONE[tx.status]}>{t(`admin.revenue.status.${tx.status}`)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
