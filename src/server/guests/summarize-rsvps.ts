import { eq, inArray } from 'drizzle-orm';
import { guests, householdInvitations } from '../../../db/schema/index.ts';
import type { TRsvpSummary } from '../../shared/schemas/guests.ts';
import { keptByRsvpFilter, type TRsvpFilter } from '../../shared/rsvp-filter.ts';
import { getAccessibleWedding, type WeddingAccessOptions } from '../weddings/get-accessible-wedding.ts';
import { listWeddingParts } from '../weddings/list-wedding-parts.ts';
import { coversOfAnswer, partySizeOf } from './household-answer.ts';
import { loadHouseholds, type HouseholdInfo } from './household-context.ts';

/** Whether a household is kept by a filter on the answer (src/shared/rsvp-filter.ts, the rule the couple's list uses too). */
export const keptBy = (filter: TRsvpFilter, h: HouseholdInfo, listed: boolean) =>
  keptByRsvpFilter(filter, { listed, status: h.answer?.status ?? null });

/** A household's dietary notes for the meal: a household that does not come needs none. */
export const dietOf = (h: HouseholdInfo) => (h.answer?.status === 'no' ? null : h.dietaryNotes);

/** People of a household coming to one part: its yes to that part, or 1 for a household of one. */
export function coversOfPart(h: HouseholdInfo, partId: number) {
  const answer = h.answers.find((a) => a.partId === partId) ?? h.answers.find((a) => a.partId === null);
  return answer?.status === 'yes' ? (partySizeOf('yes', answer.partySize, h.members === 1) ?? 1) : 0;
}

/** Answers, people coming and dietary notes of a wedding, counted per household (never the sum of its members), and per part of the day. */
export async function summarizeRsvps({ db, weddingId, user }: WeddingAccessOptions): Promise<TRsvpSummary> {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  const infos = [...(await loadHouseholds(db, weddingId)).values()];
  const members = await db
    .select({ id: guests.id, householdId: guests.householdId, listed: guests.listed })
    .from(guests)
    .where(eq(guests.weddingId, weddingId));
  const listed = new Set(members.filter((m) => m.listed).map((m) => m.householdId));
  const firstMember = new Map<number, number>();
  for (const m of members)
    if (m.householdId !== null && !firstMember.has(m.householdId)) firstMember.set(m.householdId, m.id);
  const withMembers = infos.filter((h) => h.members > 0);
  const count = (filter: TRsvpFilter) => withMembers.filter((h) => keptBy(filter, h, listed.has(h.id))).length;
  const parts = await listWeddingParts({ db, weddingId });
  const invitations = withMembers.length
    ? await db
        .select()
        .from(householdInvitations)
        .where(
          inArray(
            householdInvitations.householdId,
            withMembers.map((h) => h.id),
          ),
        )
    : [];
  return {
    yes: count('yes'),
    no: count('no'),
    maybe: count('maybe'),
    waiting: count('waiting'),
    covers: withMembers.reduce((sum, h) => sum + coversOfAnswer(h.answer), 0),
    diets: withMembers.flatMap((h) => {
      const notes = dietOf(h);
      return notes ? [{ guestId: firstMember.get(h.id)!, name: h.answeredBy ?? h.name, household: h.name, notes }] : [];
    }),
    parts: parts.map((part) => {
      const invited = withMembers.filter((h) =>
        invitations.some((i) => i.householdId === h.id && i.partId === part.id),
      );
      return {
        partId: part.id,
        name: part.name,
        time: part.time,
        invited: invited.length,
        yes: invited.filter((h) => coversOfPart(h, part.id) > 0).length,
        covers: invited.reduce((sum, h) => sum + coversOfPart(h, part.id), 0),
      };
    }),
    rsvpDeadline: wedding.rsvpDeadline,
  };
}
