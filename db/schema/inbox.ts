// The couple's replies to their guests' open questions, written in the inbox and sent on WhatsApp.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { deliveryMode, deliveryStatus } from './enums.ts';
import { faqs, guests, messages, weddings } from './weddings.ts';

export const coupleReplies = pgTable(
  'couple_replies',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** The guest's question this answers. */
    questionId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    guestId: integer()
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    /** Plain text inside WhatsApp's 24-hour window, the approved template outside it. */
    mode: deliveryMode().notNull(),
    status: deliveryStatus().notNull().default('queued'),
    /** Twilio's MessageSid, which its status callbacks name (`pending:<id>` while the send is in flight). */
    providerSid: text().unique(),
    error: text(),
    /** The FAQ saved from this question and reply (« Enregistrer aussi comme question fréquente »). */
    faqId: integer().references(() => faqs.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('couple_replies_wedding_guest_idx').on(t.weddingId, t.guestId),
    index('couple_replies_question_idx').on(t.questionId),
  ],
);
