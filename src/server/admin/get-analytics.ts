// The analytics screen for a period of 7, 30 or 90 days: growth, activity, revenue, the assistant's quality,
// the most active weddings (by messages in the period) and the system's state.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { messages, transactions, users, weddings } from '../../../db/schema/index.ts';
import type { TAdminAnalytics, TAnalyticsPeriod } from '../../shared/schemas/admin-monitoring.ts';
import { getSystemHealth } from '../monitoring/get-system-health.ts';
import { summarizeRequests, uptimePercent } from '../monitoring/summarize-requests.ts';
import { getAssistantSettings } from './get-assistant-settings.ts';
import { getResponseTime } from './get-response-time.ts';
import { percent, selectRows } from './sql-rows.ts';
import { isPaidSql, isTrialSql, loadStatusContext, weddingStatus } from '../weddings/wedding-status.ts';

export const TOP_WEDDINGS = 5;

export type GetAnalyticsOptions = { db: Database; period: TAnalyticsPeriod; now?: Date };

export async function getAnalytics({ db, period, now = new Date() }: GetAnalyticsOptions): Promise<TAdminAnalytics> {
  const days = Number(period);
  const since = new Date(now.getTime() - days * 86_400_000);
  const settings = await getAssistantSettings({ db });
  const incomingInPeriod = and(eq(messages.messageType, 'incoming'), gte(messages.timestamp, since));

  const [[u], [w], [m], [r], [ai], top, perDay, responseTime, health, requests, uptime, statusContext] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int`, recent: sql<number>`count(*) filter (where ${users.createdAt} >= ${since})::int` })
      .from(users)
      .where(eq(users.isAdmin, false)),
    db
      .select({
        total: sql<number>`count(*)::int`,
        trial: sql<number>`count(*) filter (where ${isTrialSql})::int`,
        paid: sql<number>`count(*) filter (where ${isPaidSql})::int`,
        recent: sql<number>`count(*) filter (where ${weddings.createdAt} >= ${since})::int`,
      })
      .from(weddings),
    db
      .select({ total: sql<number>`count(*)::int`, recent: sql<number>`count(*) filter (where ${messages.timestamp} >= ${since})::int` })
      .from(messages),
    db
      .select({
        total: sql`coalesce(sum(${transactions.amount}), 0)`.mapWith(Number),
        subscriptionsCents: sql`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'subscription'), 0)`.mapWith(Number),
        oneTimeCents: sql`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} <> 'subscription'), 0)`.mapWith(Number),
        subscriptions: sql<number>`count(*) filter (where ${transactions.type} = 'subscription')::int`,
        oneTime: sql<number>`count(*) filter (where ${transactions.type} <> 'subscription')::int`,
      })
      .from(transactions)
      .where(and(eq(transactions.status, 'completed'), gte(transactions.createdAt, since))),
    db
      .select({
        total: sql<number>`count(*)::int`,
        answered: sql<number>`count(*) filter (where ${messages.answerSource} is not null)::int`,
        avgConfidence: sql<number | null>`avg(${messages.confidence})`,
        flagged: sql<number>`count(*) filter (where ${messages.response} is not null and coalesce(${messages.confidence}, 0) < ${settings.confidenceThreshold})::int`,
      })
      .from(messages)
      .where(incomingInPeriod),
    db
      .select({
        id: weddings.id,
        brideName: weddings.brideName,
        groomName: weddings.groomName,
        weddingId: weddings.weddingId,
        weddingDate: weddings.weddingDate,
        botActive: weddings.botActive,
        assistantStopped: weddings.assistantStopped,
        isTrialMode: weddings.isTrialMode,
        trialQuestionsUsed: weddings.trialQuestionsUsed,
        trialMaxQuestions: weddings.trialMaxQuestions,
        paymentStatus: weddings.paymentStatus,
        whatsappLink: weddings.whatsappLink,
        messages: sql<number>`count(${messages.id})::int`,
      })
      .from(weddings)
      .innerJoin(messages, and(eq(messages.weddingId, weddings.id), gte(messages.timestamp, since)))
      .groupBy(weddings.id)
      .orderBy(desc(sql`count(${messages.id})`), weddings.id)
      .limit(TOP_WEDDINGS),
    selectRows<{ day: string; count: number | string }>(
      db,
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(m.id) as count
          from generate_series(
            date_trunc('day', ${now}::timestamptz at time zone 'Europe/Paris') - ${days - 1} * interval '1 day',
            date_trunc('day', ${now}::timestamptz at time zone 'Europe/Paris'),
            interval '1 day') as d(day)
          left join ${messages} m on date_trunc('day', m.timestamp at time zone 'Europe/Paris') = d.day
          group by d.day order by d.day`,
    ),
    getResponseTime({ db, now, since }),
    getSystemHealth({ db, now }),
    summarizeRequests({ db, from: since, to: now }),
    uptimePercent({ db, now }),
    loadStatusContext({ db, now }),
  ]);

  const avg = ai?.avgConfidence;
  return {
    period,
    users: { total: u?.total ?? 0, newInPeriod: u?.recent ?? 0 },
    weddings: { total: w?.total ?? 0, trial: w?.trial ?? 0, paid: w?.paid ?? 0, newInPeriod: w?.recent ?? 0 },
    messages: { total: m?.total ?? 0, inPeriod: m?.recent ?? 0 },
    revenue: {
      totalCents: r?.total ?? 0,
      subscriptionsCents: r?.subscriptionsCents ?? 0,
      oneTimeCents: r?.oneTimeCents ?? 0,
      subscriptions: r?.subscriptions ?? 0,
      oneTimePurchases: r?.oneTime ?? 0,
    },
    aiSuccessRate: percent(ai?.answered ?? 0, ai?.total ?? 0),
    responseTime,
    topWeddings: top.map((t) => ({
      id: t.id,
      brideName: t.brideName,
      groomName: t.groomName,
      messages: t.messages,
      status: weddingStatus(t, statusContext).code,
    })),
    messagesPerDay: perDay.map((d) => ({ day: d.day, count: Number(d.count) })),
    system: {
      status: health.status,
      uptime,
      errorRate: requests.requests > 0 ? Math.round((requests.errors / requests.requests) * 10000) / 100 : null,
      requests: requests.requests,
    },
    ai: {
      total: ai?.total ?? 0,
      answered: ai?.answered ?? 0,
      avgConfidence: avg === null || avg === undefined ? null : Math.round(Number(avg) * 100) / 100,
      flagged: ai?.flagged ?? 0,
    },
  };
}
