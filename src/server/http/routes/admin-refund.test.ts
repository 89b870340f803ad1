// Refunds: an administrator's refund through the gateway (Stripe, against the local Stripe-wire server, and the
// simulation), and Stripe's `charge.refunded` webhook for refunds made in Stripe's dashboard.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions, users, weddings } from '../../../../db/schema/index.ts';
import { flushRequestMetrics } from '../record-request-metrics.ts';
import { payingCouple } from '../../payments/testing/payment-fixtures.ts';
import { signedDelivery, stripeEvent, TEST_WEBHOOK_SECRET } from '../../payments/testing/stripe-events.ts';
import { startStripeTestServer, type StripeTestServer } from '../../payments/testing/stripe-test-server.ts';
import { TEST_ADMIN } from '../../testing/actors.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { seedAdmin } from '../../../../db/seed/admin.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase({ seedPlans: true });
let stripe: StripeTestServer;
let stripeEnv: Record<string, string>;
let admin: ReturnType<typeof createTestApp>;
let simulatedAdmin: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  stripe = await startStripeTestServer();
  stripeEnv = {
    STRIPE_SECRET_KEY: stripe.secretKey,
    PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  };
  await seedAdmin({ db: handle.db, ...TEST_ADMIN });
  admin = createTestApp({ db: handle.db, env: stripeEnv });
  expect((await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN })).status).toBe(200);
  simulatedAdmin = createTestApp({ db: handle.db });
  expect((await simulatedAdmin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN })).status).toBe(200);
});
afterAll(async () => {
  await flushRequestMetrics(handle.db);
  await stripe?.close();
});

const paymentOf = async (intentId: string) =>
  (await handle.db.select().from(transactions).where(eq(transactions.stripePaymentId, intentId)))[0]!;
const weddingRow = async (id: number) => (await handle.db.select().from(weddings).where(eq(weddings.id, id)))[0]!;

function deliver(event: unknown) {
  const delivery = signedDelivery(event);
  return admin.request('/api/stripe/webhook', {
    method: 'POST',
    body: delivery.body,
    headers: { ...delivery.headers, origin: '' },
  });
}

/** A couple whose 50 % deposit Stripe took (confirmed by the webhook, as in production). */
async function stripeDeposit() {
  const couple = await payingCouple({ db: handle.db, env: stripeEnv });
  const res = await couple.client.request('/api/create-couple-payment', {
    method: 'POST',
    json: { weddingId: couple.wedding.id },
  });
  const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
  expect((await deliver(stripeEvent('payment_intent.succeeded', stripe.succeed(paymentIntentId)))).status).toBe(200);
  return { couple, paymentIntentId, payment: await paymentOf(paymentIntentId) };
}

async function simulatedDeposit() {
  const couple = await payingCouple({ db: handle.db });
  const res = await couple.client.request('/api/create-couple-payment', {
    method: 'POST',
    json: { weddingId: couple.wedding.id },
  });
  const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
  await couple.client.request('/api/payments/consent', {
    method: 'POST',
    json: { paymentIntentId: paymentIntentId, accepted: true },
  });
  const paid = await couple.client.request('/api/payments/simulated/confirm', {
    method: 'POST',
    json: { paymentIntentId, cardNumber: '4242424242424242' },
  });
  expect(paid.status).toBe(200);
  return { couple, paymentIntentId, payment: await paymentOf(paymentIntentId) };
}

describe('POST /api/admin/transactions/:id/refund', () => {
  it('refunds a Stripe payment in full: one refund at Stripe, the wedding loses its package, the balance is never charged', async () => {
    const { couple, paymentIntentId, payment } = await stripeDeposit();
    expect(payment).toMatchObject({ status: 'completed', amount: 4750, refundedAmount: 0 });
    const res = await admin.request(`/api/admin/transactions/${payment.id}/refund`, { method: 'POST', json: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Remboursement effectué',
      transaction: { id: payment.id, status: 'refunded', amountCents: 4750, refundedCents: 4750, refundableCents: 0 },
    });
    const calls = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      params: { payment_intent: paymentIntentId, amount: '4750' },
      idempotencyKey: `refund-${payment.id}-0-4750`,
    });
    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      paymentStatus: 'refunded',
      botActive: false,
      remainingPaymentScheduled: false,
    });
    const [owner] = await handle.db.select().from(users).where(eq(users.id, couple.user.id));
    expect(owner).toMatchObject({ subscriptionStatus: 'inactive', subscriptionPlan: null });

    // Stripe then tells us through the webhook: nothing changes twice.
    expect((await deliver(stripeEvent('charge.refunded', stripe.charge(paymentIntentId)))).status).toBe(200);
    expect(await paymentOf(paymentIntentId)).toMatchObject({ status: 'refunded', refundedAmount: 4750 });

    // Nothing is left to refund.
    const again = await admin.request(`/api/admin/transactions/${payment.id}/refund`, { method: 'POST', json: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message:
        'Ce paiement ne peut pas être remboursé : il n’a pas abouti ou n’est lié à aucun paiement du prestataire.',
    });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });

  it('a refunded couple reads « Remboursé » and can pay the deposit again with Stripe; the old deposit arriving late changes nothing', async () => {
    const { couple, paymentIntentId, payment } = await stripeDeposit();
    expect(
      (await admin.request(`/api/admin/transactions/${payment.id}/refund`, { method: 'POST', json: {} })).status,
    ).toBe(200);
    const seen = await couple.client.request(`/api/weddings/${couple.wedding.id}`);
    expect((await seen.json()).status).toMatchObject({ code: 'refunded', blocker: 'payment', depositCents: 4750 });

    // The refunded deposit's success delivered again does not give the package back.
    expect((await deliver(stripeEvent('payment_intent.succeeded', stripe.succeed(paymentIntentId)))).status).toBe(200);
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ paymentStatus: 'refunded', botActive: false });
    expect(await paymentOf(paymentIntentId)).toMatchObject({ status: 'refunded', refundedAmount: 4750 });

    const again = await couple.client.request('/api/create-couple-payment', {
      method: 'POST',
      json: { weddingId: couple.wedding.id },
    });
    const body = (await again.json()) as { status: string; paymentIntentId: string };
    expect(body.status).toBe('requires_payment');
    expect(body.paymentIntentId).not.toBe(paymentIntentId);
    expect((await deliver(stripeEvent('payment_intent.succeeded', stripe.succeed(body.paymentIntentId)))).status).toBe(
      200,
    );
    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      paymentStatus: 'deposit_paid',
      botActive: true,
      firstPaymentIntentId: body.paymentIntentId,
    });
    expect(await paymentOf(body.paymentIntentId)).toMatchObject({ status: 'completed', amount: 4750 });
  });

  it('refunds part of a payment: the package stays, the rest can still be refunded; too much is refused in French', async () => {
    const { couple, payment } = await stripeDeposit();
    const part = await admin.request(`/api/admin/transactions/${payment.id}/refund`, {
      method: 'POST',
      json: { amountCents: 1000 },
    });
    expect(await part.json()).toMatchObject({
      transaction: { status: 'completed', refundedCents: 1000, refundableCents: 3750 },
    });
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ paymentStatus: 'deposit_paid', botActive: true });
    const tooMuch = await admin.request(`/api/admin/transactions/${payment.id}/refund`, {
      method: 'POST',
      json: { amountCents: 5000 },
    });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({
      message: expect.stringMatching(/^Le montant dépasse ce qui reste à rembourser \(37,50\s€\)\.$/),
    });
    for (const body of [{ amountCents: 0 }, { amountCents: 12.5 }, { amountCents: 'tout' }]) {
      const bad = await admin.request(`/api/admin/transactions/${payment.id}/refund`, { method: 'POST', json: body });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        message: 'Le montant à rembourser est un nombre entier de centimes, au moins 1.',
      });
    }
    expect((await paymentOf(payment.stripePaymentId!)).refundedAmount).toBe(1000);
  });

  it('refunds a simulated payment through the simulated gateway', async () => {
    const { couple, payment } = await simulatedDeposit();
    const res = await simulatedAdmin.request(`/api/admin/transactions/${payment.id}/refund`, {
      method: 'POST',
      json: {},
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ transaction: { status: 'refunded', refundedCents: 4750 } });
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ paymentStatus: 'refunded', botActive: false });
  });

  it('refuses payments no provider took, unknown ids and non-administrators', async () => {
    const [seeded] = await handle.db
      .insert(transactions)
      .values({ amount: 9500, type: 'payment', status: 'completed' })
      .returning();
    const res = await admin.request(`/api/admin/transactions/${seeded!.id}/refund`, { method: 'POST', json: {} });
    expect(res.status).toBe(409);
    expect((await admin.request('/api/admin/transactions/999999/refund', { method: 'POST', json: {} })).status).toBe(
      404,
    );
    expect((await admin.request('/api/admin/transactions/abc/refund', { method: 'POST', json: {} })).status).toBe(404);
    const couple = await payingCouple({ db: handle.db });
    expect(
      (await couple.client.request(`/api/admin/transactions/${seeded!.id}/refund`, { method: 'POST', json: {} }))
        .status,
    ).toBe(403);
  });

  it('says so when the payment was made with Stripe and Stripe is no longer configured', async () => {
    const { payment } = await stripeDeposit();
    const res = await simulatedAdmin.request(`/api/admin/transactions/${payment.id}/refund`, {
      method: 'POST',
      json: {},
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: 'Ce paiement a été fait avec Stripe, qui n’est pas configuré sur ce serveur.',
    });
  });
});

describe('charge.refunded from Stripe (a refund made in Stripe’s dashboard)', () => {
  it('records a partial then a full refund, once each, whatever the order of deliveries', async () => {
    const { couple, paymentIntentId } = await stripeDeposit();
    const partial = stripeEvent('charge.refunded', stripe.refundInDashboard(paymentIntentId, 750));
    expect((await deliver(partial)).status).toBe(200);
    expect(await paymentOf(paymentIntentId)).toMatchObject({ status: 'completed', refundedAmount: 750 });
    const full = stripeEvent('charge.refunded', stripe.refundInDashboard(paymentIntentId));
    expect((await deliver(full)).status).toBe(200);
    expect(await paymentOf(paymentIntentId)).toMatchObject({ status: 'refunded', refundedAmount: 4750 });
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ paymentStatus: 'refunded' });
    // The partial one redelivered late never lowers what was refunded.
    const late = await deliver(
      stripeEvent('charge.refunded', { ...stripe.charge(paymentIntentId), amount_refunded: 750 }),
    );
    expect(late.status).toBe(200);
    expect(await paymentOf(paymentIntentId)).toMatchObject({ status: 'refunded', refundedAmount: 4750 });
  });

  it('acknowledges a refund of a payment that is not ours', async () => {
    const res = await deliver(
      stripeEvent('charge.refunded', {
        id: 'ch_other',
        object: 'charge',
        payment_intent: 'pi_someone_else',
        amount: 1000,
        amount_refunded: 1000,
      }),
    );
    expect(res.status).toBe(200);
  });
});
