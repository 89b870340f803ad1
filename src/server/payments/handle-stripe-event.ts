// A verified Stripe event into the payment event path: PaymentIntent events, and `charge.refunded` (a refund made
// here or in Stripe's dashboard); anything else is acknowledged.
import type Stripe from 'stripe';
import type { Database } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import { checkIntentIsOurs } from './check-intent-is-ours.ts';
import { processPaymentEvent } from './process-payment-event.ts';
import { toGatewayIntent } from './stripe-gateway.ts';

function refundOf(event: Stripe.Event): { paymentIntentId: string; refundedTotalCents: number } | null {
  if (event.type !== 'charge.refunded') return null;
  const charge = event.data.object as Stripe.Charge;
  const paymentIntentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  return paymentIntentId ? { paymentIntentId, refundedTotalCents: charge.amount_refunded } : null;
}

export async function handleStripeEvent({ db, config, event }: { db: Database; config: Env; event: Stripe.Event }) {
  const object = event.data.object as { object?: string };
  const intent = object.object === 'payment_intent' ? toGatewayIntent(object as Stripe.PaymentIntent) : null;
  const check = intent ? await checkIntentIsOurs({ db, intent }) : null;
  // Acknowledged (Stripe would retry a refusal for days), recorded as refused with why, listed in the back office.
  const refused = check && !check.ours ? check : undefined;
  return processPaymentEvent({
    db,
    config,
    event: { provider: 'stripe', id: event.id, type: event.type, intent, refund: refundOf(event), refused },
  });
}
