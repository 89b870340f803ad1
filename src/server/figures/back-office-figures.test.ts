// Back-office figures against a data set whose totals are worked out by hand (testing/seed-back-office.ts).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assistantSettings,
  faqs,
  guests,
  messages,
  sessions,
  transactions,
  users,
  weddings,
} from '../../../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { getMonitoring } from '../monitoring/get-monitoring.ts';
import { pruneRequestMetrics } from '../monitoring/prune-request-metrics.ts';
import { PROBE_INTERVAL_MS, probeAvailability } from '../monitoring/probe-availability.ts';
import { deleteUser } from '../users/delete-user.ts';
import { deleteWedding } from '../weddings/delete-wedding.ts';
import { exportRevenueCsv } from '../revenue/export-revenue-csv.ts';
import { getAdminStats } from './get-admin-stats.ts';
import { getAdminWedding } from './get-admin-wedding.ts';
import { getAiControl } from '../ai-control/get-ai-control.ts';
import { getAnalytics } from './get-analytics.ts';
import { getPricingAnalytics } from '../pricing/get-pricing-analytics.ts';
import { getRevenue } from '../revenue/get-revenue.ts';
import { listAdminMessages } from '../messages/list-admin-messages.ts';
import { listAdminUsers } from '../users/list-admin-users.ts';
import { listAdminWeddings } from './list-admin-weddings.ts';
import { getPreRegistrationSummary, searchPreRegistrations } from '../pre-registration/search-pre-registrations.ts';
import { listTransactions } from '../revenue/list-transactions.ts';
import { EXPECTED, NOW, seedBackOffice } from './testing/seed-back-office.ts';
import { updateAssistantSettings } from '../ai-control/update-assistant-settings.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
let ids: Awaited<ReturnType<typeof seedBackOffice>>['weddings'];
const config = parseEnv({});
const now = NOW;

beforeAll(async () => {
  ids = (await seedBackOffice(handle.db)).weddings;
});

describe('dashboard stats', () => {
  it('counts users without admins, paying users, trials, weddings, messages and revenue', async () => {
    expect(await getAdminStats({ db: handle.db, now })).toMatchObject({
      ...EXPECTED.stats,
      paidWeddings: 2,
      messagesLast7Days: 3,
    });
  });

  it('gives each card its trend against the window before', async () => {
    const { trends } = await getAdminStats({ db: handle.db, now });
    // Revenue: 247,50 € over the last 30 days, 200 € over the 30 before.
    expect(trends.revenue).toEqual({ current: 24750, previous: 20000, percent: 23.8 });
    // Messages: 3 in the last 7 days, none in the 7 before.
    expect(trends.messages).toEqual({ current: 3, previous: 0, percent: null });
    // Accounts (admins left out): Bruno (20 d) and Denis (3 d) are new, none in the 30 days before.
    expect(trends.newUsers).toEqual({ current: 2, previous: 0, percent: null });
    expect(trends.newWeddings).toEqual({ current: 2, previous: 1, percent: 100 });
  });
});

describe('revenue', () => {
  it.each(Object.entries(EXPECTED.revenueByPeriod))(
    'period %s totals the completed transactions of the period',
    async (period, cents) => {
      const revenue = await getRevenue({ db: handle.db, period: period as keyof typeof EXPECTED.revenueByPeriod, now });
      expect(revenue.totalRevenueCents).toBe(cents);
      expect(revenue.allTimeRevenueCents).toBe(83750);
      // The chart's buckets hold the same money (a bucket may start a little before the period).
      expect(revenue.series.reduce((sum, b) => sum + b.revenueCents, 0)).toBeGreaterThanOrEqual(cents);
    },
  );

  it('pairs each bucket of the chart with the same bucket one period earlier', async () => {
    const revenue = await getRevenue({ db: handle.db, period: '30d', now });
    expect(revenue.bucket).toBe('day');
    expect(revenue.series.reduce((sum, b) => sum + b.previousRevenueCents, 0)).toBe(20000);
    const first = revenue.series[0]!;
    expect(new Date(first.start).getTime() - new Date(first.previousStart).getTime()).toBe(30 * 86_400_000);
    expect(revenue).toMatchObject({ previousRevenueCents: 20000, periodGrowth: 23.8 });
  });

  it('derives the key metrics of 30 days: breakdown, ARPU, conversion, growth, MRR, forecasts', async () => {
    const revenue = await getRevenue({ db: handle.db, period: '30d', now });
    expect(revenue).toMatchObject({
      monthlyRevenueCents: 24750,
      previousMonthRevenueCents: 20000,
      // (24750 - 20000) / 20000 = 23.75 %
      monthlyGrowth: 23.8,
      subscriptions: { count: 1, revenueCents: 20000 },
      oneTimePurchases: { count: 1, revenueCents: 4750 },
      refundedCents: 9500,
      pendingCents: 4750,
      totalUsers: 4,
      payingUsers: 2,
      conversionRate: 50,
      // 247.50 € / 4 users = 61.875 -> 62
      arpuCents: 6200,
      activeSubscriptions: 1,
      mrrCents: 20000,
      // Booked money, not a multiple of the past: no balance is scheduled, Emma & Bruno have not paid their deposit.
      forecast: {
        thisMonthCents: 0,
        nextMonthCents: 0,
        next12MonthsCents: 0,
        possibleDeposits: { weddings: 1 },
        toRecover: { cents: 0, weddings: 0 },
      },
    });
    expect(revenue.series).toHaveLength(30);
  });

  it('buckets a year by month and 90 days by week', async () => {
    expect((await getRevenue({ db: handle.db, period: '1y', now })).series).toHaveLength(12);
    expect((await getRevenue({ db: handle.db, period: '90d', now })).series).toHaveLength(13);
  });

  it('exports the period as a French CSV with formulas neutralised', async () => {
    const { filename, csv } = await exportRevenueCsv({ db: handle.db, period: '1y', now });
    expect(filename).toMatch(/^revenus-1y-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(
      csv.startsWith('\uFEFFRéférence;Date;Client;E-mail;Type;Statut;Montant;Remboursé;Devise;Description\r\n'),
    ).toBe(true);
    const lines = csv.trim().split('\r\n');
    // 8 transactions within 12 months (the one of 400 days ago is out), every status included.
    expect(lines).toHaveLength(9);
    expect(csv).toContain(
      ';Alice Martin;alice@example.com;Achat unique;Complété;47,50;0,00;EUR;Acompte forfait couple',
    );
    expect(csv).toContain(';Chloé Roux;chloe@example.com;Abonnement;Complété;200,00;0,00;EUR;Abonnement juin');
    expect(csv).toContain('Remboursé;95,00;95,00;EUR');
    expect(csv).toContain(`"'=HYPERLINK(""x"") compte supprimé"`);
    const amounts = lines.slice(1).map((l) => l.split(';')[6]);
    expect(
      amounts.filter((_, i) => lines[i + 1]!.includes('Complété')).map((a) => Number(a!.replace(',', '.'))),
    ).toEqual([95, 200, 200, 200, 47.5]);
  });
});

describe('lists', () => {
  const all = { sort: 'createdAt', dir: 'desc', limit: 100 } as const;

  it('users carry hasWedding and the built-in flag, admins included', async () => {
    const { rows: list, total } = await listAdminUsers({ db: handle.db, query: all });
    expect(total).toBe(5);
    expect(list.find((u) => u.id === 'u-denis')).toMatchObject({ hasWedding: false, weddingCount: 0 });
    expect(list.find((u) => u.id === 'u-alice')).toMatchObject({ hasWedding: true, weddingCount: 1 });
    expect(list.find((u) => u.id === 'admin-001')).toMatchObject({ isAdmin: true, builtIn: true });
    expect((await listAdminUsers({ db: handle.db, query: { ...all, type: 'admin' } })).rows.map((u) => u.id)).toEqual([
      'admin-001',
    ]);
    expect((await listAdminUsers({ db: handle.db, query: { ...all, wedding: 'without' } })).total).toBe(2);
    expect((await listAdminUsers({ db: handle.db, query: { ...all, q: 'CHLOE' } })).rows.map((u) => u.id)).toEqual([
      'u-chloe',
    ]);
  });

  it('weddings carry real counts, the badge type and the trial / paid flags', async () => {
    const { rows: list } = await listAdminWeddings({ db: handle.db, query: { ...all, sort: 'createdAt' } });
    const byId = new Map(list.map((w) => [w.id, w]));
    expect(byId.get(ids.w1)).toMatchObject({
      messageCount: 3,
      guestCount: 3,
      accountType: 'couple',
      isPaid: true,
      isTrial: false,
    });
    expect(byId.get(ids.w2)).toMatchObject({
      messageCount: 0,
      accountType: 'couple',
      isPaid: false,
      isTrial: false,
      botActive: false,
    });
    expect(byId.get(ids.w3)).toMatchObject({ messageCount: 2, accountType: 'wedding_planner', isPaid: true });
    expect(byId.get(ids.w4)).toMatchObject({ accountType: 'trial', isTrial: true, user: null });
    const filtered = async (query: Partial<Parameters<typeof listAdminWeddings>[0]['query']>) =>
      (await listAdminWeddings({ db: handle.db, query: { ...all, ...query } })).rows.map((w) => w.id).sort();
    expect(await filtered({ type: 'trial' })).toEqual([ids.w4]);
    expect(await filtered({ type: 'paid' })).toEqual([ids.w1, ids.w3].sort());
    expect(await filtered({ type: 'unpaid' })).toEqual([ids.w2]);
    expect(await filtered({ status: 'inactive' })).toEqual([ids.w2]);
    // Case- and accent-insensitive, over bride, groom and assistant id.
    expect(await filtered({ q: 'ines' })).toEqual([ids.w3]);
    expect(await filtered({ q: 'TRIAL-ABC' })).toEqual([ids.w4]);
  });

  it('messages: one row per exchange, newest first, filtered on the server', async () => {
    const list = (query: Partial<Parameters<typeof listAdminMessages>[0]['query']>) =>
      listAdminMessages({ db: handle.db, query: { sort: 'date', dir: 'desc', limit: 50, ...query } });
    const first = await list({});
    expect(first.total).toBe(5);
    expect(first.rows[0]).toMatchObject({
      content: 'À quelle heure est la cérémonie ?',
      sender: 'guest',
      response: 'À 15h30.',
      guest: { name: 'Paul Durand', phoneNumber: '+33 6 •• •• •• 11' },
    });
    expect((await list({ q: 'CHIEN' })).total).toBe(1);
    expect((await list({ q: 'paul' })).total).toBe(2);
    // Accents and case do not matter: "cérémonie" is found as "CEREMONIE".
    expect((await list({ q: 'CEREMONIE' })).total).toBe(1);
    expect((await list({ kind: 'automatic' })).rows.map((m) => m.sender)).toEqual(['assistant']);
    expect((await list({ kind: 'question' })).total).toBe(4);
    expect((await list({ answered: 'unanswered' })).total).toBe(1);
    expect((await list({ wedding: ids.w3 })).total).toBe(2);
    expect((await list({ limit: 2 })).rows).toHaveLength(2);
    // LIKE wildcards typed by the admin are searched literally.
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('pre-registrations: total, last 7 days, with a wedding date', async () => {
    expect(await getPreRegistrationSummary({ db: handle.db, now })).toEqual({
      total: 0,
      thisWeek: 0,
      withWeddingDate: 0,
    });
    expect(await searchPreRegistrations({ db: handle.db, query: all })).toEqual({
      rows: [],
      total: 0,
      offset: 0,
      nextCursor: null,
      prevCursor: null,
    });
  });

  it('transactions: the period, newest first, with the customer and what can still be refunded', async () => {
    const page = await listTransactions({
      db: handle.db,
      query: { sort: 'date', dir: 'desc', limit: 10, period: '30d' },
      now,
    });
    expect(page.rows.map((t) => [t.status, t.amountCents])).toEqual([
      ['pending', 4750],
      ['completed', 4750],
      ['failed', 4750],
      ['refunded', 9500],
      ['completed', 20000],
    ]);
    expect(page.rows[1]).toMatchObject({
      customer: 'Alice Martin',
      email: 'alice@example.com',
      type: 'one-time',
      refundedCents: 0,
    });
    expect(page.rows[3]).toMatchObject({ refundedCents: 9500, refundableCents: 0 });
    expect(page.rows[4]).toMatchObject({ customer: 'Chloé Roux', type: 'subscription' });
    // Seeded payments went through no provider: nothing to refund through it.
    expect(page.rows.every((t) => t.refundableCents === 0)).toBe(true);
    expect(
      (
        await listTransactions({
          db: handle.db,
          query: { sort: 'amount', dir: 'desc', limit: 2, status: 'completed' },
          now,
        })
      ).rows.map((t) => t.amountCents),
    ).toEqual([20000, 20000]);
  });
});

describe('wedding detail', () => {
  it('counts guests (active = messageCount > 0), answered questions, and the measured response time', async () => {
    const detail = await getAdminWedding({ db: handle.db, config, id: ids.w1, now });
    expect(detail.stats).toEqual({
      totalMessages: 3,
      answeredMessages: 2,
      connectedGuests: 3,
      activeGuests: 2,
      faqCount: 0,
      // Webhook durations 100, 200, 300, 1000 ms.
      responseTime: { medianMs: 250, averageMs: 400, samples: 4 },
    });
    expect(detail.latestMessages).toHaveLength(3);
    expect(detail.whatsappLink).toBe('https://wa.me/14155238886?text=start-alice-wedding-1');
  });

  it('shows no response time for a wedding whose guests never wrote (not the platform’s figure)', async () => {
    const detail = await getAdminWedding({ db: handle.db, config, id: ids.w2, now });
    expect(detail.stats).toMatchObject({
      totalMessages: 0,
      responseTime: { medianMs: null, averageMs: null, samples: 0 },
    });
  });
});

describe('AI control and analytics', () => {
  it('AI control: replies, answered rate, average confidence, flagged under the threshold', async () => {
    const ai = await getAiControl({ db: handle.db, config, now });
    expect(ai).toMatchObject({
      totalResponses: 4,
      successRate: 75,
      // (0.9 + 0.85 + 0.2 + 0.6) / 4
      avgConfidence: 0.64,
      // Flagged when sent under that moment's threshold (the 0.6 one); the 0.2 reply said "je ne sais pas".
      flaggedResponses: 1,
      reviewed: 0,
      rightRate: null,
      settings: { autoModeration: true, confidenceThreshold: 0.8, maxResponseLength: 500, systemInstructions: '' },
      status: { provider: 'local', model: null },
    });
    expect(ai.recentQuestions.map((q) => q.flagged)).toEqual([false, false, false, true]);
  });

  it('a threshold saved later never changes what was flagged when sent', async () => {
    await updateAssistantSettings({ db: handle.db, changes: { confidenceThreshold: 0.5 } });
    const ai = await getAiControl({ db: handle.db, config, now });
    expect(ai.flaggedResponses).toBe(1);
    expect(ai.flaggedAnswers).toEqual([
      expect.objectContaining({
        question: 'Quel est le dress code ?',
        response: 'Tenue chic.',
        confidence: 0.6,
        threshold: 0.8,
        verdict: null,
      }),
    ]);
    await updateAssistantSettings({
      db: handle.db,
      changes: { confidenceThreshold: 0.8, systemInstructions: 'Tutoyez les invités.' },
    });
    const [row] = await handle.db.select().from(assistantSettings);
    expect(row).toMatchObject({ systemInstructions: 'Tutoyez les invités.', maxResponseLength: 500 });
  });

  it('« Requêtes API » leaves out the back office’s own calls', async () => {
    const a = await getAnalytics({ db: handle.db, period: '30', now });
    // 17 requests in 30 days, 3 of them GET /api/admin/stats.
    expect(a.system.requests).toBe(14);
  });

  it('analytics over 30 days', async () => {
    const a = await getAnalytics({ db: handle.db, period: '30', now });
    expect(a).toMatchObject({
      users: { total: 4, newInPeriod: 2 },
      weddings: { total: 4, trial: 1, paid: 2, newInPeriod: 2 },
      messages: { total: 5, inPeriod: 3 },
      revenue: {
        totalCents: 24750,
        subscriptionsCents: 20000,
        oneTimeCents: 4750,
        subscriptions: 1,
        oneTimePurchases: 1,
      },
      aiSuccessRate: 66.7,
      responseTime: { medianMs: 250, samples: 4 },
      topWeddings: [{ id: ids.w1, brideName: 'Alice', groomName: 'Hugo', messages: 3, status: 'active' }],
      ai: { total: 3, answered: 2, flagged: 0 },
    });
    expect(a.messagesPerDay).toHaveLength(30);
    expect(a.messagesPerDay.reduce((s, d) => s + d.count, 0)).toBe(3);
    expect((await getAnalytics({ db: handle.db, period: '90', now })).topWeddings.map((w) => w.messages)).toEqual([
      3, 2,
    ]);
  });

  it('pricing analytics: sales per plan', async () => {
    expect(await getPricingAnalytics({ db: handle.db })).toEqual({
      plans: [
        { type: 'free_trial', sales: 1, revenueCents: 0, averageSaleCents: null },
        // No wedding quotes a price here: each sale's price is what it took (47,50 + 95 + 95) / 3.
        { type: 'couple', sales: 3, revenueCents: 23750, averageSaleCents: 7917 },
        { type: 'wedding_planner', sales: 3, revenueCents: 60000, averageSaleCents: 20000 },
      ],
      discountUses: 0,
    });
  });
});

describe('monitoring from recorded requests', () => {
  it('last hour: volume, 5xx rate, average and p95, status classes, routes, alerts', async () => {
    const m = await getMonitoring({ db: handle.db, config, range: '1h', now });
    expect(m).toMatchObject({
      systemStatus: 'operational',
      requestsCount: 10,
      errorRate: 10,
      // (10+20+...+80 + 5 + 100) / 10
      avgResponseTimeMs: 46.5,
      // percentile_cont(0.95) of [5, 10, ..., 80, 100]: 80 + 0.55 * 20
      p95ResponseTimeMs: 91,
      statusCounts: { '2xx': 8, '3xx': 0, '4xx': 1, '5xx': 1 },
    });
    expect(m.topRoutes[0]).toMatchObject({ method: 'GET', route: '/api/pricing/plans', requests: 8, errors: 0 });
    expect(m.timeline).toHaveLength(13);
    expect(m.timeline.reduce((s, b) => s + b.requests, 0)).toBe(10);
    expect(m.alerts[0]).toMatchObject({ level: 'error', title: 'Erreurs serveur sur POST /api/faqs' });
    expect(m.timeline.reduce((sum, b) => sum + b.previousRequests, 0)).toBe(0);
    // Configuration mistakes are alerts here too (PUBLIC_BASE_URL is not set in this configuration).
    expect(m.alerts.map((a) => a.title)).toContain(
      "PUBLIC_BASE_URL n'est pas défini : les liens envoyés, les origines acceptées et la vérification des webhooks utilisent l'adresse du serveur local (HOST et PORT).",
    );
    expect(m.services.map((s) => [s.key, s.status])).toEqual([
      ['api', 'operational'],
      ['database', 'operational'],
      ['ai', 'operational'],
      ['whatsapp', 'not_configured'],
      ['email', 'not_configured'],
      ['payments', 'not_configured'],
    ]);
  });

  it('availability is « pas de mesure » before any probe, then the share of quarter hours the probe recorded', async () => {
    expect(await getMonitoring({ db: handle.db, config, range: '30d', now })).toMatchObject({
      uptime: null,
      uptimeSince: null,
      uptimeWindows: 0,
    });
    // Probes for 10 quarter hours, then the server stopped for 3, then 2 more probes (15 quarters, 12 recorded);
    // each probe runs a few seconds into its quarter, and two probes in one quarter count once.
    const quarter = PROBE_INTERVAL_MS;
    const start = Math.floor(NOW.getTime() / quarter) * quarter - 14 * quarter;
    for (let i = 0; i < 15; i++) {
      if (i >= 10 && i < 13) continue;
      await probeAvailability({ db: handle.db, now: new Date(start + i * quarter + 5_000) });
    }
    await probeAvailability({ db: handle.db, now: new Date(start + 4 * quarter + 65_000) });
    const m = await getMonitoring({ db: handle.db, config, range: '30d', now });
    expect(m).toMatchObject({
      uptime: 80,
      uptimeWindows: 15,
      uptimeMissing: 3,
      uptimeSince: new Date(start).toISOString(),
    });
    expect((await getAnalytics({ db: handle.db, period: '30', now })).system.uptime).toBe(80);
    expect(m.requestsCount).toBe(17);
    expect(m.timeline).toHaveLength(31);
  });

  it('is degraded when at least 5 % of 20 recent requests failed', async () => {
    const { requestMetrics } = await import('../../../db/schema/index.ts');
    await handle.db.insert(requestMetrics).values(
      Array.from({ length: 20 }, (_, i) => ({
        method: 'GET',
        route: '/api/x',
        status: i < 2 ? 503 : 200,
        durationMs: 1,
        createdAt: new Date(now.getTime() - 60_000),
      })),
    );
    const m = await getMonitoring({ db: handle.db, config, range: '1h', now });
    expect(m.systemStatus).toBe('degraded');
    expect(m.services[0]).toMatchObject({ key: 'api', status: 'degraded' });
  });

  it('prunes metrics older than 35 days', async () => {
    expect(await pruneRequestMetrics({ db: handle.db, now })).toBe(1);
  });
});

describe('deletions remove what hangs off, in one transaction', () => {
  it('deleting a wedding removes its guests, messages and FAQ but keeps the payments', async () => {
    await handle.db.insert(faqs).values({ weddingId: ids.w3, question: 'Q ?', answer: 'R.' });
    await deleteWedding({ db: handle.db, id: ids.w3 });
    expect(await handle.db.select().from(weddings).where(eq(weddings.id, ids.w3))).toHaveLength(0);
    expect(await handle.db.select().from(messages).where(eq(messages.weddingId, ids.w3))).toHaveLength(0);
    expect(await handle.db.select().from(guests).where(eq(guests.weddingId, ids.w3))).toHaveLength(0);
    expect(await handle.db.select().from(faqs).where(eq(faqs.weddingId, ids.w3))).toHaveLength(0);
    expect(await handle.db.select().from(transactions).where(eq(transactions.userId, 'u-chloe'))).toHaveLength(3);
    await expect(deleteWedding({ db: handle.db, id: ids.w3 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Mariage introuvable',
    });
  });

  it('deleting a user removes the account, its sessions and weddings; revenue history is unchanged', async () => {
    const before = await getRevenue({ db: handle.db, period: '1y', now });
    await handle.db
      .insert(sessions)
      .values({ sid: 'hash-alice', userId: 'u-alice', expire: new Date(now.getTime() + 86_400_000) });
    expect(await deleteUser({ db: handle.db, id: 'u-alice', actorId: 'admin-001' })).toEqual({ deletedWeddings: 1 });
    expect(await handle.db.select().from(users).where(eq(users.id, 'u-alice'))).toHaveLength(0);
    expect(await handle.db.select().from(weddings).where(eq(weddings.id, ids.w1))).toHaveLength(0);
    expect(await handle.db.select().from(guests).where(eq(guests.weddingId, ids.w1))).toHaveLength(0);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, 'u-alice'))).toHaveLength(0);
    expect((await getRevenue({ db: handle.db, period: '1y', now })).totalRevenueCents).toBe(before.totalRevenueCents);
  });

  it('refuses to delete admin-001 or oneself, and reports an unknown user', async () => {
    await expect(deleteUser({ db: handle.db, id: 'admin-001', actorId: 'someone' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(deleteUser({ db: handle.db, id: 'u-bruno', actorId: 'u-bruno' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(deleteUser({ db: handle.db, id: 'nobody', actorId: 'admin-001' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await handle.db.select().from(users).where(eq(users.id, 'admin-001'))).toHaveLength(1);
  });
});
