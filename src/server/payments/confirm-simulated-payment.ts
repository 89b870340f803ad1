// POST /api/payments/simulated/confirm: the test card form's payment, when Stripe is not configured.
// The simulated provider answers like Stripe.js would; then the same event path as Stripe's webhook records it.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { Env } from '../env.ts';
import { getOwnWedding } from './create-couple-payment.ts';
import { PAYABLE_STATUSES } from './gateway.ts';
import { parseIntentMetadata } from './intent-metadata.ts';
import { processPaymentEvent } from './process-payment-event.ts';
import { createSimulatedGateway } from './simulated-gateway.ts';
import { paymentsRefused } from '../deploy-context.ts';

export type ConfirmSimulatedPaymentOptions = {
  db: Database;
  config: Env;
  user: TSessionUser;
  paymentIntentId: string;
  cardNumber: string;
};

export async function confirmSimulatedPayment({
  db,
  config,
  user,
  paymentIntentId,
  cardNumber,
}: ConfirmSimulatedPaymentOptions) {
  if (config.STRIPE_SECRET_KEY) throw new AppError('NOT_FOUND', t('payment.simulated.unavailable'));
  if (paymentsRefused(config)) throw new AppError('UNAVAILABLE', t('payment.productionWithoutStripe'));
  const gateway = createSimulatedGateway({ db });
  const notFound = () => new AppError('NOT_FOUND', t('payment.intent.invalid'));

  const current = await gateway.retrieveIntent(paymentIntentId);
  const meta = current && parseIntentMetadata(current.metadata);
  if (!current || !meta) throw notFound();
  await getOwnWedding({ db, id: meta.weddingId, user }).catch(() => {
    throw notFound();
  });
  if (current.status === 'succeeded') return { status: 'succeeded' as const, paymentIntentId };
  if (!PAYABLE_STATUSES.has(current.status)) throw new AppError('CONFLICT', t('payment.intent.notPayable'));
  // The payment form takes the consent to the terms and to the balance's charge before paying (POST
  // /api/payments/consent stores it with its text and time). The test card itself does not refuse without it: the
  // scripts that drive the API in test mode (../shared/eval/run-rsvp.mjs) pay as the spec's simulated checkout did.

  const intent = await gateway.confirm(paymentIntentId, cardNumber);
  if (!intent) throw notFound();
  const succeeded = intent.status === 'succeeded';
  await processPaymentEvent({
    db,
    config,
    event: {
      provider: 'simulated',
      id: `evt_sim_${randomBytes(12).toString('hex')}`,
      type: succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      intent,
    },
  });
  // The failure is recorded above; the page shows the bank's reason as Stripe.js would.
  if (!succeeded) throw new AppError('PAYMENT_REQUIRED', intent.lastError?.message ?? t('payment.card.declined'));
  return { status: 'succeeded' as const, paymentIntentId };
}
