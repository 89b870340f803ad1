import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { households } from '../../../db/schema/index.ts';
import { createHousehold } from './ensure-household.ts';

type Tx = Pick<Database, 'select' | 'update' | 'insert'>;

/** The wedding's household of that name (case and spaces aside), made when there is none. */
export async function householdByName(tx: Tx, weddingId: number, name: string): Promise<number> {
  const [found] = await tx
    .select({ id: households.id })
    .from(households)
    .where(and(eq(households.weddingId, weddingId), sql`lower(trim(${households.name})) = lower(trim(${name}))`))
    .orderBy(asc(households.id))
    .limit(1);
  return found?.id ?? createHousehold(tx, weddingId, { name: name.trim() });
}
