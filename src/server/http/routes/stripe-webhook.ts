// Stripe's webhook: the signature is checked on the raw body (constructEvent), then each event is handled once.
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { AppError } from '../../../shared/errors.ts';
import { t } from '../../../shared/messages/index.ts';
import { handleStripeEvent } from '../../payments/handle-stripe-event.ts';
import type { AppEnv } from '../types.ts';

/** Clock difference tolerated between Stripe and this server. */
const FUTURE_SKEW_SECONDS = 60;

function signedAt(header: string | undefined): number {
  const value = /(?:^|,)\s*t=(\d+)/.exec(header ?? '')?.[1];
  return value ? Number(value) : Number.POSITIVE_INFINITY;
}

export const stripeWebhookRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  const secret = c.env.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError('UNAVAILABLE', t('payment.webhook.notConfigured'));
  // The exact bytes Stripe signed: no JSON parsing before the check.
  const payload = Buffer.from(await c.req.arrayBuffer());
  // The SDK loads with the first delivery, not with every cold start of the API.
  const { verifyStripeEvent } = await import('../../payments/stripe-client.ts');
  let event: Stripe.Event;
  try {
    event = verifyStripeEvent(payload, c.req.header('stripe-signature') ?? '', secret);
  } catch {
    throw new AppError('VALIDATION', t('payment.webhook.badSignature'));
  }
  // constructEvent refuses old signatures only; one dated in the future could be replayed for as long.
  if (signedAt(c.req.header('stripe-signature')) > Date.now() / 1000 + FUTURE_SKEW_SECONDS) {
    throw new AppError('VALIDATION', t('payment.webhook.futureTimestamp'));
  }
  const { duplicate } = await handleStripeEvent({ db: c.env.db, config: c.env.config, event });
  return c.json({ received: true, duplicate });
});
