import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import { tGuestList as t } from '../../shared/messages/guest-list.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TRsvpFilter } from '../../shared/rsvp-filter.ts';
import { getOwnedWedding } from './owned-wedding.ts';
import { coversOf, dietOf, keptBy } from './summarize-rsvps.ts';
import { displayName, guestListOrder } from './to-listed-guest.ts';

/** A cell a spreadsheet would run as a formula (=, +, -, @) is quoted as text; an E.164 phone is no formula. */
const safeCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) && !/^\+\d{6,15}$/.test(text) ? `'${text}` : text;
};

/**
 * The couple's guest list as a CSV for the caterer or a spreadsheet: semicolons and a byte order mark, so that
 * French Excel opens it with its accents; only the couple exports it (phones in full).
 */
export async function exportGuestsCsv({ db, weddingId, user, filter }: { db: Database; weddingId: number; user: TSessionUser; filter: TRsvpFilter }): Promise<{ filename: string; csv: string }> {
  const wedding = await getOwnedWedding({ db, weddingId, user });
  const rows = await db
    .select()
    .from(guests)
    .where(eq(guests.weddingId, weddingId))
    .orderBy(...guestListOrder);
  const header = ['name', 'phone', 'household', 'language', 'email', 'rsvp', 'partySize', 'diet'] as const;
  const data = rows
    .filter((g) => keptBy(filter, g))
    .map((g) =>
      [
        displayName(g),
        g.phoneNumber,
        g.household,
        g.language,
        g.email,
        t(`guestList.rsvp.${g.rsvpStatus ?? 'pending'}`),
        coversOf(g) || null,
        dietOf(g),
      ].map(safeCell),
    );
  const csv = Papa.unparse({ fields: header.map((h) => t(`guestList.export.header.${h}`)), data }, { delimiter: ';', newline: '\r\n' });
  return { filename: `invites-${wedding.weddingId}${filter === 'all' ? '' : `-${filter}`}.csv`, csv: `\uFEFF${csv}\r\n` };
}
