// A deleted wedding leaves no card of its couple at Stripe: the cards its payments saved (the deposit's, kept for the
// balance's off-session charge) are detached once the deletion is done. Stripe failing never blocks a deletion: the
// card is logged, for an administrator to detach it in Stripe's dashboard. Without Stripe (simulated payments) no
// card was saved anywhere.
import { and, eq, inArray, isNotNull, like, notLike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { transactions, weddings } from '../../../db/schema/index.ts';
import type { Env } from '../env.ts';
import { describeError } from '../logging/describe-error.ts';
import { writeLog } from '../logging/log-line.ts';
import { stripeClient } from './stripe-client.ts';

/** Whose weddings are deleted: some weddings, or every wedding of an account. */
export type DeletedWeddings = { weddingIds: number[] } | { userId: string };

/** The Stripe cards that took money for these weddings (simulated ones, `pm_sim_…`, never reached Stripe). */
async function savedCardsOf(db: Pick<Database, 'selectDistinct'>, deleted: DeletedWeddings): Promise<string[]> {
  const owned: SQL =
    'userId' in deleted
      ? eq(weddings.userId, deleted.userId)
      : inArray(weddings.id, deleted.weddingIds.length ? deleted.weddingIds : [-1]);
  const rows = await db
    .selectDistinct({ card: transactions.paymentMethod })
    .from(transactions)
    .innerJoin(weddings, eq(weddings.id, transactions.weddingId))
    .where(
      and(
        owned,
        isNotNull(weddings.stripeCustomerId),
        or(eq(transactions.status, 'completed'), eq(transactions.status, 'refunded')),
        like(transactions.paymentMethod, 'pm\\_%'),
        notLike(transactions.paymentMethod, 'pm\\_sim\\_%'),
      ),
    );
  return rows.map((r) => r.card!);
}

/** Runs `deletion`, then detaches at Stripe the cards saved for the weddings it deletes; answers what it answered. */
export async function forgetSavedCardsAfter<T>(
  { db, config, deleted }: { db: Database; config: Pick<Env, 'STRIPE_SECRET_KEY'>; deleted: DeletedWeddings },
  deletion: () => Promise<T>,
): Promise<T> {
  const secretKey = config.STRIPE_SECRET_KEY;
  // Read before: the deletion unlinks the payments from their wedding.
  const cards = secretKey ? await savedCardsOf(db, deleted) : [];
  const result = await deletion();
  for (const card of cards) {
    try {
      await stripeClient(secretKey!).paymentMethods.detach(card);
    } catch (error) {
      writeLog('error', 'stripe.card_detach_failed', { paymentMethod: card, error: describeError(error) });
    }
  }
  return result;
}
