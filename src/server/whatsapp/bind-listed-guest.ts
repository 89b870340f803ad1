// A listed guest writing before ever opening a link: their phone joins the conversation of the wedding that listed it,
// as a personal link would have made it. The invitation the couple sent them tells which (the latest); before any
// invitation, the one list that holds the phone does. Held by several lists and invited by none, the phone stays
// unbound and is asked to open the couple's link: the assistant does not guess a wedding.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, households, weddings } from '../../../db/schema/index.ts';

/** The guest and wedding now bound, or null when no list, or no single one, holds this phone. */
export async function bindListedGuest(db: Database, phone: string, now: Date) {
  const listed = await db
    .select({ guest: guests, wedding: weddings, invitedAt: households.invitedAt })
    .from(guests)
    .innerJoin(households, eq(households.id, guests.householdId))
    .innerJoin(weddings, eq(weddings.id, guests.weddingId))
    .where(and(eq(guests.phoneNumber, phone), eq(guests.listed, true), isNull(guests.boundAt)))
    .orderBy(sql`${households.invitedAt} desc nulls last`, desc(guests.id))
    .limit(2);
  const [first, second] = listed;
  if (!first || (!first.invitedAt && second)) return null;
  await db.update(guests).set({ boundAt: now }).where(eq(guests.id, first.guest.id));
  return { guest: { ...first.guest, boundAt: now }, wedding: first.wedding };
}
