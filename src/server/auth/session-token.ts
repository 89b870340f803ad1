// Session tokens as the Lucia guide teaches: 160 random bits for the cookie, only their SHA-256 in the database.
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_DURATION_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used in its last 15 days is extended to a full 30 days again. */
export const SESSION_RENEW_BEFORE_MS = 15 * 24 * 60 * 60 * 1000;
/** However active, a session ends this long after sign-in: 30 days for couples, 12 hours for administrators. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const ADMIN_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export function absoluteLifetimeMs({ isAdmin }: { isAdmin: boolean }): number {
  return isAdmin ? ADMIN_SESSION_ABSOLUTE_MS : SESSION_ABSOLUTE_MS;
}

export function generateSessionToken(): string {
  return randomBytes(20).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
