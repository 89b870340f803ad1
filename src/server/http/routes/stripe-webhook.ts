// Stripe's webhook: the signature is checked on the raw body (constructEvent), then each event is handled once.
import { Hono } from 'hono';
import Stripe from 'stripe';
import { AppError } from '../../../shared/errors.ts';
import { t } from '../../../shared/messages/index.ts';
import { handleStripeEvent } from '../../payments/handle-stripe-event.ts';
import type { AppEnv } from '../types.ts';

export const stripeWebhookRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  const secret = c.env.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError('UNAVAILABLE', t('payment.webhook.notConfigured'));
  // The exact bytes Stripe signed: no JSON parsing before the check.
  const payload = Buffer.from(await c.req.arrayBuffer());
  let event: Stripe.Event;
  try {
    // Default tolerance (5 minutes): an old signed delivery replayed later is refused.
    event = Stripe.webhooks.constructEvent(payload, c.req.header('stripe-signature') ?? '', secret);
  } catch {
    throw new AppError('VALIDATION', t('payment.webhook.badSignature'));
  }
  const { duplicate } = await handleStripeEvent({ db: c.env.db, config: c.env.config, event });
  return c.json({ received: true, duplicate });
});
