// The wedding-day charge of one wedding's balance, off-session on the card saved by the deposit.
// Never twice: the run first claims the wedding with a lease (one UPDATE), the provider call carries an idempotency
// key, and the balance intent's id is stored with its outcome. A charge that failed before its outcome was known is
// handed back at once; a run that died (even after Stripe's call) leaves a claim that expires, and the next run
// repeats the same idempotent call: Stripe answers the intent it already made instead of charging again.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { weddings } from '../../../db/schema/index.ts';
import { chargeBalanceOffSession, hasKnownBalance, type BalanceActionOptions } from './charge-balance-off-session.ts';
import { recordPaymentOutcome } from './record-payment-outcome.ts';

export type BalanceChargeResult = 'skipped' | 'paid' | 'failed' | 'pending';

/** A balance claim older than this belongs to a run that died (runs stop taking work after 25 s). */
export const BALANCE_CLAIM_LEASE_MS = 10 * 60_000;

/** Weddings whose balance no run is charging right now: never claimed, or claimed by a run that died. */
export const balanceUnclaimed = (now: Date) =>
  or(
    isNull(weddings.balanceClaimedAt),
    lt(weddings.balanceClaimedAt, new Date(now.getTime() - BALANCE_CLAIM_LEASE_MS)),
  );

export async function chargeBalance({
  db,
  config,
  weddingId,
  now = new Date(),
}: BalanceActionOptions): Promise<BalanceChargeResult> {
  const stillDue = and(
    eq(weddings.id, weddingId),
    eq(weddings.paymentStatus, 'deposit_paid'),
    isNull(weddings.remainingPaymentIntentId),
  );
  const [wedding] = await db
    .update(weddings)
    .set({ balanceClaimedAt: now })
    .where(and(stillDue, eq(weddings.remainingPaymentScheduled, true), balanceUnclaimed(now)))
    .returning();
  if (!wedding) return 'skipped';

  try {
    if (!hasKnownBalance(wedding)) throw new Error(`mariage ${weddingId} : acompte ou solde inconnu`);
    const result = await chargeBalanceOffSession({
      db,
      config,
      wedding,
      idempotencyKey: `balance-${wedding.id}-${wedding.firstPaymentIntentId}`,
    });
    if (!result) throw new Error(`mariage ${weddingId} : aucun moyen de paiement enregistré`);

    if (result.outcome === 'pending') {
      await db.update(weddings).set({ remainingPaymentIntentId: result.intent.id }).where(stillDue);
      return 'pending';
    }
    const outcome = result.outcome === 'succeeded' ? 'succeeded' : 'failed';
    await recordPaymentOutcome({ db, config, intent: result.intent, outcome });
    return result.outcome === 'succeeded' ? 'paid' : 'failed';
  } catch (error) {
    await db.update(weddings).set({ balanceClaimedAt: null }).where(stillDue);
    throw error;
  }
}
