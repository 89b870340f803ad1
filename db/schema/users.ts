// Accounts, sessions (stored as SHA-256 of the cookie token), password-reset links and rate-limit records.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { adminRole, subscriptionPlan, subscriptionStatus, userType } from './enums.ts';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
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
  /** A back-office account (staff): never counted as a couple. Its role is `adminRole`. */
  isAdmin: boolean().notNull().default(false),
  /** Staff only; null on a staff account made before roles existed (the built-in one): an Administrateur. */
  adminRole: adminRole(),
  /** A disabled staff account cannot sign in; its sessions are ended when it is disabled. */
  disabledAt: timestamp({ withTimezone: true }),
  lastSignInAt: timestamp({ withTimezone: true }),
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
    sess: jsonb()
      .$type<{ userAgent?: string }>()
      .notNull()
      .default(sql`'{}'::jsonb`),
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

/**
 * « Inviter un collègue » : only the SHA-256 of the token e-mailed to the colleague, valid 48 hours, used once (the
 * account is created when it is used). A new invitation to the same address replaces the pending one.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: text().primaryKey(),
    email: text().notNull(),
    role: adminRole().notNull(),
    invitedBy: text().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    /** The account the invitation created. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
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
