// The wedding as French weddings are: the parts of the day, the households invited to them, and the table plan.
import { householdMessages as m } from '../messages/households.ts';
import { ZPartAnswer } from './part-answer.ts';
import { isCalendarDate, rowId, singleLineText } from './input-rules.ts';
import * as z from './zod-fr.ts';

export const WEDDING_PART_KINDS = [
  'ceremony',
  'civil_ceremony',
  'religious_ceremony',
  'secular_ceremony',
  'reception',
  'cocktail',
  'dinner',
  'party',
  'brunch',
  'other',
] as const;
export type TWeddingPartKind = (typeof WEDDING_PART_KINDS)[number];
export const PARTNER_ROLES = ['bride', 'groom'] as const;
export type TPartnerRole = (typeof PARTNER_ROLES)[number];
export const MAX_PARTS = 12;
export const MAX_SEATS = 50;

const optional = (max: number) =>
  singleLineText
    .trim()
    .max(max, m['household.error.tooLong'])
    .nullish()
    .transform((v) => (v ? v : null));

export const ZWeddingPart = z.object({
  id: z.number().int(),
  kind: z.enum(WEDDING_PART_KINDS),
  /** The couple's own name, else the kind's (src/shared/messages/households.ts). */
  label: z.string().nullable(),
  name: z.string(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  venue: z.string().nullable(),
  address: z.string().nullable(),
  position: z.number().int(),
});
export type TWeddingPart = z.infer<typeof ZWeddingPart>;

export const ZWeddingPartInput = z.object({
  /** A part already there keeps its id (and its invitations and answers); none: a new part. */
  id: rowId(m['part.error.id']).optional().nullable(),
  kind: z.enum(WEDDING_PART_KINDS, { error: m['part.error.kind'] }),
  label: optional(80),
  date: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isCalendarDate(v), m['part.error.date']),
  time: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), m['part.error.time']),
  venue: optional(200),
  address: optional(300),
  /** A new part: every household of the list is invited to it too (a household keeps the parts it was given). */
  inviteAll: z.boolean().optional().default(false),
});
/** The whole day, in its order: parts left out are removed (with their invitations and answers). */
export const ZSaveWeddingPartsRequest = z.object({
  parts: z.array(ZWeddingPartInput).max(MAX_PARTS, m['part.error.tooMany']),
});
export type TSaveWeddingPartsRequest = z.input<typeof ZSaveWeddingPartsRequest>;

export const ZHouseholdMemberInput = z.object({
  firstName: singleLineText.trim().min(1, m['household.error.firstName']).max(120, m['household.error.tooLong']),
  lastName: optional(120),
  phone: optional(40),
  email: z
    .union([z.literal(''), z.email(m['household.error.email']).max(254, m['household.error.email'])])
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  isChild: z.boolean().optional().default(false),
});

export const ZHouseholdRequest = z.object({
  name: singleLineText.trim().min(1, m['household.error.name']).max(120, m['household.error.tooLong']),
  seats: z
    .number({ error: m['household.error.seats'] })
    .int(m['household.error.seats'])
    .min(1, m['household.error.seats'])
    .max(MAX_SEATS, m['household.error.seats'])
    .nullish()
    .transform((v) => v ?? null),
  partIds: z.array(rowId(m['part.error.id'])).max(MAX_PARTS),
  /** New members (existing ones are edited as guests). */
  members: z.array(ZHouseholdMemberInput).max(MAX_SEATS).optional().default([]),
});
export type THouseholdRequest = z.input<typeof ZHouseholdRequest>;

export const ZHousehold = z.object({
  id: z.number().int(),
  name: z.string(),
  seats: z.number().int().nullable(),
  partIds: z.array(z.number().int()),
  dietaryNotes: z.string().nullable(),
  /** When the household, not having answered, was reminded (once). */
  remindedAt: z.string().nullable(),
  /** When a member who stopped halfway through answering was last asked the question they left. */
  nudgedAt: z.string().nullable(),
  /** When the couple last sent it the invitation on WhatsApp; null: not invited yet. */
  invitedAt: z.string().nullable(),
  /**
   * One of its members is on the couple's list; false for a household without members yet (nobody to invite). The
   * households of answers from outside the list are not listed among the couple's (« Réponses hors liste »).
   */
  listed: z.boolean(),
  members: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      isChild: z.boolean(),
      table: z.string().nullable(),
    }),
  ),
  rsvp: z
    .object({
      status: z.enum(['yes', 'no', 'maybe']).nullable(),
      partySize: z.number().int().nullable(),
      answeredBy: z.string().nullable(),
      parts: z.array(ZPartAnswer),
    })
    .nullable(),
});
export type THousehold = z.infer<typeof ZHousehold>;

export const ZSeatingTable = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(z.object({ id: z.number().int(), name: z.string().nullable(), household: z.string().nullable() })),
});
export type TSeatingTable = z.infer<typeof ZSeatingTable>;

export const ZSeatingImportRow = z.object({
  line: z.number().int(),
  table: z.string(),
  name: z.string(),
  guestId: z.number().int().nullable(),
  errors: z.array(z.string()),
});
export const ZSeatingImportResult = z.object({
  committed: z.boolean(),
  rows: z.array(ZSeatingImportRow),
  seated: z.number().int(),
  invalid: z.number().int(),
});
export type TSeatingImportResult = z.infer<typeof ZSeatingImportResult>;

export const ZPartnerInput = z.object({
  firstName: z.string(),
  role: z.enum(PARTNER_ROLES).nullable(),
});

export const ZSaveSeatingRequest = z.object({
  tables: z
    .array(
      z.object({
        id: rowId(m['part.error.id']).optional().nullable(),
        name: singleLineText.trim().min(1, m['seating.error.table']).max(80, m['seating.error.tooLong']),
        guestIds: z.array(rowId(m['seating.error.name'])).max(200),
      }),
    )
    .max(200),
});
export type TSaveSeatingRequest = z.input<typeof ZSaveSeatingRequest>;

export const ZSeatingPlan = z.object({
  tables: z.array(ZSeatingTable),
  unseated: z.array(z.object({ id: z.number().int(), name: z.string().nullable(), household: z.string().nullable() })),
});
export type TSeatingPlan = z.infer<typeof ZSeatingPlan>;

/** The invitation sent on WhatsApp: to these households, or (none given) to every household not invited yet. */
export const ZSendInvitationsRequest = z.object({
  householdIds: z
    .array(rowId(m['household.error.notFound']), { error: m['invitation.error.households'] })
    .min(1, m['invitation.error.households'])
    .max(500, m['invitation.error.households'])
    .optional(),
});
export type TSendInvitationsRequest = z.input<typeof ZSendInvitationsRequest>;

export const ZSendInvitationsResponse = z.object({
  /** Households the invitation went to (at least one member with a phone who did not answer STOP). */
  invited: z.number().int(),
  /** Copies handed to Twilio, failed there, or kept in the outbox (Twilio not configured). */
  sent: z.number().int(),
  failed: z.number().int(),
  queued: z.number().int(),
  /** Households without a member the invitation can reach. */
  unreachable: z.array(z.string()),
  live: z.boolean(),
  /** The server's French summary, shown as is. */
  message: z.string(),
});
export type TSendInvitationsResponse = z.infer<typeof ZSendInvitationsResponse>;
