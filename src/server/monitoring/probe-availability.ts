// The availability probe, once a quarter hour: the server asks its database a trivial question and records the
// quarter. Availability is then the share of quarters that have their row since the first probe; a stopped server
// leaves quarters without a row, which count against it (it cannot report them itself). Not every minute: a probe
// wakes the database, and Neon's compute suspends only after minutes without a query, so the probe shares the
// quarter hours of the other frequent jobs (docs/decisions/012-netlify-functions.md).
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { availabilityProbes } from '../../../db/schema/index.ts';

export const PROBES_KEPT_MS = 35 * 86_400_000;
/** The probe's period, as its schedule runs it: each probe records the start of its quarter hour. */
export const PROBE_INTERVAL_MS = 15 * 60_000;

export async function probeAvailability({ db, now }: { db: Database; now: Date }) {
  const started = performance.now();
  await db.execute(sql`select 1`);
  const latencyMs = Math.round(performance.now() - started);
  const minute = new Date(Math.floor(now.getTime() / PROBE_INTERVAL_MS) * PROBE_INTERVAL_MS);
  await db.insert(availabilityProbes).values({ minute, latencyMs }).onConflictDoNothing();
  await db.delete(availabilityProbes).where(lt(availabilityProbes.minute, new Date(now.getTime() - PROBES_KEPT_MS)));
  return { minute: minute.toISOString(), latencyMs };
}
