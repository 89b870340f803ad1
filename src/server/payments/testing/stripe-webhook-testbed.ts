// The set-up of the tests that deliver signed Stripe events: a database with the plans, the local server that
// speaks Stripe's wire format, and the app configured with its keys and the test webhook secret.
import { afterAll, beforeAll } from 'vitest';
import { testDatabase } from '../../testing/test-database.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { TEST_WEBHOOK_SECRET } from './stripe-events.ts';
import { startStripeTestServer, type StripeTestServer } from './stripe-test-server.ts';

export type StripeWebhookTestbed = {
  handle: ReturnType<typeof testDatabase>;
  stripe: StripeTestServer;
  env: Record<string, string>;
  webhook: ReturnType<typeof createTestApp>;
};

export function stripeWebhookTestbed(): StripeWebhookTestbed {
  const bed = { handle: testDatabase({ seedPlans: true }) } as StripeWebhookTestbed;
  beforeAll(async () => {
    bed.stripe = await startStripeTestServer();
    bed.env = {
      STRIPE_SECRET_KEY: bed.stripe.secretKey,
      PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    };
    bed.webhook = createTestApp({ db: bed.handle.db, env: bed.env });
  });
  afterAll(async () => bed.stripe?.close());
  return bed;
}
