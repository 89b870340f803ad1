// What the running product needs besides the spec's entities: outbound sends, request metrics, assistant settings.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { outboxChannel, outboxStatus, providerCheckTrigger } from './enums.ts';
import { weddings } from './weddings.ts';

export const outbox = pgTable(
  'outbox',
  {
    id: serial().primaryKey(),
    channel: outboxChannel().notNull(),
    /** E.164 phone for WhatsApp, address for e-mail. */
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    /** Approved WhatsApp template name, when the send is outside the 24 h session window. */
    template: text(),
    payload: jsonb(),
    weddingId: integer().references(() => weddings.id, { onDelete: 'set null' }),
    /** Makes a send idempotent, e.g. `scheduled:<id>:guest:<id>` or `email:deposit:<paymentIntent>`. */
    dedupeKey: text().unique(),
    status: outboxStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.sendAfter)],
);

export const requestMetrics = pgTable(
  'request_metrics',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    method: text().notNull(),
    /** The route pattern (`/api/weddings/:id`), not the raw path. */
    route: text().notNull(),
    status: integer().notNull(),
    durationMs: real().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_metrics_created_idx').on(t.createdAt)],
);

/** The live checks of OpenAI, Twilio and Stripe (one cheap authenticated call each), on demand and scheduled. */
export const providerChecks = pgTable(
  'provider_checks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: text().notNull(),
    ok: boolean().notNull(),
    /** French, shown as is; never a credential. */
    message: text().notNull(),
    latencyMs: integer(),
    trigger: providerCheckTrigger().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_checks_provider_checked_idx').on(t.provider, t.checkedAt)],
);

/** A single row (id 1) edited in the back office's AI control screen. */
export const assistantSettings = pgTable(
  'assistant_settings',
  {
    id: integer().primaryKey().default(1),
    autoModeration: boolean().notNull().default(true),
    confidenceThreshold: real().notNull().default(0.8),
    maxResponseLength: integer().notNull().default(500),
    systemInstructions: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('assistant_settings_singleton', sql`${t.id} = 1`),
    check('assistant_settings_threshold_range', sql`${t.confidenceThreshold} between 0 and 1`),
    check('assistant_settings_length_range', sql`${t.maxResponseLength} between 100 and 1000`),
  ],
);

/**
 * Which deploys this database serves (src/server/deploy-marker.ts): `production`, written by the production deploy
 * step, or `preview`, written on the Neon branch the previews use. One row at most.
 */
export const deployMarker = pgTable(
  'deploy_marker',
  {
    id: integer().primaryKey().default(1),
    family: text().notNull(),
    markedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deploy_marker_one_row', sql`${t.id} = 1`),
    check('deploy_marker_family', sql`${t.family} in ('production', 'preview')`),
  ],
);
