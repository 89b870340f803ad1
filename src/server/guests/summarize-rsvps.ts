import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TRsvpSummary } from '../../shared/schemas/guests.ts';
import { keptByRsvpFilter, type TRsvpFilter } from '../../shared/rsvp-filter.ts';
import { getAccessibleWedding } from '../weddings/get-accessible-wedding.ts';
import { displayName, guestListOrder, type GuestRow } from './to-listed-guest.ts';

/** Whether a guest is kept by a filter on the answer (src/shared/rsvp-filter.ts, the rule the couple's list uses too). */
export const keptBy = (filter: TRsvpFilter, g: GuestRow) => keptByRsvpFilter(filter, { listed: g.listed, status: g.rsvpStatus });

/** People a guest's yes brings: the number they gave, or themselves. */
export const coversOf = (g: GuestRow) => (g.rsvpStatus === 'yes' ? (g.rsvpPartySize ?? 1) : 0);

/** A guest's dietary notes for the meal: whoever does not come needs none. */
export const dietOf = (g: GuestRow) => (g.rsvpStatus === 'no' ? null : g.rsvpDietaryNotes);

/** Answers, people coming and dietary notes of a wedding, counted from its guests. */
export async function summarizeRsvps({ db, weddingId, user }: { db: Database; weddingId: number; user: TSessionUser }): Promise<TRsvpSummary> {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  const rows = await db.select().from(guests).where(eq(guests.weddingId, weddingId)).orderBy(...guestListOrder);
  const count = (filter: TRsvpFilter) => rows.filter((g) => keptBy(filter, g)).length;
  return {
    yes: count('yes'),
    no: count('no'),
    maybe: count('maybe'),
    waiting: count('waiting'),
    covers: rows.reduce((sum, g) => sum + coversOf(g), 0),
    diets: rows.flatMap((g) => {
      const notes = dietOf(g);
      return notes ? [{ guestId: g.id, name: displayName(g), household: g.household, notes }] : [];
    }),
    rsvpDeadline: wedding.rsvpDeadline,
  };
}
