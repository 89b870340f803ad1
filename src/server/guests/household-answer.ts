// A household's answer to the invitation, from its answers per part of the day: the one home of « coming », of how
// many people a household brings, and of the headcount (a household counts once, never the sum of its members).
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { householdAnswers } from '../../../db/schema/index.ts';
import type { TRsvpStatus } from '../../shared/schemas/guests.ts';

export type HouseholdAnswerRow = typeof householdAnswers.$inferSelect;

export type HouseholdAnswer = {
  status: TRsvpStatus;
  /**
   * People of the household coming (to the part that brings the most), or who would come when it is not sure yet and
   * said how many (« peut-être, on serait 2 »); null: a household of several did not say, or it does not come.
   */
  partySize: number | null;
  answeredAt: Date;
  answeredByGuestId: number | null;
};

/** The number an answer leaves: the one it says, else the one said before (« oui, on vient toujours » keeps 4). */
export const partySizeKept = (said: number | null, before: { partySize: number | null } | null | undefined) =>
  said ?? before?.partySize ?? null;

/**
 * People an answer brings: a yes without a number is its household's one person when it has one (`single`, decided
 * once, when recordRsvp records the answer; read back, the count stored is the answer's); a maybe keeps the number it
 * said (people who would come), never a default; a no brings nobody.
 */
export const partySizeOf = (status: TRsvpStatus, partySize: number | null, single = false) =>
  status === 'yes' ? (partySize ?? (single ? 1 : null)) : status === 'maybe' ? partySize : null;

/**
 * A household whose yes can only mean one person: one seat, or no seats set and one member on the list. A household
 * of one member the couple gave three seats (« Paul et ses accompagnants ») has not said how many by saying yes.
 */
export const householdOfOne = (household: { seats: number | null; members: number }) =>
  household.seats === 1 || (household.seats === null && household.members === 1);

/**
 * The household's answer: coming when it comes to any part, not sure when it is unsure of one and comes to none,
 * else not coming; the latest answer tells when and who. Its count is the one recorded: recordRsvp gave a household of
 * one its 1 then, or left it unsaid when the guest spoke for several (« on vient ! »), for the follow-up to ask.
 */
export function householdAnswerOf(answers: HouseholdAnswerRow[]): HouseholdAnswer | null {
  if (!answers.length) return null;
  const status: TRsvpStatus = answers.some((a) => a.status === 'yes')
    ? 'yes'
    : answers.some((a) => a.status === 'maybe')
      ? 'maybe'
      : 'no';
  const sizes = answers
    .filter((a) => a.status === status)
    .map((a) => a.partySize)
    .filter((n): n is number => n !== null);
  const latest = answers.reduce((a, b) => (b.answeredAt > a.answeredAt ? b : a));
  return {
    status,
    partySize: partySizeOf(status, sizes.length ? Math.max(...sizes) : null),
    answeredAt: latest.answeredAt,
    answeredByGuestId: latest.answeredByGuestId,
  };
}

/** householdAnswerOf's « not coming », in SQL: the household answered, and none of its answers is a yes or a maybe. */
export const householdDeclinedSql = (householdId: AnyColumn | SQL) => sql<boolean>`(
  exists (select 1 from ${householdAnswers} where ${householdAnswers.householdId} = ${householdId})
  and not exists (select 1 from ${householdAnswers}
                  where ${householdAnswers.householdId} = ${householdId} and ${householdAnswers.status} <> 'no'))`;

/** householdAnswerOf's « coming », in SQL: one of the household's answers is a yes. */
export const householdComingSql = (householdId: AnyColumn | SQL) => sql<boolean>`exists (
  select 1 from ${householdAnswers}
  where ${householdAnswers.householdId} = ${householdId} and ${householdAnswers.status} = 'yes')`;

/**
 * Whether a household's answer counts: in the headcounts, the figures per part, the caterer's export and the list's
 * filters. It does once the couple listed one of its members; an answer from phones on no household of the list is
 * shown apart (« Réponses hors liste ») until the couple adds them to it (accept-outside-answer.ts).
 */
export const countsInHeadcount = (household: { listed: boolean; members: number }) =>
  household.listed && household.members > 0;

/**
 * A household of answers from outside the list: people, none of them listed. The couple sees it under « Réponses hors
 * liste » only (with « Ajouter à la liste »), never among « Les foyers », until they take it in. A household without
 * members yet is the couple's own.
 */
export const outsideTheList = (household: { listed: boolean; members: number }) =>
  household.members > 0 && !countsInHeadcount(household);

/**
 * countsInHeadcount, in SQL: one of the household's members is on the list (false for no household). The household
 * stays outside the subquery: drizzle may name it without its table, which inside would read the member's columns.
 */
export const countsInHeadcountSql = (householdId: AnyColumn | SQL) => sql<boolean>`coalesce(${householdId} in (
  select m."household_id" from "guests" m where m."listed"), false)`;

/** People a household's answer brings to the wedding (its covers): its number, or 1 when it did not say. */
export const coversOfAnswer = (answer: Pick<HouseholdAnswer, 'status' | 'partySize'> | null) =>
  answer?.status === 'yes' ? (answer.partySize ?? 1) : 0;

/** A yes that has not said how many come (a household of several): coversOfAnswer counts it 1, the screens say so. */
export const uncountedAnswer = (answer: Pick<HouseholdAnswer, 'status' | 'partySize'> | null | undefined) =>
  answer?.status === 'yes' && answer.partySize === null;

/** The answers of these households, by household. */
export async function answersByHousehold(
  db: Pick<Database, 'select'>,
  householdIds: number[],
): Promise<Map<number, HouseholdAnswerRow[]>> {
  const byHousehold = new Map<number, HouseholdAnswerRow[]>();
  if (!householdIds.length) return byHousehold;
  const rows = await db.select().from(householdAnswers).where(inArray(householdAnswers.householdId, householdIds));
  for (const row of rows) byHousehold.set(row.householdId, [...(byHousehold.get(row.householdId) ?? []), row]);
  return byHousehold;
}
