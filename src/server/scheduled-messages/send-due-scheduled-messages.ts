// Every 5 minutes: the automatic messages that are due go to every opted-in guest, each exactly once.
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, outbox, scheduledMessages, weddings } from '../../../db/schema/index.ts';
import type { Env } from '../env.ts';
import { parseContentSids, sendWhatsApp, twilioApiBase, type TwilioCredentials } from '../whatsapp/send-whatsapp.ts';
import { connectedGuestsOf } from '../guests/connected.ts';

export const MAX_ATTEMPTS = 3;
/** A claim older than this belongs to a run that died; the message may be taken again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

export type SendDueOptions = {
  db: Database;
  config: Pick<Env, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_WHATSAPP_NUMBER' | 'TWILIO_CONTENT_SIDS' | 'TWILIO_API_BASE_URL'>;
  now: Date;
};

export async function sendDueScheduledMessages({ db, config, now }: SendDueOptions) {
  const activeWeddings = db
    .select({ id: weddings.id })
    .from(weddings)
    .where(and(eq(weddings.botActive, true), eq(weddings.assistantStopped, false)));
  // One UPDATE claims the due rows: an overlapping run re-checks the condition after this one and skips them.
  const claimed = await db
    .update(scheduledMessages)
    .set({ claimedAt: now, attempts: sql`${scheduledMessages.attempts} + 1` })
    .where(
      and(
        eq(scheduledMessages.sent, false),
        eq(scheduledMessages.enabled, true),
        lte(scheduledMessages.scheduledFor, now),
        lt(scheduledMessages.attempts, MAX_ATTEMPTS),
        or(isNull(scheduledMessages.claimedAt), lt(scheduledMessages.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
        inArray(scheduledMessages.weddingId, activeWeddings),
      ),
    )
    .returning();

  const credentials: TwilioCredentials | null =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_WHATSAPP_NUMBER
      ? { accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN, from: config.TWILIO_WHATSAPP_NUMBER }
      : null;
  const contentSids = parseContentSids(config.TWILIO_CONTENT_SIDS);
  let delivered = 0;
  let failed = 0;

  for (const message of claimed) {
    const recipients = await db
      .select({ id: guests.id, phone: guests.phoneNumber })
      .from(guests)
      .where(and(connectedGuestsOf(message.weddingId), eq(guests.optedOut, false)));
    const errors: string[] = [];
    for (const guest of recipients) {
      const dedupeKey = `scheduled:${message.id}:guest:${guest.id}`;
      await db
        .insert(outbox)
        .values({ channel: 'whatsapp', recipient: guest.phone, body: message.message, template: contentSids[message.messageType] ?? null, weddingId: message.weddingId, dedupeKey })
        .onConflictDoNothing({ target: outbox.dedupeKey });
      if (!credentials) continue; // locally the outbox is the delivery: the couple and the admin read it
      const [entry] = await db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
      if (!entry || entry.status === 'sent') continue;
      try {
        await sendWhatsApp({
          credentials,
          to: guest.phone,
          body: message.message,
          contentSid: entry.template ?? undefined,
          contentVariables: { '1': message.message },
          apiBaseUrl: twilioApiBase(config),
        });
        await db.update(outbox).set({ status: 'sent', sentAt: now, attempts: entry.attempts + 1 }).where(eq(outbox.id, entry.id));
        delivered++;
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        errors.push(text);
        await db.update(outbox).set({ status: 'failed', lastError: text, attempts: entry.attempts + 1 }).where(eq(outbox.id, entry.id));
        failed++;
      }
    }
    await db
      .update(scheduledMessages)
      .set(errors.length ? { claimedAt: null, lastError: errors[0] } : { sent: true, sentAt: now, lastError: null })
      .where(eq(scheduledMessages.id, message.id));
  }
  return { claimed: claimed.length, delivered, failed };
}
