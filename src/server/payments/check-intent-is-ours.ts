// A signed Stripe event still names a PaymentIntent: it only moves a wedding when that intent is the one this app
// created for it (its id stored on the wedding, its amount the one quoted, in euros). A valid signature proves the
// event came from Stripe's account, not that the intent belongs to this wedding's purchase.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { transactions, weddings } from '../../../db/schema/index.ts';
import type { GatewayIntent } from './gateway.ts';
import { parseIntentMetadata } from './intent-metadata.ts';

export type IntentCheck = { ours: true } | { ours: false; reason: 'unknown_wedding' | 'unknown_intent' | 'amount_mismatch' | 'currency_mismatch' };

export async function checkIntentIsOurs({ db, intent }: { db: Database; intent: GatewayIntent }): Promise<IntentCheck> {
  const meta = parseIntentMetadata(intent.metadata);
  // Not this product's metadata: the event path already ignores it.
  if (!meta) return { ours: true };
  if (intent.currency.toLowerCase() !== 'eur') return { ours: false, reason: 'currency_mismatch' };
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, meta.weddingId));
  if (!wedding) {
    // A wedding deleted since: only an intent already in the accounts may still be recorded.
    const [known] = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.stripePaymentId, intent.id)).limit(1);
    return known ? { ours: true } : { ours: false, reason: 'unknown_wedding' };
  }
  if (meta.kind === 'deposit') {
    if (wedding.firstPaymentIntentId !== intent.id) return { ours: false, reason: 'unknown_intent' };
    return intent.amount === wedding.firstPaymentAmount ? { ours: true } : { ours: false, reason: 'amount_mismatch' };
  }
  // The balance: its id is stored when the charge is pending; a charge decided at once is recorded by the job itself,
  // so before that the intent must at least charge the wedding's customer the balance quoted.
  if (wedding.remainingPaymentIntentId) {
    if (wedding.remainingPaymentIntentId !== intent.id) return { ours: false, reason: 'unknown_intent' };
  } else if (!wedding.stripeCustomerId || intent.customerId !== wedding.stripeCustomerId) {
    return { ours: false, reason: 'unknown_intent' };
  }
  return intent.amount === wedding.remainingPaymentAmount ? { ours: true } : { ours: false, reason: 'amount_mismatch' };
}
