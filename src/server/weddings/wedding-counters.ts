// A wedding's message and guest counts, read from the messages and the guests themselves: the webhook never
// updates the wedding's row (one row every guest of a wedding would lock in turn), so its `message_count` and
// `guest_count` columns are no longer written (dropped by a later migration: docs/migrations.md).
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';

// Spelled out: inside a subquery drizzle would leave the outer `weddings.id` unqualified.
/** Stored and archived (the retention job keeps the daily counts of what it erases: figures/message-history.ts). */
export const messageCountSql = sql<number>`((select count(*) from "messages" m where m."wedding_id" = "weddings"."id")
  + coalesce((select sum(a."messages") from "message_daily_stats" a where a."wedding_id" = "weddings"."id"), 0))::int`;
/** Connected guests (guests/connected.ts: a bound phone). */
export const guestCountSql = sql<number>`(select count(*) from "guests" g where g."wedding_id" = "weddings"."id" and g."bound_at" is not null)::int`;

/** A wedding row whose counts are counted: for select() and returning(). */
export const weddingWithCounters = {
  ...getTableColumns(weddings),
  messageCount: messageCountSql,
  guestCount: guestCountSql,
};

export async function weddingCounters(db: Database, id: number): Promise<{ messageCount: number; guestCount: number }> {
  const [row] = await db
    .select({ messageCount: messageCountSql, guestCount: guestCountSql })
    .from(weddings)
    .where(eq(weddings.id, id));
  return row ?? { messageCount: 0, guestCount: 0 };
}
