// Records method, matched route pattern, status and duration of every API request for the monitoring screen,
// off the hot path: rows are queued in memory and written by one multi-row insert per 200 ms window (a burst of
// requests costs one insert), or, on Netlify, inside the invocation's waitUntil: the instance may be frozen as soon
// as the invocation ends, so the insert must finish before it does.
// A failed write is dropped (and logged once a minute), never raised: monitoring never fails a request.
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { Context } from 'hono';
import type { Database } from '../../../db/client.ts';
import { requestMetrics } from '../../../db/schema/index.ts';
import { hostWaitUntil } from './after-response.ts';
import type { AppEnv } from './types.ts';
import { formatError } from '../logging/describe-error.ts';
import { writeLog } from '../logging/log-line.ts';

type MetricRow = typeof requestMetrics.$inferInsert;

/** Recorded for requests no route matched, so that probing random paths cannot grow the set of routes. */
export const UNMATCHED_ROUTE = '(aucune route)';
/** How long rows wait for company before a long-lived process writes them. */
export const BATCH_WINDOW_MS = 200;
/** Rows kept in memory per database while a write is in flight; beyond that the oldest are dropped. */
const MAX_QUEUED = 5000;
const BATCH_SIZE = 500;

type Queue = { rows: MetricRow[]; writing: Promise<void> | null; timer: ReturnType<typeof setTimeout> | null };
const queues = new Map<Database, Queue>();
let lastLoggedAt = 0;

/** The pattern of the handler that answered (`/api/admin/weddings/:id`), never the raw path. */
export function matchedRoutePattern(c: Context): string {
  const routes = matchedRoutes(c);
  // Middleware registered with `use` carries the method ALL; the last route with a real method is the handler.
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i]!;
    if (route.method !== 'ALL') return route.path;
  }
  return UNMATCHED_ROUTE;
}

function enqueue(db: Database, row: MetricRow, batch: boolean) {
  let queue = queues.get(db);
  if (!queue) {
    queue = { rows: [], writing: null, timer: null };
    queues.set(db, queue);
  }
  queue.rows.push(row);
  if (queue.rows.length > MAX_QUEUED) queue.rows.splice(0, queue.rows.length - MAX_QUEUED);
  if (!batch || queue.writing || queue.timer) return;
  const q = queue;
  q.timer = setTimeout(() => {
    q.timer = null;
    q.writing = drain(db, q);
  }, BATCH_WINDOW_MS);
  q.timer.unref?.();
}

async function drain(db: Database, queue: Queue) {
  try {
    while (queue.rows.length) {
      const batch = queue.rows.splice(0, BATCH_SIZE);
      try {
        await db.insert(requestMetrics).values(batch);
      } catch (error) {
        const now = Date.now();
        if (now - lastLoggedAt > 60_000) {
          lastLoggedAt = now;
          writeLog('warn', 'monitoring.metrics-not-stored', { error: formatError(error) });
        }
      }
    }
  } finally {
    queue.writing = null;
    if (queue.rows.length === 0 && !queue.timer) queues.delete(db);
  }
}

/** Writes every queued row of `db` (or of every database) now, and waits for it (tests, shutdown). */
export async function flushRequestMetrics(db?: Database): Promise<void> {
  for (const [key, queue] of [...queues]) {
    if (db && key !== db) continue;
    while (queue.writing || queue.timer || queue.rows.length) {
      if (queue.timer) {
        clearTimeout(queue.timer);
        queue.timer = null;
      }
      if (!queue.writing) queue.writing = drain(key, queue);
      await queue.writing;
    }
  }
}

export const recordRequestMetrics = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    try {
      const db = c.env?.db;
      if (db && c.req.method !== 'OPTIONS') {
        const row = {
          method: c.req.method,
          route: matchedRoutePattern(c),
          // A thrown error is turned into its answer by app.onError before we get here.
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 100) / 100,
          createdAt: new Date(),
        };
        const waitUntil = hostWaitUntil(c);
        enqueue(db, row, !waitUntil);
        waitUntil?.(flushRequestMetrics(db));
      }
    } catch {
      // Monitoring never fails a request.
    }
  }
});
