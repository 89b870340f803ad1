// A guest list file as couples export it from a spreadsheet: a header line naming the columns (French or English,
// any case, accents or not), then one guest a line, separated by commas or semicolons (French Excel's default).
import Papa from 'papaparse';
import { foldAccents } from '../../shared/fold-accents.ts';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import { MAX_IMPORT_ROWS } from '../../shared/schemas/guests.ts';

export type GuestCsvLine = { line: number; name: string; phone: string; household: string; language: string; email: string };
type Column = Exclude<keyof GuestCsvLine, 'line'>;

/** Header names each column goes by, folded (lowercase, no accents, single spaces). */
const HEADERS: Record<Column, string[]> = {
  name: ['nom', 'name', 'nom complet', 'full name', 'invite', 'guest', 'prenom nom', 'nom prenom', 'nombre'],
  phone: ['telephone', 'tel', 'phone', 'mobile', 'portable', 'numero', 'phone number', 'numero de telephone', 'whatsapp', 'telefono'],
  household: ['foyer', 'groupe', 'household', 'group', 'famille', 'family', 'foyer ou groupe', 'table'],
  language: ['langue', 'language', 'lang', 'idioma'],
  email: ['email', 'e-mail', 'e mail', 'mail', 'courriel', 'adresse e-mail', 'adresse email', 'correo'],
};

const DELIMITERS = [';', ',', '\t'];

const fold = (s: string) => foldAccents(s).toLowerCase().replace(/[_.]/g, ' ').replace(/\s+/g, ' ').trim();

function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {};
  header.forEach((cell, i) => {
    const name = fold(cell);
    for (const [column, names] of Object.entries(HEADERS) as [Column, string[]][]) {
      if (found[column] === undefined && names.includes(name)) found[column] = i;
    }
  });
  return found;
}

/** The separator the header line uses most: a guess over the whole file can be misled by commas inside names. */
function delimiterOf(text: string) {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = DELIMITERS.map((d) => header.split(d).length - 1);
  return DELIMITERS[counts.indexOf(Math.max(...counts))]!;
}

/** The file's guest lines (blank lines skipped), or a French error when the file itself cannot be read. */
export function parseGuestCsv(text: string): GuestCsvLine[] {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) throw new AppError('VALIDATION', tGuestList('guestList.import.error.empty'));
  const rows = Papa.parse<string[]>(body, { delimiter: delimiterOf(body), skipEmptyLines: false }).data;
  if (!rows.length || rows[0]!.length < 2) throw new AppError('VALIDATION', tGuestList('guestList.import.error.unreadable'));
  const columns = columnsOf(rows[0]!);
  if (columns.name === undefined) throw new AppError('VALIDATION', tGuestList('guestList.import.error.noNameColumn'));
  if (columns.phone === undefined) throw new AppError('VALIDATION', tGuestList('guestList.import.error.noPhoneColumn'));
  const cell = (row: string[], column: Column) => (columns[column] === undefined ? '' : (row[columns[column]!] ?? '').trim());
  const lines: GuestCsvLine[] = [];
  rows.slice(1).forEach((row, i) => {
    if (row.every((c) => !c.trim())) return;
    lines.push({ line: i + 2, name: cell(row, 'name'), phone: cell(row, 'phone'), household: cell(row, 'household'), language: cell(row, 'language'), email: cell(row, 'email') });
  });
  if (!lines.length) throw new AppError('VALIDATION', tGuestList('guestList.import.error.empty'));
  if (lines.length > MAX_IMPORT_ROWS) throw new AppError('VALIDATION', tGuestList('guestList.import.error.tooManyRows'));
  return lines;
}
