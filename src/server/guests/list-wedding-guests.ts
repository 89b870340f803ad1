import type { TListedGuest } from '../../shared/schemas/guests.ts';
import { getAccessibleWedding, ownsWedding, type WeddingAccessOptions } from '../weddings/get-accessible-wedding.ts';
import type { Env } from '../env.ts';
import { loadGuestList } from './household-context.ts';
import { coupleReader, toListedGuest } from './to-listed-guest.ts';

/** The couple's guest list: everyone listed or who wrote, by household then name, each with their household's answer; masked for an administrator. */
export async function listWeddingGuests({
  db,
  config,
  weddingId,
  user,
}: WeddingAccessOptions & { config: Env }): Promise<TListedGuest[]> {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  const { rows, householdOf } = await loadGuestList(db, weddingId);
  const reader = ownsWedding(wedding, user) ? coupleReader(wedding, config) : { reveal: false as const };
  return rows.map((g) => toListedGuest(g, reader, householdOf(g)));
}
