// 10 failed logins in 15 minutes for one account or one address lock that key out until the window passes.
import type { Database } from '../../../db/client.ts';
import { t } from '../../shared/messages/index.ts';
import { assertUnderLimit, clearHits, recordHits, type RateLimitRule } from '../security/rate-limit.ts';

export const LOGIN_RULE: RateLimitRule = { max: 10, windowMs: 15 * 60 * 1000, message: t('login.tooMany') };

export type LoginKeys = { account: string; ip?: string | undefined };

const accountKey = (account: string) => `login:account:${account}`;

function keysOf({ account, ip }: LoginKeys): string[] {
  return ip ? [accountKey(account), `login:ip:${ip}`] : [accountKey(account)];
}

export function assertLoginAllowed({ db, keys, now }: { db: Database; keys: LoginKeys; now?: Date }) {
  return assertUnderLimit({ db, keys: keysOf(keys), rule: LOGIN_RULE, now });
}

export function recordLoginFailure({ db, keys, now }: { db: Database; keys: LoginKeys; now?: Date }) {
  return recordHits({ db, keys: keysOf(keys), now });
}

/** A successful login forgives the account's failures; the address keeps its count. */
export function clearLoginFailures({ db, account }: { db: Database; account: string }) {
  return clearHits({ db, key: accountKey(account) });
}
