import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import type { Rsvp } from '../assistant/rsvp/read-rsvp.ts';

type Tx = Pick<Database, 'select' | 'update'>;
const MAX_DIET_NOTES = 500;

/** Answers are taken until the wedding's RSVP deadline, the whole of that day in Paris; none without a deadline. */
export const rsvpDeadlinePassed = (deadline: string | null, now: Date) => deadline !== null && parisDate(now) > deadline;

/**
 * A guest's answer to the invitation, as they give or change it: a new status replaces the old one; a yes without a
 * number keeps the number said before; a no brings nobody; dietary notes add up (« je suis végétarien », then « et
 * ma fille est allergique aux noix »).
 */
export async function recordRsvp(tx: Tx, guestId: number, rsvp: Rsvp, now: Date) {
  const [current] = await tx.select({ status: guests.rsvpStatus, size: guests.rsvpPartySize, diet: guests.rsvpDietaryNotes }).from(guests).where(eq(guests.id, guestId));
  if (!current) return;
  const status = rsvp.status ?? current.status;
  const partySize = status === 'no' ? null : (rsvp.partySize ?? current.size);
  const notes = rsvp.diet && !current.diet?.includes(rsvp.diet) ? [current.diet, rsvp.diet].filter(Boolean).join(' · ').slice(-MAX_DIET_NOTES) : current.diet;
  await tx.update(guests).set({ rsvpStatus: status, rsvpPartySize: partySize, rsvpDietaryNotes: notes, rsvpAt: now }).where(eq(guests.id, guestId));
}
