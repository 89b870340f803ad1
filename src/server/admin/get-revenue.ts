// The revenue screen, from the transactions table: only completed transactions count as revenue.
//   - period revenue: completed transactions created in the selected period (7 d, 30 d, 90 d, 12 months);
//   - monthly revenue: the last 30 days whatever the period; growth compares it with the 30 days before;
//   - conversion: users (non-admin) with at least one completed transaction, over all users;
//   - ARPU: period revenue / users, rounded to the euro (spec 001 section 9);
//   - MRR: active wedding planner subscriptions x the planner plan's current price;
//   - forecasts: monthly revenue x 1.2 / 3.8 / 15 (spec 001 section 9).
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pricingPlans, transactions, users, weddings } from '../../../db/schema/index.ts';
import {
  REVENUE_FORECAST,
  REVENUE_PERIOD_DAYS,
  type TAdminRevenue,
  type TRevenuePeriod,
  type TRevenueTransaction,
} from '../../shared/schemas/admin-revenue.ts';
import { percent, selectRows } from './sql-rows.ts';

const DAY = 86_400_000;

/** Transactions created from `since` to `until` (inclusive) with their customer, for the table and the CSV. */
function periodTransactions(db: Database, since: Date, until: Date) {
  return db
    .select({
      id: transactions.id,
      amount: transactions.amount,
      currency: transactions.currency,
      type: transactions.type,
      status: transactions.status,
      description: transactions.description,
      createdAt: transactions.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      brideName: weddings.brideName,
      groomName: weddings.groomName,
      contactEmail: weddings.contactEmail,
    })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.userId))
    .leftJoin(weddings, eq(weddings.id, transactions.weddingId))
    .where(and(gte(transactions.createdAt, since), lte(transactions.createdAt, until)));
}
export const RECENT_TRANSACTIONS = 10;

/** Buckets of the revenue chart, in Paris time. */
const SERIES: Record<TRevenuePeriod, { unit: 'day' | 'week' | 'month'; count: number }> = {
  '7d': { unit: 'day', count: 7 },
  '30d': { unit: 'day', count: 30 },
  '90d': { unit: 'week', count: 13 },
  '1y': { unit: 'month', count: 12 },
};

const sumCents = (where?: ReturnType<typeof sql>) =>
  (where ? sql`coalesce(sum(${transactions.amount}) filter (where ${where}), 0)` : sql`coalesce(sum(${transactions.amount}), 0)`).mapWith(Number);

export function periodStart(period: TRevenuePeriod, now: Date): Date {
  return new Date(now.getTime() - REVENUE_PERIOD_DAYS[period] * DAY);
}

export type GetRevenueOptions = { db: Database; period: TRevenuePeriod; now?: Date };

export async function getRevenue({ db, period, now = new Date() }: GetRevenueOptions): Promise<TAdminRevenue> {
  const since = periodStart(period, now);
  const monthAgo = new Date(now.getTime() - 30 * DAY);
  const twoMonthsAgo = new Date(now.getTime() - 60 * DAY);
  const inPeriod = sql`${transactions.createdAt} >= ${since} and ${transactions.createdAt} <= ${now}`;
  const completed = sql`${transactions.status} = 'completed'`;
  const isSubscription = sql`${transactions.type} = 'subscription'`;

  const [[totals], [people], [planner], series, recent] = await Promise.all([
    db
      .select({
        period: sumCents(sql`${completed} and ${inPeriod}`),
        allTime: sumCents(sql`${completed} and ${transactions.createdAt} <= ${now}`),
        month: sumCents(sql`${completed} and ${transactions.createdAt} >= ${monthAgo} and ${transactions.createdAt} <= ${now}`),
        previousMonth: sumCents(sql`${completed} and ${transactions.createdAt} >= ${twoMonthsAgo} and ${transactions.createdAt} < ${monthAgo}`),
        subscriptionCount: sql<number>`count(*) filter (where ${completed} and ${inPeriod} and ${isSubscription})::int`,
        subscriptionCents: sumCents(sql`${completed} and ${inPeriod} and ${isSubscription}`),
        oneTimeCount: sql<number>`count(*) filter (where ${completed} and ${inPeriod} and not ${isSubscription})::int`,
        oneTimeCents: sumCents(sql`${completed} and ${inPeriod} and not ${isSubscription}`),
        refunded: sumCents(sql`${transactions.status} = 'refunded' and ${inPeriod}`),
        pending: sumCents(sql`${transactions.status} = 'pending' and ${inPeriod}`),
      })
      .from(transactions),
    db
      .select({
        total: sql<number>`count(*)::int`,
        // Spelled out: inside a subquery drizzle would leave the outer `users.id` unqualified.
        paying: sql<number>`count(*) filter (where exists (select 1 from "transactions" t
          where t."user_id" = "users"."id" and t."status" = 'completed'))::int`,
        subscribers: sql<number>`count(*) filter (where ${users.subscriptionStatus} = 'active' and ${users.subscriptionPlan} = 'wedding_planner')::int`,
      })
      .from(users)
      .where(eq(users.isAdmin, false)),
    db.select({ priceCents: pricingPlans.priceCents }).from(pricingPlans).where(eq(pricingPlans.type, 'wedding_planner')).limit(1),
    revenueSeries(db, period, now),
    periodTransactions(db, since, now)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(RECENT_TRANSACTIONS),
  ]);

  const sums = totals!;
  const totalUsers = people?.total ?? 0;
  const payingUsers = people?.paying ?? 0;
  const activeSubscriptions = people?.subscribers ?? 0;
  const growth = sums.previousMonth > 0 ? percent(sums.month - sums.previousMonth, sums.previousMonth) : null;

  return {
    period,
    totalRevenueCents: sums.period,
    allTimeRevenueCents: sums.allTime,
    monthlyRevenueCents: sums.month,
    previousMonthRevenueCents: sums.previousMonth,
    monthlyGrowth: growth,
    subscriptions: { count: sums.subscriptionCount, revenueCents: sums.subscriptionCents },
    oneTimePurchases: { count: sums.oneTimeCount, revenueCents: sums.oneTimeCents },
    refundedCents: sums.refunded,
    pendingCents: sums.pending,
    totalUsers,
    payingUsers,
    conversionRate: percent(payingUsers, totalUsers) ?? 0,
    arpuEuros: totalUsers > 0 ? Math.round(sums.period / 100 / totalUsers) : 0,
    activeSubscriptions,
    mrrCents: activeSubscriptions * (planner?.priceCents ?? 0),
    forecast: {
      nextMonthCents: Math.round(sums.month * REVENUE_FORECAST.nextMonth),
      nextQuarterCents: Math.round(sums.month * REVENUE_FORECAST.nextQuarter),
      nextYearCents: Math.round(sums.month * REVENUE_FORECAST.nextYear),
    },
    series,
    recentTransactions: recent.map(toRevenueTransaction),
  };
}

type TransactionJoin = {
  id: number;
  amount: number;
  currency: string;
  type: 'payment' | 'subscription' | 'trial_conversion';
  status: 'pending' | 'completed' | 'failed' | 'refunded';
  description: string | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  brideName: string | null;
  groomName: string | null;
  contactEmail: string | null;
};

export function toRevenueTransaction(r: TransactionJoin): TRevenueTransaction {
  const person = [r.firstName, r.lastName].filter(Boolean).join(' ');
  const couple = r.brideName && r.groomName ? `${r.brideName} & ${r.groomName}` : '';
  return {
    id: r.id,
    customer: person || couple || null,
    email: r.email ?? r.contactEmail,
    type: r.type === 'subscription' ? 'subscription' : 'one-time',
    amountCents: r.amount,
    currency: r.currency,
    date: r.createdAt.toISOString(),
    status: r.status,
    description: r.description,
  };
}

async function revenueSeries(db: Database, period: TRevenuePeriod, now: Date) {
  const { unit, count } = SERIES[period];
  const step = sql.raw(`interval '1 ${unit}'`);
  const unitSql = sql.raw(`'${unit}'`);
  const rows = await selectRows<{ start: string; cents: string | number }>(
    db,
    sql`select to_char(b.start, 'YYYY-MM-DD') as start, coalesce(sum(t.amount), 0) as cents
        from generate_series(
          date_trunc(${unitSql}, ${now}::timestamptz at time zone 'Europe/Paris') - ${count - 1} * ${step},
          date_trunc(${unitSql}, ${now}::timestamptz at time zone 'Europe/Paris'),
          ${step}) as b(start)
        left join ${transactions} t on t.status = 'completed' and t.created_at <= ${now}
          and date_trunc(${unitSql}, t.created_at at time zone 'Europe/Paris') = b.start
        group by b.start order by b.start`,
  );
  return rows.map((r) => ({ start: r.start, revenueCents: Number(r.cents) }));
}

/** Every transaction of the period, oldest first, for the CSV export. */
export async function listPeriodTransactions({ db, period, now = new Date() }: GetRevenueOptions): Promise<TRevenueTransaction[]> {
  const rows = await periodTransactions(db, periodStart(period, now), now)
    .orderBy(transactions.createdAt, transactions.id);
  return rows.map(toRevenueTransaction);
}

