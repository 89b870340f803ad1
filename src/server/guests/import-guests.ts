import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database } from '../../../db/client.ts';
import { guests, households } from '../../../db/schema/index.ts';
import { foldAccents } from '../../shared/fold-accents.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import {
  ZGuestInput,
  type TGuestImportResult,
  type TGuestImportRow,
  type TGuestLanguage,
} from '../../shared/schemas/guests.ts';
import { hasControlCharacters } from '../../shared/schemas/input-rules.ts';
import { createHousehold } from './ensure-household.ts';
import { normalizePhone } from './normalize-phone.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';
import { parseGuestCsv, type GuestCsvLine } from './parse-guest-csv.ts';
import { saveListedGuests, type ListedGuestFields } from './save-listed-guest.ts';
import { displayName } from './to-listed-guest.ts';

/** How a language column may be written, folded. */
const LANGUAGES: Record<string, TGuestLanguage> = {
  fr: 'fr',
  fra: 'fr',
  francais: 'fr',
  french: 'fr',
  frances: 'fr',
  en: 'en',
  eng: 'en',
  anglais: 'en',
  english: 'en',
  ingles: 'en',
  es: 'es',
  spa: 'es',
  espagnol: 'es',
  spanish: 'es',
  espanol: 'es',
};
const YES = new Set(['oui', 'o', 'x', '1', 'yes', 'y', 'si', 'vrai', 'true', 'enfant']);

const fold = (s: string) =>
  foldAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function readLanguage(raw: string): TGuestLanguage | null | undefined {
  if (!raw) return null;
  return LANGUAGES[foldAccents(raw).toLowerCase().trim()];
}

type Person = Omit<ListedGuestFields, 'householdId'>;

/** One line's fields, or every French error it has (not only the first: the couple fixes them all at once). */
function readLine(line: GuestCsvLine): { person: Person | null; errors: string[] } {
  const errors: string[] = [];
  const language = readLanguage(line.language);
  if (language === undefined) errors.push(tGuestList('guestList.error.languageInvalid'));
  const parsed = ZGuestInput.safeParse({
    name: line.name,
    firstName: line.firstName,
    lastName: line.lastName,
    phone: line.phone,
    household: line.household,
    email: line.email,
    language: language ?? null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) if (!errors.includes(issue.message)) errors.push(issue.message);
  }
  if (Object.values(line).some((v) => typeof v === 'string' && hasControlCharacters(v)))
    errors.push(tGuestList('guestList.import.error.controlCharacters'));
  const phoneNumber = line.phone ? normalizePhone(line.phone) : null;
  if (line.phone && !phoneNumber && !errors.includes(tGuestList('guestList.error.phoneInvalid')))
    errors.push(tGuestList('guestList.error.phoneInvalid'));
  if (errors.length || !parsed.success) return { person: null, errors };
  const { phone: _raw, household: _household, ...rest } = parsed.data;
  return { person: { ...rest, phoneNumber, isChild: YES.has(fold(line.child)) }, errors };
}

/** The later line's filled cells complete the earlier person. */
const completed = (earlier: Person, later: Person): Person => ({
  phoneNumber: earlier.phoneNumber ?? later.phoneNumber,
  name: later.name || earlier.name,
  firstName: later.firstName ?? earlier.firstName,
  lastName: later.lastName ?? earlier.lastName,
  isChild: later.isChild || earlier.isChild,
  language: later.language ?? earlier.language,
  email: later.email ?? earlier.email,
});

type Existing = typeof guests.$inferSelect & { householdName: string | null };
/** Where a line's person goes: a household of the list (by id) or one the file makes (by its key). */
type HouseholdRef = { id: number; name: string } | { key: string; name: string };
type Planned = {
  row: TGuestImportRow;
  person: Person;
  household: HouseholdRef;
  fromFoyer: boolean;
  mergeInto: { guestId: number } | null;
};

/** The rejected lines in the file's own columns, with their reasons, for the couple to fix and import again. */
function rejectedCsvOf(
  header: string[],
  delimiter: string,
  lines: GuestCsvLine[],
  rows: TGuestImportRow[],
): string | null {
  const rejected = rows.filter((r) => r.action === 'error');
  if (!rejected.length) return null;
  const byLine = new Map(lines.map((l) => [l.line, l]));
  const data = rejected.map((r) => [...header.map((_, i) => byLine.get(r.line)?.cells[i] ?? ''), r.errors.join(' ')]);
  return `\uFEFF${Papa.unparse({ fields: [...header, tGuestList('guestList.import.rejected.reason')], data }, { delimiter, newline: '\r\n' })}\r\n`;
}

/**
 * A guest list file. Each line is a person: a new member of a household (its `Foyer` cell, else one proposed: the
 * household of someone with the same phone, or of the line above with the same last name, else one of their own), a
 * duplicate (« Doublon ») of an earlier line or of someone listed (same name; or same phone and same name), merged
 * only when the couple confirms it (`merge`, its line numbers; skipped otherwise), or a line in error, shown with what
 * was typed and why, and given back as a CSV to fix. Without `commit`, a preview: nothing is written.
 */
export async function importGuests({
  db,
  weddingId,
  user,
  csv,
  commit,
  merge = [],
}: {
  db: Database;
  weddingId: number;
  user: TSessionUser;
  csv: string;
  commit: boolean;
  merge?: number[];
}): Promise<TGuestImportResult> {
  await getOwnedWedding({ db, weddingId, user });
  const { header, delimiter, lines } = parseGuestCsv(csv);
  const existing: Existing[] = (
    await db
      .select({ guest: guests, householdName: households.name })
      .from(guests)
      .leftJoin(households, eq(households.id, guests.householdId))
      .where(eq(guests.weddingId, weddingId))
  ).map(({ guest, householdName }) => ({ ...guest, householdName }));
  const listedHouseholds = await db
    .select({ id: households.id, name: households.name })
    .from(households)
    .where(eq(households.weddingId, weddingId));
  const householdNamed = new Map(listedHouseholds.map((h) => [fold(h.name), h] as const));
  const existingByPhone = new Map(existing.filter((g) => g.phoneNumber).map((g) => [g.phoneNumber!, g]));
  const existingByName = new Map<string, Existing>();
  for (const g of existing) {
    const name = displayName(g);
    if (name && !existingByName.has(fold(name))) existingByName.set(fold(name), g);
  }
  const confirmed = new Set(merge);
  const planned: Planned[] = [];
  const rows: TGuestImportRow[] = [];
  const plannedByPhone = new Map<string, Planned>();
  const plannedByName = new Map<string, Planned>();
  const fileHouseholds = new Map<string, HouseholdRef>();
  let previous: Planned | null = null;

  for (const line of lines) {
    const { person, errors } = readLine(line);
    const typed = {
      name: line.name,
      phone: line.phone,
      household: line.household,
      email: line.email,
      language: line.language,
    };
    const base = {
      line: line.line,
      name: line.name || null,
      firstName: line.firstName || null,
      lastName: line.lastName || null,
      household: line.household || null,
      householdProposed: false,
      email: line.email || null,
      isChild: false,
      duplicateOf: null,
      note: null,
      typed,
    };
    if (!person) {
      rows.push({ ...base, phoneNumber: null, language: null, action: 'error', errors });
      previous = null;
      continue;
    }
    const nameKey = fold(person.name);
    let note: string | null = null;
    // A duplicate: the same name as an earlier line or someone listed, with the same phone or one of them without.
    const samePerson = (phone: string | null) => !person.phoneNumber || !phone || phone === person.phoneNumber;
    const earlierSame = plannedByName.get(nameKey);
    const listedSame = existingByName.get(nameKey);
    const phoneOwnerLine = person.phoneNumber ? plannedByPhone.get(person.phoneNumber) : undefined;
    const phoneOwnerListed = person.phoneNumber ? existingByPhone.get(person.phoneNumber) : undefined;
    const duplicateOfLine = earlierSame && samePerson(earlierSame.person.phoneNumber) ? earlierSame : undefined;
    const duplicateOfListed =
      !duplicateOfLine && listedSame && samePerson(listedSame.phoneNumber) ? listedSame : undefined;
    if (duplicateOfLine || duplicateOfListed) {
      const row: TGuestImportRow = {
        ...base,
        phoneNumber: person.phoneNumber,
        language: person.language,
        isChild: person.isChild,
        household: duplicateOfLine ? duplicateOfLine.household.name : (duplicateOfListed!.householdName ?? null),
        action: confirmed.has(line.line) ? 'merge' : 'duplicate',
        duplicateOf: duplicateOfLine
          ? { line: duplicateOfLine.row.line, guestId: null, name: duplicateOfLine.person.name }
          : { line: null, guestId: duplicateOfListed!.id, name: displayName(duplicateOfListed!) },
        errors: [],
      };
      rows.push(row);
      if (row.action === 'merge') {
        if (duplicateOfLine) duplicateOfLine.person = completed(duplicateOfLine.person, person);
        else {
          // A `Foyer` cell on the confirmed line moves the person to that household; else they keep theirs.
          const key = fold(line.household);
          const named = line.household
            ? (householdNamed.get(key) ?? fileHouseholds.get(key) ?? { key: `named:${key}`, name: line.household })
            : null;
          if (named) fileHouseholds.set(key, named);
          const kept = duplicateOfListed!.householdId
            ? { id: duplicateOfListed!.householdId, name: duplicateOfListed!.householdName ?? person.name }
            : { key: `line:${line.line}`, name: person.name };
          planned.push({
            row,
            person,
            household: named ?? kept,
            fromFoyer: Boolean(named),
            mergeInto: { guestId: duplicateOfListed!.id },
          });
          if (named) row.household = named.name;
        }
      }
      continue;
    }
    // Someone else with the same phone (« Oncle Hervé » beside « Tante Françoise »): kept, in the same household, the
    // phone staying with the first (one phone is one WhatsApp conversation).
    let household: HouseholdRef | null = null;
    let proposed = false;
    if (phoneOwnerListed && !phoneOwnerListed.listed && !phoneOwnerLine) {
      // Someone who wrote to the assistant before being listed: this line lists them.
      note = tGuestList('guestList.import.mergesExisting');
      if (phoneOwnerListed.householdId)
        household = { id: phoneOwnerListed.householdId, name: phoneOwnerListed.householdName ?? person.name };
    } else if (phoneOwnerLine || phoneOwnerListed) {
      note = tGuestList('guestList.import.sharedPhone', {
        name: (phoneOwnerLine ? phoneOwnerLine.person.name : displayName(phoneOwnerListed!)) ?? '',
      });
      household = phoneOwnerLine
        ? phoneOwnerLine.household
        : phoneOwnerListed!.householdId
          ? { id: phoneOwnerListed!.householdId, name: phoneOwnerListed!.householdName ?? person.name }
          : null;
      person.phoneNumber = null;
      proposed = true;
    }
    if (line.household) {
      const key = fold(line.household);
      household = householdNamed.get(key) ?? fileHouseholds.get(key) ?? { key: `named:${key}`, name: line.household };
      fileHouseholds.set(key, household);
      proposed = false;
    } else if (
      !household &&
      previous &&
      !previous.fromFoyer &&
      person.lastName &&
      fold(previous.person.lastName ?? '') === fold(person.lastName)
    ) {
      household = previous.household;
      proposed = true;
    }
    if (!household) {
      household = {
        key: `line:${line.line}`,
        name: person.lastName ? tGuestList('guestList.import.familyName', { name: person.lastName }) : person.name,
      };
      proposed = !line.household;
    }
    const listsWriter = Boolean(phoneOwnerListed && !phoneOwnerListed.listed && !phoneOwnerLine);
    const row: TGuestImportRow = {
      ...base,
      phoneNumber: person.phoneNumber,
      language: person.language,
      isChild: person.isChild,
      household: household.name,
      householdProposed: proposed && !line.household,
      action: listsWriter ? 'merge' : 'create',
      note,
      errors: [],
    };
    rows.push(row);
    const entry: Planned = { row, person, household, fromFoyer: Boolean(line.household), mergeInto: null };
    planned.push(entry);
    if (person.phoneNumber) plannedByPhone.set(person.phoneNumber, entry);
    if (!plannedByName.has(nameKey)) plannedByName.set(nameKey, entry);
    previous = entry;
  }

  // A household proposed for one person only is named after them (« Famille Martin » is for several Martins).
  const sizes = new Map<string, number>();
  for (const p of planned) if ('key' in p.household) sizes.set(p.household.key, (sizes.get(p.household.key) ?? 0) + 1);
  for (const p of planned) {
    if ('key' in p.household && p.household.key.startsWith('line:') && sizes.get(p.household.key) === 1) {
      p.household.name = p.person.name;
      p.row.household = p.person.name;
    }
  }
  const count = (action: TGuestImportRow['action']) => rows.filter((r) => r.action === action).length;
  const result = {
    rows,
    created: count('create'),
    merged: count('merge'),
    duplicates: count('duplicate'),
    invalid: count('error'),
    households: sizes.size,
    rejectedCsv: rejectedCsvOf(header, delimiter, lines, rows),
  };
  if (!commit) return { committed: false, ...result };

  await db.transaction(async (tx) => {
    const made = new Map<string, number>();
    const idOf = async (ref: HouseholdRef) => {
      if ('id' in ref) return ref.id;
      if (!made.has(ref.key)) made.set(ref.key, await createHousehold(tx, weddingId, { name: ref.name }));
      return made.get(ref.key)!;
    };
    const creations: ListedGuestFields[] = [];
    for (const p of planned) {
      if (p.mergeInto) {
        const target = existing.find((g) => g.id === p.mergeInto!.guestId)!;
        const { phoneNumber, ...rest } = completed({ ...target, name: displayName(target) ?? p.person.name }, p.person);
        await tx
          .update(guests)
          .set({
            ...rest,
            phoneNumber: target.boundAt ? target.phoneNumber : phoneNumber,
            householdId: await idOf(p.household),
            listed: true,
          })
          .where(and(eq(guests.id, target.id), eq(guests.weddingId, weddingId)));
        continue;
      }
      creations.push({ ...p.person, householdId: await idOf(p.household) });
    }
    // A phone of someone who wrote before being listed is that person, completed (save-listed-guest.ts).
    await saveListedGuests(tx, weddingId, creations);
  });
  return { committed: true, ...result };
}
