import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, households } from '../../../db/schema/index.ts';
import {
  answersByHousehold,
  householdAnswerOf,
  type HouseholdAnswer,
  type HouseholdAnswerRow,
} from './household-answer.ts';
import { guestListOrder } from './to-listed-guest.ts';

export type HouseholdInfo = {
  id: number;
  name: string;
  seats: number | null;
  dietaryNotes: string | null;
  /** When the household was reminded of the RSVP deadline (send-rsvp-reminders.ts). */
  remindedAt: Date | null;
  /** When the couple last sent it the invitation (invite-households.ts). */
  invitedAt: Date | null;
  members: number;
  /** One of its members is on the couple's list (countsInHeadcount). */
  listed: boolean;
  answers: HouseholdAnswerRow[];
  answer: HouseholdAnswer | null;
  /** The member who gave the latest answer, as the list names them. */
  answeredBy: string | null;
};

/** The households of a wedding (or some of them) with their members' count and their answers, by id. */
export async function loadHouseholds(
  db: Pick<Database, 'select'>,
  weddingId: number,
  ids?: number[],
): Promise<Map<number, HouseholdInfo>> {
  const rows = await db
    .select()
    .from(households)
    .where(ids ? inArray(households.id, ids.length ? ids : [-1]) : eq(households.weddingId, weddingId));
  const householdIds = rows.map((h) => h.id);
  const members = householdIds.length
    ? await db
        .select({
          id: guests.id,
          householdId: guests.householdId,
          name: guests.name,
          firstName: guests.firstName,
          lastName: guests.lastName,
          listed: guests.listed,
        })
        .from(guests)
        .where(inArray(guests.householdId, householdIds))
    : [];
  const answers = await answersByHousehold(db, householdIds);
  const nameOf = new Map(
    members.map((m) => [m.id, m.name ?? ([m.firstName, m.lastName].filter(Boolean).join(' ') || null)]),
  );
  const infos = new Map<number, HouseholdInfo>();
  for (const h of rows) {
    const own = members.filter((m) => m.householdId === h.id);
    const count = own.length;
    const given = answers.get(h.id) ?? [];
    const answer = householdAnswerOf(given);
    infos.set(h.id, {
      id: h.id,
      name: h.name,
      seats: h.seats,
      dietaryNotes: h.dietaryNotes,
      remindedAt: h.remindedAt,
      invitedAt: h.invitedAt,
      members: count,
      listed: own.some((m) => m.listed),
      answers: given,
      answer,
      answeredBy: answer?.answeredByGuestId ? (nameOf.get(answer.answeredByGuestId) ?? null) : null,
    });
  }
  return infos;
}

/** Everyone on a wedding's guest list (listed, or who wrote) in the list's order, and each one's household. */
export async function loadGuestList(db: Pick<Database, 'select'>, weddingId: number) {
  const rows = await db
    .select()
    .from(guests)
    .where(eq(guests.weddingId, weddingId))
    .orderBy(...guestListOrder);
  const households = await loadHouseholds(db, weddingId);
  const householdOf = (g: { householdId: number | null }) =>
    g.householdId === null ? undefined : households.get(g.householdId);
  return { rows, householdOf };
}
