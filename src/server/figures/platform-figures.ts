// One definition per figure of the back office, written once here and read by every screen that shows it
// (dashboard, weddings list, revenue, analytics, pricing analytics), so the same figure is equal everywhere:
//   - a user is an account that is not an administrator; a paying user has a completed payment not refunded
//     in full; a user on trial is not paying and owns a wedding whose status is « trial » (wedding-status.ts,
//     the word's one home): a free trial nobody signed up for is a trial wedding, not a user;
//   - money in: completed payments net of their refunds (a payment refunded in full counts 0), dated by the
//     payment (a refund lowers the period of the sale it refunds);
//   - a sale is one purchase: a couple package (deposit and balance together, `sale_ref`) or one subscription
//     charge, dated by its first payment, and counted while its net amount is above 0;
//   - weddings by group (answering guests, trial under way, awaiting payment, refunded, over, balance failed…):
//     the status module's own SQL (weddings/wedding-status.ts); paid weddings: the package's deposit at least.
import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { transactions, users, weddings } from '../../../db/schema/index.ts';
import type { TSubscriptionStatus, TTrend } from '../../shared/schemas/admin.ts';
import { selectRows } from '../../../db/sql/sql-rows.ts';
import { bucketSql, isPaidSql } from '../weddings/wedding-status.ts';
import { WEDDING_BUCKETS, type WeddingBucket } from '../../shared/wedding-status.ts';

export const DAY = 86_400_000;

/** A payment that took money (completed, or completed then refunded in full). */
export const tookMoneySql: SQL<boolean> = sql<boolean>`${transactions.status} in ('completed', 'refunded')`;

/** What a payment still brings in, in cents. Legacy `refunded` rows carry no refunded amount: they count 0. */
export const netCentsSql: SQL<number> = sql<number>`(case when ${transactions.status} = 'completed' then ${transactions.amount} - ${transactions.refundedAmount} else 0 end)`;

/** What was given back, in cents. */
export const refundedCentsSql: SQL<number> = sql<number>`(case when ${transactions.status} = 'refunded' then ${transactions.amount} when ${transactions.status} = 'completed' then ${transactions.refundedAmount} else 0 end)`;

export const isSubscriptionSql: SQL<boolean> = sql<boolean>`(${transactions.type} = 'subscription')`;

/** The purchase a payment belongs to: the package of its wedding, else the payment itself. */
export const saleKeySql: SQL<string> = sql<string>`coalesce(${transactions.saleRef}, 'package:' || ${transactions.weddingId}::text, 'payment:' || ${transactions.id}::text)`;

/** A non-admin account with a payment that still brings money in (correlated on the outer `users` row). */
export const payingUserSql: SQL<boolean> = sql<boolean>`exists (select 1 from "transactions" t
  where t."user_id" = "users"."id" and t."status" = 'completed' and t."amount" > t."refunded_amount")`;

export const paidWeddingSql: SQL<boolean> = isPaidSql;

/** A non-admin account trying the product: not paying, owning a trial under way (correlated on `users`). */
export function trialUserSql(now: Date): SQL<boolean> {
  return sql<boolean>`(not ${payingUserSql} and exists (select 1 from ${weddings}
    where ${weddings.userId} = "users"."id" and ${bucketSql('trial', now)}))`;
}

/**
 * An account's subscription as the back office shows and filters it (« Abonnement »): paying, else on trial, else
 * active when its record says so (an administrator's word, a wedding planner's plan), else inactive. « Essai » is
 * never read from the record: a trial ends with its wedding's, which the record would not follow. Correlated on
 * `users`.
 */
export function subscriptionStatusSql(now: Date): SQL<TSubscriptionStatus> {
  return sql<TSubscriptionStatus>`(case when ${payingUserSql} then 'active' when ${trialUserSql(now)} then 'trial'
    when ${users.subscriptionStatus} = 'active' then 'active' else 'inactive' end)`;
}

export type UserFigures = { total: number; paying: number; onTrial: number; newInPeriod: number };

export async function countUsers({
  db,
  since,
  now = new Date(),
}: {
  db: Database;
  since?: Date;
  now?: Date;
}): Promise<UserFigures> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      paying: sql<number>`count(*) filter (where ${payingUserSql})::int`,
      onTrial: sql<number>`count(*) filter (where ${trialUserSql(now)})::int`,
      recent: since ? sql<number>`count(*) filter (where ${users.createdAt} >= ${since})::int` : sql<number>`0`,
    })
    .from(users)
    .where(eq(users.isAdmin, false));
  return {
    total: row?.total ?? 0,
    paying: row?.paying ?? 0,
    onTrial: row?.onTrial ?? 0,
    newInPeriod: Number(row?.recent ?? 0),
  };
}

export type WeddingFigures = {
  total: number;
  /** Guests get answers now (the dashboard's « assistants actifs »). */
  active: number;
  /** Trials under way: not bought, not over, not stopped. */
  trial: number;
  paid: number;
  newInPeriod: number;
  byBucket: Record<WeddingBucket, number>;
};

export async function countWeddings({
  db,
  since,
  now = new Date(),
}: {
  db: Database;
  since?: Date;
  now?: Date;
}): Promise<WeddingFigures> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      paid: sql<number>`count(*) filter (where ${paidWeddingSql})::int`,
      recent: since ? sql<number>`count(*) filter (where ${weddings.createdAt} >= ${since})::int` : sql<number>`0`,
      ...Object.fromEntries(
        WEDDING_BUCKETS.map((b) => [b, sql<number>`count(*) filter (where ${bucketSql(b, now)})::int`]),
      ),
    })
    .from(weddings);
  const byBucket = Object.fromEntries(
    WEDDING_BUCKETS.map((b) => [b, Number((row as Record<string, unknown> | undefined)?.[b] ?? 0)]),
  ) as Record<WeddingBucket, number>;
  return {
    total: row?.total ?? 0,
    active: byBucket.answering,
    trial: byBucket.trial,
    paid: row?.paid ?? 0,
    newInPeriod: Number(row?.recent ?? 0),
    byBucket,
  };
}

export type MoneyFigures = {
  /** Net of refunds. */
  revenueCents: number;
  refundedCents: number;
  pendingCents: number;
  subscriptions: { sales: number; revenueCents: number };
  packages: { sales: number; revenueCents: number };
};

const sumOf = (value: SQL, where: SQL) => sql`coalesce(sum(${value}) filter (where ${where}), 0)`.mapWith(Number);

/** Money and sales of payments made from `from` (inclusive, none = since the start) to `to` (inclusive). */
export async function sumMoney({ db, from, to }: { db: Database; from?: Date; to: Date }): Promise<MoneyFigures> {
  const window = from
    ? and(gte(transactions.createdAt, from), lte(transactions.createdAt, to))!
    : lte(transactions.createdAt, to);
  const [[money], sales] = await Promise.all([
    db
      .select({
        revenue: sumOf(netCentsSql, tookMoneySql),
        refunded: sumOf(refundedCentsSql, tookMoneySql),
        pending: sumOf(sql`${transactions.amount}`, sql`${transactions.status} = 'pending'`),
        subscriptions: sumOf(netCentsSql, sql`${tookMoneySql} and ${isSubscriptionSql}`),
        packages: sumOf(netCentsSql, sql`${tookMoneySql} and not ${isSubscriptionSql}`),
      })
      .from(transactions)
      .where(window),
    countSales({ db, from, to }),
  ]);
  return {
    revenueCents: money?.revenue ?? 0,
    refundedCents: money?.refunded ?? 0,
    pendingCents: money?.pending ?? 0,
    subscriptions: { sales: sales.subscriptions, revenueCents: money?.subscriptions ?? 0 },
    packages: { sales: sales.packages, revenueCents: money?.packages ?? 0 },
  };
}

/** Sales first paid in the window (a package whose balance comes later is still one sale, of its deposit's date). */
async function countSales({ db, from, to }: { db: Database; from?: Date; to: Date }) {
  const [row] = await selectRows<{ subscriptions: number | string; packages: number | string }>(
    db,
    sql`select count(*) filter (where s.subscription)::int as subscriptions, count(*) filter (where not s.subscription)::int as packages
        from (
          select ${saleKeySql} as key, min(${transactions.createdAt}) as sold_at, sum(${netCentsSql}) as net,
                 bool_or(${isSubscriptionSql}) as subscription
          from ${transactions} where ${tookMoneySql} and ${transactions.createdAt} <= ${to}
          group by 1
        ) s
        where s.net > 0 ${from ? sql`and s.sold_at >= ${from}` : sql``}`,
  );
  return { subscriptions: Number(row?.subscriptions ?? 0), packages: Number(row?.packages ?? 0) };
}

/**
 * « Panier moyen »: the average price of a sale, not what has been collected of it so far. A couple package's
 * price is its deposit and balance as quoted to the wedding (the balance is still to come before the wedding
 * day); when the wedding is gone, what its payments took. A subscription charge is its own price.
 */
export async function averageSaleCents({
  db,
  to,
}: {
  db: Database;
  to: Date;
}): Promise<{ packages: number | null; subscriptions: number | null }> {
  const rows = await selectRows<{ subscription: boolean; average: string | number | null }>(
    db,
    sql`select s.subscription, round(avg(case when s.subscription then s.taken else coalesce(s.package_price, s.taken) end)) as average
        from (
          select ${saleKeySql} as key, sum(${netCentsSql}) as net, bool_or(${isSubscriptionSql}) as subscription,
                 sum(case when ${transactions.status} = 'completed' then ${transactions.amount} else 0 end) as taken,
                 max(${weddings.firstPaymentAmount} + ${weddings.remainingPaymentAmount}) as package_price
          from ${transactions} left join ${weddings} on ${weddings.id} = ${transactions.weddingId}
          where ${tookMoneySql} and ${transactions.createdAt} <= ${to}
          group by 1
        ) s
        where s.net > 0
        group by s.subscription`,
  );
  const of = (subscription: boolean) => {
    const row = rows.find((r) => r.subscription === subscription);
    return row?.average === null || row?.average === undefined ? null : Number(row.average);
  };
  return { packages: of(false), subscriptions: of(true) };
}

/** Net money of the window, for growth comparisons (`to` exclusive). */
export async function sumRevenueBetween({ db, from, to }: { db: Database; from: Date; to: Date }): Promise<number> {
  const [row] = await db
    .select({ cents: sumOf(netCentsSql, tookMoneySql) })
    .from(transactions)
    .where(and(gte(transactions.createdAt, from), lt(transactions.createdAt, to)));
  return row?.cents ?? 0;
}

/** Percent change with one decimal; null when there is nothing to compare with. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export function trend(current: number, previous: number): TTrend {
  return { current, previous, percent: growthPercent(current, previous) };
}

/** The window of `days` days ending at `now`, and the one just before it. */
export function windows(now: Date, days: number) {
  const start = new Date(now.getTime() - days * DAY);
  return { current: { from: start, to: now }, previous: { from: new Date(start.getTime() - days * DAY), to: start } };
}

/** Rows created in the current window and in the previous one (`created` is the table's creation column). */
export async function countCreated(
  db: Database,
  table: PgTable,
  created: PgColumn,
  now: Date,
  days: number,
  where?: SQL,
): Promise<TTrend> {
  const w = windows(now, days);
  const [row] = await db
    .select({
      current: sql<number>`count(*) filter (where ${created} >= ${w.current.from} and ${created} <= ${w.current.to})::int`,
      previous: sql<number>`count(*) filter (where ${created} >= ${w.previous.from} and ${created} < ${w.previous.to})::int`,
    })
    .from(table)
    .where(where);
  return trend(row?.current ?? 0, row?.previous ?? 0);
}
