// What a refund does to our records, from the administrator's refund or Stripe's `charge.refunded`: the payment's
// refunded amount (never lowered, so a replay or the webhook arriving after the admin's call changes nothing),
// `refunded` once given back in full, and when a package is refunded in full, the wedding loses it: no balance
// charged later, the assistant off, the account no longer paying.
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { transactions, users, weddings } from '../../../db/schema/index.ts';
import { PAID_PAYMENT_STATUSES } from '../weddings/wedding-status.ts';
import type { Tx } from './record-payment-outcome.ts';

export type RecordRefundResult =
  | { recorded: false; reason: 'unknown_payment' | 'not_completed' }
  | { recorded: true; transactionId: number; changed: boolean; refundedCents: number; packageRefunded: boolean };

export type RecordRefundOptions = {
  db: Database | Tx;
  paymentIntentId: string;
  /** Everything given back on this payment so far (Stripe's `amount_refunded`), in cents. */
  refundedTotalCents: number;
  now?: Date;
};

export async function recordRefund({
  db,
  paymentIntentId,
  refundedTotalCents,
  now = new Date(),
}: RecordRefundOptions): Promise<RecordRefundResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.stripePaymentId, paymentIntentId))
      .for('update');
    if (!payment) return { recorded: false, reason: 'unknown_payment' };
    if (payment.status !== 'completed' && payment.status !== 'refunded')
      return { recorded: false, reason: 'not_completed' };
    const total = Math.min(payment.amount, Math.max(payment.refundedAmount, refundedTotalCents));
    const status = total >= payment.amount ? 'refunded' : payment.status;
    const changed = total !== payment.refundedAmount || status !== payment.status;
    if (changed) {
      await tx
        .update(transactions)
        .set({ refundedAmount: total, status, refundedAt: now })
        .where(eq(transactions.id, payment.id));
    }
    const packageRefunded =
      changed && payment.type !== 'subscription' && payment.weddingId !== null
        ? await releasePackage(tx, payment.weddingId)
        : false;
    return { recorded: true, transactionId: payment.id, changed, refundedCents: total, packageRefunded };
  });
}

/** When nothing is left paid on the wedding's package, the wedding no longer has it. */
async function releasePackage(tx: Tx, weddingId: number): Promise<boolean> {
  const [left] = await tx
    .select({ cents: sql`coalesce(sum(${transactions.amount} - ${transactions.refundedAmount}), 0)`.mapWith(Number) })
    .from(transactions)
    .where(
      and(
        eq(transactions.weddingId, weddingId),
        eq(transactions.status, 'completed'),
        ne(transactions.type, 'subscription'),
      ),
    );
  if ((left?.cents ?? 0) > 0) return false;
  const [wedding] = await tx
    .update(weddings)
    .set({ paymentStatus: 'refunded', remainingPaymentScheduled: false, botActive: false })
    .where(and(eq(weddings.id, weddingId), inArray(weddings.paymentStatus, [...PAID_PAYMENT_STATUSES])))
    .returning({ userId: weddings.userId });
  if (!wedding) return false;
  if (wedding.userId) {
    // The account stays "active" only while another of its payments still counts.
    const [other] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, wedding.userId),
          eq(transactions.status, 'completed'),
          gt(transactions.amount, transactions.refundedAmount),
        ),
      )
      .limit(1);
    if (!other)
      await tx
        .update(users)
        .set({ subscriptionStatus: 'inactive', subscriptionPlan: null })
        .where(eq(users.id, wedding.userId));
  }
  return true;
}
