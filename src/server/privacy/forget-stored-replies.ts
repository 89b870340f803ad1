// Twilio's idempotency records of erased messages keep their MessageSid (a redelivery stays a duplicate and
// writes nothing) but lose the reply they stored, which may quote the guest or the wedding.
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { messages, processedWebhookEvents } from '../../../db/schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** For the messages matching `which`, before they are deleted. */
export async function forgetStoredReplies(tx: Tx | Database, which: SQL): Promise<void> {
  const sids = await tx
    .select({ sid: messages.providerMessageId })
    .from(messages)
    .where(and(which, isNotNull(messages.providerMessageId)));
  if (!sids.length) return;
  await tx
    .update(processedWebhookEvents)
    .set({ result: null })
    .where(
      and(
        eq(processedWebhookEvents.provider, 'twilio'),
        inArray(
          processedWebhookEvents.eventId,
          sids.map((row) => row.sid!),
        ),
      ),
    );
}
