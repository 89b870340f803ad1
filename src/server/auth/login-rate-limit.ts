// 10 failed logins in 15 minutes for one account or one address lock that key out until the window passes.
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { loginAttempts } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type LoginKeys = { account: string; ip?: string | undefined };

function keysOf({ account, ip }: LoginKeys): string[] {
  return ip ? [`account:${account}`, `ip:${ip}`] : [`account:${account}`];
}

export async function assertLoginAllowed({ db, keys, now = new Date() }: { db: Database; keys: LoginKeys; now?: Date }) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ key: loginAttempts.key, failures: count() })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keysOf(keys)), gte(loginAttempts.createdAt, since)))
    .groupBy(loginAttempts.key);
  if (rows.some((r) => r.failures >= LOGIN_MAX_FAILURES)) {
    throw new AppError('TOO_MANY_REQUESTS', t('login.tooMany'), {
      headers: { 'Retry-After': String(LOGIN_WINDOW_MS / 1000) },
    });
  }
}

export async function recordLoginFailure({ db, keys, now = new Date() }: { db: Database; keys: LoginKeys; now?: Date }) {
  await db.insert(loginAttempts).values(keysOf(keys).map((key) => ({ key, createdAt: now })));
}

/** A successful login forgives the account's failures; the address keeps its count. */
export async function clearLoginFailures({ db, account }: { db: Database; account: string }) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, `account:${account}`));
}

export async function purgeOldLoginAttempts({ db, now = new Date() }: { db: Database; now?: Date }) {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}
