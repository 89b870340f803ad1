import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, householdInvitations, households, weddingParts } from '../../../db/schema/index.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';

type Tx = Pick<Database, 'select' | 'update' | 'insert'>;

/** A household's name when the couple gave none: its member's name, else their WhatsApp name. */
export const householdNameFor = (person: {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}) =>
  person.name?.trim() ||
  [person.firstName, person.lastName].filter(Boolean).join(' ').trim() ||
  tGuestList('household.unnamed');

/** A new household of the wedding, invited to every part of its day. */
export async function createHousehold(
  tx: Tx,
  weddingId: number,
  fields: { name: string; seats?: number | null; partIds?: number[] | undefined },
): Promise<number> {
  const [created] = await tx
    .insert(households)
    .values({ weddingId, name: fields.name, seats: fields.seats ?? null })
    .returning({ id: households.id });
  const partIds =
    fields.partIds ??
    (await tx.select({ id: weddingParts.id }).from(weddingParts).where(eq(weddingParts.weddingId, weddingId))).map(
      (p) => p.id,
    );
  if (partIds.length)
    await tx
      .insert(householdInvitations)
      .values(partIds.map((partId) => ({ householdId: created!.id, partId })))
      .onConflictDoNothing();
  return created!.id;
}

/**
 * The household of a guest; one who wrote without being listed gets a household of their own on their first answer
 * (an answer is always a household's).
 */
export async function ensureHouseholdOf(tx: Tx, guestId: number): Promise<number | null> {
  const [guest] = await tx.select().from(guests).where(eq(guests.id, guestId));
  if (!guest) return null;
  if (guest.householdId !== null) return guest.householdId;
  const householdId = await createHousehold(tx, guest.weddingId, { name: householdNameFor(guest) });
  await tx.update(guests).set({ householdId }).where(eq(guests.id, guestId));
  return householdId;
}
