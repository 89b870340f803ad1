// The dashboard's four cards: users (paying, trials), weddings, messages, revenue (total and last 30 days),
// each with its trend; the definitions are platform-figures.ts's, shared with every other screen.
import { count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { messages, users, weddings } from '../../../db/schema/index.ts';
import type { TAdminStats } from '../../shared/schemas/admin.ts';
import { countCreated, countUsers, countWeddings, DAY, sumMoney, sumRevenueBetween, trend, windows } from './platform-figures.ts';

export async function getAdminStats({ db, now = new Date() }: { db: Database; now?: Date }): Promise<TAdminStats> {
  const month = windows(now, 30);
  const [people, w, [m], allTime, lastMonth, previousMonth, newUsers, newWeddings, recentMessages] = await Promise.all([
    countUsers({ db }),
    countWeddings({ db, now }),
    db.select({ total: count() }).from(messages),
    sumMoney({ db, to: now }),
    sumMoney({ db, from: month.current.from, to: now }),
    sumRevenueBetween({ db, ...month.previous }),
    countCreated(db, users, users.createdAt, now, 30, eq(users.isAdmin, false)),
    countCreated(db, weddings, weddings.createdAt, now, 30),
    countCreated(db, messages, messages.timestamp, now, 7, gte(messages.timestamp, new Date(now.getTime() - 14 * DAY))),
  ]);
  return {
    totalUsers: people.total,
    paidUsers: people.paying,
    activeTrials: w.trial,
    totalWeddings: w.total,
    activeWeddings: w.active,
    paidWeddings: w.paid,
    weddingsByStatus: w.byBucket,
    totalMessages: m?.total ?? 0,
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
