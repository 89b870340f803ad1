import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { announcementDeliveries, announcements, guests } from '../../../db/schema/index.ts';
import { DELIVERY_STATUSES, type TAnnouncement, type TDeliveryStatus } from '../../shared/schemas/announcements.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleWedding } from '../weddings/get-accessible-wedding.ts';
import { displayName } from '../guests/to-listed-guest.ts';

/** A wedding's announcements (or one of them), newest first, each with every guest's copy and where it stands. */
export async function listAnnouncements({
  db,
  weddingId,
  user,
  announcementId,
}: {
  db: Database;
  weddingId: number;
  user: TSessionUser;
  announcementId?: number;
}): Promise<TAnnouncement[]> {
  await getAccessibleWedding({ db, id: weddingId, user });
  const rows = await db
    .select()
    .from(announcements)
    .where(
      and(eq(announcements.weddingId, weddingId), announcementId ? eq(announcements.id, announcementId) : undefined),
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
  if (!rows.length) return [];
  const copies = await db
    .select({ delivery: announcementDeliveries, guest: guests })
    .from(announcementDeliveries)
    .innerJoin(guests, eq(guests.id, announcementDeliveries.guestId))
    .where(
      inArray(
        announcementDeliveries.announcementId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(announcementDeliveries.id));
  return rows.map((a) => {
    const mine = copies.filter((c) => c.delivery.announcementId === a.id);
    const counts = Object.fromEntries(
      DELIVERY_STATUSES.map((s) => [s, mine.filter((c) => c.delivery.status === s).length]),
    ) as Record<TDeliveryStatus, number>;
    return {
      id: a.id,
      body: a.body,
      audience: a.audience,
      createdAt: a.createdAt.toISOString(),
      counts,
      deliveries: mine.map(({ delivery, guest }) => ({
        guestId: guest.id,
        name: displayName(guest),
        mode: delivery.mode,
        status: delivery.status,
        error: delivery.error,
        updatedAt: delivery.updatedAt.toISOString(),
      })),
    };
  });
}
