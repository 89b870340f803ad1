import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, householdAnswers, householdInvitations, households, weddingParts } from '../../../db/schema/index.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import type { Rsvp } from '../assistant/rsvp/read-rsvp.ts';
import { foldWords } from '../assistant/rsvp/count-grammar.ts';
import { kindsOfPart, partWords, type PartId } from '../assistant/rsvp/vocabulary.ts';
import { ensureHouseholdOf } from './ensure-household.ts';
import { householdOfOne, partySizeKept, partySizeOf } from './household-answer.ts';

type Tx = Pick<Database, 'select' | 'update' | 'insert'>;
const MAX_DIET_NOTES = 500;

/** Answers are taken until the wedding's RSVP deadline, the whole of that day in Paris; none without a deadline. */
export const rsvpDeadlinePassed = (deadline: string | null, now: Date) =>
  deadline !== null && parisDate(now) > deadline;

export type RecordRsvpOptions = {
  /** The parts of the day this answer is about (« juste au vin d'honneur »); none: every part the household is invited to. */
  partIds?: number[];
  /** Parts of the day the guest does not come to, beside the answer (the invitation's conversation reads them). */
  declinedPartIds?: number[];
};

/**
 * A guest's answer to the invitation, as they give or change it. It is their household's answer (any member may
 * give it, kept with who gave it), for each part of the day it is about: a new status replaces the old one; a yes
 * without a number keeps the number said before (a household of one is one); a maybe keeps only a number said
 * (« peut-être, on serait 2 »); a no brings nobody; dietary notes add up on the household (« je suis végétarien »,
 * then « et ma fille est allergique aux noix »), and on the member who told them.
 */
export async function recordRsvp(
  tx: Tx,
  guestId: number,
  rsvp: Rsvp,
  now: Date,
  { partIds, declinedPartIds = [] }: RecordRsvpOptions = {},
) {
  const householdId = await ensureHouseholdOf(tx, guestId);
  if (householdId === null) return;
  const [household] = await tx
    .select({ diet: households.dietaryNotes, seats: households.seats, weddingId: households.weddingId })
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
  // A household with no invitation recorded (a guest who came by the wedding's link) is invited to every part.
  const isInvited = (id: number) => !invited.length || invited.includes(id);
  const weddingId = household?.weddingId ?? -1;
  const named = (await partsNamed(tx, weddingId, rsvp.parts)).filter(isInvited);
  // « On sera 2, mais pas au brunch »: the parts missed are a no, the others the answer.
  const declined = [...(await partsNamed(tx, weddingId, rsvp.partsDeclined ?? [])), ...declinedPartIds].filter(
    isInvited,
  );
  const everyPart = invited.length ? invited : [null];
  const targets: (number | null)[] = (
    partIds?.length ? partIds.filter((id) => invited.includes(id)) : named.length ? named : everyPart
  ).filter((id) => id === null || !declined.includes(id));
  const current = await tx.select().from(householdAnswers).where(eq(householdAnswers.householdId, householdId));
  for (const partId of [...targets, ...declined]) {
    const before = current.find((a) => a.partId === partId);
    const status = declined.includes(partId!) ? 'no' : (rsvp.status ?? before?.status ?? null);
    if (!status) continue;
    const said = partySizeKept(rsvp.partySize, before);
    // « On vient ! » from a household of one is not taken for one: how many is asked.
    const single = householdOfOne({ seats: household?.seats ?? null, members }) && !rsvp.forSeveral;
    const partySize = partySizeOf(status, said, single);
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
  // Kept with who told them too: the couple's list of diets names the member who gave each note.
  if (rsvp.diet) {
    const [guest] = await tx.select({ diet: guests.dietaryNotes }).from(guests).where(eq(guests.id, guestId));
    if (!guest?.diet?.includes(rsvp.diet)) {
      const notes = [guest?.diet, rsvp.diet].filter(Boolean).join(' · ').slice(-MAX_DIET_NOTES);
      await tx.update(guests).set({ dietaryNotes: notes }).where(eq(guests.id, guestId));
    }
  }
}

type NamedPart = { id: number; kind: string; label: string | null };

/**
 * The parts of `rows` a guest's words name: by their kind, or by the couple's name for one (« Vin d'honneur » set as
 * the reception, « Dîner et soirée dansante »).
 */
export function partsNamedIn<P extends NamedPart>(rows: P[], parts: PartId[]): P[] {
  const kinds = new Set<string>(parts.flatMap(kindsOfPart));
  const words = parts.flatMap(partWords);
  const named = (label: string | null) =>
    label !== null && words.some((w) => ` ${foldWords(label)} `.includes(` ${w} `));
  return parts.length ? rows.filter((r) => kinds.has(r.kind) || named(r.label)) : [];
}

async function partsNamed(tx: Pick<Database, 'select'>, weddingId: number, parts: PartId[]) {
  if (!parts.length) return [];
  const rows = await tx
    .select({ id: weddingParts.id, kind: weddingParts.kind, label: weddingParts.label })
    .from(weddingParts)
    .where(eq(weddingParts.weddingId, weddingId));
  return partsNamedIn(rows, parts).map((r) => r.id);
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
