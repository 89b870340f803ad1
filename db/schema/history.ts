// What stays of messages once the retention job has erased them: per Paris day, wedding, kind and direction, the
// counts every past figure needs (so a past period never changes when its rows go).
import { date, integer, pgTable, real, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { messageKind, messageType } from './enums.ts';

export const messageDailyStats = pgTable(
  'message_daily_stats',
  {
    id: serial().primaryKey(),
    /** The messages' day, Paris calendar. */
    day: date({ mode: 'string' }).notNull(),
    /** No foreign key: the platform's totals still count the messages of a wedding deleted since (ids are never reused). */
    weddingId: integer(),
    kind: messageKind().notNull(),
    messageType: messageType().notNull(),
    messages: integer().notNull().default(0),
    /** Questions answered from a fact, flagged when sent, replied to. */
    answered: integer().notNull().default(0),
    flagged: integer().notNull().default(0),
    replied: integer().notNull().default(0),
    /** For the average confidence: the sum of the stored confidences and how many there were. */
    confidenceSum: real().notNull().default(0),
    confidenceCount: integer().notNull().default(0),
  },
  (t) => [unique('message_daily_stats_key').on(t.day, t.weddingId, t.kind, t.messageType).nullsNotDistinct()],
);

/**
 * One row per quarter hour the server answered its own availability probe (the `probe-availability` job), keyed
 * by the quarter's start (`minute`). A quarter without a row is one nobody answered: the server was stopped or
 * could not reach its database.
 */
export const availabilityProbes = pgTable('availability_probes', {
  minute: timestamp({ withTimezone: true }).primaryKey(),
  /** How long the database took to answer, in ms. */
  latencyMs: integer().notNull(),
});
