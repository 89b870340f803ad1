// The dashboard's four cards: users (paying, on trial), weddings, messages, revenue (total and last 30 days),
// each with its trend; the definitions are platform-figures.ts's, shared with every other screen; messages
// include the counts the retention job archived (message-history.ts).
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users, weddings } from '../../../db/schema/index.ts';
import type { TAdminStats } from '../../shared/schemas/admin.ts';
import {
  countCreated,
  countUsers,
  countWeddings,
  sumMoney,
  sumRevenueBetween,
  trend,
  windows,
} from './platform-figures.ts';
import { messageTrend, sumMessages } from './message-history.ts';

export async function getAdminStats({ db, now = new Date() }: { db: Database; now?: Date }): Promise<TAdminStats> {
  const month = windows(now, 30);
  const [people, w, m, allTime, lastMonth, previousMonth, newUsers, newWeddings, recent] = await Promise.all([
    countUsers({ db, now }),
    countWeddings({ db, now }),
    sumMessages({ db }),
    sumMoney({ db, to: now }),
    sumMoney({ db, from: month.current.from, to: now }),
    sumRevenueBetween({ db, ...month.previous }),
    countCreated(db, users, users.createdAt, now, 30, eq(users.isAdmin, false)),
    countCreated(db, weddings, weddings.createdAt, now, 30),
    messageTrend({ db, now, days: 7 }),
  ]);
  const recentMessages = trend(recent.current, recent.previous);
  return {
    totalUsers: people.total,
    paidUsers: people.paying,
    trialUsers: people.onTrial,
    activeTrials: w.trial,
    totalWeddings: w.total,
    activeWeddings: w.active,
    paidWeddings: w.paid,
    weddingsByStatus: w.byBucket,
    totalMessages: m.messages,
    messagesLast7Days: recentMessages.current,
    totalRevenueCents: allTime.revenueCents,
    monthlyRevenueCents: lastMonth.revenueCents,
    trends: {
      newUsers,
      newWeddings,
      messages: recentMessages,
      revenue: trend(lastMonth.revenueCents, previousMonth),
    },
  };
}
