// Which payment provider answers: Stripe when `STRIPE_SECRET_KEY` is set, otherwise the simulation, except in
// Netlify's production context, where a missing key refuses every payment rather than take simulated money.
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { paymentsRefused } from '../deploy-context.ts';
import type { Env } from '../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSimulatedGateway } from './simulated-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/** Stripe when `STRIPE_SECRET_KEY` is set, otherwise the simulation (same states, no card charged); never the simulation in production. */
export function paymentGateway({ db, config }: { db: Database; config: Env }): PaymentGateway {
  if (paymentsRefused(config)) throw new AppError('UNAVAILABLE', t('payment.productionWithoutStripe'));
  return config.STRIPE_SECRET_KEY ? createStripeGateway(config.STRIPE_SECRET_KEY) : createSimulatedGateway({ db });
}
