// The database of a function instance: one pool, opened by the first invocation and reused by the warm ones that
// follow (a plans request then costs one query instead of a connection set-up per query). The pool closes
// connections idle for IDLE_MS; its timer cannot run while Netlify keeps the instance frozen between invocations,
// so an invocation arriving after a longer pause replaces the pool rather than try sockets that may have died.
import { openDb, type DbHandle } from '../../db/client.ts';
import type { Env } from '../../src/server/env.ts';

export const IDLE_MS = 30_000;
/** Netlify runs one invocation at a time per instance; a few connections serve its parallel queries. */
const POOL = { max: 5, idleTimeoutMillis: IDLE_MS, connectionTimeoutMillis: 10_000 };

let current: { handle: DbHandle; usedAt: number } | null = null;

export function functionDb(config: Pick<Env, 'DATABASE_URL'>, now = Date.now()): DbHandle {
  const databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL est requis dans une fonction Netlify.');
  if (current && now - current.usedAt > IDLE_MS) {
    current.handle.close().catch(() => {});
    current = null;
  }
  current ??= { handle: openDb({ databaseUrl, pool: POOL }), usedAt: now };
  current.usedAt = now;
  return current.handle;
}
