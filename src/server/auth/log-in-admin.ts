import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAdminLoginRequest } from '../../shared/schemas/auth.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-rate-limit.ts';
import { verifyPassword } from '../../../db/password-hash.ts';
import { burnPasswordCheck } from './burn-password-check.ts';
import { toSessionUser } from './to-session-user.ts';

export type LogInAdminOptions = { db: Database; input: TAdminLoginRequest; ip?: string | undefined; now?: Date };

/** Administrators sign in with their username; any other account gets the same refusal as a wrong password. */
export async function logInAdmin({ db, input, ip, now = new Date() }: LogInAdminOptions) {
  const keys = { kind: 'admin' as const, account: input.username.toLowerCase(), ip };
  await assertLoginAllowed({ db, keys, now });
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, input.username.toLowerCase()), eq(users.isAdmin, true)))
    .limit(1);
  const valid = user?.password ? await verifyPassword(user.password, input.password) : await burnPasswordCheck(input.password);
  if (!user || !valid) {
    await recordLoginFailure({ db, keys, now });
    throw new AppError('UNAUTHENTICATED', t('admin.login.invalid'));
  }
  await clearLoginFailures({ db, keys });
  return toSessionUser(user);
}
