// The dashboard's four cards: users (paid, trials), weddings, messages, revenue (total and last 30 days).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { messages, transactions, users, weddings } from '../../../db/schema/index.ts';
import type { TAdminStats } from '../../shared/schemas/admin.ts';
import { isTrialSql, PAID_PAYMENT_STATUSES } from './wedding-kinds.ts';

const PAID_LIST = sql.raw(`(${PAID_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`);

const DAY = 86_400_000;

export async function getAdminStats({ db, now = new Date() }: { db: Database; now?: Date }): Promise<TAdminStats> {
  const monthAgo = new Date(now.getTime() - 30 * DAY);
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  const [[u], [w], [m], [r]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        // Paying: owns a wedding whose package is paid, or holds an active (planner) subscription.
        // (Correlated subqueries spell their columns out: drizzle leaves the outer table's columns unqualified.)
        paid: sql<number>`count(*) filter (where ${users.subscriptionStatus} = 'active' or exists (
          select 1 from "weddings" w where w."user_id" = "users"."id" and w."payment_status" in ${PAID_LIST}))::int`,
      })
      .from(users)
      .where(eq(users.isAdmin, false)),
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${weddings.botActive} and not ${weddings.assistantStopped})::int`,
        trials: sql<number>`count(*) filter (where ${isTrialSql} and not ${weddings.assistantStopped})::int`,
      })
      .from(weddings),
    db
      .select({
        total: sql<number>`count(*)::int`,
        week: sql<number>`count(*) filter (where ${messages.timestamp} >= ${weekAgo})::int`,
      })
      .from(messages),
    db
      .select({
        total: sql`coalesce(sum(${transactions.amount}), 0)`.mapWith(Number),
        month: sql`coalesce(sum(${transactions.amount}) filter (where ${transactions.createdAt} >= ${monthAgo}), 0)`.mapWith(Number),
      })
      .from(transactions)
      .where(eq(transactions.status, 'completed')),
  ]);
  return {
    totalUsers: u?.total ?? 0,
    paidUsers: u?.paid ?? 0,
    activeTrials: w?.trials ?? 0,
    totalWeddings: w?.total ?? 0,
    activeWeddings: w?.active ?? 0,
    totalMessages: m?.total ?? 0,
    messagesLast7Days: m?.week ?? 0,
    totalRevenueCents: r?.total ?? 0,
    monthlyRevenueCents: r?.month ?? 0,
  };
}
