// Wedding, FAQ, guest and message shapes of the couple space, shared by the API and the forms.
import { t } from '../messages/couple-space.ts';
import { ZWeddingStatus } from '../wedding-status.ts';
import {
  calendarDate,
  isCalendarDate,
  isInputYear,
  MAX_ROW_ID,
  multilineText,
  rowId,
  singleLineText,
} from './input-rules.ts';
import * as z from './zod-fr.ts';
import { ZAnswerTrace } from './answer-trace.ts';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Optional free text: trimmed, '' and null both mean "not set". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, t('wedding.field.tooLong'))
    .pipe(multilineText)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalTime = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || TIME_PATTERN.test(v), t('wedding.time.invalid'));

/** An optional calendar date ('' and null: not set). */
const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (isCalendarDate(v) && isInputYear(v)), t('wedding.date.invalid'));

export const ZWeddingDate = z
  .string({ error: t('wedding.date.required') })
  .trim()
  .min(1, t('wedding.date.required'))
  .pipe(calendarDate({ invalid: t('wedding.date.invalid') }));

const ZBrideName = z
  .string({ error: t('wedding.brideName.required') })
  .trim()
  .min(2, t('wedding.brideName.required'))
  .max(100, t('wedding.field.tooLong'))
  .pipe(singleLineText);
const ZGroomName = z
  .string({ error: t('wedding.groomName.required') })
  .trim()
  .min(2, t('wedding.groomName.required'))
  .max(100, t('wedding.field.tooLong'))
  .pipe(singleLineText);

/** How a partner is named in texts: la mariée, le marié, or neither (null: their first name only). */
export const ZPartnerRole = z
  .enum(['bride', 'groom'], { error: t('wedding.partnerRole.invalid') })
  .nullable()
  .optional();

/**
 * Every information field of a wedding the couple edits (and the assistant answers from). `brideName` and
 * `groomName` (the spec's names) are the first and the second partner's first names; their roles say who is « la
 * mariée » or « le marié », if anyone (two women or two men sign up as themselves). Not sent on creation: bride and
 * groom, as the spec's form names them.
 */
export const ZWeddingFields = z.object({
  brideName: ZBrideName,
  groomName: ZGroomName,
  firstPartnerRole: ZPartnerRole,
  secondPartnerRole: ZPartnerRole,
  weddingDate: ZWeddingDate,
  ceremonyVenue: optionalText(200),
  ceremonyAddress: optionalText(300),
  ceremonyTime: optionalTime,
  receptionVenue: optionalText(200),
  receptionAddress: optionalText(300),
  receptionTime: optionalTime,
  dressCode: optionalText(1000),
  parkingInfo: optionalText(1000),
  accommodations: optionalText(2000),
  giftRegistry: optionalText(1000),
  emergencyContact: optionalText(300),
  additionalInfo: optionalText(4000),
  /** Guests answer the invitation on WhatsApp until this day (Paris calendar); none: until the wedding. */
  rsvpDeadline: optionalDate,
  /** Households that have not answered are reminded once, this many days before the deadline; none: no reminder. */
  rsvpReminderDays: z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v)))
    .refine((v) => v === null || (Number.isInteger(v) && v >= 1 && v <= 60), t('wedding.rsvpReminderDays.invalid'))
    .optional(),
});
export type TWeddingFields = z.infer<typeof ZWeddingFields>;
export type TWeddingFieldsInput = z.input<typeof ZWeddingFields>;

export const ZCreateWeddingRequest = ZWeddingFields.extend({ userId: z.string().optional() });

export const ZUpdateWeddingRequest = ZWeddingFields.partial().refine(
  (v) => Object.keys(v).length > 0,
  t('wedding.update.empty'),
);
export type TUpdateWeddingRequest = z.input<typeof ZUpdateWeddingRequest>;

/** /couple-complete-signup: the form plus the amounts the prototype sent; amounts are recomputed by the server. */
export const ZCreateCoupleWeddingRequest = ZWeddingFields.extend({
  userId: z.string().optional(),
  totalPrice: z.number().optional(),
  firstPaymentAmount: z.number().optional(),
  remainingPaymentAmount: z.number().optional(),
});

export const ZWedding = z.object({
  id: z.number().int(),
  userId: z.string().nullable(),
  weddingId: z.string(),
  brideName: z.string(),
  groomName: z.string(),
  /** The two partners, in order, with their role (null: neither « la mariée » nor « le marié »). */
  partners: z.array(z.object({ firstName: z.string(), role: z.enum(['bride', 'groom']).nullable() })),
  /** « Inès et Thomas »: the couple as every text names them. */
  coupleNames: z.string(),
  firstPartnerRole: z.enum(['bride', 'groom']).nullable(),
  secondPartnerRole: z.enum(['bride', 'groom']).nullable(),
  weddingDate: z.string(),
  ceremonyVenue: z.string().nullable(),
  ceremonyAddress: z.string().nullable(),
  ceremonyTime: z.string().nullable(),
  receptionVenue: z.string().nullable(),
  receptionAddress: z.string().nullable(),
  receptionTime: z.string().nullable(),
  dressCode: z.string().nullable(),
  parkingInfo: z.string().nullable(),
  accommodations: z.string().nullable(),
  giftRegistry: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  rsvpDeadline: z.string().nullable(),
  rsvpReminderDays: z.number().int().nullable(),
  botActive: z.boolean(),
  whatsappLink: z.string().nullable(),
  messageCount: z.number().int(),
  guestCount: z.number().int(),
  isTrialMode: z.boolean(),
  trialQuestionsUsed: z.number().int(),
  trialMaxQuestions: z.number().int(),
  assistantStopped: z.boolean(),
  stopReason: z.string().nullable(),
  stoppedAt: z.string().nullable(),
  reviewRequested: z.boolean(),
  reviewSubmitted: z.boolean(),
  paymentStatus: z.string(),
  firstPaymentAmount: z.number().int().nullable(),
  remainingPaymentAmount: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: ZWeddingStatus,
});
export type TWedding = z.infer<typeof ZWedding>;

export const ZWeddingStats = z.object({
  totalMessages: z.number().int(),
  totalGuests: z.number().int(),
  activeGuests: z.number().int(),
  /** « 22 invités · 1 a écrit »: the guests on the couple's list (no stranger who only wrote); `totalGuests` wrote. */
  guestsOnList: z.number().int(),
  /** People on no list who wrote by the wedding's link (« 3 personnes hors de votre liste ont aussi écrit »). */
  outsideWrote: z.number().int(),
});
export type TWeddingStats = z.infer<typeof ZWeddingStats>;

/** The guest figures the dashboard shows, as the server counted them (TWeddingStats). */
export type TGuestFigures = { invited: number; wrote: number };

export const STOP_REASONS = [
  'mariage_termine',
  'plus_besoin',
  'cout_trop_eleve',
  'probleme_technique',
  'autre',
] as const;

/** The stop reason in words: a listed reason's label (« Je n'en ai plus besoin »), or what the couple wrote. */
export function stopReasonLabel(reason: string): string {
  return (STOP_REASONS as readonly string[]).includes(reason)
    ? t(`stop.reason.${reason as (typeof STOP_REASONS)[number]}`)
    : reason;
}

export const ZStopAssistantRequest = z.object({
  reason: z
    .string({ error: t('stop.reason.required') })
    .trim()
    .min(1, t('stop.reason.required'))
    .max(500, t('wedding.field.tooLong')),
});

export const ZReviewRequest = z.object({
  rating: z
    .number({ error: t('review.rating.invalid') })
    .int(t('review.rating.invalid'))
    .min(1, t('review.rating.invalid'))
    .max(5, t('review.rating.invalid'))
    .default(5),
  comment: optionalText(2000),
});

// FAQ: one rule for every write, create and edit, couple and back office alike (spec 000: 10 / 20 characters).
export const ZFaqFields = z.object({
  question: z
    .string({ error: t('faq.question.tooShort') })
    .trim()
    .min(10, t('faq.question.tooShort'))
    .max(500, t('wedding.field.tooLong')),
  answer: z
    .string({ error: t('faq.answer.tooShort') })
    .trim()
    .min(20, t('faq.answer.tooShort'))
    .max(2000, t('wedding.field.tooLong')),
});
/** The couple's versions of an answer for English- and Spanish-speaking guests; absent = unchanged, '' = removed. */
export const ZFaqTranslations = z.object({
  answerEn: optionalText(2000).optional(),
  answerEs: optionalText(2000).optional(),
});
export type TFaqTranslations = z.infer<typeof ZFaqTranslations>;

/** `PATCH /api/faqs/:id`. */
export const ZUpdateFaqRequest = ZFaqFields.extend(ZFaqTranslations.shape);
export type TUpdateFaqRequest = z.input<typeof ZUpdateFaqRequest>;

/** A new FAQ, the same body on both routes: `/api/weddings/:id/faqs` takes the wedding from its path. */
export const ZCreateFaqRequest = ZUpdateFaqRequest.extend({
  weddingId: rowId(t('faq.wedding.required')),
  /** The unanswered guest question this FAQ answers ('Ajouter à la FAQ'): it leaves the list. */
  resolvesMessageId: z.number().int().positive().max(MAX_ROW_ID).optional(),
});
export type TCreateFaqRequest = z.input<typeof ZCreateFaqRequest>;
export const ZCreateFaqForWeddingRequest = ZCreateFaqRequest.extend({ weddingId: z.unknown().optional() });

export const ZFaq = z.object({
  id: z.number().int(),
  weddingId: z.number().int(),
  question: z.string(),
  answer: z.string(),
  answerEn: z.string().nullable(),
  answerEs: z.string().nullable(),
  createdAt: z.string(),
});
export type TFaq = z.infer<typeof ZFaq>;

export const ZGuest = z.object({
  id: z.number().int(),
  weddingId: z.number().int(),
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  lastInteraction: z.string().nullable(),
  messageCount: z.number().int(),
  createdAt: z.string(),
});
export type TGuest = z.infer<typeof ZGuest>;

export const ZMessage = z.object({
  id: z.number().int(),
  weddingId: z.number().int(),
  guestId: z.number().int().nullable(),
  guestName: z.string(),
  guestPhone: z.string().nullable(),
  content: z.string(),
  response: z.string().nullable(),
  messageType: z.enum(['incoming', 'outgoing']),
  sender: z.enum(['guest', 'assistant']),
  answered: z.boolean(),
  createdAt: z.string(),
  /** Why the assistant replied so, when it decided (« Pourquoi cette réponse ? »). */
  trace: ZAnswerTrace.nullable().optional(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZWeddingInsights = z.object({
  messagesPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  topTopics: z.array(z.object({ source: z.string(), label: z.string(), count: z.number().int() })),
  unanswered: z.array(
    z.object({ id: z.number().int(), question: z.string(), guestName: z.string(), createdAt: z.string() }),
  ),
});
export type TWeddingInsights = z.infer<typeof ZWeddingInsights>;

export const ZTestChatRequest = z.object({
  text: z
    .string({ error: t('testChat.required') })
    .trim()
    .min(1, t('testChat.required'))
    .max(1000, t('wedding.field.tooLong')),
});
export const ZTestChatResponse = z.object({
  reply: z.string(),
  answered: z.boolean(),
  confidence: z.number(),
  source: z.string().nullable(),
  /** The numbered subjects the assistant asks the guest to pick from, each with the reply it leads to. */
  choices: z.array(z.object({ label: z.string(), reply: z.string() })).optional(),
  trace: ZAnswerTrace.optional(),
});
export type TTestChatResponse = z.infer<typeof ZTestChatResponse>;

/** A couple's review of the assistant (POST /api/weddings/:id/review). */
export const ZReviewResponse = z.object({ id: z.number(), rating: z.number(), comment: z.string().nullable() });
export type TReviewResponse = z.infer<typeof ZReviewResponse>;

export const ZScheduledMessage = z.object({
  id: z.number().int(),
  messageType: z.enum(['reminder_24h', 'checkin_morning', 'checkin_evening', 'thank_you']),
  /** The French text: the couple's once edited, else the one proposed from the wedding as it is now. */
  message: z.string(),
  edited: z.boolean(),
  /** The couple's own English and Spanish texts; null: none written. */
  translations: z.object({ en: z.string().nullable(), es: z.string().nullable() }),
  /** What a guest invited to the whole day reads, in each language (what the server will send). */
  copies: z.object({ fr: z.string(), en: z.string(), es: z.string() }),
  /** The guests it goes to now, by the language they are written to in. */
  audience: z.object({ fr: z.number().int(), en: z.number().int(), es: z.number().int() }),
  scheduledFor: z.string(),
  enabled: z.boolean(),
  sent: z.boolean(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Sends queued or made for this message (outbox), per status. */
  deliveries: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type TScheduledMessage = z.infer<typeof ZScheduledMessage>;

const ZScheduledTranslation = z
  .string()
  .trim()
  .max(1000, t('wedding.field.tooLong'))
  .refine((text) => !text || text.length >= 10, t('scheduled.message.tooShort'))
  .nullable();

export const ZUpdateScheduledMessageRequest = z
  .object({
    message: z
      .string()
      .trim()
      .min(10, t('scheduled.message.tooShort'))
      .max(1000, t('wedding.field.tooLong'))
      .optional(),
    enabled: z.boolean().optional(),
    /** The couple's English or Spanish text; empty or null: none (the guest then gets the proposal or the French). */
    translations: z.object({ en: ZScheduledTranslation, es: ZScheduledTranslation }).partial().strict().optional(),
    /** Back to the proposed texts, which follow the wedding again. */
    reset: z.literal(true).optional(),
  })
  .refine(
    (v) => v.message !== undefined || v.enabled !== undefined || v.translations !== undefined || v.reset,
    t('wedding.update.empty'),
  );
export type TUpdateScheduledMessageRequest = z.input<typeof ZUpdateScheduledMessageRequest>;

/** GET /api/faq-translation: « Traduire » offered or not. */
