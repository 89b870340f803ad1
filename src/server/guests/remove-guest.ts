import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, households } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';

/**
 * Takes a guest off the couple's list. One who never wrote is deleted; one who wrote stays a guest of the
 * conversation (their messages and answers are the couple's history), with the list's details cleared.
 */
export async function removeGuest({
  db,
  weddingId,
  guestId,
  user,
}: {
  db: Database;
  weddingId: number;
  guestId: number;
  user: TSessionUser;
}) {
  await getOwnedWedding({ db, weddingId, user });
  const [current] = await db
    .select({ boundAt: guests.boundAt, householdId: guests.householdId })
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId)));
  if (!current) throw new AppError('NOT_FOUND', tGuestList('guestList.error.notFound'));
  const same = and(eq(guests.id, guestId), eq(guests.weddingId, weddingId));
  await db.transaction(async (tx) => {
    if (current.boundAt) {
      await tx
        .update(guests)
        .set({ listed: false, name: null, householdId: null, seatingTableId: null, language: null, email: null })
        .where(same);
    } else {
      await tx.delete(guests).where(same);
    }
    // A household left without anyone goes too (with its answers).
    if (current.householdId !== null) {
      const [left] = await tx
        .select({ id: guests.id })
        .from(guests)
        .where(eq(guests.householdId, current.householdId))
        .limit(1);
      if (!left) await tx.delete(households).where(eq(households.id, current.householdId));
    }
  });
}
