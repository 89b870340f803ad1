import { asc, eq } from 'drizzle-orm';
import { guests, households, seatingTables } from '../../../db/schema/index.ts';
import type { TSeatingPlan } from '../../shared/schemas/households.ts';
import { displayName, guestListOrder } from '../guests/to-listed-guest.ts';
import { getAccessibleWedding, type WeddingAccessOptions } from '../weddings/get-accessible-wedding.ts';

/** The table plan: each table with who sits there, and the listed guests not seated yet. */
export async function getSeatingPlan({ db, weddingId, user }: WeddingAccessOptions): Promise<TSeatingPlan> {
  await getAccessibleWedding({ db, id: weddingId, user });
  const tables = await db
    .select()
    .from(seatingTables)
    .where(eq(seatingTables.weddingId, weddingId))
    .orderBy(asc(seatingTables.position), asc(seatingTables.id));
  const people = await db
    .select({ guest: guests, household: households.name })
    .from(guests)
    .leftJoin(households, eq(households.id, guests.householdId))
    .where(eq(guests.weddingId, weddingId))
    .orderBy(...guestListOrder);
  const listed = people.filter((p) => p.guest.listed);
  const member = (p: (typeof people)[number]) => ({
    id: p.guest.id,
    name: displayName(p.guest),
    household: p.household,
  });
  return {
    tables: tables.map((t) => ({
      id: t.id,
      name: t.name,
      members: listed.filter((p) => p.guest.seatingTableId === t.id).map(member),
    })),
    unseated: listed.filter((p) => p.guest.seatingTableId === null).map(member),
  };
}
