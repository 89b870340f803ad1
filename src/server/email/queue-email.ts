// Puts an e-mail in the outbox: written in the same database transaction as the change it reports, sent later
// by deliverPendingEmails (or read in the outbox locally, where no SMTP server is configured).
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../db/schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type QueueEmailOptions = {
  db: Database | Tx;
  to: string;
  subject: string;
  /** Plain text, French. */
  body: string;
  weddingId?: number | null;
  /** The same key never queues a second e-mail (a replayed webhook, a double run). */
  dedupeKey: string;
};

/** True when queued, false when an e-mail with this key already exists. */
export async function queueEmail({
  db,
  to,
  subject,
  body,
  weddingId = null,
  dedupeKey,
}: QueueEmailOptions): Promise<boolean> {
  const rows = await db
    .insert(outbox)
    .values({ channel: 'email', recipient: to, subject, body, weddingId, dedupeKey })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return rows.length > 0;
}
