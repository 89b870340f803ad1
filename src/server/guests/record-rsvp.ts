import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, householdAnswers, householdInvitations, households, weddingParts } from '../../../db/schema/index.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import type { Rsvp } from '../assistant/rsvp/read-rsvp.ts';
import { kindsOfPart, type PartId } from '../assistant/rsvp/vocabulary.ts';
import { ensureHouseholdOf } from './ensure-household.ts';
import { partySizeKept, partySizeOf } from './household-answer.ts';

type Tx = Pick<Database, 'select' | 'update' | 'insert'>;
const MAX_DIET_NOTES = 500;

/** Answers are taken until the wedding's RSVP deadline, the whole of that day in Paris; none without a deadline. */
export const rsvpDeadlinePassed = (deadline: string | null, now: Date) =>
  deadline !== null && parisDate(now) > deadline;

export type RecordRsvpOptions = {
  /** The parts of the day this answer is about (« juste au vin d'honneur »); none: every part the household is invited to. */
  partIds?: number[];
};

/**
 * A guest's answer to the invitation, as they give or change it. It is their household's answer (any member may
 * give it, kept with who gave it), for each part of the day it is about: a new status replaces the old one; a yes
 * without a number keeps the number said before (a household of one is one); a maybe keeps only a number said
 * (« peut-être, on serait 2 »); a no brings nobody; dietary notes add up on the household (« je suis végétarien »,
 * then « et ma fille est allergique aux noix »).
 */
export async function recordRsvp(tx: Tx, guestId: number, rsvp: Rsvp, now: Date, { partIds }: RecordRsvpOptions = {}) {
  const householdId = await ensureHouseholdOf(tx, guestId);
  if (householdId === null) return;
  const [household] = await tx
    .select({ diet: households.dietaryNotes, seats: households.seats })
    .from(households)
    .where(eq(households.id, householdId));
  const [{ members } = { members: 1 }] = await tx
    .select({ members: count() })
    .from(guests)
    .where(eq(guests.householdId, householdId));
  const invited = (
    await tx
      .select({ partId: householdInvitations.partId })
      .from(householdInvitations)
      .where(eq(householdInvitations.householdId, householdId))
  ).map((r) => r.partId);
  // The parts the answer names (« juste au vin d'honneur ») when the household is invited to them; else every part invited to.
  const named = rsvp.parts.length
    ? (await partsNamed(tx, householdId, rsvp.parts)).filter((id) => invited.includes(id))
    : [];
  const everyPart = invited.length ? invited : [null];
  const targets: (number | null)[] = partIds?.length
    ? partIds.filter((id) => invited.includes(id))
    : named.length
      ? named
      : everyPart;
  const current = await tx.select().from(householdAnswers).where(eq(householdAnswers.householdId, householdId));
  for (const partId of targets) {
    const before = current.find((a) => a.partId === partId);
    const status = rsvp.status ?? before?.status ?? null;
    if (!status) continue;
    const said = partySizeKept(rsvp.partySize, before);
    const partySize = partySizeOf(status, said, members === 1 && (household?.seats ?? 1) <= 1);
    await tx
      .insert(householdAnswers)
      .values({ householdId, partId, status, partySize, answeredByGuestId: guestId, answeredAt: now })
      .onConflictDoUpdate({
        target: [householdAnswers.householdId, householdAnswers.partId],
        set: { status, partySize, answeredByGuestId: guestId, answeredAt: now },
      });
  }
  if (rsvp.diet && !household?.diet?.includes(rsvp.diet)) {
    const notes = [household?.diet, rsvp.diet].filter(Boolean).join(' · ').slice(-MAX_DIET_NOTES);
    await tx.update(households).set({ dietaryNotes: notes }).where(eq(households.id, householdId));
  }
}

async function partsNamed(tx: Tx, householdId: number, parts: PartId[]): Promise<number[]> {
  const rows = await tx
    .select({ id: weddingParts.id })
    .from(weddingParts)
    .innerJoin(households, eq(households.weddingId, weddingParts.weddingId))
    .where(and(eq(households.id, householdId), inArray(weddingParts.kind, parts.flatMap(kindsOfPart))));
  return rows.map((r) => r.id);
}

/** Whether the household of this guest has answered the invitation (to any part). */
export async function householdHasAnswered(db: Pick<Database, 'select'>, guestId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(householdAnswers)
    .where(
      inArray(
        householdAnswers.householdId,
        db.select({ id: guests.householdId }).from(guests).where(eq(guests.id, guestId)),
      ),
    );
  return (row?.n ?? 0) > 0;
}
