import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, households } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tHousehold } from '../../shared/messages/households.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';

/**
 * Takes a household off the list with its answers. Members who never wrote go with it; those who wrote stay guests
 * of the conversation (their messages are the couple's history), off the list.
 */
export async function deleteHousehold({
  db,
  weddingId,
  householdId,
  user,
}: {
  db: Database;
  weddingId: number;
  householdId: number;
  user: TSessionUser;
}) {
  await getOwnedWedding({ db, weddingId, user });
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: households.id })
      .from(households)
      .where(and(eq(households.id, householdId), eq(households.weddingId, weddingId)));
    if (!found) throw new AppError('NOT_FOUND', tHousehold('household.error.notFound'));
    await tx
      .update(guests)
      .set({ listed: false, name: null, householdId: null, seatingTableId: null })
      .where(and(eq(guests.householdId, householdId), isNotNull(guests.boundAt)));
    await tx.delete(guests).where(eq(guests.householdId, householdId));
    await tx.delete(households).where(eq(households.id, householdId));
  });
}
