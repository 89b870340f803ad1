// GET /api/payments/balance: after the wedding-day charge failed, the same PaymentIntent for the couple to
// complete on-session (Payment Element, with the bank's authentication if it asks for one).
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TBalancePaymentResponse } from '../../shared/schemas/payments.ts';
import type { Env } from '../env.ts';
import { getOwnWedding, toPaymentWeddingData } from './create-couple-payment.ts';
import { PAYABLE_STATUSES } from './gateway.ts';
import { checkoutGateway } from './checkout-gateway.ts';
import { recordPaymentOutcome } from './record-payment-outcome.ts';

export type GetBalancePaymentOptions = { db: Database; config: Env; user: TSessionUser; weddingId: number };

export async function getBalancePayment({
  db,
  config,
  user,
  weddingId,
}: GetBalancePaymentOptions): Promise<TBalancePaymentResponse> {
  const wedding = await getOwnWedding({ db, id: weddingId, user });
  const weddingData = toPaymentWeddingData(wedding);
  const nothingDue = (): TBalancePaymentResponse => ({
    status: 'nothing_due',
    paymentIntentId: wedding.remainingPaymentIntentId,
    weddingData,
  });
  if (wedding.paymentStatus !== 'balance_failed' || !wedding.remainingPaymentIntentId) return nothingDue();

  const { gateway, checkout } = checkoutGateway({ db, config });

  const intent = await gateway.retrieveIntent(wedding.remainingPaymentIntentId);
  if (!intent) throw new AppError('NOT_FOUND', t('payment.intent.invalid'));
  if (intent.status === 'succeeded') {
    await recordPaymentOutcome({ db, config, intent, outcome: 'succeeded' });
    return nothingDue();
  }
  if (intent.status === 'processing') return nothingDue();
  if (!PAYABLE_STATUSES.has(intent.status) || !intent.clientSecret)
    throw new AppError('CONFLICT', t('payment.intent.notPayable'));
  return {
    status: 'requires_payment',
    ...checkout({ id: intent.id, clientSecret: intent.clientSecret }),
    weddingData,
    amountCents: intent.amount,
    failureMessage: intent.lastError?.message ?? null,
  };
}
