import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { absoluteLifetimeMs, hashSessionToken, SESSION_DURATION_MS, SESSION_RENEW_BEFORE_MS } from './session-token.ts';
import { toSessionUser } from './to-session-user.ts';

export type ValidateSessionTokenOptions = { db: Database; token: string; now?: Date };

/**
 * The session and its user, or null for an unknown or expired token (expired rows are deleted): expired by its
 * sliding expiry, or by the absolute lifetime counted from sign-in (shorter for administrators).
 * `renewed` tells the caller to send the cookie again with the new expiry.
 */
export async function validateSessionToken({ db, token, now = new Date() }: ValidateSessionTokenOptions) {
  const sid = hashSessionToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sid, sid))
    .limit(1);
  if (!row) return null;

  const endsAt = row.session.createdAt.getTime() + absoluteLifetimeMs(row.user);
  if (row.session.expire.getTime() <= now.getTime() || endsAt <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }

  let expiresAt = row.session.expire;
  let renewed = false;
  if (expiresAt.getTime() - now.getTime() < SESSION_RENEW_BEFORE_MS && expiresAt.getTime() < endsAt) {
    expiresAt = new Date(Math.min(now.getTime() + SESSION_DURATION_MS, endsAt));
    renewed = true;
    await db.update(sessions).set({ expire: expiresAt }).where(eq(sessions.sid, sid));
  }
  return { sid, expiresAt, renewed, user: toSessionUser(row.user) };
}
