// The signed payment events the app refused (check-intent-is-ours.ts: an amount, a currency or an order that
// disagrees with ours, an intent that is not this wedding's), newest first, for the back office's revenue screen.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { processedWebhookEvents } from '../../../db/schema/index.ts';
import { ZRefusedPaymentEvent, type TRefusedPaymentEvent } from '../../shared/schemas/admin-revenue.ts';

export const REFUSED_EVENTS_SHOWN = 50;

export async function listRefusedPaymentEvents({ db }: { db: Database }): Promise<TRefusedPaymentEvent[]> {
  const rows = await db
    .select({
      eventId: processedWebhookEvents.eventId,
      receivedAt: processedWebhookEvents.receivedAt,
      refused: sql<unknown>`${processedWebhookEvents.result} -> 'refused'`,
    })
    .from(processedWebhookEvents)
    .where(and(eq(processedWebhookEvents.provider, 'stripe'), sql`${processedWebhookEvents.result} ? 'refused'`))
    .orderBy(desc(processedWebhookEvents.receivedAt))
    .limit(REFUSED_EVENTS_SHOWN);
  return rows.flatMap((row) => {
    const parsed = ZRefusedPaymentEvent.safeParse({
      ...(row.refused as object),
      eventId: row.eventId,
      receivedAt: row.receivedAt.toISOString(),
    });
    return parsed.success ? [parsed.data] : [];
  });
}
