// The sentences an administrator reads before deleting a wedding or an account: the money at stake as the server
// computed it (get-money-at-stake.ts), the warnings first.
import { t } from './messages/index.ts';
import { formatCents } from './payments.ts';
import { formatWeddingDate } from './format.ts';
import type { TMoneyAtStake } from './schemas/admin.ts';

export function deletionWarnings(money: TMoneyAtStake): { warnings: string[]; notes: string[] } {
  const warnings: string[] = [];
  if (money.balanceDueCents > 0)
    warnings.push(
      t('admin.deletion.balanceDue', {
        amount: formatCents(money.balanceDueCents),
        date: money.balanceDueOn ? formatWeddingDate(money.balanceDueOn) : '—',
      }),
    );
  if (money.balanceFailedCents > 0)
    warnings.push(t('admin.deletion.balanceFailed', { amount: formatCents(money.balanceFailedCents) }));
  if (money.paidCents > 0) warnings.push(t('admin.deletion.paid', { paid: formatCents(money.paidCents) }));
  if (money.refundedCents > 0)
    warnings.push(t('admin.deletion.refunded', { refunded: formatCents(money.refundedCents) }));
  const notes = warnings.length
    ? [t('admin.deletion.pastKept')]
    : [t('admin.deletion.nothingPaid'), t('admin.deletion.pastKept')];
  return { warnings, notes };
}
