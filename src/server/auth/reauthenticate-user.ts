// The password typed again by a signed-in couple before a sensitive action (requireRecentSignIn): checked like a
// sign-in, with its own per-account limit, so a stolen session cannot guess its way to the password.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { verifyPassword } from '../../../db/password-hash.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { assertUnderLimit, recordHits, type RateLimitRule } from '../security/rate-limit.ts';
import { toSessionUser } from './to-session-user.ts';

export const REAUTHENTICATE_RULE: RateLimitRule = {
  max: 5,
  windowMs: 15 * 60 * 1000,
  message: t('session.reauthenticate.tooMany'),
};

export type ReauthenticateUserOptions = { db: Database; userId: string; password: string; now?: Date };

export async function reauthenticateUser({ db, userId, password, now = new Date() }: ReauthenticateUserOptions) {
  const keys = [`reauthenticate:user:${userId}`];
  await assertUnderLimit({ db, keys, rule: REAUTHENTICATE_RULE, now });
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.password || !(await verifyPassword(user.password, password))) {
    await recordHits({ db, keys, now });
    throw new AppError('VALIDATION', t('session.reauthenticate.wrong'));
  }
  return toSessionUser(user);
}
