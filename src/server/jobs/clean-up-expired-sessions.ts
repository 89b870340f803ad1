import { lt } from 'drizzle-orm';
import { sessions } from '../../../db/schema/index.ts';
import { purgeOldLoginAttempts } from '../auth/login-rate-limit.ts';
import type { JobContext } from './types.ts';

/** Deletes expired sessions and failed-login records older than the rate-limit window. */
export async function cleanUpExpiredSessions({ db, now }: JobContext) {
  const removed = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  await purgeOldLoginAttempts({ db, now });
  return { removedSessions: removed.length };
}
