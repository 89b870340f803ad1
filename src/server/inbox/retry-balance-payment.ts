// « Relancer le paiement »: the balance the bank declined, charged again off-session on the card saved by the
// deposit. Each retry is its own PaymentIntent (idempotent on the attempt number, so a double click charges once);
// declined again, it becomes the intent the couple completes on-session from their payment link.
import { and, count, eq } from 'drizzle-orm';
import { transactions, weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TInboxActionResponse } from '../../shared/schemas/admin-inbox.ts';
import {
  chargeBalanceOffSession,
  hasKnownBalance,
  type BalanceActionOptions,
} from '../payments/charge-balance-off-session.ts';
import { recordPaymentOutcome } from '../payments/record-payment-outcome.ts';
import { failedBalanceChargeSql } from './get-action-inbox.ts';

export async function retryBalancePayment({
  db,
  config,
  weddingId,
}: BalanceActionOptions): Promise<TInboxActionResponse> {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  if (!wedding) throw new AppError('NOT_FOUND', t('admin.weddings.notFound'));
  if (wedding.paymentStatus !== 'balance_failed' || !hasKnownBalance(wedding)) {
    throw new AppError('CONFLICT', t('admin.inbox.balance.nothingDue'));
  }
  const [failures] = await db
    .select({ n: count() })
    .from(transactions)
    .innerJoin(weddings, eq(weddings.id, transactions.weddingId))
    .where(and(eq(transactions.weddingId, wedding.id), failedBalanceChargeSql));
  const result = await chargeBalanceOffSession({
    db,
    config,
    wedding,
    idempotencyKey: `balance-retry-${wedding.id}-${failures?.n ?? 0}`,
  });
  if (!result) throw new AppError('CONFLICT', t('admin.inbox.balance.noCard'));
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
