// Deleting a wedding or an account never rewrites the past: message, revenue and AI figures keep their totals; and
// the confirmation is told the money at stake (paid, a balance due on a saved card, a declined balance owed).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weddings } from '../../../db/schema/index.ts';
import { getAiControl } from '../ai-control/get-ai-control.ts';
import { parseEnv } from '../env.ts';
import { getAdminStats } from '../figures/get-admin-stats.ts';
import { getAnalytics } from '../figures/get-analytics.ts';
import { sumMessages } from '../figures/message-history.ts';
import { NOW, seedBackOffice } from '../figures/testing/seed-back-office.ts';
import { getRevenue } from '../revenue/get-revenue.ts';
import { testDatabase } from '../testing/test-database.ts';
import { deleteUser } from '../users/delete-user.ts';
import { getUserDeletionImpact } from '../users/get-user-deletion-impact.ts';
import { deleteWedding } from './delete-wedding.ts';
import { getWeddingDeletionImpact } from '../figures/get-wedding-deletion-impact.ts';

const handle = testDatabase({ eachTest: true });
const now = NOW;
const config = parseEnv({});

async function pastFigures() {
  const [stats, revenue, ai, analytics, lastWeek] = await Promise.all([
    getAdminStats({ db: handle.db, now }),
    getRevenue({ db: handle.db, period: '1y', now }),
    getAiControl({ db: handle.db, config, now }),
    getAnalytics({ db: handle.db, period: '30', now }),
    sumMessages({ db: handle.db, from: new Date(now.getTime() - 7 * 86_400_000) }),
  ]);
  return {
    messages: stats.totalMessages,
    messagesLast7Days: stats.messagesLast7Days,
    messageTrend: stats.trends.messages,
    revenue: stats.totalRevenueCents,
    monthlyRevenue: stats.monthlyRevenueCents,
    revenue1y: revenue.totalRevenueCents,
    aiResponses: ai.totalResponses,
    aiSuccess: ai.successRate,
    analyticsMessages: analytics.messages,
    lastWeek,
  };
}

describe('deleting keeps the past true', () => {
  it('a wedding with messages and payments: every past figure is unchanged', async () => {
    const { weddings: ids } = await seedBackOffice(handle.db);
    const before = await pastFigures();
    expect(before.messages).toBeGreaterThan(0);
    await deleteWedding({ db: handle.db, id: ids.w1 });
    expect(await pastFigures()).toEqual(before);
  });

  it('an account with its weddings: every past figure is unchanged', async () => {
    await seedBackOffice(handle.db);
    const before = await pastFigures();
    await deleteUser({ db: handle.db, id: 'u-alice', actorId: 'admin-001' });
    await deleteUser({ db: handle.db, id: 'u-chloe', actorId: 'admin-001' });
    expect(await pastFigures()).toEqual(before);
  });
});

describe('the money at stake, told before deleting', () => {
  it('a wedding with a deposit paid and its balance due on a saved card', async () => {
    const { weddings: ids } = await seedBackOffice(handle.db);
    await handle.db
      .update(weddings)
      .set({ remainingPaymentScheduled: true, remainingPaymentAmount: 14250 })
      .where(eq(weddings.id, ids.w1));
    const impact = await getWeddingDeletionImpact({ db: handle.db, id: ids.w1 });
    // Alice paid 4750 (the pending one took nothing) and 9500 refunded in full.
    expect(impact).toMatchObject({
      weddings: 1,
      money: { paidCents: 4750, refundedCents: 9500, balanceDueCents: 14250, savedCard: true },
    });
    expect(impact.money.balanceDueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a declined balance is money owed; a wedding never paid has nothing at stake', async () => {
    const { weddings: ids } = await seedBackOffice(handle.db);
    await handle.db
      .update(weddings)
      .set({ paymentStatus: 'balance_failed', remainingPaymentAmount: 14250 })
      .where(eq(weddings.id, ids.w1));
    expect((await getWeddingDeletionImpact({ db: handle.db, id: ids.w1 })).money).toMatchObject({
      balanceFailedCents: 14250,
      balanceDueCents: 0,
      savedCard: false,
    });
    expect((await getWeddingDeletionImpact({ db: handle.db, id: ids.w2 })).money).toEqual({
      paidCents: 0,
      refundedCents: 0,
      balanceDueCents: 0,
      balanceDueOn: null,
      balanceFailedCents: 0,
      savedCard: false,
    });
  });

  it('an account counts its own payments too (subscriptions without a wedding)', async () => {
    await seedBackOffice(handle.db);
    const impact = await getUserDeletionImpact({ db: handle.db, id: 'u-chloe' });
    expect(impact.weddings).toBe(1);
    expect(impact.money.paidCents).toBeGreaterThan(0);
    await expect(getUserDeletionImpact({ db: handle.db, id: 'nobody' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getWeddingDeletionImpact({ db: handle.db, id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
