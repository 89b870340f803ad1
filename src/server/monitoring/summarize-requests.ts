// Figures over the recorded API requests (request_metrics): volume, 5xx rate, average and p95 duration,
// per-route breakdown, timeline, and uptime.
import { and, desc, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { availabilityProbes, requestMetrics } from '../../../db/schema/index.ts';
import { PROBE_INTERVAL_MS } from './probe-availability.ts';

export type RequestSummary = {
  requests: number;
  errors: number;
  avgMs: number | null;
  p95Ms: number | null;
  statusCounts: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
};

const round1 = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
const inWindow = (from: Date, to: Date) => and(gte(requestMetrics.createdAt, from), lte(requestMetrics.createdAt, to));

/** The product's API, without the back office's own calls (an administrator reading screens is no traffic). */
export const productRequestSql = sql<boolean>`(${requestMetrics.route} not like '/api/admin/%')`;

export async function summarizeRequests({
  db,
  from,
  to,
  productOnly = false,
}: {
  db: Database;
  from: Date;
  to: Date;
  productOnly?: boolean;
}): Promise<RequestSummary> {
  const [row] = await db
    .select({
      requests: sql<number>`count(*)::int`,
      s2: sql<number>`count(*) filter (where ${requestMetrics.status} < 300)::int`,
      s3: sql<number>`count(*) filter (where ${requestMetrics.status} between 300 and 399)::int`,
      s4: sql<number>`count(*) filter (where ${requestMetrics.status} between 400 and 499)::int`,
      s5: sql<number>`count(*) filter (where ${requestMetrics.status} >= 500)::int`,
      avg: sql<number | null>`avg(${requestMetrics.durationMs})`,
      p95: sql<number | null>`percentile_cont(0.95) within group (order by ${requestMetrics.durationMs})`,
    })
    .from(requestMetrics)
    .where(and(inWindow(from, to), productOnly ? productRequestSql : undefined));
  return {
    requests: row?.requests ?? 0,
    errors: row?.s5 ?? 0,
    avgMs: round1(row?.avg),
    p95Ms: round1(row?.p95),
    statusCounts: { '2xx': row?.s2 ?? 0, '3xx': row?.s3 ?? 0, '4xx': row?.s4 ?? 0, '5xx': row?.s5 ?? 0 },
  };
}

export async function topRoutes({ db, from, to, limit = 10 }: { db: Database; from: Date; to: Date; limit?: number }) {
  const rows = await db
    .select({
      method: requestMetrics.method,
      route: requestMetrics.route,
      requests: sql<number>`count(*)::int`,
      errors: sql<number>`count(*) filter (where ${requestMetrics.status} >= 500)::int`,
      avg: sql<number>`avg(${requestMetrics.durationMs})`,
      p95: sql<number>`percentile_cont(0.95) within group (order by ${requestMetrics.durationMs})`,
      lastError: sql<Date | null>`max(${requestMetrics.createdAt}) filter (where ${requestMetrics.status} >= 500)`,
    })
    .from(requestMetrics)
    .where(inWindow(from, to))
    .groupBy(requestMetrics.method, requestMetrics.route)
    .orderBy(desc(sql`count(*)`), requestMetrics.route)
    .limit(limit);
  return rows.map((r) => ({
    method: r.method,
    route: r.route,
    requests: r.requests,
    errors: r.errors,
    avgMs: round1(r.avg) ?? 0,
    p95Ms: round1(r.p95) ?? 0,
    lastErrorAt: r.lastError ? new Date(r.lastError) : null,
  }));
}

/** Requests per fixed bucket (epoch-aligned), empty buckets included, oldest first. */
export async function requestTimeline({
  db,
  from,
  to,
  bucketMs,
}: {
  db: Database;
  from: Date;
  to: Date;
  bucketMs: number;
}) {
  const seconds = bucketMs / 1000;
  // Inlined, not a parameter: GROUP BY must see the same expression as the select list.
  const bucket = sql<number>`floor(extract(epoch from ${requestMetrics.createdAt}) / ${sql.raw(String(Math.round(seconds)))})::bigint`;
  const rows = await db
    .select({
      bucket: bucket.mapWith(Number),
      requests: sql<number>`count(*)::int`,
      errors: sql<number>`count(*) filter (where ${requestMetrics.status} >= 500)::int`,
      avg: sql<number>`avg(${requestMetrics.durationMs})`,
    })
    .from(requestMetrics)
    .where(inWindow(from, to))
    .groupBy(bucket);
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  const first = Math.floor(from.getTime() / bucketMs);
  const last = Math.floor(to.getTime() / bucketMs);
  const timeline = [];
  for (let b = first; b <= last; b++) {
    const r = byBucket.get(b);
    timeline.push({
      start: new Date(b * bucketMs).toISOString(),
      requests: r?.requests ?? 0,
      errors: r?.errors ?? 0,
      avgMs: r ? round1(r.avg) : null,
    });
  }
  return timeline;
}

export const UPTIME_WINDOW_MS = 30 * 86_400_000;
export type Availability = {
  /** null before the first probe: « pas de mesure », never 100 % by default. */
  percent: number | null;
  /** The first probe of the window: availability covers this much, not a full 30 days. */
  since: Date | null;
  /** Quarter hours since the first probe of the window (each one expected to have its probe). */
  windows: number;
  /** Of those, quarter hours without a probe: the server was stopped or could not reach its database. */
  missing: number;
};

/**
 * Availability over the last 30 days, or since the first probe when that is more recent: the share of quarter hours
 * the probe (probe-availability.ts) recorded. A quarter without its probe counts as unavailable: a stopped server
 * cannot say so itself.
 */
export async function getAvailability({ db, now }: { db: Database; now: Date }): Promise<Availability> {
  const [row] = await db
    .select({ probes: sql<number>`count(*)::int`, first: sql<Date | null>`min(${availabilityProbes.minute})` })
    .from(availabilityProbes)
    .where(
      and(
        gte(availabilityProbes.minute, new Date(now.getTime() - UPTIME_WINDOW_MS)),
        lte(availabilityProbes.minute, now),
      ),
    );
  const probes = row?.probes ?? 0;
  if (probes === 0 || !row?.first) return { percent: null, since: null, windows: 0, missing: 0 };
  const since = new Date(row.first);
  const expected = Math.max(probes, Math.floor((now.getTime() - since.getTime()) / PROBE_INTERVAL_MS) + 1);
  return {
    percent: Math.round((probes / expected) * 10000) / 100,
    since,
    windows: expected,
    missing: expected - probes,
  };
}
