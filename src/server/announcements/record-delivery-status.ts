import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { announcementDeliveries } from '../../../db/schema/index.ts';
import { tAnnouncement } from '../../shared/messages/announcements.ts';
import type { TDeliveryStatus } from '../../shared/schemas/announcements.ts';

/**
 * How far a message has gone: a later callback never takes it back (Twilio's callbacks may arrive out of order).
 * A failure counts only before the message arrived: once delivered or read, a late `failed` or `undelivered` is kept
 * as an event on the copy (its error), never as its status.
 */
export const PROGRESS: Record<TDeliveryStatus, number> = {
  queued: 0,
  sent: 1,
  undelivered: 2,
  failed: 2,
  delivered: 3,
  read: 4,
};

const FAILURES = new Set<TDeliveryStatus>(['failed', 'undelivered']);
const ARRIVED = new Set<TDeliveryStatus>(['delivered', 'read']);

/** What Twilio's status callback for one sent message carries (its id, its new status, its error code). */
export type DeliveryStatusOptions = {
  db: Database;
  sid: string;
  status: TDeliveryStatus;
  errorCode: string | null;
  now?: Date;
};

/** The columns a callback that moves a message forward sets: its status, when, and Twilio's error code if any. */
export function statusProgress({
  status,
  errorCode,
  now,
}: {
  status: TDeliveryStatus;
  errorCode: string | null;
  now: Date;
}) {
  return { status, updatedAt: now, ...(errorCode ? { error: `Twilio ${errorCode}` } : {}) };
}

/** Twilio's status callback for one message: sent, delivered, read or failed, recorded on the guest's copy. */
export async function recordDeliveryStatus({ db, sid, status, errorCode, now = new Date() }: DeliveryStatusOptions) {
  const [copy] = await db
    .select({
      id: announcementDeliveries.id,
      status: announcementDeliveries.status,
    })
    .from(announcementDeliveries)
    .where(eq(announcementDeliveries.providerSid, sid));
  // Callbacks also come for the assistant's replies and the automatic messages: nothing to record for those.
  if (!copy) return;
  if (FAILURES.has(status) && ARRIVED.has(copy.status)) {
    const error = tAnnouncement('announcement.delivery.lateFailure', { status, code: errorCode ?? '—' });
    await db
      .update(announcementDeliveries)
      .set({ error, updatedAt: now })
      .where(eq(announcementDeliveries.id, copy.id));
    return;
  }
  if (PROGRESS[status] <= PROGRESS[copy.status]) return;
  await db
    .update(announcementDeliveries)
    .set(statusProgress({ status, errorCode, now }))
    .where(eq(announcementDeliveries.id, copy.id));
}
