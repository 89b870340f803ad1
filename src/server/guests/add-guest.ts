import type { Database } from '../../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import { foldAccents } from '../../shared/fold-accents.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TGuestFields, TListedGuest } from '../../shared/schemas/guests.ts';
import type { Env } from '../env.ts';
import { loadHouseholds } from './household-context.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';
import { e164OrNone, guestWithPhone, toListedFields } from './read-guest-input.ts';
import { saveListedGuests } from './save-listed-guest.ts';
import { coupleReader, toListedGuest } from './to-listed-guest.ts';

/** The words of a name, folded: « Hélène M. » is Hélène Martin again, « Tonton Gérard » is someone else. */
const nameWords = (name: string) =>
  foldAccents(name)
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 2);
const samePerson = (a: string, b: string) => nameWords(a).some((w) => nameWords(b).includes(w));

/**
 * Adds a guest to the couple's list, as a member of the household named (a new household of their own when none
 * is); a phone already there completes that guest (`created` false): one who wrote first, or the same listed guest
 * sent again; another listed guest's phone is refused. A guest without a phone is allowed.
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
    // Someone else of the list is never overwritten: a name sharing a word with theirs is them again, completed.
    if (existing?.listed && existing.name && !samePerson(existing.name, fields.name))
      throw new AppError('CONFLICT', tGuestList('guestList.error.phoneListed', { name: existing.name }));
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
