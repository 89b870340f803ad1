// The dashboard's action inbox: a balance the bank declined (charged by the real job against the local Stripe
// wire-format server) shows with its amount and attempts, is retried until paid, and its payment link is sent;
// an undelivered e-mail goes back to the queue; old unanswered questions and silent weddings of the week show.
// Every action is in the audit log under the administrator.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, outbox, weddings } from '../../../db/schema/index.ts';
import { seedAdmin } from '../../../db/seed/admin.ts';
import type { TActionInbox } from '../../shared/schemas/admin-inbox.ts';
import { parseEnv } from '../env.ts';
import { chargeDueBalances } from '../scheduler/charge-due-balances.ts';
import { flushRequestMetrics } from '../http/record-request-metrics.ts';
import { parisDay, payingCouple } from '../payments/testing/payment-fixtures.ts';
import { startStripeTestServer, type StripeTestServer } from '../payments/testing/stripe-test-server.ts';
import { TEST_ADMIN } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase({ seedPlans: true });
let stripe: StripeTestServer;
let env: Record<string, string>;
let admin: ReturnType<typeof createTestApp>;
const now = new Date();
const DAY = 86_400_000;

beforeAll(async () => {
  stripe = await startStripeTestServer();
  env = { STRIPE_SECRET_KEY: stripe.secretKey, PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_local' };
  await seedAdmin({ db: handle.db, ...TEST_ADMIN });
  admin = createTestApp({ db: handle.db, env });
  expect((await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN })).status).toBe(200);
});
afterAll(async () => {
  await flushRequestMetrics(handle.db);
  await stripe?.close();
});

const inbox = async () => {
  const res = await admin.request('/api/admin/inbox');
  expect(res.status).toBe(200);
  return (await res.json()) as TActionInbox;
};
const weddingRow = async (id: number) => (await handle.db.select().from(weddings).where(eq(weddings.id, id)))[0]!;

/** A couple whose deposit was paid with `card`, and whose wedding-day balance the daily job then charged. */
async function balanceCharged(card: string) {
  const couple = await payingCouple({ db: handle.db, env, weddingDate: parisDay(now) });
  const res = await couple.client.request('/api/create-couple-payment', {
    method: 'POST',
    json: { weddingId: couple.wedding.id },
  });
  const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
  stripe.succeed(paymentIntentId, card);
  expect((await couple.client.request(`/api/payment-success?payment_intent=${paymentIntentId}`)).status).toBe(200);
  await chargeDueBalances({ db: handle.db, config: parseEnv(env), now });
  return couple;
}

describe('the action inbox', () => {
  it('lists a declined balance with its amount and attempts; « Relancer le paiement » charges again until paid, audited', async () => {
    stripe.setCardBehaviour('pm_card_flaky', 'card_declined');
    const couple = await balanceCharged('pm_card_flaky');
    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('balance_failed');

    const first = await inbox();
    expect(first.failedBalances).toEqual([
      expect.objectContaining({
        wedding: expect.objectContaining({ id: couple.wedding.id }),
        amountCents: 4750,
        attempts: 1,
        email: couple.email,
      }),
    ]);
    expect(first.failedBalances[0]!.lastError).toContain('Your card was declined.');

    const again = await admin.request(`/api/admin/inbox/balances/${couple.wedding.id}/retry`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      outcome: 'failed',
      message: 'Paiement de nouveau refusé : Your card was declined.',
    });
    const retried = await weddingRow(couple.wedding.id);
    expect(retried.paymentStatus).toBe('balance_failed');
    // The couple's link now completes the latest intent.
    expect(stripe.intents.get(retried.remainingPaymentIntentId!)!.status).toBe('requires_payment_method');
    expect((await inbox()).failedBalances[0]).toMatchObject({ attempts: 2 });

    stripe.setCardBehaviour('pm_card_flaky', 'succeeds');
    const paid = await admin.request(`/api/admin/inbox/balances/${couple.wedding.id}/retry`, { method: 'POST' });
    expect(await paid.json()).toMatchObject({ outcome: 'paid', message: 'Solde payé' });
    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('paid');
    expect((await inbox()).failedBalances).toEqual([]);
    const charges = stripe
      .intentCreations()
      .filter(
        (r) =>
          r.params.off_session === 'true' &&
          (r.params.metadata as Record<string, string> | undefined)?.weddingId === String(couple.wedding.id),
      );
    expect(charges.map((c) => c.idempotencyKey)).toEqual([
      expect.stringMatching(/^balance-\d+-pi_/),
      `balance-retry-${couple.wedding.id}-1`,
      `balance-retry-${couple.wedding.id}-2`,
    ]);

    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'wedding.balance_retry'));
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({
      actorLabel: 'test-admin',
      targetType: 'wedding',
      targetId: String(couple.wedding.id),
    });
    expect(audit[1]!.before).toMatchObject({ paymentStatus: 'balance_failed' });
    expect(audit[1]!.after).toMatchObject({ paymentStatus: 'paid' });
    // Nothing left to recover.
    const nothing = await admin.request(`/api/admin/inbox/balances/${couple.wedding.id}/retry`, { method: 'POST' });
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toMatchObject({ message: 'Aucun solde à recouvrer pour ce mariage' });
  });

  it('« Envoyer le lien de paiement » queues the balance e-mail once a day, audited', async () => {
    const couple = await balanceCharged('pm_card_authenticationRequired');
    const sent = await admin.request(`/api/admin/inbox/balances/${couple.wedding.id}/send-link`, { method: 'POST' });
    expect(await sent.json()).toMatchObject({
      outcome: 'queued',
      message: `Lien de paiement envoyé à ${couple.email}`,
    });
    const twice = await admin.request(`/api/admin/inbox/balances/${couple.wedding.id}/send-link`, { method: 'POST' });
    expect(await twice.json()).toMatchObject({ message: `Le lien a déjà été envoyé aujourd’hui à ${couple.email}` });
    const mails = (await handle.db.select().from(outbox).where(eq(outbox.weddingId, couple.wedding.id))).filter((m) =>
      m.dedupeKey?.startsWith('email:balance-link:'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`/balance-payment?weddingId=${couple.wedding.id}`);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, 'wedding.balance_link'))).toHaveLength(2);
  });

  it('lists undelivered sends (phone masked) and puts one back in the queue, audited', async () => {
    const [mail] = await handle.db
      .insert(outbox)
      .values({
        channel: 'email',
        recipient: 'lea@example.com',
        subject: 'Action requise',
        body: '…',
        status: 'failed',
        attempts: 5,
        lastError: 'SMTP 550',
      })
      .returning();
    await handle.db.insert(outbox).values({
      channel: 'whatsapp',
      recipient: '+33612345678',
      body: 'Rappel',
      status: 'pending',
      attempts: 1,
      lastError: 'Twilio 21610',
    });
    await handle.db
      .insert(outbox)
      .values({ channel: 'email', recipient: 'ok@example.com', body: 'Parti', status: 'sent' });
    const listed = (await inbox()).undelivered;
    expect(listed.map((u) => [u.channel, u.recipient])).toEqual(
      expect.arrayContaining([
        ['email', 'lea@example.com'],
        ['whatsapp', expect.not.stringContaining('12345678')],
      ]),
    );
    expect(listed.some((u) => u.recipient === 'ok@example.com')).toBe(false);

    const retry = await admin.request(`/api/admin/inbox/outbox/${mail!.id}/retry`, { method: 'POST' });
    expect(await retry.json()).toMatchObject({ outcome: 'queued' });
    expect((await handle.db.select().from(outbox).where(eq(outbox.id, mail!.id)))[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    expect((await inbox()).undelivered.some((u) => u.id === mail!.id)).toBe(false);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'outbox.retry'));
    expect(entry).toMatchObject({
      actorLabel: 'test-admin',
      targetType: 'outbox',
      targetId: String(mail!.id),
      before: expect.objectContaining({ status: 'failed' }),
      after: expect.objectContaining({ status: 'pending' }),
    });
    expect((await admin.request(`/api/admin/inbox/outbox/${mail!.id}/retry`, { method: 'POST' })).status).toBe(404);
  });

  it('lists questions left unanswered more than two days, and weddings of the week whose guests get no answer', async () => {
    const [soon, answering] = await handle.db
      .insert(weddings)
      .values([
        {
          weddingId: 'inbox-soon',
          brideName: 'Élodie',
          groomName: 'Marc',
          weddingDate: parisDay(now, 3),
          paymentStatus: 'deposit_paid',
        },
        {
          weddingId: 'inbox-answering',
          brideName: 'Sophie',
          groomName: 'Jean',
          weddingDate: parisDay(now, 4),
          paymentStatus: 'deposit_paid',
          botActive: true,
          whatsappLink: 'https://wa.me/1?text=start-inbox-answering',
        },
      ])
      .returning();
    await handle.db.insert(messages).values([
      {
        weddingId: answering!.id,
        message: 'Le code wifi ?',
        kind: 'question',
        timestamp: new Date(now.getTime() - 3 * DAY),
      },
      {
        weddingId: answering!.id,
        message: 'Un vestiaire ?',
        kind: 'question',
        timestamp: new Date(now.getTime() - 4 * DAY),
      },
      // Too recent, answered, or resolved by the couple: not listed.
      { weddingId: answering!.id, message: 'Hier soir ?', kind: 'question', timestamp: new Date(now.getTime() - DAY) },
      {
        weddingId: answering!.id,
        message: 'La mairie ?',
        kind: 'question',
        answerSource: 'ceremonyVenue',
        timestamp: new Date(now.getTime() - 5 * DAY),
      },
      {
        weddingId: answering!.id,
        message: 'Les enfants ?',
        kind: 'question',
        resolvedAt: now,
        timestamp: new Date(now.getTime() - 5 * DAY),
      },
    ]);
    const box = await inbox();
    expect(box.unansweredQuestions).toEqual([
      expect.objectContaining({
        wedding: expect.objectContaining({ id: answering!.id }),
        questions: 2,
        sample: 'Un vestiaire ?',
      }),
    ]);
    expect(box.silentWeddings.map((s) => s.wedding.id)).toContain(soon!.id);
    expect(box.silentWeddings.map((s) => s.wedding.id)).not.toContain(answering!.id);
    expect(box.total).toBe(
      box.failedBalances.length + box.undelivered.length + box.unansweredQuestions.length + box.silentWeddings.length,
    );
  });
});
