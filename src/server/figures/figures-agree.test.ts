// Every figure that two back-office screens show is the same figure: a data set built partly through the public
// API (couples paying with the simulated gateway, a balance charged, a package refunded by an administrator),
// partly seeded, then every screen's call read through the HTTP API and compared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminStats } from '../../shared/schemas/admin.ts';
import type { TAdminAnalytics } from '../../shared/schemas/admin-monitoring.ts';
import type { TAdminPricingAnalytics } from '../../shared/schemas/admin-pricing.ts';
import type { TAdminRevenue, TRevenueTransaction } from '../../shared/schemas/admin-revenue.ts';
import type { TPage } from '../../shared/schemas/admin-list.ts';
import { parseEnv } from '../env.ts';
import { flushRequestMetrics } from '../http/record-request-metrics.ts';
import { chargeBalance } from '../payments/charge-balance.ts';
import { payingCouple } from '../payments/testing/payment-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { SEED_ADMIN, seedBackOffice } from './testing/seed-back-office.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
let admin: ReturnType<typeof createTestApp>;

async function get<T>(path: string): Promise<T> {
  const res = await admin.request(path);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A couple who bought the package with the simulated test card; `balance` also charges the wedding-day half. */
async function buyPackage({ balance }: { balance: boolean }) {
  const couple = await payingCouple({ db: handle.db });
  const started = await couple.client.request('/api/create-couple-payment', {
    method: 'POST',
    json: { weddingId: couple.wedding.id },
  });
  const { paymentIntentId } = (await started.json()) as { paymentIntentId: string };
  await couple.client.request('/api/payments/consent', {
    method: 'POST',
    json: { paymentIntentId: paymentIntentId, accepted: true },
  });
  const paid = await couple.client.request('/api/payments/simulated/confirm', {
    method: 'POST',
    json: { paymentIntentId, cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status).toBe(200);
  if (balance)
    expect(await chargeBalance({ db: handle.db, config: parseEnv({}), weddingId: couple.wedding.id })).toBe('paid');
  return couple;
}

beforeAll(async () => {
  await seedBackOffice(handle.db);
  admin = createTestApp({ db: handle.db });
  expect((await admin.request('/api/admin/login', { method: 'POST', json: SEED_ADMIN })).status).toBe(200);

  await buyPackage({ balance: true });
  await buyPackage({ balance: false });
  const refunded = await buyPackage({ balance: false });
  const payments = await get<TPage<TRevenueTransaction>>(
    `/api/admin/transactions?q=${encodeURIComponent(refunded.email)}`,
  );
  const deposit = payments.rows.find((t) => t.status === 'completed')!;
  const refund = await admin.request(`/api/admin/transactions/${deposit.id}/refund`, { method: 'POST', json: {} });
  expect(refund.status).toBe(200);
});
afterAll(async () => {
  await flushRequestMetrics(handle.db);
});

describe('figures shown on two screens are equal', () => {
  let stats: TAdminStats;
  const revenue: Partial<Record<'7d' | '30d' | '90d' | '1y', TAdminRevenue>> = {};
  const analytics: Partial<Record<'7' | '30' | '90', TAdminAnalytics>> = {};
  let pricing: TAdminPricingAnalytics;
  const total = async (path: string) => (await get<TPage<unknown>>(path)).total;

  beforeAll(async () => {
    stats = await get('/api/admin/stats');
    for (const period of ['7d', '30d', '90d', '1y'] as const)
      revenue[period] = await get(`/api/admin/revenue?period=${period}`);
    for (const period of ['7', '30', '90'] as const)
      analytics[period] = await get(`/api/admin/analytics?period=${period}`);
    pricing = await get('/api/admin/pricing/analytics');
  });

  it('the data set is what was built: a package is one sale, a refund takes it back', () => {
    // Seeded: Alice and Chloé pay. Built: three couples paid, one was refunded in full.
    expect(stats.paidUsers).toBe(4);
    const couple = pricing.plans.find((p) => p.type === 'couple')!;
    // Seeded packages: Alice's deposit and two old payments (3); built: the fully paid one and the deposit (2).
    expect(couple.sales).toBe(5);
    // 47,50 + 95 + 95 seeded, 95 + 47,50 built; the refunded deposit counts nothing.
    expect(couple.revenueCents).toBe(4750 + 9500 + 9500 + 9500 + 4750);
    expect(revenue['7d']!.refundedCents).toBe(4750 + 9500);
  });

  it('users: dashboard, revenue, analytics and the users list', async () => {
    for (const r of Object.values(revenue)) expect(r.totalUsers).toBe(stats.totalUsers);
    for (const a of Object.values(analytics)) expect(a.users.total).toBe(stats.totalUsers);
    const listed =
      (await total('/api/admin/users?type=couple')) + (await total('/api/admin/users?type=wedding_planner'));
    expect(listed).toBe(stats.totalUsers);
    for (const r of Object.values(revenue)) expect(r.payingUsers).toBe(stats.paidUsers);
  });

  it('weddings: dashboard, analytics, pricing analytics and the weddings list', async () => {
    expect(await total('/api/admin/weddings')).toBe(stats.totalWeddings);
    expect(await total('/api/admin/weddings?status=answering')).toBe(stats.activeWeddings);
    expect(await total('/api/admin/weddings?status=trial')).toBe(stats.activeTrials);
    for (const [bucket, n] of Object.entries(stats.weddingsByStatus))
      expect(await total(`/api/admin/weddings?status=${bucket}`), bucket).toBe(n);
    expect(await total('/api/admin/weddings?type=paid')).toBe(stats.paidWeddings);
    expect(pricing.plans.find((p) => p.type === 'free_trial')!.sales).toBe(stats.activeTrials);
    for (const a of Object.values(analytics)) {
      expect(a.weddings).toMatchObject({
        total: stats.totalWeddings,
        trial: stats.activeTrials,
        paid: stats.paidWeddings,
      });
    }
  });

  it('messages: dashboard, analytics and the messages list', async () => {
    expect(await total('/api/admin/messages')).toBe(stats.totalMessages);
    for (const a of Object.values(analytics)) expect(a.messages.total).toBe(stats.totalMessages);
    expect(stats.messagesLast7Days).toBe(analytics['7']!.messages.inPeriod);
  });

  it('revenue: dashboard, revenue screen, analytics, pricing analytics and the transactions list', async () => {
    const plans = pricing.plans.reduce((sum, p) => sum + p.revenueCents, 0);
    expect(plans).toBe(stats.totalRevenueCents);
    for (const r of Object.values(revenue)) {
      expect(r.allTimeRevenueCents).toBe(stats.totalRevenueCents);
      expect(r.monthlyRevenueCents).toBe(stats.monthlyRevenueCents);
      expect(r.subscriptions.revenueCents + r.oneTimePurchases.revenueCents).toBe(r.totalRevenueCents);
    }
    expect(revenue['30d']!.totalRevenueCents).toBe(stats.monthlyRevenueCents);
    expect(stats.trends.revenue.current).toBe(stats.monthlyRevenueCents);
    for (const [days, period] of [
      ['7', '7d'],
      ['30', '30d'],
      ['90', '90d'],
    ] as const) {
      const r = revenue[period]!;
      expect(analytics[days]!.revenue).toEqual({
        totalCents: r.totalRevenueCents,
        subscriptionsCents: r.subscriptions.revenueCents,
        oneTimeCents: r.oneTimePurchases.revenueCents,
        subscriptions: r.subscriptions.count,
        oneTimePurchases: r.oneTimePurchases.count,
      });
      expect(analytics[days]!.trends.revenue).toEqual({
        current: r.totalRevenueCents,
        previous: r.previousRevenueCents,
        percent: r.periodGrowth,
      });
      // The list of the period's payments adds up to the period's revenue, refunds taken off.
      const page = await get<TPage<TRevenueTransaction>>(`/api/admin/transactions?period=${period}&limit=100`);
      const net = page.rows
        .filter((t) => t.status === 'completed' || t.status === 'refunded')
        .reduce((sum, t) => sum + t.amountCents - t.refundedCents, 0);
      expect(net).toBe(r.totalRevenueCents);
    }
  });

  it('pre-registrations: the counters and the list', async () => {
    const summary = await get<{ total: number }>('/api/admin/pre-registrations/summary');
    expect(await total('/api/admin/pre-registrations')).toBe(summary.total);
  });
});
