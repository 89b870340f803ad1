// Trust boundaries: the allowed Origin comes from the configuration, never from the request's Host; a signed Stripe
// event moves a wedding only for the PaymentIntent the app created for it, and a signature dated in the future is
// refused. Signatures are made with stripe's own generateTestHeaderString.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { processedWebhookEvents, transactions, users, weddings } from '../../../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { signedDelivery, stripeEvent } from '../payments/testing/stripe-events.ts';
import { payingCouple } from '../payments/testing/payment-fixtures.ts';
import { stripeWebhookTestbed } from '../payments/testing/stripe-webhook-testbed.ts';
import { createTestApp } from '../testing/test-app.ts';
import { allowedOrigins } from '../site-origins.ts';

const bed = stripeWebhookTestbed();
const handle = bed.handle;

const weddingRow = async (id: number) => (await handle.db.select().from(weddings).where(eq(weddings.id, id)))[0]!;
const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  bed.webhook.request('/api/stripe/webhook', {
    method: 'POST',
    body: delivery.body,
    headers: { ...delivery.headers, origin: '' },
  });

describe('allowed origins', () => {
  it('come from PUBLIC_BASE_URL, else the local server address, never from the Host', () => {
    expect(allowedOrigins(parseEnv({ PUBLIC_BASE_URL: 'https://mariage.example/' }))).toEqual([
      'https://mariage.example',
    ]);
    expect(allowedOrigins(parseEnv({ PORT: '4830' }))).toEqual(['http://127.0.0.1:4830', 'http://localhost:4830']);
    expect(
      allowedOrigins(parseEnv({ NETLIFY: 'true', DATABASE_URL: 'postgres://x/y', URL: 'https://site.netlify.app' })),
    ).toEqual(['https://site.netlify.app']);
  });

  it('refuses a rebinding request whose Host and Origin agree with each other but not with the site', async () => {
    const before = (await handle.db.select().from(users)).length;
    const app = createTestApp({ db: handle.db, env: { PUBLIC_BASE_URL: 'https://mariage.example' } }).app;
    const res = await app.fetch(
      new Request('http://evil.example/api/create-simulated-user', {
        method: 'POST',
        headers: { origin: 'http://evil.example', host: 'evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'rebind@example.com',
          firstName: 'A',
          lastName: 'B',
          password: 'Mariage-Rebind-2027!',
        }),
      }),
      { db: handle.db, config: parseEnv({ PUBLIC_BASE_URL: 'https://mariage.example' }) },
    );
    expect(res.status).toBe(403);
    expect((await handle.db.select().from(users)).length).toBe(before);
  });
});

describe('Stripe events', () => {
  async function startedDeposit() {
    const couple = await payingCouple({ db: handle.db, env: bed.env });
    const res = await couple.client.request('/api/create-couple-payment', {
      method: 'POST',
      json: { weddingId: couple.wedding.id },
    });
    const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
    return { couple, paymentIntentId };
  }

  it('ignores a signed event naming a PaymentIntent the app never created for that wedding', async () => {
    const { couple, paymentIntentId } = await startedDeposit();
    const real = bed.stripe.succeed(paymentIntentId) as Record<string, unknown>;
    const forged = { ...real, id: 'pi_forged_by_someone', amount: 1, amount_received: 1 };
    const res = await deliver(signedDelivery(stripeEvent('payment_intent.succeeded', forged)));
    expect(res.status).toBe(200);
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ paymentStatus: 'pending', botActive: false });
    expect(await handle.db.select().from(transactions).where(eq(transactions.weddingId, couple.wedding.id))).toEqual(
      [],
    );
    // Acknowledged once, with the reason it changed nothing.
    const events = await handle.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.provider, 'stripe'));
    expect(events.map((e) => e.result)).toContainEqual(
      expect.objectContaining({ ignored: 'payment_intent.succeeded : unknown_intent' }),
    );
  });

  it('ignores the right intent id with another amount, and a wedding that does not exist', async () => {
    const { couple, paymentIntentId } = await startedDeposit();
    const real = bed.stripe.succeed(paymentIntentId) as Record<string, unknown> & { metadata: Record<string, string> };
    await deliver(signedDelivery(stripeEvent('payment_intent.succeeded', { ...real, amount: 1, amount_received: 1 })));
    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('pending');
    const ghost = { ...real, id: 'pi_ghost', metadata: { ...real.metadata, weddingId: '999999' } };
    expect((await deliver(signedDelivery(stripeEvent('payment_intent.succeeded', ghost)))).status).toBe(200);
    expect(await handle.db.select().from(transactions).where(eq(transactions.stripePaymentId, 'pi_ghost'))).toEqual([]);
    // The genuine event still pays.
    await deliver(signedDelivery(stripeEvent('payment_intent.succeeded', real)));
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ paymentStatus: 'deposit_paid', botActive: true });
  });

  it('refuses a signature dated an hour in the future, and accepts one a few seconds ahead', async () => {
    const { couple, paymentIntentId } = await startedDeposit();
    const event = stripeEvent('payment_intent.succeeded', bed.stripe.succeed(paymentIntentId));
    const future = await deliver(signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) + 3600 }));
    expect(future.status).toBe(400);
    expect(((await future.json()) as { message: string }).message).toBe(
      'Signature Stripe datée du futur : événement refusé.',
    );
    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('pending');
    const skewed = await deliver(signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) + 5 }));
    expect(skewed.status).toBe(200);
    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('deposit_paid');
  });
});
