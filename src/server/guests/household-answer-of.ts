import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, householdAnswers } from '../../../db/schema/index.ts';
import { householdAnswerOf as answerOfRows, type HouseholdAnswer } from './household-answer.ts';

/**
 * What a guest's household has answered so far, as every screen reads it (household-answer.ts: coming when it comes
 * to any part, with the count of the part that brings the most), or null before any answer. One round trip.
 */
export async function householdAnswerOf(
  db: Pick<Database, 'select'>,
  guestId: number,
): Promise<HouseholdAnswer | null> {
  const rows = await db
    .select({ answer: householdAnswers })
    .from(householdAnswers)
    .innerJoin(guests, eq(guests.householdId, householdAnswers.householdId))
    .where(eq(guests.id, guestId));
  return answerOfRows(rows.map((r) => r.answer));
}
