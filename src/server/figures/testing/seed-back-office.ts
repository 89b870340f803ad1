// A small platform whose back-office figures are known by hand (see EXPECTED): four accounts, four weddings,
// transactions spread over 400 days in every status, messages with known confidences, request metrics.
import type { Database } from '../../../../db/client.ts';
import { guests, messages, requestMetrics, transactions, users, weddings } from '../../../../db/schema/index.ts';
import { seedAdmin } from '../../../../db/seed/admin.ts';
import { seedPricingPlans } from '../../../../db/seed/pricing-plans.ts';

/** Every date of the data set is relative to the moment the tests start (the API reads the real clock). */
export const NOW = new Date();
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
/** A wedding day still to come (the figures never depend on it, the wedding's status does). */
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString().slice(0, 10);

const link = (weddingId: string) => `https://wa.me/14155238886?text=start-${weddingId}`;

export const SEED_ADMIN = { username: 'figures-admin', password: 'Figures-admin-secret-1!' };

export async function seedBackOffice(db: Database) {
  await seedPricingPlans(db);
  await seedAdmin({ db, ...SEED_ADMIN });
  await db.insert(users).values([
    { id: 'u-alice', email: 'alice@example.com', firstName: 'Alice', lastName: 'Martin', createdAt: ago(100 * DAY) },
    { id: 'u-bruno', email: 'bruno@example.com', firstName: 'Bruno', lastName: 'Petit', createdAt: ago(20 * DAY) },
    {
      id: 'u-chloe',
      email: 'chloe@example.com',
      firstName: 'Chloé',
      lastName: 'Roux',
      userType: 'wedding_planner',
      subscriptionStatus: 'active',
      subscriptionPlan: 'wedding_planner',
      createdAt: ago(200 * DAY),
    },
    { id: 'u-denis', email: 'denis@example.com', firstName: 'Denis', lastName: 'Blanc', createdAt: ago(3 * DAY) },
  ]);
  const [w1, w2, w3, w4] = await db
    .insert(weddings)
    .values([
      {
        userId: 'u-alice',
        weddingId: 'alice-wedding-1',
        whatsappLink: link('alice-wedding-1'),
        brideName: 'Alice',
        groomName: 'Hugo',
        weddingDate: inDays(290),
        paymentStatus: 'deposit_paid',
        botActive: true,
        createdAt: ago(90 * DAY),
        emergencyContact: 'Léa 06 12 34 56 78',
      },
      {
        userId: 'u-bruno',
        weddingId: 'bruno-wedding-2',
        whatsappLink: link('bruno-wedding-2'),
        brideName: 'Emma',
        groomName: 'Bruno',
        weddingDate: inDays(311),
        createdAt: ago(15 * DAY),
      },
      {
        userId: 'u-chloe',
        weddingId: 'chloe-client-3',
        whatsappLink: link('chloe-client-3'),
        brideName: 'Inès',
        groomName: 'Karim',
        weddingDate: inDays(220),
        paymentStatus: 'paid',
        botActive: true,
        createdAt: ago(60 * DAY),
      },
      {
        weddingId: 'trial-abc123',
        whatsappLink: link('trial-abc123'),
        brideName: 'Zoé',
        groomName: 'Lucas',
        weddingDate: inDays(269),
        isTrialMode: true,
        botActive: true,
        createdAt: ago(2 * DAY),
      },
    ])
    .returning({ id: weddings.id });

  await db.insert(transactions).values([
    {
      userId: 'u-alice',
      weddingId: w1!.id,
      amount: 4750,
      type: 'payment',
      status: 'completed',
      createdAt: ago(2 * DAY),
      description: 'Acompte forfait couple',
    },
    {
      userId: 'u-alice',
      weddingId: w1!.id,
      amount: 4750,
      type: 'payment',
      status: 'pending',
      createdAt: ago(1 * DAY),
      description: 'Solde forfait couple',
    },
    {
      userId: 'u-chloe',
      amount: 20000,
      type: 'subscription',
      status: 'completed',
      createdAt: ago(10 * DAY),
      description: 'Abonnement juin',
    },
    {
      userId: 'u-chloe',
      amount: 20000,
      type: 'subscription',
      status: 'completed',
      createdAt: ago(40 * DAY),
      description: 'Abonnement mai',
    },
    { userId: 'u-bruno', weddingId: w2!.id, amount: 4750, type: 'payment', status: 'failed', createdAt: ago(3 * DAY) },
    {
      userId: 'u-chloe',
      amount: 20000,
      type: 'subscription',
      status: 'completed',
      createdAt: ago(100 * DAY),
      description: 'Abonnement mars',
    },
    {
      userId: 'u-alice',
      weddingId: w1!.id,
      amount: 9500,
      type: 'trial_conversion',
      status: 'refunded',
      createdAt: ago(5 * DAY),
    },
    {
      amount: 9500,
      type: 'payment',
      status: 'completed',
      createdAt: ago(200 * DAY),
      description: '=HYPERLINK("x") compte supprimé',
    },
    { amount: 9500, type: 'payment', status: 'completed', createdAt: ago(400 * DAY) },
  ]);

  const [g1, g2] = await db
    .insert(guests)
    .values([
      {
        weddingId: w1!.id,
        phoneNumber: '+33611111111',
        firstName: 'Paul',
        lastName: 'Durand',
        messageCount: 2,
        lastInteraction: ago(DAY),
      },
      { weddingId: w1!.id, phoneNumber: '+33622222222', messageCount: 1, lastInteraction: ago(2 * DAY) },
      { weddingId: w1!.id, phoneNumber: '+33633333333', messageCount: 0 },
      { weddingId: w3!.id, phoneNumber: '+33644444444', firstName: 'Nina', messageCount: 1 },
    ])
    .returning({ id: guests.id });
  await db.insert(messages).values([
    {
      weddingId: w1!.id,
      guestId: g1!.id,
      message: 'À quelle heure est la cérémonie ?',
      response: 'À 15h30.',
      answerSource: 'ceremonyTime',
      confidence: 0.9,
      timestamp: ago(DAY),
    },
    {
      weddingId: w1!.id,
      guestId: g1!.id,
      message: 'Où se garer ?',
      response: 'Parking gratuit au château.',
      answerSource: 'parkingInfo',
      confidence: 0.85,
      timestamp: ago(DAY + 60_000),
    },
    {
      weddingId: w1!.id,
      guestId: g2!.id,
      message: 'Peut-on venir avec un chien ?',
      response: 'Je ne sais pas, contactez Léa.',
      answerSource: null,
      confidence: 0.2,
      timestamp: ago(2 * DAY),
    },
    {
      weddingId: w3!.id,
      message: 'Quel est le dress code ?',
      response: 'Tenue chic.',
      answerSource: 'dressCode',
      confidence: 0.6,
      flaggedThreshold: 0.8,
      timestamp: ago(40 * DAY),
    },
    {
      weddingId: w3!.id,
      message: 'Rappel : le mariage a lieu demain !',
      messageType: 'outgoing',
      timestamp: ago(50 * DAY),
    },
  ]);

  await db.insert(requestMetrics).values([
    // The last hour: 10 requests, one 404, one 500.
    ...[10, 20, 30, 40, 50, 60, 70, 80].map((durationMs) => ({
      method: 'GET',
      route: '/api/pricing/plans',
      status: 200,
      durationMs,
      createdAt: ago(10 * 60_000),
    })),
    { method: 'GET', route: '/api/weddings/:id', status: 404, durationMs: 5, createdAt: ago(10 * 60_000) },
    { method: 'POST', route: '/api/faqs', status: 500, durationMs: 100, createdAt: ago(10 * 60_000) },
    // Yesterday: four webhook answers (the assistant's response time).
    ...[100, 200, 300, 1000].map((durationMs) => ({
      method: 'POST',
      route: '/api/whatsapp/webhook',
      status: 200,
      durationMs,
      createdAt: ago(DAY),
    })),
    // Two days ago: a 5-minute window where everything failed.
    ...[1, 2, 3].map(() => ({
      method: 'GET',
      route: '/api/admin/stats',
      status: 500,
      durationMs: 3,
      createdAt: ago(2 * DAY),
    })),
    // Forty days ago: outside every window.
    { method: 'GET', route: '/api/pricing/plans', status: 500, durationMs: 9999, createdAt: ago(40 * DAY) },
  ]);

  return { weddings: { w1: w1!.id, w2: w2!.id, w3: w3!.id, w4: w4!.id } };
}

/** The figures the data set must produce, worked out by hand. */
export const EXPECTED = {
  stats: {
    totalUsers: 4,
    paidUsers: 2,
    /** The one trial under way (Zoé & Lucas) has no account: a trial wedding, no user on trial. */
    trialUsers: 0,
    activeTrials: 1,
    totalWeddings: 4,
    activeWeddings: 3,
    totalMessages: 5,
    totalRevenueCents: 83750,
    monthlyRevenueCents: 24750,
  },
  revenueByPeriod: { '7d': 4750, '30d': 24750, '90d': 44750, '1y': 74250 },
} as const;
