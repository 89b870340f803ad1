// Hourly on wedding days' daytime: the balance of every couple package whose wedding day (French calendar) has
// come, charged off-session, within the run's budget.
import { and, lte } from 'drizzle-orm';
import { weddings } from '../../../db/schema/index.ts';
import { formatError } from '../logging/describe-error.ts';
import { balanceUnclaimed, chargeBalance, type BalanceChargeResult } from '../payments/charge-balance.ts';
import { scheduledBalanceSql } from '../revenue/forecast-money-to-come.ts';
import { deadlineIn, JOB_BUDGET_MS } from '../jobs/job-budget.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import type { JobContext } from '../jobs/types.ts';

export async function chargeDueBalances({ db, config, now, deadline = deadlineIn(JOB_BUDGET_MS) }: JobContext) {
  const due = await db
    .select({ id: weddings.id })
    .from(weddings)
    .where(and(scheduledBalanceSql, lte(weddings.weddingDate, parisDate(now)), balanceUnclaimed(now)));
  const counts: Record<BalanceChargeResult | 'errors', number> = {
    paid: 0,
    failed: 0,
    pending: 0,
    skipped: 0,
    errors: 0,
  };
  let resumeLater = 0;
  for (const { id } of due) {
    // Past the budget the rest waits for the next hourly run.
    if (deadline.reached()) {
      resumeLater++;
      continue;
    }
    try {
      counts[await chargeBalance({ db, config, weddingId: id, now })]++;
    } catch (error) {
      // One wedding's trouble (provider down, no saved card) never blocks the others; it is retried next run.
      console.error(`[job] charge-due-balances : mariage ${id} :`, formatError(error));
      counts.errors++;
    }
  }
  return { due: due.length, ...counts, resumeLater };
}
