// The revenue screen, from the transactions table with platform-figures.ts's definitions (money net of refunds,
// a couple package is one sale):
//   - period revenue: payments made in the selected period (7 d, 30 d, 90 d, 12 months), and the period before;
//   - monthly revenue: the last 30 days whatever the period; growth compares it with the 30 days before;
//   - conversion: paying users over users;
//   - ARPU: period revenue / users, rounded to the euro (spec 001 section 9);
//   - MRR: active wedding planner subscriptions x the planner plan's current price;
//   - forecasts: money still to come from what is booked (forecast-money-to-come.ts), not a multiple of the past;
//   - the chart: calendar buckets in Paris time, each with the same bucket one period earlier.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pricingPlans, transactions, users } from '../../../db/schema/index.ts';
import { REVENUE_PERIOD_DAYS, type TAdminRevenue, type TRevenuePeriod } from '../../shared/schemas/admin-revenue.ts';
import {
  countUsers,
  DAY,
  growthPercent,
  netCentsSql,
  sumMoney,
  sumRevenueBetween,
  tookMoneySql,
  windows,
} from '../figures/platform-figures.ts';
import { percent, selectRows } from '../../../db/sql/sql-rows.ts';
import { forecastMoneyToCome } from './forecast-money-to-come.ts';

/** Buckets of the revenue chart, in Paris time. */
const SERIES: Record<TRevenuePeriod, { unit: 'day' | 'week' | 'month'; count: number }> = {
  '7d': { unit: 'day', count: 7 },
  '30d': { unit: 'day', count: 30 },
  '90d': { unit: 'week', count: 13 },
  '1y': { unit: 'month', count: 12 },
};

export function periodStart(period: TRevenuePeriod, now: Date): Date {
  return new Date(now.getTime() - REVENUE_PERIOD_DAYS[period] * DAY);
}

/** What the revenue's figures of one period are given (`now`: where the period ends). */
export type RevenuePeriodOptions = { db: Database; period: TRevenuePeriod; now?: Date };

export async function getRevenue({ db, period, now = new Date() }: RevenuePeriodOptions): Promise<TAdminRevenue> {
  const days = REVENUE_PERIOD_DAYS[period];
  const span = windows(now, days);
  const month = windows(now, 30);

  const [money, previous, allTime, lastMonth, previousMonth, people, [subscribers], [planner], series, forecast] =
    await Promise.all([
      sumMoney({ db, from: span.current.from, to: now }),
      sumRevenueBetween({ db, ...span.previous }),
      sumMoney({ db, to: now }),
      sumMoney({ db, from: month.current.from, to: now }),
      sumRevenueBetween({ db, ...month.previous }),
      countUsers({ db }),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(
          and(
            eq(users.isAdmin, false),
            eq(users.subscriptionStatus, 'active'),
            eq(users.subscriptionPlan, 'wedding_planner'),
          ),
        ),
      db
        .select({ priceCents: pricingPlans.priceCents })
        .from(pricingPlans)
        .where(eq(pricingPlans.type, 'wedding_planner'))
        .limit(1),
      revenueSeries(db, period, now),
      forecastMoneyToCome({ db, now }),
    ]);

  const activeSubscriptions = subscribers?.n ?? 0;
  const monthly = lastMonth.revenueCents;
  return {
    period,
    totalRevenueCents: money.revenueCents,
    previousRevenueCents: previous,
    periodGrowth: growthPercent(money.revenueCents, previous),
    allTimeRevenueCents: allTime.revenueCents,
    monthlyRevenueCents: monthly,
    previousMonthRevenueCents: previousMonth,
    monthlyGrowth: growthPercent(monthly, previousMonth),
    subscriptions: { count: money.subscriptions.sales, revenueCents: money.subscriptions.revenueCents },
    oneTimePurchases: { count: money.packages.sales, revenueCents: money.packages.revenueCents },
    refundedCents: money.refundedCents,
    pendingCents: money.pendingCents,
    totalUsers: people.total,
    payingUsers: people.paying,
    conversionRate: percent(people.paying, people.total) ?? 0,
    arpuCents: people.total > 0 ? Math.round(money.revenueCents / 100 / people.total) * 100 : 0,
    activeSubscriptions,
    mrrCents: activeSubscriptions * (planner?.priceCents ?? 0),
    forecast,
    bucket: SERIES[period].unit,
    series,
  };
}

/** Twice as many buckets as shown: the first half is the previous period, paired bucket by bucket. */
async function revenueSeries(db: Database, period: TRevenuePeriod, now: Date) {
  const { unit, count } = SERIES[period];
  const step = sql.raw(`interval '1 ${unit}'`);
  const unitSql = sql.raw(`'${unit}'`);
  const rows = await selectRows<{ start: string; cents: string | number }>(
    db,
    sql`select to_char(b.start, 'YYYY-MM-DD') as start, coalesce(sum(${netCentsSql}), 0) as cents
        from generate_series(
          date_trunc(${unitSql}, ${now}::timestamptz at time zone 'Europe/Paris') - ${2 * count - 1} * ${step},
          date_trunc(${unitSql}, ${now}::timestamptz at time zone 'Europe/Paris'),
          ${step}) as b(start)
        left join ${transactions} on ${tookMoneySql} and ${transactions.createdAt} <= ${now}
          and date_trunc(${unitSql}, ${transactions.createdAt} at time zone 'Europe/Paris') = b.start
        group by b.start order by b.start`,
  );
  const previous = rows.slice(0, count);
  return rows.slice(count).map((r, i) => ({
    start: r.start,
    revenueCents: Number(r.cents),
    previousStart: previous[i]!.start,
    previousRevenueCents: Number(previous[i]!.cents),
  }));
}
