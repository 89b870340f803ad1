import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TGuestFields, TListedGuest } from '../../shared/schemas/guests.ts';
import { getOwnedWedding } from './owned-wedding.ts';
import { withE164Phone } from './read-guest-input.ts';
import type { Env } from '../env.ts';
import { coupleReader, toListedGuest } from './to-listed-guest.ts';

/**
 * Changes a guest of the list. A guest who already wrote keeps the phone they write from: the conversation is tied
 * to it, so only a guest who has not written yet may get another number.
 */
export async function updateGuest({ db, config, weddingId, guestId, user, fields }: { db: Database; config: Env; weddingId: number; guestId: number; user: TSessionUser; fields: TGuestFields }): Promise<TListedGuest> {
  const wedding = await getOwnedWedding({ db, weddingId, user });
  const { phoneNumber, ...rest } = withE164Phone(fields);
  const [current] = await db.select().from(guests).where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId)));
  if (!current) throw new AppError('NOT_FOUND', tGuestList('guestList.error.notFound'));
  if (phoneNumber !== current.phoneNumber) {
    if (current.boundAt) throw new AppError('CONFLICT', tGuestList('guestList.error.phoneOfConversation'));
    const [taken] = await db.select({ id: guests.id }).from(guests).where(and(eq(guests.weddingId, weddingId), eq(guests.phoneNumber, phoneNumber), ne(guests.id, guestId)));
    if (taken) throw new AppError('CONFLICT', tGuestList('guestList.error.phoneTaken'));
  }
  const [row] = await db
    .update(guests)
    .set({ ...rest, phoneNumber, listed: true })
    .where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId)))
    .returning();
  return toListedGuest(row!, coupleReader(wedding, config));
}
