// GET /api/payment-success: the confirmation of a payment, read from the provider (never from the query alone).
// If the provider says "succeeded" before its webhook has arrived, the payment is recorded here, the same way.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { discountCodes, invoices, transactions, weddings } from '../../../db/schema/index.ts';
import { toInvoiceView } from './issue-invoice.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TPaymentSuccessResponse } from '../../shared/schemas/payments.ts';
import type { Env } from '../env.ts';
import { paymentGateway } from './payment-gateway.ts';
import { parseIntentMetadata } from './intent-metadata.ts';
import { getOwnWedding } from './create-couple-payment.ts';
import { recordPaymentOutcome } from './record-payment-outcome.ts';

export type GetPaymentSuccessOptions = { db: Database; config: Env; user: TSessionUser; paymentIntentId: string };

export async function getPaymentSuccess({
  db,
  config,
  user,
  paymentIntentId,
}: GetPaymentSuccessOptions): Promise<TPaymentSuccessResponse> {
  const notFound = () => new AppError('NOT_FOUND', t('payment.intent.invalid'));
  const intent = await paymentGateway({ db, config }).retrieveIntent(paymentIntentId);
  const meta = intent && parseIntentMetadata(intent.metadata);
  if (!intent || !meta) throw notFound();
  // Someone else's payment id is "not found", like a wedding the user may not see.
  await getOwnWedding({ db, id: meta.weddingId, user }).catch(() => {
    throw notFound();
  });
  if (intent.status !== 'succeeded' && intent.status !== 'processing')
    throw new AppError('PAYMENT_REQUIRED', t('payment.intent.notPayable'));
  if (intent.status === 'succeeded') await recordPaymentOutcome({ db, config, intent, outcome: 'succeeded' });

  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, meta.weddingId));
  if (!wedding) throw notFound();
  const [transaction] = await db
    .select({ createdAt: transactions.createdAt })
    .from(transactions)
    .where(eq(transactions.stripePaymentId, intent.id));
  const [code] = meta.discountCodeId
    ? await db.select({ code: discountCodes.code }).from(discountCodes).where(eq(discountCodes.id, meta.discountCodeId))
    : [];
  const isDeposit = meta.kind === 'deposit';
  const [invoice] = await db.select().from(invoices).where(eq(invoices.paymentIntentId, intent.id));
  return {
    status: intent.status,
    kind: meta.kind,
    paymentIntentId: intent.id,
    firstPaymentAmount: meta.depositCents,
    remainingPaymentAmount: meta.balanceCents,
    paidCents: intent.status === 'succeeded' ? intent.amountReceived || intent.amount : 0,
    dueCents: isDeposit ? meta.balanceCents : 0,
    totalCents: meta.depositCents + meta.balanceCents,
    discountCode: code?.code ?? null,
    weddingDate: wedding.weddingDate,
    weddingId: wedding.id,
    brideName: wedding.brideName,
    groomName: wedding.groomName,
    botActive: wedding.botActive,
    whatsappLink: wedding.whatsappLink,
    paidAt: (transaction?.createdAt ?? new Date(intent.created * 1000)).toISOString(),
    invoice: invoice ? toInvoiceView(invoice) : null,
  };
}
