import type { Database } from '../../../db/client.ts';
import { announcementDeliveries, announcements } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tAnnouncement } from '../../shared/messages/announcements.ts';
import type { TAnnouncement } from '../../shared/schemas/announcements.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { Env } from '../env.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';
import { deliverAnnouncements } from './deliver-announcements.ts';
import { wakeAnnouncementDelivery } from './wake-announcement-delivery.ts';
import { deadlineIn, type Deadline } from '../jobs/job-budget.ts';
import { listAnnouncements } from './list-announcements.ts';
import { reachGuests } from './reach-guests.ts';
import { unavailabilityReason } from '../weddings/wedding-status.ts';

/** What the couple's request spends sending before it answers; a few hundred copies fit. */
const INLINE_BUDGET_MS = 5000;

/**
 * The couple's message to their connected guests (all, or one household or group): one copy per guest it can
 * reach, queued in the same transaction as the announcement, then sent at once for as long as the request allows;
 * the rest goes to a background run woken at once (wake-announcement-delivery.ts).
 */
export async function sendAnnouncement({
  db,
  config,
  weddingId,
  user,
  input,
  now = new Date(),
  inlineDeadline = deadlineIn(INLINE_BUDGET_MS),
}: {
  db: Database;
  config: Env;
  weddingId: number;
  user: TSessionUser;
  input: { body: string; audience: string | null };
  now?: Date;
  /** When the request stops sending and hands the rest to the background run. */
  inlineDeadline?: Deadline;
}): Promise<TAnnouncement> {
  const wedding = await getOwnedWedding({ db, weddingId, user });
  // Like the automatic messages, announcements go out only while the assistant talks to the guests (paid, on, not over).
  if (unavailabilityReason(wedding, now))
    throw new AppError('VALIDATION', tAnnouncement('announcement.error.inactive'));
  const { recipients } = await reachGuests({
    db,
    config,
    weddingId,
    audience: input.audience,
    now,
  });
  if (!recipients.length) throw new AppError('VALIDATION', tAnnouncement('announcement.error.nobody'));
  const id = await db.transaction(async (tx) => {
    const [announcement] = await tx
      .insert(announcements)
      .values({
        weddingId,
        body: input.body,
        audience: input.audience,
        createdAt: now,
      })
      .returning({ id: announcements.id });
    await tx.insert(announcementDeliveries).values(
      recipients.map((r) => ({
        announcementId: announcement!.id,
        guestId: r.guest.id,
        mode: r.mode,
        updatedAt: now,
      })),
    );
    return announcement!.id;
  });
  const inline = await deliverAnnouncements({ db, config, now, announcementId: id, deadline: inlineDeadline });
  if (!inline.finished) await wakeAnnouncementDelivery({ db, config });
  const [sent] = await listAnnouncements({ db, weddingId, user, announcementId: id });
  return sent!;
}
