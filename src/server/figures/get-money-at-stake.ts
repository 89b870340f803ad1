// What an administrator must know before deleting weddings or an account: what they paid (net of refunds), the
// balance still to be charged on a saved card on the wedding day, and a declined balance still owed. The payments
// themselves stay in the books after the deletion (detached): this says what the deletion leaves behind.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { transactions, weddings } from '../../../db/schema/index.ts';
import type { TMoneyAtStake } from '../../shared/schemas/admin.ts';
import { netCentsSql, refundedCentsSql, tookMoneySql } from './platform-figures.ts';

export type GetMoneyAtStakeOptions = { db: Database; weddingIds: number[]; userId?: string };

export async function getMoneyAtStake({ db, weddingIds, userId }: GetMoneyAtStakeOptions): Promise<TMoneyAtStake> {
  const ofThem: SQL[] = [];
  if (weddingIds.length) ofThem.push(inArray(transactions.weddingId, weddingIds));
  if (userId) ofThem.push(eq(transactions.userId, userId));
  const [money] = ofThem.length
    ? await db
        .select({
          paid: sql`coalesce(sum(${netCentsSql}) filter (where ${tookMoneySql}), 0)`.mapWith(Number),
          refunded: sql`coalesce(sum(${refundedCentsSql}) filter (where ${tookMoneySql}), 0)`.mapWith(Number),
        })
        .from(transactions)
        .where(or(...ofThem))
    : [];
  const packages = weddingIds.length
    ? await db
        .select({
          date: weddings.weddingDate,
          status: weddings.paymentStatus,
          scheduled: weddings.remainingPaymentScheduled,
          balance: weddings.remainingPaymentAmount,
        })
        .from(weddings)
        .where(
          and(inArray(weddings.id, weddingIds), inArray(weddings.paymentStatus, ['deposit_paid', 'balance_failed'])),
        )
    : [];
  const scheduled = packages.filter((p) => p.status === 'deposit_paid' && p.scheduled && (p.balance ?? 0) > 0);
  const declined = packages.filter((p) => p.status === 'balance_failed');
  return {
    paidCents: money?.paid ?? 0,
    refundedCents: money?.refunded ?? 0,
    balanceDueCents: scheduled.reduce((sum, p) => sum + (p.balance ?? 0), 0),
    balanceDueOn: scheduled.map((p) => p.date).sort()[0] ?? null,
    balanceFailedCents: declined.reduce((sum, p) => sum + (p.balance ?? 0), 0),
    savedCard: scheduled.length > 0,
  };
}
