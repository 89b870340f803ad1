// Weddings and everything that hangs off one: FAQ, guests, messages, scheduled messages, reviews.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  answeredBy,
  partnerRole,
  weddingPartKind,
  deliveryMode,
  deliveryStatus,
  guestLanguage,
  inboxNotifications,
  messageKind,
  messageType,
  paymentStatus,
  reviewPlatform,
  reviewVerdict,
  rsvpStatus,
  scheduledMessageType,
} from './enums.ts';
import { timestamps, users } from './users.ts';

export const weddings = pgTable(
  'weddings',
  {
    id: serial().primaryKey(),
    /** Owner; a free trial has none until its couple signs up. */
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    /** Public assistant id used in `start-<weddingId>`; trial ones start with `trial-`. */
    weddingId: text().notNull().unique(),
    /**
     * The two partners' first names. The columns keep the spec's names (`brideName`, `groomName`), but they are the
     * first and second partner: who is « la mariée » or « le marié », if anyone, is in the roles below.
     */
    brideName: text().notNull(),
    groomName: text().notNull(),
    /** How the first partner is named in texts: la mariée, le marié, or neither (null: the first name only). */
    firstPartnerRole: partnerRole(),
    /** The same for the second partner. */
    secondPartnerRole: partnerRole(),
    weddingDate: date({ mode: 'string' }).notNull(),
    /**
     * The ceremony and reception fields mirror a ceremony and a reception part of `wedding_parts` (their one home;
     * which part, src/shared/wedding-part-kinds.ts): the assistant and the spec's API read them.
     */
    ceremonyVenue: text(),
    ceremonyAddress: text(),
    /** 'HH:MM' */
    ceremonyTime: text(),
    receptionVenue: text(),
    receptionAddress: text(),
    receptionTime: text(),
    dressCode: text(),
    parkingInfo: text(),
    accommodations: text(),
    giftRegistry: text(),
    emergencyContact: text(),
    additionalInfo: text(),
    /** The last day guests may answer or change their answer on WhatsApp (Paris calendar); none: until the wedding. */
    rsvpDeadline: date({ mode: 'string' }),
    /** Households that have not answered get one reminder this many days before the RSVP deadline; null: none. */
    rsvpReminderDays: integer(),
    contactEmail: text(),
    contactPhone: text(),
    botActive: boolean().notNull().default(false),
    whatsappLink: text(),
    messageCount: integer().notNull().default(0),
    guestCount: integer().notNull().default(0),
    isTrialMode: boolean().notNull().default(false),
    trialQuestionsUsed: integer().notNull().default(0),
    trialMaxQuestions: integer().notNull().default(2),
    assistantStopped: boolean().notNull().default(false),
    stopReason: text(),
    stoppedAt: timestamp({ withTimezone: true }),
    reviewRequested: boolean().notNull().default(false),
    reviewSubmitted: boolean().notNull().default(false),
    stripeCustomerId: text(),
    paymentStatus: paymentStatus().notNull().default('pending'),
    /** cents */
    firstPaymentAmount: integer(),
    /** cents */
    remainingPaymentAmount: integer(),
    firstPaymentIntentId: text(),
    remainingPaymentScheduled: boolean().notNull().default(false),
    /** When a run of the balance job took this wedding; a claim older than its lease belongs to a run that died. */
    balanceClaimedAt: timestamp({ withTimezone: true }),
    /** The off-session PaymentIntent of the balance (charged on the wedding day). */
    remainingPaymentIntentId: text(),
    discountCodeId: integer(),
    /** SHA-256 of the HttpOnly cookie given to the browser that created a free trial (only it may edit it). */
    trialOwnerTokenHash: text(),
    /** When the couple is told of a question the assistant could not answer (e-mail at once, or a daily digest). */
    inboxNotifications: inboxNotifications().notNull().default('instant'),
    ...timestamps,
  },
  (t) => [index('weddings_user_id_idx').on(t.userId)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    answer: text().notNull(),
    /** The couple's English and Spanish versions of the answer (written, or translated then checked). */
    answerEn: text(),
    answerEs: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_wedding_id_idx').on(t.weddingId)],
);

export const guests = pgTable(
  'guests',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** E.164, e.g. +33612345678; null for a member of a household listed without a mobile (a child, a grandparent). */
    phoneNumber: text(),
    /** The household this person belongs to; null only for someone who wrote to the assistant without being listed. */
    householdId: integer().references(() => households.id, { onDelete: 'set null' }),
    /** A child of the household (the caterer's menu, the seats). */
    isChild: boolean().notNull().default(false),
    /** Where this member sits in the table plan. */
    seatingTableId: integer().references(() => seatingTables.id, { onDelete: 'set null' }),
    firstName: text(),
    lastName: text(),
    /** The name the couple gave on their list (firstName is the WhatsApp profile's). */
    name: text(),
    language: guestLanguage(),
    /**
     * The language of the guest's first message that says enough to tell (src/server/guests/guest-language.ts): what
     * the guest is written to in when the couple's list names none.
     */
    spokenLanguage: guestLanguage(),
    email: text(),
    /** Dietary needs this member told the assistant (they add up on their household's too): shown under who gave them. */
    dietaryNotes: text(),
    /** On the couple's list (added or imported), not only someone who wrote to the assistant. */
    listed: boolean().notNull().default(false),
    /** The guest's personal link (`start-<weddingId>-<token>`): opening it binds the conversation to this guest. */
    inviteToken: text().unique(),
    lastInteraction: timestamp({ withTimezone: true }),
    messageCount: integer().notNull().default(0),
    /** The guest answered STOP: no scheduled message is sent to them. */
    optedOut: boolean().notNull().default(false),
    /** The numbered choice the conversation waits on (src/server/whatsapp/pending-choice.ts), until picked or expired. */
    pendingChoice: jsonb(),
    /**
     * Last `start-<weddingId>` from this phone: the most recent binding decides which wedding it talks to. Null for a
     * guest the couple listed who has not written yet: the assistant does not talk to them, nor count them as connected.
     */
    boundAt: timestamp({ withTimezone: true }).defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('guests_wedding_phone_unique').on(t.weddingId, t.phoneNumber),
    index('guests_phone_idx').on(t.phoneNumber),
    index('guests_household_idx').on(t.householdId),
  ],
);

/**
 * A part of the wedding day (cérémonie civile, vin d'honneur, dîner, brunch…), with its day, time and place. Guests
 * are invited per household to some of them; answers are given per part.
 */
export const weddingParts = pgTable(
  'wedding_parts',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    kind: weddingPartKind().notNull(),
    /** The couple's own name for it (« Balade en barque »); null: the kind's French name. */
    label: text(),
    /** The day, when not the wedding's (the next day's brunch). */
    date: date({ mode: 'string' }),
    /** 'HH:MM' */
    time: text(),
    venue: text(),
    address: text(),
    /** The order of the day. */
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wedding_parts_wedding_idx').on(t.weddingId, t.position)],
);

/** A household (foyer): the people invited together, answering together, and the seats they are given. */
export const households = pgTable(
  'households',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** « Famille Martin », « Hélène et François ». */
    name: text().notNull(),
    /** How many people the household may bring; null: its members. */
    seats: integer(),
    /** Dietary needs told by any member (they add up). */
    dietaryNotes: text(),
    /** When the household, not having answered, was reminded of the RSVP deadline (once). */
    remindedAt: timestamp({ withTimezone: true }),
    /** When the couple last sent the household the invitation on WhatsApp (its members with a phone). */
    invitedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('households_wedding_idx').on(t.weddingId)],
);

/** The parts of the day a household is invited to. */
export const householdInvitations = pgTable(
  'household_invitations',
  {
    householdId: integer()
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    partId: integer()
      .notNull()
      .references(() => weddingParts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.partId] }), index('household_invitations_part_idx').on(t.partId)],
);

/**
 * A household's answer to one part of the day (partId null: to the invitation as a whole, for a wedding with no parts
 * yet). Any member may give it; it is the household's, kept with who gave it.
 */
export const householdAnswers = pgTable(
  'household_answers',
  {
    id: serial().primaryKey(),
    householdId: integer()
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    partId: integer().references(() => weddingParts.id, { onDelete: 'cascade' }),
    status: rsvpStatus().notNull(),
    /** People of the household coming to this part; null: not said yet. */
    partySize: integer(),
    answeredByGuestId: integer().references(() => guests.id, { onDelete: 'set null' }),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('household_answers_household_part_unique').on(t.householdId, t.partId).nullsNotDistinct()],
);

/** A table of the plan (« Table des témoins », « Table 4 »); members are seated at one through `guests.seatingTableId`. */
export const seatingTables = pgTable(
  'seating_tables',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [unique('seating_tables_wedding_name_unique').on(t.weddingId, t.name)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    guestId: integer().references(() => guests.id, { onDelete: 'set null' }),
    message: text().notNull(),
    response: text(),
    messageType: messageType().notNull().default('incoming'),
    kind: messageKind().notNull().default('question'),
    answeredBy: answeredBy(),
    /** Which fact answered: a wedding field name or `faq:<id>`; null when the assistant did not know. */
    answerSource: text(),
    /** 0..1 */
    confidence: real(),
    /** Twilio MessageSid of the inbound message, for idempotent webhooks. */
    providerMessageId: text().unique(),
    /** What the assistant understood and why it replied so (« Pourquoi cette réponse ? »): AnswerTrace. */
    trace: jsonb(),
    /** An unanswered question the couple answered (e.g. by adding a FAQ from it): off their to-do list. */
    resolvedAt: timestamp({ withTimezone: true }),
    /**
     * The confidence threshold of the moment the answer went out under it (auto-moderation off): flagged for review.
     * Kept with the message, so that changing the settings later never changes what was flagged. Null: not flagged.
     */
    flaggedThreshold: real(),
    /** An administrator's review of the flagged answer, by whom and when. */
    reviewVerdict: reviewVerdict(),
    reviewedBy: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_wedding_timestamp_idx').on(t.weddingId, t.timestamp),
    index('messages_timestamp_idx').on(t.timestamp, t.id),
  ],
);

export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    messageType: scheduledMessageType().notNull(),
    /** The couple's French text once they edited it; before that, a first proposal (each guest's is made as it goes). */
    message: text().notNull(),
    /** Whether the couple wrote `message` themselves (plan-scheduled-messages.ts composes it until then). */
    edited: boolean().notNull().default(false),
    /** The couple's own English and Spanish texts, for guests who speak them. */
    translations: jsonb().$type<{ en?: string; es?: string }>().notNull().default({}),
    scheduledFor: timestamp({ withTimezone: true }).notNull(),
    /** The couple can switch each kind off in the wedding settings. */
    enabled: boolean().notNull().default(true),
    sent: boolean().notNull().default(false),
    sentAt: timestamp({ withTimezone: true }),
    /** Set by the run that took the message, so that two overlapping runs never send it twice. */
    claimedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scheduled_messages_due_idx').on(t.sent, t.scheduledFor),
    unique('scheduled_messages_wedding_type_unique').on(t.weddingId, t.messageType),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    comment: text(),
    platform: reviewPlatform().notNull().default('internal'),
    submitted: boolean().notNull().default(false),
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);

/** A message the couple sends to their connected guests (all, or one household or group). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    /** The household or group it went to; null: every connected guest. */
    audience: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_wedding_idx').on(t.weddingId, t.createdAt)],
);

/** One guest's copy of an announcement, with what Twilio reported of it. */
export const announcementDeliveries = pgTable(
  'announcement_deliveries',
  {
    id: serial().primaryKey(),
    announcementId: integer()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    guestId: integer()
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    mode: deliveryMode().notNull(),
    status: deliveryStatus().notNull().default('queued'),
    /** Twilio's MessageSid, which its status callbacks name. */
    providerSid: text().unique(),
    error: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('announcement_deliveries_guest_unique').on(t.announcementId, t.guestId)],
);
