// Who an automatic message goes to: the wedding's connected guests who did not answer STOP, except a household that
// said it does not come (it is not told « c'est demain »); the thanks after the day, only households that said they
// come (« merci d'avoir partagé cette journée » to a guest who never answered may thank someone who was not there).
import { and, eq, isNull, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { guests, weddingParts } from '../../../db/schema/index.ts';
import type { ScheduledKind } from '../weddings/plan-scheduled-messages.ts';
import { connectedGuestsOf } from '../guests/connected.ts';
import { householdComingSql, householdDeclinedSql } from '../guests/household-answer.ts';
import { invitedToPartSql } from '../guests/invited-to-part.ts';
import type { Meeting } from './scheduled-copy.ts';

export const scheduledRecipientsOf = (weddingId: number, kind: ScheduledKind) =>
  and(
    connectedGuestsOf(weddingId),
    eq(guests.optedOut, false),
    kind === 'thank_you'
      ? householdComingSql(guests.householdId)
      : or(isNull(guests.householdId), not(householdDeclinedSql(guests.householdId))),
  );

/** Where a household is expected on the day: the first part it is invited to that has a time, on the wedding's day. */
export const meetingSql = (wedding: { id: number; weddingDate: string | AnyColumn }, householdId: AnyColumn | SQL) =>
  sql<Meeting | null>`(
    select json_build_object('time', p.time, 'venue', p.venue, 'address', p.address) from ${weddingParts} p
    where p.wedding_id = ${wedding.id} and p.time is not null and (p.date is null or p.date = ${wedding.weddingDate})
      and ${invitedToPartSql(householdId, sql`p.id`)}
    order by p.position, p.id limit 1)`;
