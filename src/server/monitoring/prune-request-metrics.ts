// Request metrics and provider checks are kept 35 days: the monitoring screen looks back 30 at most.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { providerChecks, requestMetrics } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/sql/sql-rows.ts';

export const REQUEST_METRICS_RETENTION_MS = 35 * 86_400_000;

/** The number of request metrics deleted (provider checks of the same age go with them). */
export async function pruneRequestMetrics({ db, now = new Date() }: { db: Database; now?: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - REQUEST_METRICS_RETENTION_MS);
  await db.delete(providerChecks).where(sql`${providerChecks.checkedAt} < ${cutoff}`);
  const [row] = await selectRows<{ deleted: number | string }>(
    db,
    sql`with gone as (delete from ${requestMetrics} where ${requestMetrics.createdAt} < ${cutoff} returning 1)
        select count(*)::int as deleted from gone`,
  );
  return Number(row?.deleted ?? 0);
}
