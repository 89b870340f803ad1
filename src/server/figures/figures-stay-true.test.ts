// Weddings in every state (trial used up, awaiting payment, active, balance failed, refunded, finished), messages of
// every kind: every dashboard, analytics, AI control and weddings-list figure equals the SQL written here, and
// stays the same after the nightly retention job has erased the finished wedding's guests and messages.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guests, messages, weddings } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/sql/sql-rows.ts';
import { parseEnv } from '../env.ts';
import { getAiControl } from '../ai-control/get-ai-control.ts';
import { enforceRetention } from '../privacy/enforce-retention.ts';
import { listAdminWeddings } from './list-admin-weddings.ts';
import { testDatabase } from '../testing/test-database.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import { WEDDING_BUCKETS } from '../../shared/wedding-status.ts';
import { getAdminStats } from './get-admin-stats.ts';
import { getAnalytics } from './get-analytics.ts';

const handle = testDatabase({ seedPlans: true });
const NOW = new Date();
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const day = (days: number) => parisDate(new Date(NOW.getTime() + days * DAY));
const link = (id: string) => `https://wa.me/14155238886?text=start-${id}`;
const config = parseEnv({});

beforeAll(async () => {
  const rows = await handle.db
    .insert(weddings)
    .values([
      {
        weddingId: 'trial-used-up',
        brideName: 'Zoé',
        groomName: 'Paul',
        weddingDate: day(60),
        isTrialMode: true,
        botActive: true,
        trialQuestionsUsed: 2,
        whatsappLink: link('trial-used-up'),
        createdAt: ago(2),
      },
      { weddingId: 'awaiting-pay', brideName: 'Élodie', groomName: 'Marc', weddingDate: day(100) },
      {
        weddingId: 'active-wed',
        brideName: 'Sophie',
        groomName: 'Jean',
        weddingDate: day(30),
        paymentStatus: 'deposit_paid',
        botActive: true,
        whatsappLink: link('active-wed'),
      },
      {
        weddingId: 'balance-failed',
        brideName: 'Inès',
        groomName: 'Karim',
        weddingDate: day(-2),
        paymentStatus: 'balance_failed',
        botActive: true,
        whatsappLink: link('balance-failed'),
        firstPaymentAmount: 4750,
        remainingPaymentAmount: 4750,
      },
      {
        weddingId: 'refunded-wed',
        brideName: 'Agathe',
        groomName: 'Luc',
        weddingDate: day(50),
        paymentStatus: 'refunded',
      },
      {
        weddingId: 'finished-wed',
        brideName: 'Emma',
        groomName: 'Hugo',
        weddingDate: day(-70),
        paymentStatus: 'paid',
        botActive: true,
        whatsappLink: link('finished-wed'),
      },
    ])
    .returning();
  const [trial, , active, failed, , finished] = rows;
  const [g1, g2, g3] = await handle.db
    .insert(guests)
    .values([
      { weddingId: active!.id, phoneNumber: '+33611000001' },
      { weddingId: finished!.id, phoneNumber: '+33611000002' },
      { weddingId: trial!.id, phoneNumber: '+33611000003' },
    ])
    .returning();
  const q = { kind: 'question' as const };
  await handle.db.insert(messages).values([
    { weddingId: active!.id, guestId: g1!.id, message: 'start-active-wed', kind: 'join', timestamp: ago(3) },
    {
      weddingId: active!.id,
      guestId: g1!.id,
      message: 'Heure ?',
      response: '15h',
      ...q,
      answerSource: 'ceremonyTime',
      answeredBy: 'engine',
      confidence: 0.95,
      timestamp: ago(3),
    },
    {
      weddingId: active!.id,
      guestId: g1!.id,
      message: 'Parking ?',
      response: 'Oui',
      ...q,
      answerSource: 'parkingInfo',
      answeredBy: 'model',
      confidence: 0.6,
      flaggedThreshold: 0.8,
      timestamp: ago(10),
    },
    {
      weddingId: active!.id,
      guestId: g1!.id,
      message: 'Wifi ?',
      response: 'Je ne sais pas',
      ...q,
      confidence: 0.1,
      timestamp: ago(12),
    },
    {
      weddingId: active!.id,
      guestId: g1!.id,
      message: 'On sera 2',
      response: 'Noté',
      kind: 'rsvp',
      timestamp: ago(20),
    },
    { weddingId: active!.id, guestId: g1!.id, message: 'STOP', response: 'Entendu', kind: 'stop', timestamp: ago(21) },
    {
      weddingId: failed!.id,
      message: 'Vestiaire ?',
      response: 'Je ne sais pas',
      ...q,
      confidence: 0.2,
      timestamp: ago(1),
    },
    {
      weddingId: trial!.id,
      guestId: g3!.id,
      message: 'Dress code ?',
      response: 'Chic',
      ...q,
      answerSource: 'dressCode',
      answeredBy: 'engine',
      confidence: 0.9,
      timestamp: ago(2),
    },
    {
      weddingId: trial!.id,
      guestId: g3!.id,
      message: 'Cadeaux ?',
      response: 'Liste',
      ...q,
      answerSource: 'giftRegistry',
      answeredBy: 'engine',
      confidence: 0.85,
      timestamp: ago(2),
    },
    // The finished wedding: 75 days ago, in the 90-day window, erased by the retention job.
    { weddingId: finished!.id, guestId: g2!.id, message: 'start-finished-wed', kind: 'join', timestamp: ago(75) },
    {
      weddingId: finished!.id,
      guestId: g2!.id,
      message: 'Mairie ?',
      response: '11h',
      ...q,
      answerSource: 'ceremonyVenue',
      answeredBy: 'engine',
      confidence: 0.7,
      flaggedThreshold: 0.8,
      timestamp: ago(75),
    },
    {
      weddingId: finished!.id,
      guestId: g2!.id,
      message: 'Menu ?',
      response: 'Je ne sais pas',
      ...q,
      confidence: 0.3,
      timestamp: ago(75),
    },
    {
      weddingId: finished!.id,
      guestId: g2!.id,
      message: 'Merci !',
      response: 'Avec plaisir',
      kind: 'smalltalk',
      confidence: 1,
      timestamp: ago(74),
    },
    {
      weddingId: finished!.id,
      message: 'Rappel : demain !',
      messageType: 'outgoing',
      kind: 'system',
      timestamp: ago(71),
    },
  ]);
});

/** Every figure the screens show, read through their use cases. */
async function figures() {
  const [stats, a30, a90, ai] = await Promise.all([
    getAdminStats({ db: handle.db, now: NOW }),
    getAnalytics({ db: handle.db, period: '30', now: NOW }),
    getAnalytics({ db: handle.db, period: '90', now: NOW }),
    getAiControl({ db: handle.db, config, now: NOW }),
  ]);
  const list = await listAdminWeddings({
    db: handle.db,
    query: { sort: 'weddingId', dir: 'asc', limit: 100 },
    now: NOW,
  });
  const byStatus: Record<string, number> = {};
  for (const bucket of WEDDING_BUCKETS)
    byStatus[bucket] = (
      await listAdminWeddings({
        db: handle.db,
        query: { sort: 'weddingId', dir: 'asc', limit: 100, status: bucket },
        now: NOW,
      })
    ).total;
  return {
    stats: { ...stats, trends: { ...stats.trends } },
    analytics30: {
      messages: a30.messages,
      ai: a30.ai,
      aiSuccessRate: a30.aiSuccessRate,
      perDay: a30.messagesPerDay,
      trend: a30.trends.messages,
    },
    analytics90: {
      messages: a90.messages,
      ai: a90.ai,
      aiSuccessRate: a90.aiSuccessRate,
      perDay: a90.messagesPerDay,
      trend: a90.trends.messages,
    },
    ai: {
      totalResponses: ai.totalResponses,
      successRate: ai.successRate,
      avgConfidence: ai.avgConfidence,
      flaggedResponses: ai.flaggedResponses,
    },
    listMessages: Object.fromEntries(list.rows.map((w) => [w.weddingId, w.messageCount])),
    listStatus: Object.fromEntries(list.rows.map((w) => [w.weddingId, w.status.code])),
    byStatus,
  };
}

const n = async (query: ReturnType<typeof sql>) =>
  Number((await selectRows<{ n: number | string }>(handle.db, query))[0]!.n);

describe('figures of a platform with weddings in every state', () => {
  let before: Awaited<ReturnType<typeof figures>>;

  beforeAll(async () => {
    before = await figures();
  });

  it('equal the SQL written here', async () => {
    const today = parisDate(NOW);
    const questions = sql`message_type = 'incoming' and kind = 'question'`;
    // Guests get answers: switched on, not stopped, not refunded, within the month after the wedding, a trial with
    // questions left, a link to share.
    expect(before.stats.activeWeddings).toBe(
      await n(sql`select count(*) as n from weddings where bot_active and not assistant_stopped and payment_status <> 'refunded'
        and (wedding_date + interval '1 month')::date >= ${today}::date and whatsapp_link is not null
        and not (is_trial_mode and trial_questions_used >= trial_max_questions)`),
    );
    expect(before.stats.activeWeddings).toBe(2);
    expect(before.stats.activeTrials).toBe(
      await n(
        sql`select count(*) as n from weddings where is_trial_mode and payment_status not in ('deposit_paid', 'paid', 'balance_failed') and (wedding_date + interval '1 month')::date >= ${today}::date`,
      ),
    );
    expect(before.byStatus).toEqual({ ...before.stats.weddingsByStatus });
    expect(before.byStatus.refunded).toBe(
      await n(sql`select count(*) as n from weddings where payment_status = 'refunded'`),
    );
    expect(before.byStatus.balance_failed).toBe(
      await n(sql`select count(*) as n from weddings where payment_status = 'balance_failed'`),
    );
    expect(before.byStatus.over).toBe(
      await n(
        sql`select count(*) as n from weddings where payment_status <> 'refunded' and (wedding_date + interval '1 month')::date < ${today}::date`,
      ),
    );
    expect(before.byStatus.awaiting_payment).toBe(
      await n(
        sql`select count(*) as n from weddings where payment_status in ('pending', 'failed') and not bot_active and not is_trial_mode and (wedding_date + interval '1 month')::date >= ${today}::date`,
      ),
    );
    expect(before.listStatus).toEqual({
      'active-wed': 'active',
      'awaiting-pay': 'awaiting_payment',
      'balance-failed': 'active',
      'finished-wed': 'over',
      'refunded-wed': 'refunded',
      'trial-used-up': 'trial',
    });

    expect(before.stats.totalMessages).toBe(await n(sql`select count(*) as n from messages`));
    expect(before.stats.messagesLast7Days).toBe(
      await n(sql`select count(*) as n from messages where timestamp >= ${ago(7)}`),
    );
    expect(before.analytics90.messages.inPeriod).toBe(
      await n(sql`select count(*) as n from messages where timestamp >= ${ago(90)}`),
    );
    expect(before.analytics90.ai.total).toBe(
      await n(sql`select count(*) as n from messages where ${questions} and timestamp >= ${ago(90)}`),
    );
    expect(before.analytics90.ai.answered).toBe(
      await n(
        sql`select count(*) as n from messages where ${questions} and answer_source is not null and timestamp >= ${ago(90)}`,
      ),
    );
    expect(before.analytics90.ai.flagged).toBe(
      await n(
        sql`select count(*) as n from messages where ${questions} and answer_source is not null and flagged_threshold is not null and timestamp >= ${ago(90)}`,
      ),
    );
    expect(before.ai.totalResponses).toBe(
      await n(sql`select count(*) as n from messages where ${questions} and response is not null`),
    );
    expect(before.ai.flaggedResponses).toBe(2);
    // 5 answered of 8 questions.
    expect(before.ai.successRate).toBe(62.5);
    for (const [weddingId, count] of Object.entries(before.listMessages)) {
      expect(count, weddingId).toBe(
        await n(
          sql`select count(*) as n from messages m join weddings w on w.id = m.wedding_id where w.wedding_id = ${weddingId}`,
        ),
      );
    }
  });

  it('stay the same after the retention job erased the finished wedding’s guests and messages', async () => {
    const erased = await enforceRetention({ db: handle.db, now: NOW });
    expect(erased.erasedMessages).toBe(5);
    expect(
      await n(
        sql`select count(*) as n from messages m join weddings w on w.id = m.wedding_id where w.wedding_id = 'finished-wed'`,
      ),
    ).toBe(0);
    expect(await figures()).toEqual(before);
  });
});
