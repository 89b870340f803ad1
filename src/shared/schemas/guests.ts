// The couple's guest list (/wedding/:id, « Invités »): the guests they list by hand or import from a CSV, and the
// guests who wrote to the assistant before being listed. Phones are E.164; an administrator sees them masked.
import { guestListMessages as m } from '../messages/guest-list.ts';
import { RSVP_FILTERS } from '../rsvp-filter.ts';
import { singleLineText } from './input-rules.ts';
import { RSVP_STATUSES, ZPartAnswer } from './part-answer.ts';
import * as z from './zod-fr.ts';

export { RSVP_STATUSES, ZPartAnswer, type TPartAnswer, type TRsvpStatus } from './part-answer.ts';

export const GUEST_LANGUAGES = ['fr', 'en', 'es'] as const;
export type TGuestLanguage = (typeof GUEST_LANGUAGES)[number];

/** Rows an import may hold: a wedding's list, with room for a large family wedding. */
export const MAX_IMPORT_ROWS = 1000;
/** Bytes of CSV an import may send (1,000 rows of five columns fit in far less). */
export const MAX_IMPORT_BYTES = 256 * 1024;
export const MAX_GUEST_NAME = 120;
export const MAX_HOUSEHOLD = 120;

/** The answer of the guest's household (any member's answer is the household's). */
export const ZGuestRsvp = z.object({
  /** Null when the household only told a dietary need so far. */
  status: z.enum(RSVP_STATUSES).nullable(),
  /** People of the household coming (a household of one answering yes is 1); null when a household of several did not say. */
  partySize: z.number().int().nullable(),
  /** A yes that has not said how many come: counted 1, and the screens say so (uncountedAnswer). */
  uncounted: z.boolean(),
  dietaryNotes: z.string().nullable(),
  answeredAt: z.string(),
  /** The member who gave the latest answer. */
  answeredBy: z.string().nullable(),
  parts: z.array(ZPartAnswer),
});
export type TGuestRsvp = z.infer<typeof ZGuestRsvp>;

export const ZListedGuest = z.object({
  id: z.number().int(),
  weddingId: z.number().int(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Null for a member listed without a mobile. */
  phoneNumber: z.string().nullable(),
  /** The household's name (« Famille Martin »); null for someone who wrote without being listed nor answering. */
  household: z.string().nullable(),
  householdId: z.number().int().nullable(),
  isChild: z.boolean(),
  language: z.enum(GUEST_LANGUAGES).nullable(),
  /** The language of the guest's first message that tells it (the list's language, when set, comes first). */
  spokenLanguage: z.enum(GUEST_LANGUAGES).nullable(),
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
  /** The dietary notes this guest told (rsvp.dietaryNotes: their household's, every member's). */
  dietaryNotes: z.string().nullable(),
  /**
   * The household's answer counts in the figures and the caterer's export: one of its members is on the list. False
   * for an answer outside the list (« Réponses hors liste »), until the couple adds its guests to the list.
   */
  counted: z.boolean(),
  createdAt: z.string(),
});
export type TListedGuest = z.infer<typeof ZListedGuest>;

const optionalText = (max: number, tooLong: string) =>
  singleLineText
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * One guest as the couple types it: a full name, or a first and a last name; the phone is optional (a child, a
 * grandmother without a mobile) and normalised to E.164 by the server (French numbers may omit +33). The household
 * is named: a household of that name joins it, none makes one of its own.
 */
export const ZGuestInput = z
  .object({
    name: singleLineText.trim().max(MAX_GUEST_NAME, m['guestList.error.nameTooLong']).optional().nullable(),
    firstName: optionalText(MAX_GUEST_NAME, m['guestList.error.nameTooLong']),
    lastName: optionalText(MAX_GUEST_NAME, m['guestList.error.nameTooLong']),
    phone: singleLineText
      .trim()
      .max(40, m['guestList.error.phoneInvalid'])
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    household: optionalText(MAX_HOUSEHOLD, m['guestList.error.householdTooLong']),
    isChild: z.boolean().optional().default(false),
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
  })
  .transform(({ name, ...rest }) => ({
    ...rest,
    name: name?.trim() || [rest.firstName, rest.lastName].filter(Boolean).join(' '),
  }))
  .refine((v) => v.name.length > 0, { message: m['guestList.error.nameRequired'], path: ['name'] });
export type TGuestInput = z.input<typeof ZGuestInput>;
export type TGuestFields = z.output<typeof ZGuestInput>;

/**
 * What an import does with one line of the file: a new person; a duplicate (« Doublon ») of an earlier line or of
 * someone already listed, skipped unless the couple confirms its merge (then `merge`); or a line in error, skipped.
 */
export const IMPORT_ACTIONS = ['create', 'merge', 'duplicate', 'error'] as const;

export const ZGuestImportRow = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The household the line goes to: the `Foyer` column's, else one proposed (a shared phone, a shared last name). */
  household: z.string().nullable(),
  /** The household was proposed by the import (no `Foyer` cell). */
  householdProposed: z.boolean(),
  language: z.enum(GUEST_LANGUAGES).nullable(),
  email: z.string().nullable(),
  isChild: z.boolean(),
  action: z.enum(IMPORT_ACTIONS),
  /** Who a duplicate doubles: an earlier line, or someone already on the list. */
  duplicateOf: z
    .object({ line: z.number().int().nullable(), guestId: z.number().int().nullable(), name: z.string().nullable() })
    .nullable(),
  /** Why a line merges or joins a household (the same phone as another person). */
  note: z.string().nullable(),
  /** The values typed on a line in error, as in the file, beside its reasons. */
  typed: z.object({
    name: z.string(),
    phone: z.string(),
    household: z.string(),
    email: z.string(),
    language: z.string(),
  }),
  errors: z.array(z.string()),
});
export type TGuestImportRow = z.infer<typeof ZGuestImportRow>;

export const ZGuestImportResult = z.object({
  /** False for a preview: nothing was written. */
  committed: z.boolean(),
  rows: z.array(ZGuestImportRow),
  created: z.number().int(),
  merged: z.number().int(),
  /** Duplicates not confirmed: skipped. */
  duplicates: z.number().int(),
  invalid: z.number().int(),
  households: z.number().int(),
  /** The lines in error as a CSV (the file's columns and a « Motif » column) to fix and import again; null: none. */
  rejectedCsv: z.string().nullable(),
});
export type TGuestImportResult = z.infer<typeof ZGuestImportResult>;

/** `?merge=3,7`: the duplicate lines the couple confirms to merge. */
export const ZImportMergeLines = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((n) => Number(n.trim()))
          .filter((n) => Number.isInteger(n) && n > 0)
      : [],
  );

/** The couple's RSVP figures: answers, people coming (covers) and the dietary notes the caterer needs. */
export const ZRsvpSummary = z.object({
  yes: z.number().int(),
  no: z.number().int(),
  maybe: z.number().int(),
  /** Listed guests who have not answered yet. */
  waiting: z.number().int(),
  /** People coming: each yes counts its party size, or 1 when the guest did not say. */
  covers: z.number().int(),
  /** Households coming that have not said how many (each counted 1 in `covers`). */
  uncounted: z.number().int(),
  /** Each note under the member who told it (`name`); null: told before authors were kept, the household's. */
  diets: z.array(
    z.object({
      guestId: z.number().int(),
      name: z.string().nullable(),
      household: z.string().nullable(),
      notes: z.string(),
    }),
  ),
  /** Per part of the day: households coming and people coming (the caterer's counts). */
  parts: z.array(
    z.object({
      partId: z.number().int(),
      name: z.string(),
      time: z.string().nullable(),
      invited: z.number().int(),
      yes: z.number().int(),
      covers: z.number().int(),
      uncounted: z.number().int(),
    }),
  ),
  /**
   * « Réponses hors liste »: answers from phones on no household of the list, counted nowhere until the couple adds
   * them to it (POST /weddings/:id/guests/:guestId/accept); one per household they answered for.
   */
  outside: z.array(
    z.object({
      /** Who answered (the one the couple adds to the list). */
      guestId: z.number().int(),
      name: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      status: z.enum(RSVP_STATUSES).nullable(),
      /** People they say would come. */
      partySize: z.number().int().nullable(),
      dietaryNotes: z.string().nullable(),
      /** Their latest answer as they wrote it. */
      said: z.string().nullable(),
      answeredAt: z.string().nullable(),
    }),
  ),
  rsvpDeadline: z.string().nullable(),
});
export type TRsvpSummary = z.infer<typeof ZRsvpSummary>;

/** The couple adds an answer outside the list to it: as a new household (null), or to one of the list's households. */
/** `householdId` one of the list's to join, or null (the default) for a household of their own. */
export const ZAcceptOutsideAnswer = z.object({
  householdId: z
    .number({ error: m['guestList.outside.error.household'] })
    .int(m['guestList.outside.error.household'])
    .positive(m['guestList.outside.error.household'])
    .nullable()
    .default(null),
});
export type TAcceptOutsideAnswer = z.infer<typeof ZAcceptOutsideAnswer>;

/** Which guests an export or a filter keeps: by answer, « waiting » for the listed ones with none yet. */
export const ZRsvpFilter = z.enum(RSVP_FILTERS, { error: m['guestList.error.filterInvalid'] }).default('all');
