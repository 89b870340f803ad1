// Session tokens as the Lucia guide teaches: 160 random bits for the cookie, only their SHA-256 in the database.
// A session ends when unused for its idle time (the row's `expire`, pushed forward by each request) or at its
// absolute end counted from sign-in, whichever comes first; the cookie itself lives until the absolute end.
import { createHash, randomBytes } from 'node:crypto';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Couples: signed out after 7 days without a visit, and 30 days after sign-in however active. */
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** Administrators: 30 minutes without a request, 12 hours after sign-in. */
export const ADMIN_SESSION_IDLE_MS = 30 * MINUTE;
export const ADMIN_SESSION_ABSOLUTE_MS = 12 * HOUR;
/** Payment, data export, erasure, e-mail and password changes need a sign-in (or a password typed again) this recent. */
export const RECENT_SIGN_IN_MS = 12 * HOUR;

type Kind = { isAdmin: boolean };

export function absoluteLifetimeMs({ isAdmin }: Kind): number {
  return isAdmin ? ADMIN_SESSION_ABSOLUTE_MS : SESSION_ABSOLUTE_MS;
}

export function idleLifetimeMs({ isAdmin }: Kind): number {
  return isAdmin ? ADMIN_SESSION_IDLE_MS : SESSION_IDLE_MS;
}

/** The idle deadline is written again only once it has moved this much: one write a minute (or an hour) at most. */
export function idleRenewStepMs({ isAdmin }: Kind): number {
  return isAdmin ? MINUTE : HOUR;
}

export function generateSessionToken(): string {
  return randomBytes(20).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
