// Pre-registrations with the three counters: total, this week (the last 7 days), with a wedding date.
import { desc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preRegistrations } from '../../../db/schema/index.ts';
import type { TAdminPreRegistrations } from '../../shared/schemas/admin.ts';

export async function listPreRegistrations({ db, now = new Date() }: { db: Database; now?: Date }): Promise<TAdminPreRegistrations> {
  const rows = await db.select().from(preRegistrations).orderBy(desc(preRegistrations.createdAt), desc(preRegistrations.id));
  const weekAgo = now.getTime() - 7 * 86_400_000;
  return {
    total: rows.length,
    thisWeek: rows.filter((r) => r.createdAt.getTime() >= weekAgo).length,
    withWeddingDate: rows.filter((r) => r.weddingDate !== null).length,
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      weddingDate: r.weddingDate,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
