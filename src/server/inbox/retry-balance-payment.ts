// « Relancer le paiement »: the balance the bank declined, charged again off-session on the card saved by the
// deposit. Each retry is its own PaymentIntent (idempotent on the attempt number, so a double click charges once);
// declined again, it becomes the intent the couple completes on-session from their payment link.
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { transactions, weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TInboxActionResponse } from '../../shared/schemas/admin-inbox.ts';
import type { Env } from '../env.ts';
import { toIntentMetadata } from '../payments/intent-metadata.ts';
import { paymentGateway } from '../payments/payment-gateway.ts';
import { publicUrl } from '../payments/public-url.ts';
import { recordPaymentOutcome } from '../payments/record-payment-outcome.ts';
import { failedBalanceChargeSql } from './get-action-inbox.ts';

export async function retryBalancePayment({
  db,
  config,
  weddingId,
}: {
  db: Database;
  config: Env;
  weddingId: number;
}): Promise<TInboxActionResponse> {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  if (!wedding) throw new AppError('NOT_FOUND', t('admin.weddings.notFound'));
  if (
    wedding.paymentStatus !== 'balance_failed' ||
    !wedding.remainingPaymentAmount ||
    wedding.firstPaymentAmount === null ||
    !wedding.firstPaymentIntentId
  ) {
    throw new AppError('CONFLICT', t('admin.inbox.balance.nothingDue'));
  }
  const gateway = paymentGateway({ db, config });
  const deposit = await gateway.retrieveIntent(wedding.firstPaymentIntentId);
  const customerId = wedding.stripeCustomerId ?? deposit?.customerId ?? null;
  if (!deposit?.paymentMethodId || !customerId) throw new AppError('CONFLICT', t('admin.inbox.balance.noCard'));

  const [failures] = await db
    .select({ n: count() })
    .from(transactions)
    .innerJoin(weddings, eq(weddings.id, transactions.weddingId))
    .where(and(eq(transactions.weddingId, wedding.id), failedBalanceChargeSql));
  const result = await gateway.chargeOffSession({
    customerId,
    paymentMethodId: deposit.paymentMethodId,
    amountCents: wedding.remainingPaymentAmount,
    description: t('payment.intent.balance', { bride: wedding.brideName, groom: wedding.groomName }),
    metadata: toIntentMetadata({
      app: 'assistant-mariage',
      kind: 'balance',
      weddingId: wedding.id,
      depositCents: wedding.firstPaymentAmount,
      balanceCents: wedding.remainingPaymentAmount,
      discountCodeId: wedding.discountCodeId,
    }),
    idempotencyKey: `balance-retry-${wedding.id}-${failures?.n ?? 0}`,
    returnUrl: publicUrl(config, '/couple-payment-success'),
  });
  if (result.outcome === 'pending') return { outcome: 'pending', message: t('admin.inbox.balance.pending') };
  await recordPaymentOutcome({ db, config, intent: result.intent, outcome: result.outcome });
  if (result.outcome === 'succeeded') return { outcome: 'paid', message: t('admin.inbox.balance.paid') };
  // The couple's payment link completes the latest intent.
  await db
    .update(weddings)
    .set({ remainingPaymentIntentId: result.intent.id })
    .where(and(eq(weddings.id, wedding.id), eq(weddings.paymentStatus, 'balance_failed')));
  return { outcome: 'failed', message: t('admin.inbox.balance.failedAgain', { reason: result.message }) };
}
