// One Stripe SDK instance per secret key. Tests point a key at a local server speaking Stripe's API
// (src/server/payments/testing/stripe-test-server.ts) through the SDK's own host/port/protocol options.
import Stripe from 'stripe';

export type StripeEndpoint = { host: string; port: number; protocol: 'http' | 'https' };

const endpoints = new Map<string, StripeEndpoint>();
const clients = new Map<string, Stripe>();

/** Sends every call made with this secret key to another API host (a local test server). */
export function registerStripeEndpoint(secretKey: string, endpoint: StripeEndpoint | null) {
  if (endpoint) endpoints.set(secretKey, endpoint);
  else endpoints.delete(secretKey);
  clients.delete(secretKey);
}

/** Where calls made with this key go, when a test registered a local server for it. */
export function registeredStripeEndpoint(secretKey: string): StripeEndpoint | undefined {
  return endpoints.get(secretKey);
}

export { Stripe };

/** Stripe's signature check of a webhook delivery (throws when the signature does not hold). */
export function verifyStripeEvent(payload: Buffer, signature: string, secret: string): Stripe.Event {
  // Default tolerance (5 minutes): an old signed delivery replayed later is refused.
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}

export function stripeClient(secretKey: string): Stripe {
  let client = clients.get(secretKey);
  if (!client) {
    client = new Stripe(secretKey, {
      // Retries reuse the idempotency key, so a lost answer never becomes a second charge.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'assistant-mariage' },
      ...endpoints.get(secretKey),
    });
    clients.set(secretKey, client);
  }
  return client;
}
