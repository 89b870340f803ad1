import { asc, count, eq, like } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outbox, scheduledMessages } from '../../../db/schema/index.ts';
import type { TScheduledMessage } from '../../shared/schemas/weddings.ts';

type Row = typeof scheduledMessages.$inferSelect;

export function toScheduledMessageDto(row: Row, deliveries: TScheduledMessage['deliveries']): TScheduledMessage {
  return {
    id: row.id,
    messageType: row.messageType,
    message: row.message,
    scheduledFor: row.scheduledFor.toISOString(),
    enabled: row.enabled,
    sent: row.sent,
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
    deliveries,
  };
}

/** A wedding's four automatic messages in time order, with what the outbox holds for each. */
export async function listScheduledMessages({
  db,
  weddingId,
}: {
  db: Database;
  weddingId: number;
}): Promise<TScheduledMessage[]> {
  const rows = await db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.weddingId, weddingId))
    .orderBy(asc(scheduledMessages.scheduledFor));
  const sends = await db
    .select({ key: outbox.dedupeKey, status: outbox.status, n: count() })
    .from(outbox)
    .where(like(outbox.dedupeKey, 'scheduled:%'))
    .groupBy(outbox.dedupeKey, outbox.status);
  return rows.map((row) => {
    const mine = sends.filter((s) => s.key?.startsWith(`scheduled:${row.id}:`));
    const total = (status: string) => mine.filter((s) => s.status === status).reduce((sum, s) => sum + s.n, 0);
    return toScheduledMessageDto(row, { pending: total('pending'), sent: total('sent'), failed: total('failed') });
  });
}
