// The analytics screen for a period of 7, 30 or 90 days: growth, activity, revenue, the assistant's quality,
// the most active weddings (by messages in the period) and the system's state.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { messages, users, weddings } from '../../../db/schema/index.ts';
import type { TAdminAnalytics, TAnalyticsPeriod } from '../../shared/schemas/admin-monitoring.ts';
import { getSystemHealth } from '../monitoring/get-system-health.ts';
import { getAvailability, summarizeRequests } from '../monitoring/summarize-requests.ts';
import { isAnsweredQuestion, isFlaggedAnswer, isGuestQuestion } from '../messages/message-filters.ts';
import { loadStatusContext, weddingStatus } from '../weddings/wedding-status.ts';
import { getAssistantSettings } from '../assistant/settings/get-assistant-settings.ts';
import { getResponseTime } from './get-response-time.ts';
import { percent, selectRows } from '../../../db/sql/sql-rows.ts';
import { countCreated, countUsers, countWeddings, sumMoney, sumRevenueBetween, trend, windows } from './platform-figures.ts';

export const TOP_WEDDINGS = 5;

export type GetAnalyticsOptions = { db: Database; period: TAnalyticsPeriod; now?: Date };

export async function getAnalytics({ db, period, now = new Date() }: GetAnalyticsOptions): Promise<TAdminAnalytics> {
  const days = Number(period);
  const since = new Date(now.getTime() - days * 86_400_000);
  const settings = await getAssistantSettings({ db });
  const questionsInPeriod = and(isGuestQuestion, gte(messages.timestamp, since));

  const span = windows(now, days);
  const [people, w, [m], money, previousRevenue, [ai], top, perDay, responseTime, health, requests, availability, newUsers, newWeddings, messageTrend, statusContext] = await Promise.all([
    countUsers({ db, since }),
    countWeddings({ db, since, now }),
    db
      .select({ total: sql<number>`count(*)::int`, recent: sql<number>`count(*) filter (where ${messages.timestamp} >= ${since})::int` })
      .from(messages),
    sumMoney({ db, from: since, to: now }),
    sumRevenueBetween({ db, ...span.previous }),
    db
      .select({
        total: sql<number>`count(*)::int`,
        answered: sql<number>`count(*) filter (where ${isAnsweredQuestion})::int`,
        avgConfidence: sql<number | null>`avg(${messages.confidence})`,
        flagged: sql<number>`count(*) filter (where ${isFlaggedAnswer})::int`,
      })
      .from(messages)
      .where(questionsInPeriod),
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
    // Twice the period: the first half is the period before, paired day by day.
    selectRows<{ day: string; count: number | string }>(
      db,
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(m.id) as count
          from generate_series(
            date_trunc('day', ${now}::timestamptz at time zone 'Europe/Paris') - ${2 * days - 1} * interval '1 day',
            date_trunc('day', ${now}::timestamptz at time zone 'Europe/Paris'),
            interval '1 day') as d(day)
          left join ${messages} m on date_trunc('day', m.timestamp at time zone 'Europe/Paris') = d.day
          group by d.day order by d.day`,
    ),
    getResponseTime({ db, now, since }),
    getSystemHealth({ db, now }),
    summarizeRequests({ db, from: since, to: now }),
    getAvailability({ db, now }),
    countCreated(db, users, users.createdAt, now, days, eq(users.isAdmin, false)),
    countCreated(db, weddings, weddings.createdAt, now, days),
    countCreated(db, messages, messages.timestamp, now, days),
    loadStatusContext({ db, now }),
  ]);
  const previousDays = perDay.slice(0, days);

  const avg = ai?.avgConfidence;
  return {
    period,
    users: { total: people.total, newInPeriod: people.newInPeriod },
    weddings: { total: w.total, trial: w.trial, paid: w.paid, newInPeriod: w.newInPeriod },
    messages: { total: m?.total ?? 0, inPeriod: m?.recent ?? 0 },
    revenue: {
      totalCents: money.revenueCents,
      subscriptionsCents: money.subscriptions.revenueCents,
      oneTimeCents: money.packages.revenueCents,
      subscriptions: money.subscriptions.sales,
      oneTimePurchases: money.packages.sales,
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
    messagesPerDay: perDay.slice(days).map((d, i) => ({ day: d.day, count: Number(d.count), previousDay: previousDays[i]!.day, previousCount: Number(previousDays[i]!.count) })),
    trends: { newUsers, newWeddings, messages: messageTrend, revenue: trend(money.revenueCents, previousRevenue) },
    system: {
      status: health.status,
      uptime: availability.percent,
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
