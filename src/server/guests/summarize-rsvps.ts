import { and, desc, eq, inArray } from 'drizzle-orm';
import { guests, householdInvitations, messages } from '../../../db/schema/index.ts';
import { maskPhoneNumber } from '../../shared/mask-phone.ts';
import type { TRsvpSummary } from '../../shared/schemas/guests.ts';
import { keptByRsvpFilter, type TRsvpFilter } from '../../shared/rsvp-filter.ts';
import { getAccessibleWedding, ownsWedding, type WeddingAccessOptions } from '../weddings/get-accessible-wedding.ts';
import { listWeddingParts } from '../weddings/list-wedding-parts.ts';
import { countsInHeadcount, coversOfAnswer, outsideTheList, partySizeOf, uncountedAnswer } from './household-answer.ts';
import { loadHouseholds, type HouseholdInfo } from './household-context.ts';
import { displayName } from './to-listed-guest.ts';

/**
 * Whether a household is kept by a filter on the answer (src/shared/rsvp-filter.ts, the rule the couple's list uses
 * too); `listed`: the guest (or household) is on the list.
 */
export const keptBy = (filter: TRsvpFilter, h: HouseholdInfo, listed: boolean) =>
  keptByRsvpFilter(filter, { listed, counted: countsInHeadcount(h), status: h.answer?.status ?? null });

/** A household's dietary notes for the meal: a household that does not come needs none. */
export const dietOf = (h: HouseholdInfo) => (h.answer?.status === 'no' ? null : h.dietaryNotes);

/** A household's answer to one part: its own, else its answer to the whole invitation; its size as partySizeOf reads it. */
function answerToPart(h: HouseholdInfo, partId: number) {
  const answer = h.answers.find((a) => a.partId === partId) ?? h.answers.find((a) => a.partId === null);
  return answer && { status: answer.status, partySize: partySizeOf(answer.status, answer.partySize) };
}

/** People of a household coming to one part: its yes to that part with its count, 1 when it did not say how many. */
export const coversOfPart = (h: HouseholdInfo, partId: number) => coversOfAnswer(answerToPart(h, partId) ?? null);

/**
 * Answers, people coming and dietary notes of a wedding, counted per household (never the sum of its members), and
 * per part of the day, for the households of the list (countsInHeadcount); the answers from outside it apart.
 */
export async function summarizeRsvps({ db, weddingId, user }: WeddingAccessOptions): Promise<TRsvpSummary> {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  const showPhone = ownsWedding(wedding, user) ? (phone: string) => phone : maskPhoneNumber;
  const infos = [...(await loadHouseholds(db, weddingId)).values()];
  const members = await db
    .select({
      id: guests.id,
      householdId: guests.householdId,
      name: guests.name,
      firstName: guests.firstName,
      lastName: guests.lastName,
      phoneNumber: guests.phoneNumber,
      dietaryNotes: guests.dietaryNotes,
    })
    .from(guests)
    .where(eq(guests.weddingId, weddingId))
    .orderBy(guests.id);
  const firstMember = new Map<number, (typeof members)[number]>();
  for (const m of members)
    if (m.householdId !== null && !firstMember.has(m.householdId)) firstMember.set(m.householdId, m);
  const counted = infos.filter(countsInHeadcount);
  const count = (filter: TRsvpFilter) => counted.filter((h) => keptBy(filter, h, true)).length;
  const parts = await listWeddingParts({ db, weddingId });
  const invitations = counted.length
    ? await db
        .select()
        .from(householdInvitations)
        .where(
          inArray(
            householdInvitations.householdId,
            counted.map((h) => h.id),
          ),
        )
    : [];
  const outside = infos.filter((h) => outsideTheList(h) && (h.answer || h.dietaryNotes));
  const said = await latestAnswersOf(
    db,
    outside.map((h) => h.answer?.answeredByGuestId ?? firstMember.get(h.id)!.id),
  );
  return {
    yes: count('yes'),
    no: count('no'),
    maybe: count('maybe'),
    waiting: count('waiting'),
    covers: counted.reduce((sum, h) => sum + coversOfAnswer(h.answer), 0),
    uncounted: counted.filter((h) => uncountedAnswer(h.answer)).length,
    diets: counted.flatMap((h) => (dietOf(h) ? dietsOf(h, members) : [])),
    parts: parts.map((part) => {
      const invited = counted.filter((h) => invitations.some((i) => i.householdId === h.id && i.partId === part.id));
      return {
        partId: part.id,
        name: part.name,
        time: part.time,
        invited: invited.length,
        yes: invited.filter((h) => coversOfPart(h, part.id) > 0).length,
        covers: invited.reduce((sum, h) => sum + coversOfPart(h, part.id), 0),
        uncounted: invited.filter((h) => uncountedAnswer(answerToPart(h, part.id))).length,
      };
    }),
    outside: outside.map((h) => {
      const who = members.find((m) => m.id === h.answer?.answeredByGuestId) ?? firstMember.get(h.id)!;
      return {
        guestId: who.id,
        name: displayName(who),
        phoneNumber: who.phoneNumber ? showPhone(who.phoneNumber) : null,
        status: h.answer?.status ?? null,
        partySize: h.answer?.partySize ?? null,
        dietaryNotes: h.dietaryNotes,
        said: said.get(who.id) ?? null,
        answeredAt: h.answer?.answeredAt.toISOString() ?? null,
      };
    }),
    rsvpDeadline: wedding.rsvpDeadline,
  };
}

type Member = {
  id: number;
  householdId: number | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  dietaryNotes: string | null;
};

/**
 * A household's dietary notes, each under the member who told it; notes older than that record (or past what a
 * member's record keeps) under the household alone (name null).
 */
function dietsOf(h: HouseholdInfo, members: Member[]): TRsvpSummary['diets'] {
  const own = members.filter((m) => m.householdId === h.id);
  const told = own.filter((m) => m.dietaryNotes);
  const byMember = told.map((m) => ({
    guestId: m.id,
    name: displayName(m),
    household: h.name,
    notes: m.dietaryNotes!,
  }));
  const rest = (h.dietaryNotes ?? '')
    .split(' · ')
    .filter((note) => note.trim() && !told.some((m) => m.dietaryNotes!.includes(note)))
    .join(' · ');
  return rest ? [...byMember, { guestId: own[0]!.id, name: null, household: h.name, notes: rest }] : byMember;
}

/** The latest answer to the invitation each of these guests wrote, as they wrote it. */
async function latestAnswersOf(db: WeddingAccessOptions['db'], guestIds: number[]) {
  const said = new Map<number, string>();
  if (!guestIds.length) return said;
  const rows = await db
    .select({ guestId: messages.guestId, text: messages.message })
    .from(messages)
    .where(and(inArray(messages.guestId, guestIds), eq(messages.kind, 'rsvp')))
    .orderBy(desc(messages.timestamp), desc(messages.id));
  for (const row of rows) if (row.guestId !== null && !said.has(row.guestId)) said.set(row.guestId, row.text);
  return said;
}
