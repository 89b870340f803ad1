// Erases a couple's account (GDPR right to erasure), in one transaction: the account, its sessions, weddings
// and everything hanging off them, e-mails and WhatsApp sends, pre-registration and rate-limit records, and the
// records of them in the audit log.
// Payments and refunds are accounting records that must be kept: they stay, detached from the account and
// with the couple's names taken out of their descriptions.
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  messages,
  outbox,
  preRegistrations,
  rateLimitHits,
  sessions,
  transactions,
  invoices,
  users,
  weddings,
} from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { deleteWeddingRows } from '../weddings/delete-wedding.ts';
import { forgetPersonInAuditLog } from '../audit/forget-person-in-audit-log.ts';
import { verifyPassword } from '../../../db/password-hash.ts';
import { assertUnderLimit, recordHits, type RateLimitRule } from '../security/rate-limit.ts';
import { forgetStoredReplies } from './forget-stored-replies.ts';
import { removePersonalSegments } from './remove-personal-segments.ts';

export type EraseAccountOptions = { db: Database; userId: string; password: string };

/** A stolen session cannot be used to guess the password through this form. */
export const ERASE_ACCOUNT_RULE: RateLimitRule = {
  max: 5,
  windowMs: 15 * 60 * 1000,
  message: t('privacy.delete.tooMany'),
};

export async function eraseAccount({ db, userId, password }: EraseAccountOptions): Promise<{ erasedWeddings: number }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('NOT_FOUND', t('privacy.account.notFound'));
  if (user.isAdmin) throw new AppError('FORBIDDEN', t('privacy.delete.adminForbidden'));
  const keys = [`account-delete:user:${userId}`];
  await assertUnderLimit({ db, keys, rule: ERASE_ACCOUNT_RULE });
  if (!user.password || !(await verifyPassword(user.password, password))) {
    await recordHits({ db, keys });
    throw new AppError('VALIDATION', t('privacy.delete.passwordWrong'));
  }

  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', t('privacy.account.notFound'));
    const owned = await tx.select().from(weddings).where(eq(weddings.userId, userId)).for('update');
    const ids = owned.map((w) => w.id);
    const ofWeddings = (column: Parameters<typeof inArray>[0]): SQL => (ids.length ? inArray(column, ids) : sql`false`);
    const email = user.email?.toLowerCase() ?? null;
    const personal = [user.firstName, user.lastName, user.email, ...owned.flatMap((w) => [w.brideName, w.groomName])];

    const payments = await tx
      .select({ id: transactions.id, description: transactions.description })
      .from(transactions)
      .where(or(eq(transactions.userId, userId), ofWeddings(transactions.weddingId)));
    for (const payment of payments) {
      await tx
        .update(transactions)
        .set({ userId: null, weddingId: null, description: removePersonalSegments(payment.description, personal) })
        .where(eq(transactions.id, payment.id));
    }

    // Invoices stay numbered in their sequence (the accounts need every number), without the buyer.
    const billed = await tx
      .select({ id: invoices.id, lineLabel: invoices.lineLabel })
      .from(invoices)
      .where(or(eq(invoices.userId, userId), ofWeddings(invoices.weddingId)));
    for (const invoice of billed) {
      await tx
        .update(invoices)
        .set({
          userId: null,
          weddingId: null,
          buyer: { name: t('privacy.invoice.erasedBuyer'), email: null },
          lineLabel: removePersonalSegments(invoice.lineLabel, personal) ?? '',
        })
        .where(eq(invoices.id, invoice.id));
    }

    await forgetStoredReplies(tx, ofWeddings(messages.weddingId));

    await tx
      .delete(outbox)
      .where(or(ofWeddings(outbox.weddingId), email ? sql`lower(${outbox.recipient}) = ${email}` : sql`false`));
    await deleteWeddingRows(tx, ids);
    if (email) {
      await tx.delete(preRegistrations).where(sql`lower(${preRegistrations.email}) = ${email}`);
      await tx.delete(rateLimitHits).where(sql`position(${email} in lower(${rateLimitHits.key})) > 0`);
    }
    await tx.delete(rateLimitHits).where(sql`position(${userId} in ${rateLimitHits.key}) > 0`);
    await forgetPersonInAuditLog(tx, { userId, email, weddingIds: ids });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return { erasedWeddings: ids.length };
  });
}
