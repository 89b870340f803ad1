// Fixed-window rate limits counted in the database, so that every serverless instance sees the same count. Keys
// name an account (an e-mail, a user id) or an address: only their SHA-256 is stored, so the table holds no personal
// data for its 24 hours.
import { createHash } from 'node:crypto';
import { and, count, eq, gte, inArray, lt, max } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rateLimitHits } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';

export type RateLimitRule = { max: number; windowMs: number; message: string };

/** Hits are kept this long at most: longer than any rule's window. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The server's own machine: a browser or a test run beside the local server, never a visitor of the hosted site. */
export function isLoopbackAddress(ip: string | undefined): boolean {
  return ip !== undefined && /^(127\.|::1$|::ffff:127\.)/.test(ip);
}

/**
 * Whether an address is counted. Loopback callers are, like any other (a same-host proxy would otherwise exempt
 * everyone behind it), unless the configuration says this run is the end-to-end suite (RATE_LIMIT_LOOPBACK_EXEMPT,
 * refused on Netlify).
 */
export function isCountedAddress(
  ip: string | undefined,
  config: { RATE_LIMIT_LOOPBACK_EXEMPT?: boolean },
): ip is string {
  return ip !== undefined && !(config.RATE_LIMIT_LOOPBACK_EXEMPT && isLoopbackAddress(ip));
}

/** What the table stores for a key. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

type Options = { db: Database; keys: string[]; now?: Date };

/** Throws 429 (with Retry-After) when any key already reached the rule's maximum within its window. */
export async function assertUnderLimit({ db, keys, rule, now = new Date() }: Options & { rule: RateLimitRule }) {
  if (keys.length === 0) return;
  const since = new Date(now.getTime() - rule.windowMs);
  const rows = await db
    .select({ key: rateLimitHits.key, hits: count() })
    .from(rateLimitHits)
    .where(and(inArray(rateLimitHits.key, keys.map(hashKey)), gte(rateLimitHits.createdAt, since)))
    .groupBy(rateLimitHits.key);
  if (rows.some((r) => r.hits >= rule.max)) {
    throw new AppError('TOO_MANY_REQUESTS', rule.message, {
      headers: { 'Retry-After': String(Math.ceil(rule.windowMs / 1000)) },
    });
  }
}

/** How many hits a key has had since `since`, and when the last one was. */
export async function recentHits({
  db,
  key,
  since,
}: {
  db: Database;
  key: string;
  since: Date;
}): Promise<{ hits: number; last: Date | null }> {
  const [row] = await db
    .select({ hits: count(), last: max(rateLimitHits.createdAt) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, hashKey(key)), gte(rateLimitHits.createdAt, since)));
  return { hits: row?.hits ?? 0, last: row?.last ?? null };
}

export async function recordHits({ db, keys, now = new Date() }: Options) {
  if (keys.length) await db.insert(rateLimitHits).values(keys.map((key) => ({ key: hashKey(key), createdAt: now })));
}

export async function clearHits({ db, key }: { db: Database; key: string }) {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, hashKey(key)));
}

export async function purgeOldHits({ db, now = new Date() }: { db: Database; now?: Date }) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS)));
}
