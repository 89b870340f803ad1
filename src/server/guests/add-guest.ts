import type { Database } from '../../../db/client.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TGuestFields, TListedGuest } from '../../shared/schemas/guests.ts';
import type { Env } from '../env.ts';
import { loadHouseholds } from './household-context.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';
import { e164OrNone, guestWithPhone, toListedFields } from './read-guest-input.ts';
import { saveListedGuests } from './save-listed-guest.ts';
import { coupleReader, toListedGuest } from './to-listed-guest.ts';

/**
 * Adds a guest to the couple's list, as a member of the household named (a new household of their own when none
 * is); a phone already there completes that guest (`created` false). A guest without a phone is allowed.
 */
export async function addGuest({
  db,
  config,
  weddingId,
  user,
  fields,
}: {
  db: Database;
  config: Env;
  weddingId: number;
  user: TSessionUser;
  fields: TGuestFields;
}): Promise<{ guest: TListedGuest; created: boolean }> {
  const wedding = await getOwnedWedding({ db, weddingId, user });
  const saved = await db.transaction(async (tx) => {
    const existing = await guestWithPhone(tx, weddingId, e164OrNone(fields.phone));
    const [row] = await saveListedGuests(tx, weddingId, [
      await toListedFields(tx, weddingId, fields, existing?.householdId ?? null),
    ]);
    return row!;
  });
  const households = await loadHouseholds(db, weddingId, saved.guest.householdId ? [saved.guest.householdId] : []);
  return {
    guest: toListedGuest(saved.guest, coupleReader(wedding, config), households.get(saved.guest.householdId ?? -1)),
    created: saved.created,
  };
}
