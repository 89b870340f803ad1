// A part of the day the whole list is invited to: each household with its parts ticked gets this one too. A household
// with none ticked is invited to every part already (guests/invited-to-part.ts): ticking this one would restrict it.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { householdInvitations, households } from '../../../db/schema/index.ts';

export async function inviteHouseholdsToPart(
  tx: Pick<Database, 'selectDistinct' | 'insert'>,
  weddingId: number,
  partId: number,
) {
  const ticked = await tx
    .selectDistinct({ id: householdInvitations.householdId })
    .from(householdInvitations)
    .innerJoin(households, eq(households.id, householdInvitations.householdId))
    .where(eq(households.weddingId, weddingId));
  if (ticked.length)
    await tx
      .insert(householdInvitations)
      .values(ticked.map((h) => ({ householdId: h.id, partId })))
      .onConflictDoNothing();
}
