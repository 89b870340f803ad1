// Accounts, sessions (stored as SHA-256 of the cookie token), password-reset links and rate-limit records.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { subscriptionPlan, subscriptionStatus, userType } from './enums.ts';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
};

export const users = pgTable('users', {
  id: text().primaryKey(),
  /** Unique when present; the built-in administrator signs in with a username instead. */
  email: text().unique(),
  username: text().unique(),
  firstName: text(),
  lastName: text(),
  profileImageUrl: text(),
  /** argon2id hash, never the password. */
  password: text(),
  authProvider: text().notNull().default('netlify'),
  userType: userType().notNull().default('couple'),
  subscriptionStatus: subscriptionStatus().notNull().default('inactive'),
  subscriptionPlan: subscriptionPlan(),
  isAdmin: boolean().notNull().default(false),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the random token held by the browser's cookie. */
    sid: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Non-secret context of the session (user agent), for the user's own review. */
    sess: jsonb().$type<{ userAgent?: string }>().notNull().default(sql`'{}'::jsonb`),
    expire: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expire_idx').on(t.expire)],
);

/**
 * « Mot de passe oublié » links: only the SHA-256 of the token sent by e-mail, valid one hour, used once (a new
 * request or a reset ends the account's other links).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** Counted events for rate limits (failed logins, trial creations), shared by every function instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial().primaryKey(),
    /** e.g. `login:account:<email>`, `login:ip:<address>`, `trial:ip:<address>`. */
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_key_created_idx').on(t.key, t.createdAt)],
);

export { timestamps };
