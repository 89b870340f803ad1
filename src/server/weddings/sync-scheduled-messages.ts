import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { scheduledMessages } from '../../../db/schema/index.ts';
import type { WeddingRow } from './to-wedding-dto.ts';
import { defaultText, SCHEDULED_KINDS, scheduledFor } from './plan-scheduled-messages.ts';

/**
 * Creates the four automatic messages of a wedding, or moves the unsent ones when the date changed. The text stored
 * first is a French proposal; until the couple edits it, each guest's is composed when it goes (scheduled-copy.ts).
 */
export async function syncScheduledMessages({ db, wedding }: { db: Database; wedding: WeddingRow }) {
  for (const kind of SCHEDULED_KINDS) {
    const when = scheduledFor(kind, wedding.weddingDate);
    const message = defaultText(kind, wedding, 'fr', null);
    await db
      .insert(scheduledMessages)
      .values({ weddingId: wedding.id, messageType: kind, message, scheduledFor: when })
      .onConflictDoNothing({ target: [scheduledMessages.weddingId, scheduledMessages.messageType] });
    await db
      .update(scheduledMessages)
      .set({ scheduledFor: when })
      .where(
        and(
          eq(scheduledMessages.weddingId, wedding.id),
          eq(scheduledMessages.messageType, kind),
          eq(scheduledMessages.sent, false),
        ),
      );
  }
}
