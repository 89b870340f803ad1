import { and, eq, inArray, like } from 'drizzle-orm';
import { guests, householdInvitations, outbox, seatingTables } from '../../../db/schema/index.ts';
import { maskPhoneNumber } from '../../shared/mask-phone.ts';
import type { THousehold } from '../../shared/schemas/households.ts';
import { outsideTheList } from '../guests/household-answer.ts';
import { loadHouseholds } from '../guests/household-context.ts';
import { displayName, guestListOrder, rsvpOfHousehold } from '../guests/to-listed-guest.ts';
import { getAccessibleWedding, ownsWedding, type WeddingAccessOptions } from '../weddings/get-accessible-wedding.ts';
import { GUEST_COPY_PREFIX, nudgedGuestOf } from '../outbox/guest-copy-keys.ts';

/**
 * The couple's households (« Les foyers »), by name, with their members, the parts they are invited to and their
 * answer per part; the households of answers from outside the list are not among them (outsideTheList).
 */
export async function listHouseholds({ db, weddingId, user }: WeddingAccessOptions): Promise<THousehold[]> {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  const reveal = ownsWedding(wedding, user);
  const infos = await loadHouseholds(db, weddingId);
  const ids = [...infos.keys()];
  const members = await db
    .select({ guest: guests, table: seatingTables.name })
    .from(guests)
    .leftJoin(seatingTables, eq(seatingTables.id, guests.seatingTableId))
    .where(eq(guests.weddingId, weddingId))
    .orderBy(...guestListOrder);
  const invitations = ids.length
    ? await db.select().from(householdInvitations).where(inArray(householdInvitations.householdId, ids))
    : [];
  // When the assistant last asked a member the question they left halfway (remind-unfinished-answers.ts).
  const nudges = await db
    .select({ key: outbox.dedupeKey, at: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.weddingId, weddingId), like(outbox.dedupeKey, `${GUEST_COPY_PREFIX.nudge}%`)));
  const householdOf = new Map(members.map((m) => [m.guest.id, m.guest.householdId]));
  const nudgedAt = new Map<number, Date>();
  for (const { key, at } of nudges) {
    const household = householdOf.get(nudgedGuestOf(key!));
    const latest = household ? nudgedAt.get(household) : undefined;
    if (household && (!latest || at > latest)) nudgedAt.set(household, at);
  }
  return [...infos.values()]
    .filter((h) => !outsideTheList(h))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id - b.id)
    .map((h) => {
      const rsvp = rsvpOfHousehold(h);
      return {
        id: h.id,
        name: h.name,
        seats: h.seats,
        partIds: invitations.filter((i) => i.householdId === h.id).map((i) => i.partId),
        dietaryNotes: h.dietaryNotes,
        remindedAt: h.remindedAt?.toISOString() ?? null,
        nudgedAt: nudgedAt.get(h.id)?.toISOString() ?? null,
        invitedAt: h.invitedAt?.toISOString() ?? null,
        listed: h.listed,
        members: members
          .filter((m) => m.guest.householdId === h.id)
          .map(({ guest, table }) => ({
            id: guest.id,
            name: displayName(guest),
            phoneNumber: guest.phoneNumber && !reveal ? maskPhoneNumber(guest.phoneNumber) : guest.phoneNumber,
            isChild: guest.isChild,
            table,
          })),
        rsvp: rsvp && {
          status: rsvp.status,
          partySize: rsvp.partySize,
          answeredBy: rsvp.answeredBy,
          parts: rsvp.parts,
        },
      };
    });
}
