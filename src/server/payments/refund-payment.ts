// An administrator's refund of one payment through the payment provider (Stripe, or the simulation for the
// payments it took), then recorded as Stripe's `charge.refunded` would be. Two clicks at once send the same
// idempotency key, so the provider refunds once; the record never counts a refund twice.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { transactions } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { Env } from '../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { recordRefund, type RecordRefundResult } from './record-refund.ts';
import { createSimulatedGateway, SIMULATED_PREFIX } from './simulated-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

type PaymentRow = Pick<typeof transactions.$inferSelect, 'status' | 'amount' | 'refundedAmount' | 'stripePaymentId'>;

/** What may still be given back: a completed payment made through the provider, minus its refunds. */
export function refundableCents(p: PaymentRow): number {
  if (p.status !== 'completed' || !p.stripePaymentId) return 0;
  return Math.max(0, p.amount - p.refundedAmount);
}

/** The provider that took this payment: the simulation for its own intents, else Stripe. */
function gatewayFor(db: Database, config: Env, paymentIntentId: string): PaymentGateway {
  if (paymentIntentId.startsWith(SIMULATED_PREFIX)) return createSimulatedGateway({ db });
  if (!config.STRIPE_SECRET_KEY) throw new AppError('CONFLICT', t('payment.refund.stripeMissing'));
  return createStripeGateway(config.STRIPE_SECRET_KEY);
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export type RefundPaymentOptions = {
  db: Database;
  config: Env;
  transactionId: number;
  /** Default: everything still refundable. */
  amountCents?: number | undefined;
  actorId: string;
  now?: Date;
};

export type RefundPaymentResult = {
  status: 'succeeded' | 'pending';
  refundedCents: number;
  record: RecordRefundResult;
};

export async function refundPayment({
  db,
  config,
  transactionId,
  amountCents,
  actorId,
  now = new Date(),
}: RefundPaymentOptions): Promise<RefundPaymentResult> {
  const [payment] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
  if (!payment) throw new AppError('NOT_FOUND', t('admin.refund.notFound'));
  const refundable = refundableCents(payment);
  if (refundable === 0 || !payment.stripePaymentId) throw new AppError('CONFLICT', t('payment.refund.notRefundable'));
  const amount = amountCents ?? refundable;
  if (amount > refundable)
    throw new AppError('VALIDATION', t('payment.refund.tooMuch', { amount: euros.format(refundable / 100) }));

  const gateway = gatewayFor(db, config, payment.stripePaymentId);
  const refund = await gateway.refund({
    paymentIntentId: payment.stripePaymentId,
    amountCents: amount,
    // The same refund of the same state of the payment: one refund, however many clicks.
    idempotencyKey: `refund-${payment.id}-${payment.refundedAmount}-${amount}`,
    metadata: { transactionId: String(payment.id), refundedBy: actorId },
  });
  const record = await recordRefund({
    db,
    paymentIntentId: payment.stripePaymentId,
    refundedTotalCents: payment.refundedAmount + refund.amountCents,
    now,
  });
  return { status: refund.status, refundedCents: refund.amountCents, record };
}
