import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { guests, householdInvitations } from '../../../db/schema/index.ts';
import { tGuestList as t } from '../../shared/messages/guest-list.ts';
import type { TRsvpFilter } from '../../shared/rsvp-filter.ts';
import { listWeddingParts } from '../weddings/list-wedding-parts.ts';
import { loadGuestList } from './household-context.ts';
import type { WeddingAccessOptions } from '../weddings/get-accessible-wedding.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';
import { coversOfPart, dietOf, keptBy } from './summarize-rsvps.ts';
import { displayName } from './to-listed-guest.ts';
import { countsInHeadcount, coversOfAnswer, uncountedAnswer } from './household-answer.ts';

/** A cell a spreadsheet would run as a formula (=, +, -, @) is quoted as text; an E.164 phone is no formula. */
const safeCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) && !/^\+\d{6,15}$/.test(text) ? `'${text}` : text;
};

/**
 * The couple's guest list as a CSV for the caterer or a spreadsheet: semicolons and a byte order mark, so that
 * French Excel opens it with its accents; only the couple exports it (phones in full). One line a person; the
 * household's counts (people coming, and per part of the day) stand on its first member's line only, so that each
 * column adds up to the headcount; an answer outside the list (countsInHeadcount) counts in no column, nor in a
 * filtered export (the caterer's).
 */
export async function exportGuestsCsv({
  db,
  weddingId,
  user,
  filter,
}: WeddingAccessOptions & { filter: TRsvpFilter }): Promise<{ filename: string; csv: string }> {
  const wedding = await getOwnedWedding({ db, weddingId, user });
  const { rows, householdOf } = await loadGuestList(db, weddingId);
  const parts = await listWeddingParts({ db, weddingId });
  const invitations = await db
    .select()
    .from(householdInvitations)
    .innerJoin(guests, eq(guests.householdId, householdInvitations.householdId))
    .where(eq(guests.weddingId, weddingId));
  const invited = (householdId: number, partId: number) =>
    invitations.some(
      (i) => i.household_invitations.householdId === householdId && i.household_invitations.partId === partId,
    );
  const header = ['name', 'phone', 'household', 'child', 'language', 'email', 'rsvp', 'partySize'] as const;
  const counted = new Set<number>();
  const data = rows
    .filter((g) => {
      const h = householdOf(g);
      return filter === 'all' || (h ? keptBy(filter, h, g.listed) : filter === 'waiting' && g.listed);
    })
    .map((g) => {
      const h = householdOf(g);
      // An answer outside the list is no one's count: its line says so, and its columns add nothing.
      const outside = h !== undefined && !countsInHeadcount(h);
      const first = h !== undefined && !outside && !counted.has(h.id);
      if (h) counted.add(h.id);
      return [
        displayName(g),
        g.phoneNumber,
        h?.name ?? null,
        g.isChild ? t('guestList.export.child') : null,
        g.language,
        g.email,
        outside
          ? t('guestList.rsvp.outside')
          : uncountedAnswer(h?.answer)
            ? t('guestList.export.uncountedYes')
            : t(`guestList.rsvp.${h?.answer?.status ?? 'pending'}`),
        first ? coversOfAnswer(h.answer) || null : null,
        ...parts.map((p) => (first && invited(h.id, p.id) ? coversOfPart(h, p.id) || null : null)),
        first ? dietOf(h) : null,
      ].map(safeCell);
    });
  const fields = [
    ...header.map((h) => t(`guestList.export.header.${h}`)),
    ...parts.map((p) => p.name),
    t('guestList.export.header.diet'),
  ];
  const csv = Papa.unparse({ fields, data }, { delimiter: ';', newline: '\r\n' });
  return {
    filename: `invites-${wedding.weddingId}${filter === 'all' ? '' : `-${filter}`}.csv`,
    csv: `\uFEFF${csv}\r\n`,
  };
}
