import { lt } from 'drizzle-orm';
import { sessions } from '../../../db/schema/index.ts';
import { purgeOldHits } from '../security/rate-limit.ts';
import type { JobContext } from '../jobs/types.ts';

/** Deletes expired sessions and rate-limit records older than any limit's window. */
export async function cleanUpExpiredSessions({ db, now }: JobContext) {
  const removed = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  await purgeOldHits({ db, now });
  return { removedSessions: removed.length };
}
