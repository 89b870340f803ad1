import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preRegistrations } from '../../../db/schema/index.ts';

/** The public counter: a number, never who. */
export async function countPreRegistrations({ db }: { db: Database }): Promise<number> {
  const [row] = await db.select({ total: count() }).from(preRegistrations);
  return row?.total ?? 0;
}
