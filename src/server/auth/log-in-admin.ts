import { and, eq, or } from 'drizzle-orm';
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

/**
 * Staff sign in with their username (the built-in administrator) or their e-mail (an invited colleague); any other
 * account gets the same refusal as a wrong password. A disabled account is told so, once its password is right.
 */
export async function logInAdmin({ db, input, ip, now = new Date() }: LogInAdminOptions) {
  const keys = { kind: 'admin' as const, account: input.username.toLowerCase(), ip };
  await assertLoginAllowed({ db, keys, now });
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        or(eq(users.username, input.username.toLowerCase()), eq(users.email, input.username.toLowerCase())),
        eq(users.isAdmin, true),
      ),
    )
    .limit(1);
  const valid = user?.password
    ? await verifyPassword(user.password, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !valid) {
    await recordLoginFailure({ db, keys, now });
    throw new AppError('UNAUTHENTICATED', t('admin.login.invalid'));
  }
  if (user.disabledAt) throw new AppError('FORBIDDEN', t('admin.login.disabled'));
  await clearLoginFailures({ db, keys });
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id));
  return toSessionUser(user);
}
