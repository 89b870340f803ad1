import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { assertUnderLimit, recordHits, type RateLimitRule } from '../security/rate-limit.ts';
import { assertPasswordNotCommon } from './common-passwords.ts';
import { invalidateUserSessions } from './invalidate-session.ts';
import { hashPassword, verifyPassword } from '../../../db/password-hash.ts';

export type ChangePasswordOptions = {
  db: Database;
  userId: string;
  /** The session making the change stays signed in; every other one is revoked. */
  currentSid: string;
  currentPassword: string;
  newPassword: string;
  now?: Date;
};

/** Wrong current passwords per account: a stolen session cannot guess its way to the password. */
export const PASSWORD_CHANGE_RULE: RateLimitRule = {
  max: 5,
  windowMs: 15 * 60 * 1000,
  message: t('password.change.tooMany'),
};

export async function changePassword({
  db,
  userId,
  currentSid,
  currentPassword,
  newPassword,
  now = new Date(),
}: ChangePasswordOptions) {
  const keys = [`password-change:user:${userId}`];
  await assertUnderLimit({ db, keys, rule: PASSWORD_CHANGE_RULE, now });
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.password || !(await verifyPassword(user.password, currentPassword))) {
    await recordHits({ db, keys, now });
    throw new AppError('VALIDATION', t('password.current.wrong'));
  }
  await assertPasswordNotCommon(newPassword, user);
  await db
    .update(users)
    .set({ password: await hashPassword(newPassword) })
    .where(eq(users.id, userId));
  await invalidateUserSessions({ db, userId, keepSid: currentSid });
}
