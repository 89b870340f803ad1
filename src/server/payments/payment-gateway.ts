// Which payment provider answers: Stripe when `STRIPE_SECRET_KEY` is set, otherwise the simulation.
import type { Database } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSimulatedGateway } from './simulated-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/** Stripe when `STRIPE_SECRET_KEY` is set, otherwise the simulation (same states, no card charged). */
export function paymentGateway({ db, config }: { db: Database; config: Env }): PaymentGateway {
  return config.STRIPE_SECRET_KEY ? createStripeGateway(config.STRIPE_SECRET_KEY) : createSimulatedGateway({ db });
}
