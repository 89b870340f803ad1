import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TLoginRequest } from '../../shared/schemas/auth.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-rate-limit.ts';
import { verifyPassword } from '../../../db/password-hash.ts';
import { burnPasswordCheck } from './burn-password-check.ts';
import { toSessionUser } from './to-session-user.ts';

export type LogInWithEmailOptions = { db: Database; input: TLoginRequest; ip?: string | undefined; now?: Date };

/** The user for these credentials; one message for an unknown e-mail and a wrong password alike. */
export async function logInWithEmail({ db, input, ip, now = new Date() }: LogInWithEmailOptions) {
  const keys = { kind: 'couple' as const, account: input.email, ip };
  await assertLoginAllowed({ db, keys, now });
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const valid = user?.password
    ? await verifyPassword(user.password, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !valid) {
    await recordLoginFailure({ db, keys, now });
    throw new AppError('UNAUTHENTICATED', t('login.invalid'));
  }
  await clearLoginFailures({ db, keys });
  return toSessionUser(user);
}
