// The couple takes an answer from outside their list into it (« Réponses hors liste » → « Ajouter à la liste »): the
// guest who gave it goes on the list, in a household of their own or in one of the list's, and their answer counts.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, householdAnswers, householdInvitations, households } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TAcceptOutsideAnswer } from '../../shared/schemas/guests.ts';
import { generateInviteToken } from '../weddings/generate-wedding-id.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';
import { ensureHouseholdOf } from './ensure-household.ts';
import { countsInHeadcount } from './household-answer.ts';
import { loadHouseholds } from './household-context.ts';
import { displayName } from './to-listed-guest.ts';

const MAX_DIET_NOTES = 500;

/**
 * `householdId` null: the household they answered for becomes one of the list (its members listed). Else they join
 * that household of the list: for each part of the day, the later of their answer and the household's is kept (as
 * when a member changes the household's answer), and their dietary notes add up to its own. Returns the household's
 * name.
 */
export async function acceptOutsideAnswer({
  db,
  weddingId,
  guestId,
  user,
  target: { householdId },
}: {
  db: Database;
  weddingId: number;
  guestId: number;
  user: TSessionUser;
  target: TAcceptOutsideAnswer;
}): Promise<{ name: string | null; household: string }> {
  await getOwnedWedding({ db, weddingId, user });
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select()
      .from(guests)
      .where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId)))
      .for('update');
    if (!guest) throw new AppError('NOT_FOUND', tGuestList('guestList.error.notFound'));
    const own = await ensureHouseholdOf(tx, guestId);
    const infos = await loadHouseholds(tx, weddingId, householdId ? [own!, householdId] : [own!]);
    if (countsInHeadcount(infos.get(own!)!))
      throw new AppError('CONFLICT', tGuestList('guestList.outside.error.alreadyListed'));
    const name = displayName(guest);
    const listing = { listed: true, inviteToken: sql`coalesce(${guests.inviteToken}, ${generateInviteToken()})` };
    if (householdId === null) {
      await tx.update(guests).set(listing).where(eq(guests.householdId, own!));
      return { name, household: infos.get(own!)!.name };
    }
    const target = infos.get(householdId);
    if (!target || !countsInHeadcount(target))
      throw new AppError('NOT_FOUND', tGuestList('guestList.outside.error.householdNotFound'));
    await joinHousehold(tx, own!, householdId);
    await tx
      .update(guests)
      .set({ ...listing, householdId })
      .where(eq(guests.id, guestId));
    return { name, household: target.name };
  });
}

/** The answers and dietary notes of the household `from` (left by its one member) merged into `into`, then `from` removed. */
async function joinHousehold(
  tx: Pick<Database, 'select' | 'update' | 'insert' | 'delete'>,
  from: number,
  into: number,
) {
  const invited = (
    await tx
      .select({ partId: householdInvitations.partId })
      .from(householdInvitations)
      .where(eq(householdInvitations.householdId, into))
  ).map((i) => i.partId);
  const answers = await tx.select().from(householdAnswers).where(eq(householdAnswers.householdId, from));
  for (const { id: _id, householdId: _from, ...answer } of answers) {
    // Only the parts the household is invited to (a household invited to none takes every answer).
    if (invited.length && (answer.partId === null || !invited.includes(answer.partId))) continue;
    await tx
      .insert(householdAnswers)
      .values({ ...answer, householdId: into })
      .onConflictDoUpdate({
        target: [householdAnswers.householdId, householdAnswers.partId],
        set: {
          status: sql`excluded.status`,
          partySize: sql`excluded.party_size`,
          answeredByGuestId: sql`excluded.answered_by_guest_id`,
          answeredAt: sql`excluded.answered_at`,
        },
        setWhere: sql`excluded.answered_at > ${householdAnswers.answeredAt}`,
      });
  }
  const [source] = await tx.select().from(households).where(eq(households.id, from));
  const [dest] = await tx.select().from(households).where(eq(households.id, into));
  if (source?.dietaryNotes && !dest?.dietaryNotes?.includes(source.dietaryNotes)) {
    const notes = [dest?.dietaryNotes, source.dietaryNotes].filter(Boolean).join(' · ').slice(-MAX_DIET_NOTES);
    await tx.update(households).set({ dietaryNotes: notes }).where(eq(households.id, into));
  }
  await tx.update(guests).set({ householdId: into }).where(eq(guests.householdId, from));
  await tx.delete(households).where(eq(households.id, from));
}
