// The analytics screen for a period of 7, 30 or 90 days: growth, activity, revenue, the assistant's quality,
// the most active weddings (by messages in the period) and the system's state. Message figures include the
// counts the retention job archived (message-history.ts), so a past period never changes.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { messages, users, weddings } from '../../../db/schema/index.ts';
import type { TAdminAnalytics, TAnalyticsPeriod } from '../../shared/schemas/admin-monitoring.ts';
import { getSystemHealth } from '../monitoring/get-system-health.ts';
import { getAvailability, summarizeRequests } from '../monitoring/summarize-requests.ts';
import { loadStatusContext, weddingStatus } from '../weddings/wedding-status.ts';
import { getResponseTime } from '../monitoring/get-response-time.ts';
import { percent } from '../../../db/sql/sql-rows.ts';
import { messagesPerDay, messageTrend, sumMessages } from './message-history.ts';
import {
  countCreated,
  countUsers,
  countWeddings,
  sumMoney,
  sumRevenueBetween,
  trend,
  windows,
} from './platform-figures.ts';

export const TOP_WEDDINGS = 5;

export type GetAnalyticsOptions = { db: Database; period: TAnalyticsPeriod; now?: Date };

export async function getAnalytics({ db, period, now = new Date() }: GetAnalyticsOptions): Promise<TAdminAnalytics> {
  const days = Number(period);
  const since = new Date(now.getTime() - days * 86_400_000);

  const span = windows(now, days);
  const [
    people,
    w,
    allMessages,
    inPeriod,
    money,
    previousRevenue,
    top,
    perDay,
    responseTime,
    health,
    requests,
    availability,
    newUsers,
    newWeddings,
    recent,
    statusContext,
  ] = await Promise.all([
    countUsers({ db, since }),
    countWeddings({ db, since, now }),
    sumMessages({ db }),
    sumMessages({ db, from: since }),
    sumMoney({ db, from: since, to: now }),
    sumRevenueBetween({ db, ...span.previous }),
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
    messagesPerDay({ db, now, days }),
    getResponseTime({ db, now, since }),
    getSystemHealth({ db, now }),
    // « Requêtes API »: the product's traffic, the back office's own calls left out.
    summarizeRequests({ db, from: since, to: now, productOnly: true }),
    getAvailability({ db, now }),
    countCreated(db, users, users.createdAt, now, days, eq(users.isAdmin, false)),
    countCreated(db, weddings, weddings.createdAt, now, days),
    messageTrend({ db, now, days }),
    loadStatusContext({ db, now }),
  ]);
  const previousDays = perDay.slice(0, days);

  const ai = inPeriod;
  const avg = ai.avgConfidence;
  const messageTrendFigure = trend(recent.current, recent.previous);
  return {
    period,
    users: { total: people.total, newInPeriod: people.newInPeriod },
    weddings: { total: w.total, trial: w.trial, paid: w.paid, newInPeriod: w.newInPeriod },
    messages: { total: allMessages.messages, inPeriod: inPeriod.messages },
    revenue: {
      totalCents: money.revenueCents,
      subscriptionsCents: money.subscriptions.revenueCents,
      oneTimeCents: money.packages.revenueCents,
      subscriptions: money.subscriptions.sales,
      oneTimePurchases: money.packages.sales,
    },
    aiSuccessRate: percent(ai.answered, ai.questions),
    responseTime,
    topWeddings: top.map((t) => ({
      id: t.id,
      brideName: t.brideName,
      groomName: t.groomName,
      messages: t.messages,
      status: weddingStatus(t, statusContext).code,
    })),
    messagesPerDay: perDay.slice(days).map((d, i) => ({
      day: d.day,
      count: d.count,
      previousDay: previousDays[i]!.day,
      previousCount: previousDays[i]!.count,
    })),
    trends: {
      newUsers,
      newWeddings,
      messages: messageTrendFigure,
      revenue: trend(money.revenueCents, previousRevenue),
    },
    system: {
      status: health.status,
      uptime: availability.percent,
      errorRate: requests.requests > 0 ? Math.round((requests.errors / requests.requests) * 10000) / 100 : null,
      requests: requests.requests,
    },
    ai: {
      total: ai.questions,
      answered: ai.answered,
      avgConfidence: avg === null ? null : Math.round(avg * 100) / 100,
      flagged: ai.flagged,
    },
  };
}
