// Failed logins slow the attacker without locking the owner out. The failures of one account from one address
// (the pair) earn a growing wait after the first few: 2 s, 4 s, 8 s… up to 15 minutes, counted from the last
// failure; the owner signing in from another address (their phone, their home) is not slowed by someone else's
// guesses. One address failing on many accounts (password spraying) is stopped by a wider cap, counted apart for
// couples and administrators.
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { assertUnderLimit, clearHits, recentHits, recordHits, type RateLimitRule } from '../security/rate-limit.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one pair allowed without any wait. */
export const FREE_FAILURES = 4;
export const MAX_DELAY_MS = LOGIN_WINDOW_MS;
/** Any account, one address: more than a family behind one box would ever get wrong. */
export const ADDRESS_RULE: RateLimitRule = { max: 100, windowMs: LOGIN_WINDOW_MS, message: t('login.tooMany') };

/** Couples' and administrators' logins are counted apart: a spray on one never slows the other. */
export type LoginKeys = { kind: 'couple' | 'admin'; account: string; ip?: string | undefined };

const pairKey = ({ kind, account, ip }: LoginKeys) => `login:${kind}:pair:${account}:${ip ?? 'unknown'}`;
const addressKey = ({ kind, ip }: LoginKeys) => `login:${kind}:ip:${ip}`;

/** The wait after `failures` failures of a pair: none for the first few, then doubling from 2 s. */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES + 1));
}

export async function assertLoginAllowed({
  db,
  keys,
  now = new Date(),
}: {
  db: Database;
  keys: LoginKeys;
  now?: Date;
}) {
  if (keys.ip) await assertUnderLimit({ db, keys: [addressKey(keys)], rule: ADDRESS_RULE, now });
  const { hits, last } = await recentHits({ db, key: pairKey(keys), since: new Date(now.getTime() - LOGIN_WINDOW_MS) });
  const waitMs = last ? last.getTime() + loginDelayMs(hits) - now.getTime() : 0;
  if (waitMs > 0) {
    throw new AppError('TOO_MANY_REQUESTS', t('login.tooMany'), {
      headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
    });
  }
}

export function recordLoginFailure({ db, keys, now }: { db: Database; keys: LoginKeys; now?: Date }) {
  return recordHits({ db, keys: keys.ip ? [pairKey(keys), addressKey(keys)] : [pairKey(keys)], now });
}

/** A successful login forgives the pair's failures; the address keeps its count. */
export function clearLoginFailures({ db, keys }: { db: Database; keys: LoginKeys }) {
  return clearHits({ db, key: pairKey(keys) });
}
