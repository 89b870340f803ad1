import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coupleReplies } from '../../../db/schema/index.ts';
import type { TDeliveryStatus } from '../../shared/schemas/announcements.ts';
import { PROGRESS } from '../announcements/record-delivery-status.ts';

/** Twilio's status callback for a couple's reply: sent, delivered, read or failed, never taken back by a late callback. */
export async function recordReplyStatus({
  db,
  sid,
  status,
  errorCode,
  now = new Date(),
}: {
  db: Database;
  sid: string;
  status: TDeliveryStatus;
  errorCode: string | null;
  now?: Date;
}) {
  const [reply] = await db
    .select({ id: coupleReplies.id, status: coupleReplies.status })
    .from(coupleReplies)
    .where(eq(coupleReplies.providerSid, sid));
  if (!reply || PROGRESS[status] <= PROGRESS[reply.status]) return;
  await db
    .update(coupleReplies)
    .set({ status, updatedAt: now, ...(errorCode ? { error: `Twilio ${errorCode}` } : {}) })
    .where(eq(coupleReplies.id, reply.id));
}
