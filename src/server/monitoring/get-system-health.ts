// Is the platform up right now? Down when the database does not answer; degraded when, over the last
// 15 minutes, at least 5 % of at least 20 requests failed with a 5xx or the p95 went over 2 s.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { TSystemStatus } from '../../shared/schemas/admin-monitoring.ts';
import { summarizeRequests, type RequestSummary } from './summarize-requests.ts';

export const HEALTH_WINDOW_MS = 15 * 60_000;
const MIN_REQUESTS = 20;
const MAX_ERROR_SHARE = 0.05;
const MAX_P95_MS = 2000;

export type SystemHealth = {
  status: TSystemStatus;
  database: { reachable: boolean; latencyMs: number | null };
  recent: RequestSummary | null;
};

export async function pingDatabase(db: Database): Promise<{ reachable: boolean; latencyMs: number | null }> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { reachable: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { reachable: false, latencyMs: null };
  }
}

export function statusFrom(database: { reachable: boolean }, recent: RequestSummary | null): TSystemStatus {
  if (!database.reachable) return 'down';
  if (recent && recent.requests >= MIN_REQUESTS) {
    if (recent.errors / recent.requests >= MAX_ERROR_SHARE) return 'degraded';
    if ((recent.p95Ms ?? 0) > MAX_P95_MS) return 'degraded';
  }
  return 'operational';
}

export async function getSystemHealth({ db, now = new Date() }: { db: Database; now?: Date }): Promise<SystemHealth> {
  const database = await pingDatabase(db);
  const recent = database.reachable
    ? await summarizeRequests({ db, from: new Date(now.getTime() - HEALTH_WINDOW_MS), to: now })
    : null;
  return { status: statusFrom(database, recent), database, recent };
}
