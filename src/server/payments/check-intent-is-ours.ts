// A signed Stripe event still names a PaymentIntent: it only moves a wedding when that intent is the one this app
// created for it (its id stored on the wedding) and agrees with our own order for it: the amount, the amount
// received, the currency, and the amounts and code its metadata carries. A valid signature proves the event came
// from Stripe's account, not that the intent belongs to this wedding's purchase, nor that it was not changed since.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { transactions, weddings } from '../../../db/schema/index.ts';
import type { GatewayIntent } from './gateway.ts';
import { parseIntentMetadata } from './intent-metadata.ts';

export type RefusalReason =
  'unknown_wedding' | 'unknown_intent' | 'amount_mismatch' | 'currency_mismatch' | 'order_mismatch';

/** What an administrator needs to look at a refused event: whose order, what it said, what we expected. */
export type IntentRefusal = {
  ours: false;
  reason: RefusalReason;
  paymentIntentId: string;
  weddingId: number | null;
  kind: 'deposit' | 'balance' | null;
  /** The intent's amount, and what it says it received. */
  amountCents: number;
  receivedCents: number;
  currency: string;
  /** Our order's amount for this intent, when we have one. */
  expectedCents: number | null;
};

export type IntentCheck = { ours: true } | IntentRefusal;

export async function checkIntentIsOurs({ db, intent }: { db: Database; intent: GatewayIntent }): Promise<IntentCheck> {
  const meta = parseIntentMetadata(intent.metadata);
  // Not this product's metadata: the event path already ignores it.
  if (!meta) return { ours: true };
  const refuse = (reason: RefusalReason, expectedCents: number | null): IntentRefusal => ({
    ours: false,
    reason,
    paymentIntentId: intent.id,
    weddingId: meta.weddingId,
    kind: meta.kind,
    amountCents: intent.amount,
    receivedCents: intent.amountReceived,
    currency: intent.currency,
    expectedCents,
  });
  if (intent.currency.toLowerCase() !== 'eur') return refuse('currency_mismatch', null);
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, meta.weddingId));
  if (!wedding) {
    // A wedding deleted since: only an intent already in the accounts may still be recorded.
    const [known] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.stripePaymentId, intent.id))
      .limit(1);
    return known ? { ours: true } : refuse('unknown_wedding', null);
  }
  if (meta.kind === 'deposit') {
    if (wedding.firstPaymentIntentId !== intent.id) return refuse('unknown_intent', wedding.firstPaymentAmount);
  } else if (wedding.remainingPaymentIntentId) {
    // The balance: its id is stored when the charge is pending; a charge decided at once is recorded by the job
    // itself, so before that the intent must at least charge the wedding's customer.
    if (wedding.remainingPaymentIntentId !== intent.id) return refuse('unknown_intent', wedding.remainingPaymentAmount);
  } else if (!wedding.stripeCustomerId || intent.customerId !== wedding.stripeCustomerId) {
    return refuse('unknown_intent', wedding.remainingPaymentAmount);
  }
  const expected = meta.kind === 'deposit' ? wedding.firstPaymentAmount : wedding.remainingPaymentAmount;
  if (expected === null || intent.amount !== expected) return refuse('amount_mismatch', expected);
  // A succeeded intent received all of it (Stripe's `amount_received`); a failed one nothing yet.
  if (intent.status === 'succeeded' && intent.amountReceived !== expected) return refuse('amount_mismatch', expected);
  const order = {
    depositCents: wedding.firstPaymentAmount,
    balanceCents: wedding.remainingPaymentAmount,
    discountCodeId: wedding.discountCodeId,
  };
  if (
    meta.depositCents !== order.depositCents ||
    meta.balanceCents !== order.balanceCents ||
    meta.discountCodeId !== order.discountCodeId
  ) {
    return refuse('order_mismatch', expected);
  }
  return { ours: true };
}
