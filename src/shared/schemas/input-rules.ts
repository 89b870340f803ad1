// The rules every piece of text and every calendar date that reaches the server obeys, in one place: control
// characters (NUL breaks Postgres, the others only hide text) and years outside 2000–2100 (0000 and 9999 overflow
// Postgres's dates and the scheduled messages computed from them) are refused with a French message.
import { commonMessages } from '../messages/common.ts';
import * as z from './zod-fr.ts';

/** The largest `integer`/`serial` id Postgres holds: a larger number names no row, and comparing with it fails. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id sent by a client (a number, or digits in a form or path): anything else gets `message`. */
export function rowId(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
}

export const MIN_INPUT_YEAR = 2000;
export const MAX_INPUT_YEAR = 2100;

// Tab, line feed and carriage return are the only ones multi-line text may hold. Matching them is the point here.
/* eslint-disable no-control-regex */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS).test(value);
}

/** A check for a single-line field (a name, an e-mail, a code); use `multilineText` where lines are expected. */
export const singleLineText = z
  .string()
  .refine((v) => !hasControlCharacters(v), commonMessages['input.controlCharacters']);
export const multilineText = z
  .string()
  .refine((v) => !hasControlCharacters(v, { multiline: true }), commonMessages['input.controlCharacters']);

/** The first string (value or key) of a JSON value, a query or a form that holds a control character. */
export function findControlCharacters(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacters(value, { multiline: true }) ? value : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    if (typeof key === 'string' && hasControlCharacters(key)) return key;
    const found = findControlCharacters(item, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Every input of the API passes this before its own schema (read-input.ts): whatever a route's schema forgets, no
 * NUL or other control character reaches the database, a log or a reply.
 */
export const ZNoControlCharacters = z.unknown().superRefine((value, ctx) => {
  if (findControlCharacters(value) !== null)
    ctx.addIssue({ code: 'custom', message: commonMessages['input.controlCharacters'] });
});

type DateMessages = { invalid: string; outOfRange?: string };

/** True for a real YYYY-MM-DD day (no 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function isInputYear(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= MIN_INPUT_YEAR && year <= MAX_INPUT_YEAR;
}

/** A YYYY-MM-DD calendar date between the years 2000 and 2100, each failure with its French message. */
export function calendarDate({ invalid, outOfRange = commonMessages['input.date.outOfRange'] }: DateMessages) {
  return z.string({ error: invalid }).refine(isCalendarDate, invalid).refine(isInputYear, outOfRange);
}
