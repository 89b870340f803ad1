import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { announcementDeliveries } from '../../../db/schema/index.ts';
import type { TDeliveryStatus } from '../../shared/schemas/announcements.ts';

/** How far a message has gone: a later callback never takes it back (Twilio's callbacks may arrive out of order). */
export const PROGRESS: Record<TDeliveryStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  undelivered: 4,
  failed: 4,
};

/** Twilio's status callback for one message: sent, delivered, read or failed, recorded on the guest's copy. */
export async function recordDeliveryStatus({
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
  const [copy] = await db
    .select({
      id: announcementDeliveries.id,
      status: announcementDeliveries.status,
    })
    .from(announcementDeliveries)
    .where(eq(announcementDeliveries.providerSid, sid));
  // Callbacks also come for the assistant's replies and the automatic messages: nothing to record for those.
  if (!copy || PROGRESS[status] <= PROGRESS[copy.status]) return;
  await db
    .update(announcementDeliveries)
    .set({
      status,
      updatedAt: now,
      ...(errorCode ? { error: `Twilio ${errorCode}` } : {}),
    })
    .where(eq(announcementDeliveries.id, copy.id));
}
