// A deleted wedding leaves no saved card at Stripe, through the real routes (an administrator deleting the wedding or
// the account, the couple erasing their account) against the local server speaking Stripe's wire format; Stripe
// refusing the detach never blocks the deletion, it is logged.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../../db/schema/index.ts';
import { seedAdmin } from '../../../db/seed/admin.ts';
import { flushRequestMetrics } from '../http/record-request-metrics.ts';
import { logSink } from '../logging/log-line.ts';
import { TEST_ADMIN } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { payingCouple } from './testing/payment-fixtures.ts';
import { signedDelivery, stripeEvent, TEST_WEBHOOK_SECRET } from './testing/stripe-events.ts';
import { startStripeTestServer, type StripeTestServer } from './testing/stripe-test-server.ts';

const handle = testDatabase({ seedPlans: true });
let stripe: StripeTestServer;
let stripeEnv: Record<string, string>;
let admin: ReturnType<typeof createTestApp>;
const write = logSink.write;

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
});
afterEach(() => {
  logSink.write = write;
});
afterAll(async () => {
  await flushRequestMetrics(handle.db);
  await stripe?.close();
});

/** A couple whose deposit Stripe took with `card`, saved on their customer for the balance. */
async function coupleWithSavedCard(card: string) {
  const couple = await payingCouple({ db: handle.db, env: stripeEnv });
  const res = await couple.client.request('/api/create-couple-payment', {
    method: 'POST',
    json: { weddingId: couple.wedding.id },
  });
  const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
  const delivery = signedDelivery(stripeEvent('payment_intent.succeeded', stripe.succeed(paymentIntentId, card)));
  const webhook = await admin.request('/api/stripe/webhook', {
    method: 'POST',
    body: delivery.body,
    headers: { ...delivery.headers, origin: '' },
  });
  expect(webhook.status).toBe(200);
  expect(stripe.attached.has(card)).toBe(true);
  return couple;
}

const detachesOf = (card: string) =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_methods/${card}/detach`);
const weddingExists = async (id: number) =>
  (await handle.db.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, id))).length > 0;

describe('a deleted wedding’s saved card', () => {
  it('is detached when an administrator deletes the wedding', async () => {
    const couple = await coupleWithSavedCard('pm_card_wedding');
    const res = await admin.request(`/api/admin/weddings/${couple.wedding.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await weddingExists(couple.wedding.id)).toBe(false);
    expect(detachesOf('pm_card_wedding')).toHaveLength(1);
    expect(stripe.attached.has('pm_card_wedding')).toBe(false);
  });

  it('is detached when an administrator deletes the account', async () => {
    const couple = await coupleWithSavedCard('pm_card_account');
    const res = await admin.request(`/api/admin/users/${couple.user.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(stripe.attached.has('pm_card_account')).toBe(false);
  });

  it('is detached when the couple erases their account', async () => {
    const couple = await coupleWithSavedCard('pm_card_erased');
    const res = await couple.client.request('/api/account', {
      method: 'DELETE',
      json: { password: 'Tilleul-Vayres42!' },
    });
    expect(res.status).toBe(200);
    expect(await weddingExists(couple.wedding.id)).toBe(false);
    expect(stripe.attached.has('pm_card_erased')).toBe(false);
  });

  it('does not block the deletion when Stripe refuses the detach: the card is logged', async () => {
    const couple = await coupleWithSavedCard('pm_card_gone');
    // Detached already in Stripe's dashboard: Stripe answers 400.
    stripe.attached.delete('pm_card_gone');
    const lines: string[] = [];
    logSink.write = (_level, line) => lines.push(line);
    const res = await admin.request(`/api/admin/weddings/${couple.wedding.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await weddingExists(couple.wedding.id)).toBe(false);
    expect(detachesOf('pm_card_gone')).toHaveLength(1);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'stripe.card_detach_failed', paymentMethod: 'pm_card_gone' }),
    );
  });

  it('is left alone when the deletion fails (a wrong password erases nothing)', async () => {
    const couple = await coupleWithSavedCard('pm_card_kept');
    const res = await couple.client.request('/api/account', { method: 'DELETE', json: { password: 'wrong' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await weddingExists(couple.wedding.id)).toBe(true);
    expect(detachesOf('pm_card_kept')).toHaveLength(0);
  });
});
