// Who is invited to a part of the day, in SQL: a household to the parts the couple ticked for it; a household with
// none ticked, or a guest outside any household, to every part.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { householdInvitations } from '../../../db/schema/index.ts';

export const invitedToPartSql = (householdId: AnyColumn | SQL, partId: AnyColumn | SQL) => sql<boolean>`(
  ${householdId} is null
  or not exists (select 1 from ${householdInvitations} where ${householdInvitations.householdId} = ${householdId})
  or exists (select 1 from ${householdInvitations}
             where ${householdInvitations.householdId} = ${householdId} and ${householdInvitations.partId} = ${partId}))`;
