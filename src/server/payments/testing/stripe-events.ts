// Signed Stripe webhook deliveries for tests: the event JSON and a `Stripe-Signature` header made by the SDK's
// own generateTestHeaderString, so the route's constructEvent verifies them exactly as Stripe's.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export const TEST_WEBHOOK_SECRET = 'whsec_test_local_secret';

export function stripeEvent(
  type: string,
  object: unknown,
  { id = `evt_${randomBytes(12).toString('hex')}`, created = Math.floor(Date.now() / 1000) } = {},
) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  };
}

/** The body and headers of one delivery; `timestamp` (seconds) lets a test replay an old delivery. */
export function signedDelivery(
  event: unknown,
  { secret = TEST_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000) } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
