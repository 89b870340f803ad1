// A verified Stripe event into the payment event path (PaymentIntent events; anything else is acknowledged).
import type Stripe from 'stripe';
import type { Database } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import { processPaymentEvent } from './process-payment-event.ts';
import { toGatewayIntent } from './stripe-gateway.ts';

export async function handleStripeEvent({ db, config, event }: { db: Database; config: Env; event: Stripe.Event }) {
  const object = event.data.object as { object?: string };
  const intent = object.object === 'payment_intent' ? toGatewayIntent(object as Stripe.PaymentIntent) : null;
  return processPaymentEvent({ db, config, event: { provider: 'stripe', id: event.id, type: event.type, intent } });
}
