import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TGuest } from '../../shared/schemas/weddings.ts';
import { getAccessibleWedding } from '../weddings/get-accessible-wedding.ts';

/** Guests who opened the link, most recently active first. */
export async function listGuests({ db, weddingId, user }: { db: Database; weddingId: number; user: TSessionUser }): Promise<TGuest[]> {
  await getAccessibleWedding({ db, id: weddingId, user });
  const rows = await db
    .select()
    .from(guests)
    .where(eq(guests.weddingId, weddingId))
    .orderBy(sql`${guests.lastInteraction} desc nulls last`, desc(guests.createdAt), asc(guests.id));
  return rows.map((g) => ({
    id: g.id,
    weddingId: g.weddingId,
    phoneNumber: g.phoneNumber,
    firstName: g.firstName,
    lastName: g.lastName,
    lastInteraction: g.lastInteraction?.toISOString() ?? null,
    messageCount: g.messageCount,
    createdAt: g.createdAt.toISOString(),
  }));
}
