import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';
import { hashSessionToken } from './session-token.ts';

export async function invalidateSession({ db, token }: { db: Database; token: string }) {
  await db.delete(sessions).where(eq(sessions.sid, hashSessionToken(token)));
}

/** Signs the user out everywhere, except the session given in `keepSid` (the one changing the password). */
export async function invalidateUserSessions({
  db,
  userId,
  keepSid,
}: {
  db: Database;
  userId: string;
  keepSid?: string;
}) {
  await db
    .delete(sessions)
    .where(keepSid ? and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)) : eq(sessions.userId, userId));
}
