import { desc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preRegistrations } from '../../../db/schema/index.ts';
import type { TPreRegistration } from '../../shared/schemas/pre-registration.ts';

/** Every pre-registration, newest first: for administrators only (the route checks). */
export async function listPreRegistrations({ db }: { db: Database }): Promise<TPreRegistration[]> {
  const rows = await db
    .select()
    .from(preRegistrations)
    .orderBy(desc(preRegistrations.createdAt), desc(preRegistrations.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
