// A listed guest the couple sent the invitation to answers it (a tap on its buttons) before ever writing: their phone
// joins the conversation of that wedding, as a personal link would have made it.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, households, weddings } from '../../../db/schema/index.ts';

/** The guest and wedding now bound, or null when no invitation went to this phone. */
export async function bindInvitedGuest(db: Database, phone: string, now: Date) {
  const [invited] = await db
    .select({ guest: guests, wedding: weddings })
    .from(guests)
    .innerJoin(households, eq(households.id, guests.householdId))
    .innerJoin(weddings, eq(weddings.id, guests.weddingId))
    .where(
      and(
        eq(guests.phoneNumber, phone),
        eq(guests.listed, true),
        isNull(guests.boundAt),
        isNotNull(households.invitedAt),
      ),
    )
    .orderBy(desc(households.invitedAt))
    .limit(1);
  if (!invited) return null;
  await db.update(guests).set({ boundAt: now }).where(eq(guests.id, invited.guest.id));
  return { guest: { ...invited.guest, boundAt: now }, wedding: invited.wedding };
}
