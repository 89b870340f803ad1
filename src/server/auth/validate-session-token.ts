import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { absoluteLifetimeMs, hashSessionToken, idleLifetimeMs, idleRenewStepMs } from './session-token.ts';
import { toSessionUser } from './to-session-user.ts';

export type ValidateSessionTokenOptions = { db: Database; token: string; now?: Date };

/**
 * The session and its user, or null for an unknown or ended token (ended rows are deleted): unused for longer than
 * its idle time, or past its absolute end counted from sign-in (both shorter for administrators). A valid use
 * pushes the idle deadline forward. `signedInAt` is when the password was last typed for this session.
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
  // A disabled staff account's sessions are deleted when it is disabled; this is the guard if one slipped through.
  if (row.user.disabledAt) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }

  const endsAt = row.session.createdAt.getTime() + absoluteLifetimeMs(row.user);
  if (row.session.expire.getTime() <= now.getTime() || endsAt <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }

  const idleUntil = Math.min(now.getTime() + idleLifetimeMs(row.user), endsAt);
  if (idleUntil - row.session.expire.getTime() >= idleRenewStepMs(row.user)) {
    await db
      .update(sessions)
      .set({ expire: new Date(idleUntil) })
      .where(eq(sessions.sid, sid));
  }
  return { sid, signedInAt: row.session.createdAt, endsAt: new Date(endsAt), user: toSessionUser(row.user) };
}
