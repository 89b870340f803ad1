// The couple's guest list (/wedding/:id, « Invités »): the guests they list by hand or import from a CSV, and the
// guests who wrote to the assistant before being listed. Phones are E.164; an administrator sees them masked.
import { guestListMessages as m } from '../messages/guest-list.ts';
import { RSVP_FILTERS } from '../rsvp-filter.ts';
import { singleLineText } from './input-rules.ts';
import { z } from './zod-fr.ts';

export const GUEST_LANGUAGES = ['fr', 'en', 'es'] as const;
export type TGuestLanguage = (typeof GUEST_LANGUAGES)[number];
export const RSVP_STATUSES = ['yes', 'no', 'maybe'] as const;
export type TRsvpStatus = (typeof RSVP_STATUSES)[number];

/** Rows an import may hold: a wedding's list, with room for a large family wedding. */
export const MAX_IMPORT_ROWS = 1000;
/** Bytes of CSV an import may send (1,000 rows of five columns fit in far less). */
export const MAX_IMPORT_BYTES = 256 * 1024;
export const MAX_GUEST_NAME = 120;
export const MAX_HOUSEHOLD = 120;

export const ZGuestRsvp = z.object({
  /** Null when the guest only told a dietary need so far. */
  status: z.enum(RSVP_STATUSES).nullable(),
  /** People coming with this answer, the guest included; null when the guest did not say. */
  partySize: z.number().int().nullable(),
  dietaryNotes: z.string().nullable(),
  answeredAt: z.string(),
});
export type TGuestRsvp = z.infer<typeof ZGuestRsvp>;

export const ZListedGuest = z.object({
  id: z.number().int(),
  weddingId: z.number().int(),
  name: z.string().nullable(),
  phoneNumber: z.string(),
  household: z.string().nullable(),
  language: z.enum(GUEST_LANGUAGES).nullable(),
  email: z.string().nullable(),
  /** On the couple's list (added or imported), not only someone who wrote. */
  listed: z.boolean(),
  /** Wrote to the assistant at least once. */
  hasWritten: z.boolean(),
  lastInteraction: z.string().nullable(),
  messageCount: z.number().int(),
  optedOut: z.boolean(),
  /** The guest's own WhatsApp link (the couple only; null for an administrator or a guest not on the list). */
  personalLink: z.string().nullable(),
  rsvp: ZGuestRsvp.nullable(),
  createdAt: z.string(),
});
export type TListedGuest = z.infer<typeof ZListedGuest>;
export const ZListedGuestList = z.array(ZListedGuest);

const optionalText = (max: number, tooLong: string) =>
  singleLineText
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** One guest as the couple types it: the phone is normalised to E.164 by the server (French numbers may omit +33). */
export const ZGuestInput = z.object({
  name: singleLineText.trim().min(1, m['guestList.error.nameRequired']).max(MAX_GUEST_NAME, m['guestList.error.nameTooLong']),
  phone: singleLineText.trim().min(1, m['guestList.error.phoneRequired']).max(40, m['guestList.error.phoneInvalid']),
  household: optionalText(MAX_HOUSEHOLD, m['guestList.error.householdTooLong']),
  language: z
    .enum(GUEST_LANGUAGES, { error: m['guestList.error.languageInvalid'] })
    .optional()
    .nullable()
    .transform((v) => v ?? null),
  email: z
    .union([z.literal(''), z.email(m['guestList.error.emailInvalid']).max(254, m['guestList.error.emailInvalid'])])
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null)),
});
export type TGuestInput = z.input<typeof ZGuestInput>;
export type TGuestFields = z.output<typeof ZGuestInput>;

/** What an import does with one line of the file. */
export const IMPORT_ACTIONS = ['create', 'merge', 'error'] as const;

export const ZGuestImportRow = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  household: z.string().nullable(),
  language: z.enum(GUEST_LANGUAGES).nullable(),
  email: z.string().nullable(),
  /** create: a new guest; merge: completes a guest already there (or an earlier line of the file); error: skipped. */
  action: z.enum(IMPORT_ACTIONS),
  /** Why a line merges (the same phone as an earlier line, or as a guest already listed). */
  note: z.string().nullable(),
  errors: z.array(z.string()),
});
export type TGuestImportRow = z.infer<typeof ZGuestImportRow>;

export const ZGuestImportResult = z.object({
  /** False for a preview: nothing was written. */
  committed: z.boolean(),
  rows: z.array(ZGuestImportRow),
  created: z.number().int(),
  merged: z.number().int(),
  invalid: z.number().int(),
});
export type TGuestImportResult = z.infer<typeof ZGuestImportResult>;

/** The couple's RSVP figures: answers, people coming (covers) and the dietary notes the caterer needs. */
export const ZRsvpSummary = z.object({
  yes: z.number().int(),
  no: z.number().int(),
  maybe: z.number().int(),
  /** Listed guests who have not answered yet. */
  waiting: z.number().int(),
  /** People coming: each yes counts its party size, or 1 when the guest did not say. */
  covers: z.number().int(),
  diets: z.array(z.object({ guestId: z.number().int(), name: z.string().nullable(), household: z.string().nullable(), notes: z.string() })),
  rsvpDeadline: z.string().nullable(),
});
export type TRsvpSummary = z.infer<typeof ZRsvpSummary>;

/** Which guests an export or a filter keeps: by answer, « waiting » for the listed ones with none yet. */
export const ZRsvpFilter = z.enum(RSVP_FILTERS, { error: m['guestList.error.filterInvalid'] }).default('all');
