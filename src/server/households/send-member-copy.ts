// One member's copy of the invitation or of its reminder, sent on the approved template once it is in the outbox;
// its outcome is recorded on the copy (one attempt: the couple sends again, the job does not retry).
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../db/schema/index.ts';
import { sendWhatsApp, twilioApiBase, type TwilioConfig, type TwilioCredentials } from '../twilio/send-whatsapp.ts';

/** Puts a member's copy in the outbox; undefined when its key is there already (the same copy queued before). */
export async function queueMemberCopy(
  db: Pick<Database, 'insert'>,
  copy: { recipient: string; body: string; template: string | null; weddingId: number; dedupeKey: string; now: Date },
) {
  const { now, ...values } = copy;
  const [row] = await db
    .insert(outbox)
    .values({ channel: 'whatsapp', ...values, sendAfter: now })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return row;
}

/** True when the copy left (Twilio took it), false when it failed (its error is kept on the copy). */
export async function sendMemberCopy({
  db,
  config,
  credentials,
  copyId,
  to,
  body,
  template,
  variables,
  now,
}: {
  db: Database;
  config: TwilioConfig;
  credentials: TwilioCredentials;
  copyId: number;
  to: string;
  body: string;
  template: string | null;
  variables: Record<string, string>;
  now: Date;
}): Promise<boolean> {
  try {
    await sendWhatsApp({
      credentials,
      to,
      body,
      contentSid: template ?? undefined,
      contentVariables: variables,
      apiBaseUrl: twilioApiBase(config),
    });
    await db.update(outbox).set({ status: 'sent', sentAt: now, attempts: 1 }).where(eq(outbox.id, copyId));
    return true;
  } catch (error) {
    await db
      .update(outbox)
      .set({ status: 'failed', attempts: 1, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(outbox.id, copyId));
    return false;
  }
}
