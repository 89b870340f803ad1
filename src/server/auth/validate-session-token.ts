import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { hashSessionToken, SESSION_DURATION_MS, SESSION_RENEW_BEFORE_MS } from './session-token.ts';
import { toSessionUser } from './to-session-user.ts';

export type ValidateSessionTokenOptions = { db: Database; token: string; now?: Date };

/**
 * The session and its user, or null for an unknown or expired token (expired rows are deleted).
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

  if (row.session.expire.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }

  let expiresAt = row.session.expire;
  let renewed = false;
  if (expiresAt.getTime() - now.getTime() < SESSION_RENEW_BEFORE_MS) {
    expiresAt = new Date(now.getTime() + SESSION_DURATION_MS);
    renewed = true;
    await db.update(sessions).set({ expire: expiresAt }).where(eq(sessions.sid, sid));
  }
  return { sid, expiresAt, renewed, user: toSessionUser(row.user) };
}
