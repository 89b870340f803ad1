import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TGuestFields, TListedGuest } from '../../shared/schemas/guests.ts';
import type { Env } from '../env.ts';
import { loadHouseholds } from './household-context.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';
import { toListedFields } from './read-guest-input.ts';
import { coupleReader, toListedGuest } from './to-listed-guest.ts';

/**
 * Changes a guest of the list (their household too, by its name). A guest who already wrote keeps the phone they
 * write from: the conversation is tied to it, so only a guest who has not written yet may get another number.
 */
export async function updateGuest({
  db,
  config,
  weddingId,
  guestId,
  user,
  fields,
}: {
  db: Database;
  config: Env;
  weddingId: number;
  guestId: number;
  user: TSessionUser;
  fields: TGuestFields;
}): Promise<TListedGuest> {
  const wedding = await getOwnedWedding({ db, weddingId, user });
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(guests)
      .where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId)));
    if (!current) throw new AppError('NOT_FOUND', tGuestList('guestList.error.notFound'));
    const { phoneNumber, ...rest } = await toListedFields(tx, weddingId, fields, current.householdId);
    if (phoneNumber !== current.phoneNumber) {
      if (current.boundAt) throw new AppError('CONFLICT', tGuestList('guestList.error.phoneOfConversation'));
      if (phoneNumber) {
        const [taken] = await tx
          .select({ id: guests.id })
          .from(guests)
          .where(and(eq(guests.weddingId, weddingId), eq(guests.phoneNumber, phoneNumber), ne(guests.id, guestId)));
        if (taken) throw new AppError('CONFLICT', tGuestList('guestList.error.phoneTaken'));
      }
    }
    const [updated] = await tx
      .update(guests)
      .set({ ...rest, phoneNumber, listed: true })
      .where(eq(guests.id, guestId))
      .returning();
    return updated!;
  });
  const households = await loadHouseholds(db, weddingId, row.householdId ? [row.householdId] : []);
  return toListedGuest(row, coupleReader(wedding, config), households.get(row.householdId ?? -1));
}
