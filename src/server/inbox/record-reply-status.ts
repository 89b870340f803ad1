import { eq } from 'drizzle-orm';
import { coupleReplies } from '../../../db/schema/index.ts';
import { PROGRESS, statusProgress, type DeliveryStatusOptions } from '../announcements/record-delivery-status.ts';

/** Twilio's status callback for a couple's reply: sent, delivered, read or failed, never taken back by a late callback. */
export async function recordReplyStatus({ db, sid, status, errorCode, now = new Date() }: DeliveryStatusOptions) {
  const [reply] = await db
    .select({ id: coupleReplies.id, status: coupleReplies.status })
    .from(coupleReplies)
    .where(eq(coupleReplies.providerSid, sid));
  if (!reply || PROGRESS[status] <= PROGRESS[reply.status]) return;
  await db.update(coupleReplies).set(statusProgress({ status, errorCode, now })).where(eq(coupleReplies.id, reply.id));
}
