import type { Database } from '../../../db/client.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TGuestFields, TListedGuest } from '../../shared/schemas/guests.ts';
import { getOwnedWedding } from './owned-wedding.ts';
import { withE164Phone } from './read-guest-input.ts';
import { saveListedGuests } from './save-listed-guest.ts';
import type { Env } from '../env.ts';
import { coupleReader, toListedGuest } from './to-listed-guest.ts';

/** Adds a guest to the couple's list; a phone already there completes that guest (`created` false). */
export async function addGuest({ db, config, weddingId, user, fields }: { db: Database; config: Env; weddingId: number; user: TSessionUser; fields: TGuestFields }): Promise<{ guest: TListedGuest; created: boolean }> {
  const wedding = await getOwnedWedding({ db, weddingId, user });
  const [saved] = await saveListedGuests(db, weddingId, [withE164Phone(fields)]);
  return { guest: toListedGuest(saved!.guest, coupleReader(wedding, config)), created: saved!.created };
}
