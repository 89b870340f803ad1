import { asc, desc, sql } from 'drizzle-orm';
import { guests } from '../../../db/schema/index.ts';
import { maskPhoneNumber } from '../../shared/mask-phone.ts';
import type { TGuest } from '../../shared/schemas/weddings.ts';
import { getAccessibleWedding, ownsWedding, type WeddingAccessOptions } from '../weddings/get-accessible-wedding.ts';
import { connectedGuestsOf } from './connected.ts';

/** Guests who opened the link (not those only on the couple's list), most recently active first; an administrator sees their numbers masked. */
export async function listGuests({ db, weddingId, user }: WeddingAccessOptions): Promise<TGuest[]> {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  const showPhone = ownsWedding(wedding, user) ? (phone: string) => phone : maskPhoneNumber;
  const rows = await db
    .select()
    .from(guests)
    .where(connectedGuestsOf(weddingId))
    .orderBy(sql`${guests.lastInteraction} desc nulls last`, desc(guests.createdAt), asc(guests.id));
  return rows.map((g) => ({
    id: g.id,
    weddingId: g.weddingId,
    phoneNumber: g.phoneNumber ? showPhone(g.phoneNumber) : '', // connected: they wrote from it
    firstName: g.firstName,
    lastName: g.lastName,
    lastInteraction: g.lastInteraction?.toISOString() ?? null,
    messageCount: g.messageCount,
    createdAt: g.createdAt.toISOString(),
  }));
}
