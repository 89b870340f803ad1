import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, householdAnswers } from '../../../db/schema/index.ts';

export type HouseholdAnswer = { status: (typeof householdAnswers.$inferSelect)['status']; partySize: number | null };

/** What a guest's household has answered so far (its latest answer to any part), or null before any answer. */
export async function householdAnswerOf(
  db: Pick<Database, 'select'>,
  guestId: number,
): Promise<HouseholdAnswer | null> {
  const [row] = await db
    .select({ status: householdAnswers.status, partySize: householdAnswers.partySize })
    .from(householdAnswers)
    .innerJoin(guests, eq(guests.householdId, householdAnswers.householdId))
    .where(eq(guests.id, guestId))
    .orderBy(desc(householdAnswers.answeredAt))
    .limit(1);
  return row ?? null;
}
