import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { foldAccents } from '../../shared/fold-accents.ts';
import { tHousehold } from '../../shared/messages/households.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TSeatingImportResult } from '../../shared/schemas/households.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';
import { displayName } from '../guests/to-listed-guest.ts';
import { tableNamed } from './save-seating-plan.ts';

const fold = (s: string) =>
  foldAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const MAX_LINES = 1000;

/**
 * A table plan from a spreadsheet: `Table;Prénom;Nom` (or `Table;Nom complet`), one guest a line, each found on the
 * list by their name. Every line that cannot be placed says why, in French; without `commit`, nothing is written;
 * with it, the lines placed are seated (tables made as named), the others left as they were.
 */
export async function importSeatingPlan({
  db,
  weddingId,
  user,
  csv,
  commit,
}: {
  db: Database;
  weddingId: number;
  user: TSessionUser;
  csv: string;
  commit: boolean;
}): Promise<TSeatingImportResult> {
  await getOwnedWedding({ db, weddingId, user });
  const body = csv.replace(/^\uFEFF/, '');
  if (!body.trim()) throw new AppError('VALIDATION', tHousehold('seating.error.empty'));
  const header = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = [';', ',', '\t'].reduce(
    (best, d) => (header.split(d).length > header.split(best).length ? d : best),
    ';',
  );
  const rows = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false }).data;
  const columns = rows[0]!.map(fold);
  const at = (...names: string[]) => columns.findIndex((c) => names.includes(c));
  const table = at('table', 'table name', 'nom de la table', 'mesa');
  const first = at('prenom', 'first name', 'firstname');
  const last = at('nom', 'nom de famille', 'last name', 'lastname', 'surname');
  const full = at('nom complet', 'full name', 'invite', 'guest', 'name');
  if (table < 0 || (full < 0 && (first < 0 || last < 0) && last < 0))
    throw new AppError('VALIDATION', tHousehold('seating.error.columns'));
  if (rows.length - 1 > MAX_LINES) throw new AppError('VALIDATION', tHousehold('seating.error.columns'));
  const listed = (
    await db
      .select()
      .from(guests)
      .where(and(eq(guests.weddingId, weddingId), eq(guests.listed, true)))
  ).map((g) => ({
    id: g.id,
    keys: new Set(
      [displayName(g), [g.firstName, g.lastName].filter(Boolean).join(' ')]
        .filter((n): n is string => Boolean(n))
        .map(fold),
    ),
  }));
  const result: TSeatingImportResult['rows'] = [];
  rows.slice(1).forEach((row, i) => {
    if (row.every((c) => !c.trim())) return;
    const cell = (index: number) => (index < 0 ? '' : (row[index] ?? '').trim());
    const tableName = cell(table);
    const name = full >= 0 && cell(full) ? cell(full) : [cell(first), cell(last)].filter(Boolean).join(' ');
    const errors: string[] = [];
    if (!tableName) errors.push(tHousehold('seating.error.table'));
    else if (tableName.length > 80) errors.push(tHousehold('seating.error.tooLong'));
    let guestId: number | null = null;
    if (!name) errors.push(tHousehold('seating.error.name'));
    else {
      const found = listed.filter((g) => g.keys.has(fold(name)));
      if (!found.length) errors.push(tHousehold('seating.error.unknownGuest', { name }));
      else if (found.length > 1) errors.push(tHousehold('seating.error.ambiguous', { name }));
      else guestId = found[0]!.id;
    }
    result.push({ line: i + 2, table: tableName, name, guestId: errors.length ? null : guestId, errors });
  });
  if (!result.length) throw new AppError('VALIDATION', tHousehold('seating.error.empty'));
  const placed = result.filter((r) => r.guestId !== null);
  if (commit && placed.length) {
    await db.transaction(async (tx) => {
      const ids = new Map<string, number>();
      for (const r of placed) {
        if (!ids.has(r.table)) ids.set(r.table, await tableNamed(tx, weddingId, r.table, ids.size));
        await tx
          .update(guests)
          .set({ seatingTableId: ids.get(r.table)! })
          .where(eq(guests.id, r.guestId!));
      }
    });
  }
  return { committed: commit, rows: result, seated: placed.length, invalid: result.length - placed.length };
}
