import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import { foldAccents } from '../../shared/fold-accents.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { ZGuestInput, type TGuestImportResult, type TGuestImportRow, type TGuestLanguage } from '../../shared/schemas/guests.ts';
import { hasControlCharacters } from '../../shared/schemas/input-rules.ts';
import { normalizePhone } from './normalize-phone.ts';
import { getOwnedWedding } from './owned-wedding.ts';
import { parseGuestCsv, type GuestCsvLine } from './parse-guest-csv.ts';
import { saveListedGuests, type ListedGuestFields } from './save-listed-guest.ts';

/** How a language column may be written, folded. */
const LANGUAGES: Record<string, TGuestLanguage> = {
  fr: 'fr', fra: 'fr', francais: 'fr', french: 'fr', frances: 'fr',
  en: 'en', eng: 'en', anglais: 'en', english: 'en', ingles: 'en',
  es: 'es', spa: 'es', espagnol: 'es', spanish: 'es', espanol: 'es',
};

function readLanguage(raw: string): TGuestLanguage | null | undefined {
  if (!raw) return null;
  return LANGUAGES[foldAccents(raw).toLowerCase().trim()];
}

/** One line's fields, or every French error it has (not only the first: the couple fixes them all at once). */
function readLine(line: GuestCsvLine): { fields: ListedGuestFields | null; errors: string[] } {
  const errors: string[] = [];
  const language = readLanguage(line.language);
  if (language === undefined) errors.push(tGuestList('guestList.error.languageInvalid'));
  const parsed = ZGuestInput.safeParse({ name: line.name, phone: line.phone || ' ', household: line.household, email: line.email, language: language ?? null });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) if (!errors.includes(issue.message)) errors.push(issue.message);
  }
  if (Object.values(line).some((v) => typeof v === 'string' && hasControlCharacters(v))) errors.push(tGuestList('guestList.import.error.controlCharacters'));
  const phoneNumber = line.phone ? normalizePhone(line.phone) : null;
  const phoneError = !line.phone ? tGuestList('guestList.error.phoneRequired') : !phoneNumber ? tGuestList('guestList.error.phoneInvalid') : null;
  if (phoneError && !errors.includes(phoneError)) errors.push(phoneError);
  if (errors.length || !parsed.success || !phoneNumber) return { fields: null, errors };
  const { phone: _raw, ...rest } = parsed.data;
  return { fields: { ...rest, phoneNumber }, errors };
}

/** Two lines with one phone are one guest: the later line's filled cells win. */
function mergeFields(earlier: ListedGuestFields, later: ListedGuestFields): ListedGuestFields {
  return {
    phoneNumber: earlier.phoneNumber,
    name: later.name || earlier.name,
    household: later.household ?? earlier.household,
    language: later.language ?? earlier.language,
    email: later.email ?? earlier.email,
  };
}

/**
 * A guest list file: without `commit`, a preview of what each line would do, with its errors, and nothing written;
 * with `commit`, the valid lines written in one statement (lines in error are skipped).
 */
export async function importGuests({ db, weddingId, user, csv, commit }: { db: Database; weddingId: number; user: TSessionUser; csv: string; commit: boolean }): Promise<TGuestImportResult> {
  await getOwnedWedding({ db, weddingId, user });
  const lines = parseGuestCsv(csv);
  const existing = new Set((await db.select({ phone: guests.phoneNumber }).from(guests).where(eq(guests.weddingId, weddingId))).map((g) => g.phone));
  const rows: TGuestImportRow[] = [];
  const byPhone = new Map<string, { line: number; fields: ListedGuestFields }>();
  for (const line of lines) {
    const { fields, errors } = readLine(line);
    const base = { line: line.line, name: line.name || null, household: line.household || null, email: line.email || null };
    if (!fields) {
      rows.push({ ...base, phoneNumber: null, language: null, action: 'error', note: null, errors });
      continue;
    }
    const earlier = byPhone.get(fields.phoneNumber);
    let note: string | null = null;
    if (earlier) {
      earlier.fields = mergeFields(earlier.fields, fields);
      note = tGuestList('guestList.import.duplicateOf', { line: earlier.line });
    } else {
      byPhone.set(fields.phoneNumber, { line: line.line, fields });
      if (existing.has(fields.phoneNumber)) note = tGuestList('guestList.import.mergesExisting');
    }
    rows.push({ ...base, phoneNumber: fields.phoneNumber, language: fields.language, action: note ? 'merge' : 'create', note, errors: [] });
  }
  const created = rows.filter((r) => r.action === 'create').length;
  const result = { rows, created, merged: rows.length - created - rows.filter((r) => r.action === 'error').length, invalid: rows.filter((r) => r.action === 'error').length };
  if (!commit) return { committed: false, ...result };
  await saveListedGuests(db, weddingId, [...byPhone.values()].map((entry) => entry.fields));
  return { committed: true, ...result };
}
