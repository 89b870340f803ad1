// Money still to come, from what is actually booked rather than a multiple of the last 30 days:
//   - balances scheduled: each couple package's second half, due on its wedding day (Paris calendar), per month;
//     one that is overdue (the job has not charged it yet) is due this month;
//   - deposits possible: weddings awaiting payment (the status module's group), the deposit quoted to them or the
//     couple plan's; possible, never due;
//   - money to recover: balances the bank declined (weddings whose balance failed).
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import type { TMoneyToCome } from '../../shared/schemas/admin-revenue.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import { selectRows } from '../../../db/sql/sql-rows.ts';
import { bucketSql, loadStatusContext } from '../weddings/wedding-status.ts';

/** A balance the daily job will charge on the wedding day (charge-due-balances.ts adds « the day has come »). */
export const scheduledBalanceSql: SQL<boolean> = and(
  eq(weddings.paymentStatus, 'deposit_paid'),
  eq(weddings.remainingPaymentScheduled, true),
  isNull(weddings.remainingPaymentIntentId),
  gt(weddings.remainingPaymentAmount, 0),
)! as SQL<boolean>;

const MONTHS_AHEAD = 12;

export async function forecastMoneyToCome({
  db,
  now = new Date(),
}: {
  db: Database;
  now?: Date;
}): Promise<TMoneyToCome> {
  const today = parisDate(now);
  const { depositCents } = await loadStatusContext({ db, now });
  const [months, [deposits], [recover]] = await Promise.all([
    selectRows<{ month: string; cents: string | number; weddings: string | number }>(
      db,
      sql`select to_char(m.month, 'YYYY-MM') as month, coalesce(sum(${weddings.remainingPaymentAmount}), 0) as cents, count(${weddings.id}) as weddings
          from generate_series(
            date_trunc('month', ${today}::date),
            greatest(date_trunc('month', ${today}::date) + interval '${sql.raw(String(MONTHS_AHEAD - 1))} months',
                     (select date_trunc('month', max(${weddings.weddingDate})) from ${weddings} where ${scheduledBalanceSql})),
            interval '1 month') as m(month)
          left join ${weddings} on ${scheduledBalanceSql}
            and date_trunc('month', greatest(${weddings.weddingDate}, ${today}::date)) = m.month
          group by m.month order by m.month`,
    ),
    db
      .select({
        cents: sql`coalesce(sum(coalesce(${weddings.firstPaymentAmount}, ${depositCents})), 0)`.mapWith(Number),
        weddings: sql<number>`count(*)::int`,
      })
      .from(weddings)
      .where(bucketSql('awaiting_payment', now)),
    db
      .select({
        cents: sql`coalesce(sum(${weddings.remainingPaymentAmount}), 0)`.mapWith(Number),
        weddings: sql<number>`count(*)::int`,
      })
      .from(weddings)
      .where(bucketSql('balance_failed', now)),
  ]);
  const balancesByMonth = months.map((m) => ({ month: m.month, cents: Number(m.cents), weddings: Number(m.weddings) }));
  const sum = (rows: typeof balancesByMonth) => rows.reduce((total, m) => total + m.cents, 0);
  return {
    balancesByMonth,
    thisMonthCents: balancesByMonth[0]?.cents ?? 0,
    nextMonthCents: balancesByMonth[1]?.cents ?? 0,
    next12MonthsCents: sum(balancesByMonth.slice(0, MONTHS_AHEAD)),
    scheduledCents: sum(balancesByMonth),
    possibleDeposits: { cents: deposits?.cents ?? 0, weddings: deposits?.weddings ?? 0 },
    toRecover: { cents: recover?.cents ?? 0, weddings: recover?.weddings ?? 0 },
  };
}
