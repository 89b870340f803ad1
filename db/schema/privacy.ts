// Privacy: the retention periods published on /page/confidentialite, enforced by the daily retention job and
// edited in the back office, and the log of administrators' writes.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A single row (id 1). */
export const retentionSettings = pgTable(
  'retention_settings',
  {
    id: integer().primaryKey().default(1),
    /** Guests and their messages are erased this many months after the wedding day. */
    guestMonthsAfterWedding: integer().notNull().default(1),
    /** Free trials nobody signed up for are erased this many days after their creation. */
    trialDays: integer().notNull().default(90),
    /** Pre-registrations are erased this many months after they were made. */
    preRegistrationMonths: integer().notNull().default(24),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('retention_settings_singleton', sql`${t.id} = 1`),
    check('retention_settings_guest_range', sql`${t.guestMonthsAfterWedding} between 1 and 36`),
    check('retention_settings_trial_range', sql`${t.trialDays} between 1 and 365`),
    check('retention_settings_pre_registration_range', sql`${t.preRegistrationMonths} between 1 and 60`),
  ],
);

/** One administrator's write: who, what, on what, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The administrator; kept as a label when their account is deleted. */
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text().notNull(),
    /** e.g. `user.update`, `wedding.delete`, `page.create`. */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    /** The record in words (« FAQ de Léa & Marc »), searchable; null for entries written before it existed. */
    targetLabel: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
