// Who an automatic message goes to: the wedding's connected guests who did not answer STOP, except a household that
// said it does not come (it is not told « c'est demain »). The thanks after the day go only to the households of the
// couple's list (countsInHeadcount) that said they come: « merci d'avoir partagé cette journée » to one that never
// answered may thank people who were not there, and to a stranger who wrote « oui » (« Réponses hors liste », never
// taken in by the couple) would thank someone the couple did not invite.
import { and, eq, isNull, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { guests, weddingParts } from '../../../db/schema/index.ts';
import type { ScheduledKind } from '../weddings/plan-scheduled-messages.ts';
import { connectedGuestsOf } from '../guests/connected.ts';
import { countsInHeadcountSql, householdComingSql, householdDeclinedSql } from '../guests/household-answer.ts';
import { invitedToPartSql } from '../guests/invited-to-part.ts';
import type { Meeting } from './scheduled-copy.ts';

/** Of the guests the other messages reach, those the thanks reach too (a household that comes has not declined). */
export const thankedSql = and(countsInHeadcountSql(guests.householdId), householdComingSql(guests.householdId))!;

export const scheduledRecipientsOf = (weddingId: number, kind: ScheduledKind) =>
  and(
    connectedGuestsOf(weddingId),
    eq(guests.optedOut, false),
    kind === 'thank_you' ? thankedSql : or(isNull(guests.householdId), not(householdDeclinedSql(guests.householdId))),
  );

/** Where a household is expected on the day: the first part it is invited to that has a time, on the wedding's day. */
export const meetingSql = (wedding: { id: number; weddingDate: string | AnyColumn }, householdId: AnyColumn | SQL) =>
  sql<Meeting | null>`(
    select json_build_object('time', p.time, 'venue', p.venue, 'address', p.address) from ${weddingParts} p
    where p.wedding_id = ${wedding.id} and p.time is not null and (p.date is null or p.date = ${wedding.weddingDate})
      and ${invitedToPartSql(householdId, sql`p.id`)}
    order by p.position, p.id limit 1)`;
