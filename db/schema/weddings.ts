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
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { answeredBy, deliveryMode, deliveryStatus, guestLanguage, inboxNotifications, messageKind, messageType, paymentStatus, reviewPlatform, reviewVerdict, rsvpStatus, scheduledMessageType } from './enums.ts';
import { timestamps, users } from './users.ts';

export const weddings = pgTable(
  'weddings',
  {
    id: serial().primaryKey(),
    /** Owner; a free trial has none until its couple signs up. */
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    /** Public assistant id used in `start-<weddingId>`; trial ones start with `trial-`. */
    weddingId: text().notNull().unique(),
    brideName: text().notNull(),
    groomName: text().notNull(),
    weddingDate: date({ mode: 'string' }).notNull(),
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
    /** E.164, e.g. +33612345678 */
    phoneNumber: text().notNull(),
    firstName: text(),
    lastName: text(),
    /** The name the couple gave on their list (firstName is the WhatsApp profile's). */
    name: text(),
    /** Household or group on the couple's list (« Famille Martin », « Amis de fac »). */
    household: text(),
    language: guestLanguage(),
    email: text(),
    /** On the couple's list (added or imported), not only someone who wrote to the assistant. */
    listed: boolean().notNull().default(false),
    /** The guest's personal link (`start-<weddingId>-<token>`): opening it binds the conversation to this guest. */
    inviteToken: text().unique(),
    rsvpStatus: rsvpStatus(),
    /** People coming with this answer, the guest included. */
    rsvpPartySize: integer(),
    rsvpDietaryNotes: text(),
    rsvpAt: timestamp({ withTimezone: true }),
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
  (t) => [unique('guests_wedding_phone_unique').on(t.weddingId, t.phoneNumber), index('guests_phone_idx').on(t.phoneNumber)],
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
  (t) => [index('messages_wedding_timestamp_idx').on(t.weddingId, t.timestamp), index('messages_timestamp_idx').on(t.timestamp, t.id)],
);

export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    messageType: scheduledMessageType().notNull(),
    message: text().notNull(),
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
