import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountCodes, outbox, processedWebhookEvents, transactions, weddings } from '../../../../db/schema/index.ts';
import { stripeEvent, signedDelivery } from '../../payments/testing/stripe-events.ts';
import { createDiscountCode, payingCouple, type PayingCouple } from '../../payments/testing/payment-fixtures.ts';
import { stripeWebhookTestbed } from '../../payments/testing/stripe-webhook-testbed.ts';
import { TEST_ADMIN } from '../../testing/actors.ts';
import { seedAdmin } from '../../../../db/seed/admin.ts';
import { createTestApp } from '../../testing/test-app.ts';

const bed = stripeWebhookTestbed();
const handle = bed.handle;

const weddingRow = async (id: number) => (await handle.db.select().from(weddings).where(eq(weddings.id, id)))[0]!;
const weddingTransactions = (id: number) => handle.db.select().from(transactions).where(eq(transactions.weddingId, id));
const weddingEmails = (id: number) => handle.db.select().from(outbox).where(eq(outbox.weddingId, id));

async function adminClient() {
  await seedAdmin({ db: handle.db, ...TEST_ADMIN });
  const admin = createTestApp({ db: handle.db });
  expect((await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN })).status).toBe(200);
  return admin;
}

/** Stripe calling us: no Origin header, a signed raw body. */
function deliver(delivery: { body: string; headers: Record<string, string> }) {
  return bed.webhook.request('/api/stripe/webhook', {
    method: 'POST',
    body: delivery.body,
    headers: { ...delivery.headers, origin: '' },
  });
}

async function startedDeposit(discountCode?: string) {
  const couple = await payingCouple({ db: handle.db, env: bed.env });
  const res = await couple.client.request('/api/create-couple-payment', {
    method: 'POST',
    json: { weddingId: couple.wedding.id, discountCode },
  });
  const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
  return { couple, paymentIntentId };
}

describe('POST /api/stripe/webhook', () => {
  it('records a deposit paid: status, amounts, transaction, assistant on, subscription, e-mail; answers 200', async () => {
    await createDiscountCode(handle.db, { code: 'WEBHOOK10', value: 10 });
    const { couple, paymentIntentId } = await startedDeposit('WEBHOOK10');
    const event = stripeEvent('payment_intent.succeeded', bed.stripe.succeed(paymentIntentId));
    const res = await deliver(signedDelivery(event));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });

    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      paymentStatus: 'deposit_paid',
      botActive: true,
      firstPaymentIntentId: paymentIntentId,
      firstPaymentAmount: 4275,
      remainingPaymentAmount: 4275,
      remainingPaymentScheduled: true,
    });
    expect(await weddingTransactions(couple.wedding.id)).toEqual([
      expect.objectContaining({
        amount: 4275,
        status: 'completed',
        stripePaymentId: paymentIntentId,
        paymentMethod: 'pm_card_visa',
      }),
    ]);
    const [code] = await handle.db.select().from(discountCodes).where(eq(discountCodes.code, 'WEBHOOK10'));
    expect(code!.usageCount).toBe(1);
    const mails = await weddingEmails(couple.wedding.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(couple.wedding.whatsappLink);
  });

  it('refuses a bad signature, a tampered body or a missing header with 400 and changes nothing', async () => {
    const { couple, paymentIntentId } = await startedDeposit();
    const event = stripeEvent('payment_intent.succeeded', bed.stripe.succeed(paymentIntentId));
    const wrongSecret = signedDelivery(event, { secret: 'whsec_someone_else' });
    const tampered = signedDelivery(event);
    tampered.body = tampered.body.replace('"amount":4750', '"amount":1');
    const unsigned = { body: JSON.stringify(event), headers: { 'content-type': 'application/json' } };
    for (const delivery of [wrongSecret, tampered, unsigned]) {
      const res = await deliver(delivery);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Signature Stripe invalide.' });
    }
    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('pending');
    expect(await weddingTransactions(couple.wedding.id)).toHaveLength(0);
    expect(
      await handle.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, event.id)),
    ).toHaveLength(0);
  });

  it('handles a redelivered event once, and refuses an old signed delivery replayed later', async () => {
    await createDiscountCode(handle.db, { code: 'REPLAY', value: 10 });
    const { couple, paymentIntentId } = await startedDeposit('REPLAY');
    const event = stripeEvent('payment_intent.succeeded', bed.stripe.succeed(paymentIntentId));
    expect((await deliver(signedDelivery(event))).status).toBe(200);
    const again = await deliver(signedDelivery(event));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await weddingTransactions(couple.wedding.id)).toHaveLength(1);
    expect(await weddingEmails(couple.wedding.id)).toHaveLength(1);
    const [code] = await handle.db.select().from(discountCodes).where(eq(discountCodes.code, 'REPLAY'));
    expect(code!.usageCount).toBe(1);

    // A captured delivery sent again ten minutes later: outside Stripe's 5-minute tolerance.
    const old = signedDelivery(stripeEvent('payment_intent.succeeded', bed.stripe.intents.get(paymentIntentId)), {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await deliver(old)).status).toBe(400);
  });

  it('never moves a wedding backwards when events arrive out of order', async () => {
    const { couple, paymentIntentId } = await startedDeposit();
    const failedAt = Math.floor(Date.now() / 1000) - 60;
    const failed = stripeEvent('payment_intent.payment_failed', bed.stripe.decline(paymentIntentId), {
      created: failedAt,
    });
    const succeeded = stripeEvent('payment_intent.succeeded', bed.stripe.succeed(paymentIntentId), {
      created: failedAt + 30,
    });

    // The success is delivered first, the older failure after it.
    expect((await deliver(signedDelivery(succeeded))).status).toBe(200);
    expect((await deliver(signedDelivery(failed))).status).toBe(200);
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ paymentStatus: 'deposit_paid', botActive: true });
    expect(await weddingTransactions(couple.wedding.id)).toEqual([
      expect.objectContaining({ status: 'completed', amount: 4750 }),
    ]);
    expect(await weddingEmails(couple.wedding.id)).toHaveLength(1);
  });

  it('in order, a declined attempt then a success: failed, then deposit_paid on one transaction row', async () => {
    const { couple, paymentIntentId } = await startedDeposit();
    await deliver(signedDelivery(stripeEvent('payment_intent.payment_failed', bed.stripe.decline(paymentIntentId))));
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ paymentStatus: 'failed', botActive: false });
    expect(await weddingTransactions(couple.wedding.id)).toEqual([expect.objectContaining({ status: 'failed' })]);
    await deliver(signedDelivery(stripeEvent('payment_intent.succeeded', bed.stripe.succeed(paymentIntentId))));
    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('deposit_paid');
    expect(await weddingTransactions(couple.wedding.id)).toEqual([expect.objectContaining({ status: 'completed' })]);
  });

  it('acknowledges events it does not handle and intents that are not ours, writing no payment', async () => {
    const other = stripeEvent('payment_intent.succeeded', {
      id: 'pi_foreign',
      object: 'payment_intent',
      amount: 1000,
      metadata: {},
      status: 'succeeded',
      currency: 'eur',
    });
    const customer = stripeEvent('customer.created', { id: 'cus_x', object: 'customer' });
    for (const event of [other, customer]) {
      const res = await deliver(signedDelivery(event));
      expect(res.status).toBe(200);
    }
    expect(
      await handle.db.select().from(transactions).where(eq(transactions.stripePaymentId, 'pi_foreign')),
    ).toHaveLength(0);
  });

  it('books nothing from a signed event that disagrees with our order, keeps it and lists it in the back office (issue 30)', async () => {
    const { couple, paymentIntentId } = await startedDeposit();
    const paid = bed.stripe.succeed(paymentIntentId) as {
      amount: number;
      amount_received: number;
      metadata: Record<string, string>;
    };
    const variants = [
      { ...paid, amount_received: 1 },
      { ...paid, metadata: { ...paid.metadata, balanceCents: '1' } },
      { ...paid, amount: 1, amount_received: 1 },
    ];
    const events = variants.map((object) => stripeEvent('payment_intent.succeeded', object));
    for (const event of events) expect((await deliver(signedDelivery(event))).status).toBe(200);

    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('pending');
    expect(await weddingTransactions(couple.wedding.id)).toHaveLength(0);
    expect(await weddingEmails(couple.wedding.id)).toHaveLength(0);

    const admin = await adminClient();
    const listed = (await (await admin.request('/api/admin/payment-events/refused')).json()) as {
      eventId: string;
      reason: string;
      receivedCents: number;
      expectedCents: number;
    }[];
    const ours = listed.filter((e) => events.some((event) => event.id === e.eventId));
    expect(ours.map((e) => e.reason).sort()).toEqual(['amount_mismatch', 'amount_mismatch', 'order_mismatch']);
    expect(ours.find((e) => e.receivedCents === 1)).toMatchObject({ expectedCents: paid.amount });

    // The event that agrees with the order is booked at the order's amount.
    expect((await deliver(signedDelivery(stripeEvent('payment_intent.succeeded', paid)))).status).toBe(200);
    expect(await weddingTransactions(couple.wedding.id)).toEqual([
      expect.objectContaining({ amount: paid.amount, status: 'completed' }),
    ]);
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const unconfigured = createTestApp({ db: handle.db, env: { STRIPE_SECRET_KEY: bed.stripe.secretKey } });
    const delivery = signedDelivery(stripeEvent('customer.created', { id: 'cus_y', object: 'customer' }));
    const res = await unconfigured.request('/api/stripe/webhook', {
      method: 'POST',
      body: delivery.body,
      headers: { ...delivery.headers, origin: '' },
    });
    expect(res.status).toBe(503);
  });
});

describe('balance events', () => {
  async function paidDeposit(): Promise<{ couple: PayingCouple; paymentIntentId: string }> {
    const started = await startedDeposit();
    await deliver(signedDelivery(stripeEvent('payment_intent.succeeded', bed.stripe.succeed(started.paymentIntentId))));
    return started;
  }

  const balanceIntent = (couple: PayingCouple, status: string, extra: Record<string, unknown> = {}) => ({
    id: `pi_balance_${couple.wedding.id}`,
    object: 'payment_intent',
    amount: 4750,
    amount_received: status === 'succeeded' ? 4750 : 0,
    currency: 'eur',
    status,
    customer: null,
    payment_method: 'pm_card_visa',
    client_secret: 'secret',
    created: Math.floor(Date.now() / 1000),
    metadata: {
      app: 'assistant-mariage',
      kind: 'balance',
      weddingId: String(couple.wedding.id),
      depositCents: '4750',
      balanceCents: '4750',
    },
    last_payment_error: null,
    ...extra,
  });

  it('a failed balance: balance_failed, one e-mail with the page to complete it; the later success makes it paid', async () => {
    const { couple } = await paidDeposit();
    // Charged off-session on the customer the deposit saved, as the balance job does.
    const customer = (await weddingRow(couple.wedding.id)).stripeCustomerId;
    const failure = balanceIntent(couple, 'requires_payment_method', {
      customer,
      last_payment_error: {
        code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
        type: 'card_error',
      },
    });
    await deliver(signedDelivery(stripeEvent('payment_intent.payment_failed', failure)));
    await deliver(signedDelivery(stripeEvent('payment_intent.payment_failed', failure)));
    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      paymentStatus: 'balance_failed',
      remainingPaymentIntentId: failure.id,
      botActive: true,
    });
    const mails = (await weddingEmails(couple.wedding.id)).filter((m) =>
      m.dedupeKey?.startsWith('email:balance-failed'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`/balance-payment?weddingId=${couple.wedding.id}`);

    await deliver(signedDelivery(stripeEvent('payment_intent.succeeded', balanceIntent(couple, 'succeeded'))));
    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      paymentStatus: 'paid',
      remainingPaymentScheduled: false,
    });
    expect(
      (await weddingTransactions(couple.wedding.id)).map((t) => [t.stripePaymentId === failure.id, t.status]),
    ).toEqual(
      expect.arrayContaining([
        [true, 'completed'],
        [false, 'completed'],
      ]),
    );
  });
});
