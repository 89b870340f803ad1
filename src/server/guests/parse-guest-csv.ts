// A guest list file as couples export it from a spreadsheet: a header line naming the columns (French or English,
// any case, accents or not), then one person a line, separated by commas or semicolons (French Excel's default).
// Names come as `Prénom;Nom` (the common Excel layout) or as one `Nom complet` column; the phone is optional (a
// child, a grandmother without a mobile); a `Foyer` column groups people into households.
import Papa from 'papaparse';
import { foldAccents } from '../../shared/fold-accents.ts';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import { MAX_IMPORT_ROWS } from '../../shared/schemas/guests.ts';

export type GuestCsvLine = {
  line: number;
  /** The whole name: the `Nom complet` cell, or first and last name joined. */
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  household: string;
  language: string;
  email: string;
  child: string;
  /** The line's cells as typed, for the rejected lines' file. */
  cells: string[];
};
type Column = 'fullName' | 'firstName' | 'lastName' | 'phone' | 'household' | 'language' | 'email' | 'child';

/** Header names each column goes by, folded (lowercase, no accents, single spaces). */
const HEADERS: Record<Column, string[]> = {
  firstName: ['prenom', 'first name', 'firstname', 'given name', 'prenoms', 'nombre de pila'],
  lastName: ['nom de famille', 'last name', 'lastname', 'surname', 'family name', 'apellido', 'apellidos'],
  fullName: ['nom complet', 'full name', 'invite', 'guest', 'prenom nom', 'nom prenom', 'name', 'nombre', 'nom'],
  phone: [
    'telephone',
    'tel',
    'phone',
    'mobile',
    'portable',
    'numero',
    'phone number',
    'numero de telephone',
    'whatsapp',
    'telefono',
  ],
  household: ['foyer', 'groupe', 'household', 'group', 'famille', 'family', 'foyer ou groupe'],
  language: ['langue', 'language', 'lang', 'idioma'],
  email: ['email', 'e-mail', 'e mail', 'mail', 'courriel', 'adresse e-mail', 'adresse email', 'correo'],
  child: ['enfant', 'child', 'kid', 'nino'],
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
  // Beside a « Prénom » column, « Nom » is the last name (`Prénom;Nom`); alone, it is the whole name.
  if (
    found.firstName !== undefined &&
    found.lastName === undefined &&
    found.fullName !== undefined &&
    fold(header[found.fullName]!) === 'nom'
  ) {
    found.lastName = found.fullName;
    delete found.fullName;
  }
  return found;
}

/** The separator the header line uses most: a guess over the whole file can be misled by commas inside names. */
function delimiterOf(text: string) {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = DELIMITERS.map((d) => header.split(d).length - 1);
  return DELIMITERS[counts.indexOf(Math.max(...counts))]!;
}

/** The file's header and guest lines (blank lines skipped), or a French error when the file itself cannot be read. */
export function parseGuestCsv(text: string): { header: string[]; delimiter: string; lines: GuestCsvLine[] } {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) throw new AppError('VALIDATION', tGuestList('guestList.import.error.empty'));
  const delimiter = delimiterOf(body);
  const rows = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false }).data;
  if (!rows.length || rows[0]!.length < 2)
    throw new AppError('VALIDATION', tGuestList('guestList.import.error.unreadable'));
  const columns = columnsOf(rows[0]!);
  if (columns.fullName === undefined && columns.firstName === undefined && columns.lastName === undefined)
    throw new AppError('VALIDATION', tGuestList('guestList.import.error.noNameColumn'));
  const cell = (row: string[], column: Column) =>
    columns[column] === undefined ? '' : (row[columns[column]!] ?? '').trim();
  const lines: GuestCsvLine[] = [];
  rows.slice(1).forEach((row, i) => {
    if (row.every((c) => !c.trim())) return;
    const firstName = cell(row, 'firstName');
    const lastName = cell(row, 'lastName');
    const name = cell(row, 'fullName') || [firstName, lastName].filter(Boolean).join(' ');
    lines.push({
      line: i + 2,
      name,
      firstName,
      lastName,
      phone: cell(row, 'phone'),
      household: cell(row, 'household'),
      language: cell(row, 'language'),
      email: cell(row, 'email'),
      child: cell(row, 'child'),
      cells: row,
    });
  });
  if (!lines.length) throw new AppError('VALIDATION', tGuestList('guestList.import.error.empty'));
  if (lines.length > MAX_IMPORT_ROWS)
    throw new AppError('VALIDATION', tGuestList('guestList.import.error.tooManyRows'));
  return { header: rows[0]!, delimiter, lines };
}
