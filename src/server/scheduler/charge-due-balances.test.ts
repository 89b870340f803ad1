import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, transactions, weddings } from '../../../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { parisDay, payingCouple, type PayingCouple } from '../payments/testing/payment-fixtures.ts';
import { startStripeTestServer, type StripeTestServer } from '../payments/testing/stripe-test-server.ts';
import { chargeDueBalances } from './charge-due-balances.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase({ seedPlans: true });
let stripe: StripeTestServer;
let env: Record<string, string>;
beforeAll(async () => {
  stripe = await startStripeTestServer();
  env = { STRIPE_SECRET_KEY: stripe.secretKey, PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_local' };
});
afterAll(async () => {
  await stripe?.close();
});

// Today (Paris's day, as the job reads it) around noon, not the clock's time: « an hour later » must stay on the same
// wedding day (near midnight it made tomorrow's wedding due too).
const now = new Date(`${parisDay(new Date())}T10:00:00Z`);
const weddingRow = async (id: number) => (await handle.db.select().from(weddings).where(eq(weddings.id, id)))[0]!;
const offSessionCharges = (customer: string | null) =>
  stripe.intentCreations().filter((r) => r.params.off_session === 'true' && r.params.customer === customer);
const run = (config = env) => chargeDueBalances({ db: handle.db, config: parseEnv(config), now });

/** A couple whose deposit was paid in the browser with `paymentMethod` saved, recorded by the success page. */
async function depositPaid({
  weddingDate,
  paymentMethod = 'pm_card_visa',
}: {
  weddingDate: string;
  paymentMethod?: string;
}) {
  const couple = await payingCouple({ db: handle.db, env, weddingDate });
  const res = await couple.client.request('/api/create-couple-payment', {
    method: 'POST',
    json: { weddingId: couple.wedding.id },
  });
  const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
  stripe.succeed(paymentIntentId, paymentMethod);
  expect((await couple.client.request(`/api/payment-success?payment_intent=${paymentIntentId}`)).status).toBe(200);
  const row = await weddingRow(couple.wedding.id);
  expect(row.paymentStatus).toBe('deposit_paid');
  return { couple, depositId: paymentIntentId, customerId: row.stripeCustomerId };
}

describe('chargeDueBalances', () => {
  it('charges the balance on the wedding day, off-session, on the saved card, with an idempotency key', async () => {
    const { couple, depositId, customerId } = await depositPaid({ weddingDate: parisDay(now) });
    const result = await run();
    expect(result).toMatchObject({ paid: 1, failed: 0, errors: 0 });

    const [charge] = offSessionCharges(customerId);
    expect(charge!.params).toMatchObject({
      amount: '4750',
      currency: 'eur',
      confirm: 'true',
      off_session: 'true',
      payment_method: 'pm_card_visa',
    });
    expect(charge!.params.metadata).toMatchObject({ kind: 'balance', weddingId: String(couple.wedding.id) });
    expect(charge!.idempotencyKey).toBe(`balance-${couple.wedding.id}-${depositId}`);

    const row = await weddingRow(couple.wedding.id);
    expect(row).toMatchObject({ paymentStatus: 'paid', remainingPaymentScheduled: false, botActive: true });
    const rows = await handle.db.select().from(transactions).where(eq(transactions.weddingId, couple.wedding.id));
    expect(rows.map((t) => [t.amount, t.status])).toEqual([
      [4750, 'completed'],
      [4750, 'completed'],
    ]);
    expect(rows.find((t) => t.stripePaymentId === row.remainingPaymentIntentId)).toBeDefined();
  });

  it('leaves a wedding that is not today alone', async () => {
    const { couple, customerId } = await depositPaid({ weddingDate: parisDay(now, 1) });
    await run();
    expect(offSessionCharges(customerId)).toHaveLength(0);
    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      paymentStatus: 'deposit_paid',
      remainingPaymentScheduled: true,
    });
  });

  it('on authentication_required: balance_failed, the intent kept, an e-mail, and the page that completes it', async () => {
    const { couple, customerId } = await depositPaid({
      weddingDate: parisDay(now),
      paymentMethod: 'pm_card_authenticationRequired',
    });
    expect(await run()).toMatchObject({ failed: 1 });
    const [charge] = offSessionCharges(customerId);
    expect(charge).toBeDefined();
    const row = await weddingRow(couple.wedding.id);
    expect(row).toMatchObject({ paymentStatus: 'balance_failed', remainingPaymentScheduled: false, botActive: true });
    const intent = stripe.intents.get(row.remainingPaymentIntentId!)!;
    expect(intent.status).toBe('requires_payment_method');

    const [failedTx] = await handle.db.select().from(transactions).where(eq(transactions.stripePaymentId, intent.id));
    expect(failedTx).toMatchObject({ status: 'failed', amount: 4750 });
    const mails = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `email:balance-failed:${intent.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`/balance-payment?weddingId=${couple.wedding.id}`);

    // The couple completes the same PaymentIntent on-session.
    const page = await couple.client.request(`/api/payments/balance?weddingId=${couple.wedding.id}`);
    expect(await page.json()).toMatchObject({
      status: 'requires_payment',
      mode: 'stripe',
      paymentIntentId: intent.id,
      clientSecret: intent.client_secret,
      amountCents: 4750,
      failureMessage: 'Your card was declined. This transaction requires authentication.',
    });
    // Nothing more is charged by later runs.
    await run();
    expect(offSessionCharges(customerId)).toHaveLength(1);

    stripe.succeed(intent.id, 'pm_card_visa');
    const success = await couple.client.request(`/api/payment-success?payment_intent=${intent.id}`);
    expect(await success.json()).toMatchObject({ status: 'succeeded', kind: 'balance', paidCents: 4750, dueCents: 0 });
    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('paid');
    expect(
      await (await couple.client.request(`/api/payments/balance?weddingId=${couple.wedding.id}`)).json(),
    ).toMatchObject({ status: 'nothing_due' });
  });

  it('charges once when run twice, in a row or at the same time', async () => {
    // Paid on its wedding day, then run two days late (a past date cannot be chosen at creation).
    const first = await depositPaid({ weddingDate: parisDay(now) });
    await handle.db
      .update(weddings)
      .set({ weddingDate: parisDay(now, -2) })
      .where(eq(weddings.id, first.couple.wedding.id));
    await run();
    await run();
    expect(offSessionCharges(first.customerId)).toHaveLength(1);

    const second = await depositPaid({ weddingDate: parisDay(now) });
    await Promise.all([run(), run()]);
    expect(offSessionCharges(second.customerId)).toHaveLength(1);
    expect((await weddingRow(second.couple.wedding.id)).paymentStatus).toBe('paid');
  });

  it('hands a wedding back to the next run when Stripe cannot be reached, and the retry charges once', async () => {
    const { couple, customerId } = await depositPaid({ weddingDate: parisDay(now) });
    const down = await startStripeTestServer();
    await down.close({ unreachable: true });
    const result = await run({ ...env, STRIPE_SECRET_KEY: down.secretKey });
    expect(result.errors).toBeGreaterThanOrEqual(1);
    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      paymentStatus: 'deposit_paid',
      remainingPaymentScheduled: true,
    });
    await run();
    expect(offSessionCharges(customerId)).toHaveLength(1);
    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('paid');
  }, 60_000);
});

/** A query that never answers: the process froze (or was killed) at that point. */
const frozen: unknown = new Proxy(() => {}, {
  get: (_target, prop) => (prop === 'then' ? () => {} : frozen),
  apply: () => frozen,
});

describe("a balance charge interrupted after Stripe's call", () => {
  it('is resumed by a later run once its claim has expired, and Stripe charges the card once', async () => {
    const { couple, depositId, customerId } = await depositPaid({ weddingDate: parisDay(now) });
    // The run's process dies as soon as Stripe has answered: nothing after the charge reaches the database.
    const dying = new Proxy(handle.db, {
      get: (target, prop, receiver) =>
        offSessionCharges(customerId).length > 0 ? frozen : Reflect.get(target, prop, receiver),
    });
    void chargeDueBalances({ db: dying, config: parseEnv(env), now });
    await expect.poll(() => offSessionCharges(customerId).length, { timeout: 10_000 }).toBe(1);
    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      paymentStatus: 'deposit_paid',
      remainingPaymentIntentId: null,
      balanceClaimedAt: now,
    });

    // A run while the claim is still fresh leaves the wedding to the run that holds it.
    expect(await run()).toMatchObject({ due: 0 });
    // An hour later the claim has expired: the same idempotent call, the intent Stripe already made, recorded.
    const later = new Date(now.getTime() + 60 * 60_000);
    expect(await chargeDueBalances({ db: handle.db, config: parseEnv(env), now: later })).toMatchObject({
      due: 1,
      paid: 1,
    });
    const charges = offSessionCharges(customerId);
    expect(charges).toHaveLength(2);
    expect(new Set(charges.map((c) => c.idempotencyKey))).toEqual(
      new Set([`balance-${couple.wedding.id}-${depositId}`]),
    );
    const balanceIntents = [...stripe.intents.values()].filter((i) => i.customer === customerId && i.id !== depositId);
    expect(balanceIntents).toHaveLength(1);
    const row = await weddingRow(couple.wedding.id);
    expect(row).toMatchObject({ paymentStatus: 'paid', remainingPaymentIntentId: balanceIntents[0]!.id });
    const rows = await handle.db.select().from(transactions).where(eq(transactions.weddingId, couple.wedding.id));
    expect(rows.filter((t) => t.stripePaymentId === balanceIntents[0]!.id)).toHaveLength(1);
  });

  it('stops taking weddings at its budget; the next run charges the rest', async () => {
    const first = await depositPaid({ weddingDate: parisDay(now) });
    const second = await depositPaid({ weddingDate: parisDay(now) });
    const stopped = await chargeDueBalances({
      db: handle.db,
      config: parseEnv(env),
      now,
      deadline: { reached: () => true },
    });
    expect(stopped).toMatchObject({ paid: 0, resumeLater: stopped.due });
    expect(stopped.due).toBeGreaterThanOrEqual(2);
    await run();
    for (const { couple, customerId } of [first, second]) {
      expect(offSessionCharges(customerId)).toHaveLength(1);
      expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('paid');
    }
  });
});

describe('chargeDueBalances in simulated mode', () => {
  async function simulatedDeposit(cardNumber: string): Promise<PayingCouple> {
    const couple = await payingCouple({ db: handle.db, weddingDate: parisDay(now) });
    const res = await couple.client.request('/api/create-couple-payment', {
      method: 'POST',
      json: { weddingId: couple.wedding.id },
    });
    const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
    await couple.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: paymentIntentId, accepted: true },
    });
    const confirm = await couple.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId, cardNumber },
    });
    expect(confirm.status).toBe(200);
    return couple;
  }

  it('charges the saved test card, or fails like a card that needs authentication, then completes on the balance page', async () => {
    const ok = await simulatedDeposit('4242424242424242');
    const needsAuth = await simulatedDeposit('4000002760003184');
    await run({});
    expect((await weddingRow(ok.wedding.id)).paymentStatus).toBe('paid');
    const failed = await weddingRow(needsAuth.wedding.id);
    expect(failed.paymentStatus).toBe('balance_failed');

    const page = (await (
      await needsAuth.client.request(`/api/payments/balance?weddingId=${needsAuth.wedding.id}`)
    ).json()) as Record<string, unknown>;
    expect(page).toMatchObject({
      status: 'requires_payment',
      mode: 'simulated',
      paymentIntentId: failed.remainingPaymentIntentId,
      amountCents: 4750,
      failureMessage: 'Votre banque demande une authentification pour ce paiement.',
    });
    const confirm = await needsAuth.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: failed.remainingPaymentIntentId, cardNumber: '4000002760003184' },
    });
    expect(confirm.status).toBe(200);
    expect((await weddingRow(needsAuth.wedding.id)).paymentStatus).toBe('paid');
  });
});
