// The availability probe, once a minute: the server asks its database a trivial question and records the minute.
// Availability is then the share of minutes that have their row since the first probe; a stopped server leaves
// minutes without a row, which count against it (it cannot report them itself).
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { availabilityProbes } from '../../../db/schema/index.ts';

export const PROBES_KEPT_MS = 35 * 86_400_000;

export async function probeAvailability({ db, now }: { db: Database; now: Date }) {
  const started = performance.now();
  await db.execute(sql`select 1`);
  const latencyMs = Math.round(performance.now() - started);
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  await db.insert(availabilityProbes).values({ minute, latencyMs }).onConflictDoNothing();
  await db.delete(availabilityProbes).where(lt(availabilityProbes.minute, new Date(now.getTime() - PROBES_KEPT_MS)));
  return { minute: minute.toISOString(), latencyMs };
}
