// The e-mailed link's second half: a new password under the sign-up rules, the link spent, every session of the
// account ended (whoever knew the old password is signed out too).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { hashPassword } from '../../../db/password-hash.ts';
import { passwordResetTokens, sessions, users } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { assertPasswordNotCommon } from './common-passwords.ts';
import { hashPasswordResetToken } from './password-reset-token.ts';

export type ResetPasswordOptions = { db: Database; token: string; newPassword: string; now?: Date };

export async function resetPassword({ db, token, newPassword, now = new Date() }: ResetPasswordOptions): Promise<void> {
  const tokenHash = hashPasswordResetToken(token);
  const live = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [link] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(live).limit(1);
  if (!link) throw new AppError('VALIDATION', t('passwordReset.invalid'));
  await assertPasswordNotCommon(newPassword);
  const password = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Spent in the same statement that checks it is live: two clicks on one link change the password once.
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(live)
      .returning({ userId: passwordResetTokens.userId });
    if (spent.length === 0) throw new AppError('VALIDATION', t('passwordReset.invalid'));
    await tx.update(users).set({ password }).where(eq(users.id, link.userId));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, link.userId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, link.userId));
  });
}
