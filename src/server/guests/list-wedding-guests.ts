import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TListedGuest } from '../../shared/schemas/guests.ts';
import { getAccessibleWedding, ownsWedding } from '../weddings/get-accessible-wedding.ts';
import type { Env } from '../env.ts';
import { loadHouseholds } from './household-context.ts';
import { coupleReader, guestListOrder, toListedGuest } from './to-listed-guest.ts';

/** The couple's guest list: everyone listed or who wrote, by household then name, each with their household's answer; masked for an administrator. */
export async function listWeddingGuests({
  db,
  config,
  weddingId,
  user,
}: {
  db: Database;
  config: Env;
  weddingId: number;
  user: TSessionUser;
}): Promise<TListedGuest[]> {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  const rows = await db
    .select()
    .from(guests)
    .where(eq(guests.weddingId, weddingId))
    .orderBy(...guestListOrder);
  const households = await loadHouseholds(db, weddingId);
  const reader = ownsWedding(wedding, user) ? coupleReader(wedding, config) : { reveal: false as const };
  return rows.map((g) => toListedGuest(g, reader, g.householdId === null ? undefined : households.get(g.householdId)));
}
