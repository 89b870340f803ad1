import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getOwnedWedding } from './owned-wedding.ts';

/**
 * Takes a guest off the couple's list. One who never wrote is deleted; one who wrote stays a guest of the
 * conversation (their messages and answers are the couple's history), with the list's details cleared.
 */
export async function removeGuest({ db, weddingId, guestId, user }: { db: Database; weddingId: number; guestId: number; user: TSessionUser }) {
  await getOwnedWedding({ db, weddingId, user });
  const [current] = await db.select({ boundAt: guests.boundAt }).from(guests).where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId)));
  if (!current) throw new AppError('NOT_FOUND', tGuestList('guestList.error.notFound'));
  const same = and(eq(guests.id, guestId), eq(guests.weddingId, weddingId));
  if (current.boundAt) {
    await db.update(guests).set({ listed: false, name: null, householdId: null, seatingTableId: null, language: null, email: null }).where(same);
  } else {
    await db.delete(guests).where(same);
  }
}
