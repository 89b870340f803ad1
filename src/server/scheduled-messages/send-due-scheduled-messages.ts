// Every 5 minutes: the automatic messages that are due go to every opted-in guest, each copy once. A run works
// within its deadline (job-budget.ts): a message it could not finish is handed back and the next run sends only
// the copies still unsent; a copy whose sender died is taken again once its lease has expired.
import { and, eq, gt, inArray, isNull, like, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, outbox, scheduledMessages, weddings } from '../../../db/schema/index.ts';
import {
  parseContentSids,
  sendWhatsApp,
  twilioApiBase,
  twilioCredentials,
  type TwilioConfig,
} from '../twilio/send-whatsapp.ts';
import { guestLanguageSql } from '../guests/guest-language.ts';
import { copyLanguage } from '../households/send-member-copy.ts';
import { scheduledCopyText, templateName } from './scheduled-copy.ts';
import { meetingSql, scheduledRecipientsOf } from './scheduled-recipients.ts';
import { deadlineIn, eachBeforeDeadline, JOB_BUDGET_MS, type Deadline } from '../jobs/job-budget.ts';
import { automaticMessageKey, automaticMessageKeyPrefix } from '../outbox/guest-copy-keys.ts';

export const MAX_ATTEMPTS = 3;
/** A message claimed longer ago than this belongs to a run that died (runs last 25 s); it may be taken again. */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;
/** Twilio calls in flight at once: 300 guests take seconds, not minutes. */
const SEND_CONCURRENCY = 8;

export type SendDueOptions = {
  db: Database;
  config: TwilioConfig;
  now: Date;
  deadline?: Deadline;
};

export async function sendDueScheduledMessages({
  db,
  config,
  now,
  deadline = deadlineIn(JOB_BUDGET_MS),
}: SendDueOptions) {
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
        or(
          isNull(scheduledMessages.claimedAt),
          lt(scheduledMessages.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
        ),
        inArray(scheduledMessages.weddingId, activeWeddings),
      ),
    )
    .returning();

  const credentials = twilioCredentials(config);
  const contentSids = parseContentSids(config.TWILIO_CONTENT_SIDS);
  let delivered = 0;
  let failed = 0;
  let resumeLater = 0;

  for (const message of claimed) {
    const mine = eq(scheduledMessages.id, message.id);
    /** The message returned as it was for the next run, this attempt not counted. */
    const handBack = () =>
      db
        .update(scheduledMessages)
        .set({ claimedAt: null, attempts: message.attempts - 1 })
        .where(mine);
    if (deadline.reached()) {
      // Not started.
      await handBack();
      resumeLater++;
      continue;
    }
    const [wedding] = await db.select().from(weddings).where(eq(weddings.id, message.weddingId));
    const meeting = meetingSql(wedding!, guests.householdId);
    const recipients = await db
      .select({ id: guests.id, phone: guests.phoneNumber, language: guestLanguageSql, meeting })
      .from(guests)
      .where(scheduledRecipientsOf(message.weddingId, message.messageType));
    if (recipients.length) {
      await db
        .insert(outbox)
        .values(
          recipients.map((guest) => {
            const language = copyLanguage(
              guest.language,
              contentSids,
              templateName(message.messageType),
              !!credentials,
            );
            return {
              channel: 'whatsapp' as const,
              recipient: guest.phone!,
              body: scheduledCopyText(message, wedding!, language, guest.meeting),
              template: contentSids[templateName(message.messageType)(language)] ?? null,
              weddingId: message.weddingId,
              dedupeKey: automaticMessageKey(message.id, guest.id),
              sendAfter: now,
            };
          }),
        )
        .onConflictDoNothing({ target: outbox.dedupeKey });
    }
    if (!credentials) {
      // Locally the outbox is the delivery: the couple and the admin read it.
      await db.update(scheduledMessages).set({ sent: true, sentAt: now, lastError: null }).where(mine);
      continue;
    }
    const unsent = await db
      .select()
      .from(outbox)
      .where(and(like(outbox.dedupeKey, `${automaticMessageKeyPrefix(message.id)}%`), ne(outbox.status, 'sent')));
    const errors: string[] = [];
    const finished = await eachBeforeDeadline(unsent, { concurrency: SEND_CONCURRENCY, deadline }, async (entry) => {
      // The copy's lease: another run skips it until the lease ends (its sender died) or it is sent.
      const [copy] = await db
        .update(outbox)
        .set({ sendAfter: new Date(now.getTime() + CLAIM_LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
        .where(and(eq(outbox.id, entry.id), ne(outbox.status, 'sent'), lte(outbox.sendAfter, now)))
        .returning({ id: outbox.id });
      if (!copy) return;
      try {
        await sendWhatsApp({
          credentials,
          to: entry.recipient,
          body: entry.body,
          contentSid: entry.template ?? undefined,
          contentVariables: { '1': entry.body },
          apiBaseUrl: twilioApiBase(config),
        });
        await db.update(outbox).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(outbox.id, entry.id));
        delivered++;
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        errors.push(text);
        await db
          .update(outbox)
          .set({ status: 'failed', lastError: text, sendAfter: now })
          .where(eq(outbox.id, entry.id));
        failed++;
      }
    });
    // A copy still leased by a run that died keeps the message open until that lease ends.
    const [held] = finished
      ? await db
          .select({ n: sql<number>`count(*)::int` })
          .from(outbox)
          .where(
            and(
              like(outbox.dedupeKey, `${automaticMessageKeyPrefix(message.id)}%`),
              ne(outbox.status, 'sent'),
              gt(outbox.sendAfter, now),
            ),
          )
      : [];
    if (!finished || held?.n) {
      // Stopped at the deadline: the next run takes the message again and sends only the copies still unsent.
      await handBack();
      resumeLater++;
      continue;
    }
    await db
      .update(scheduledMessages)
      .set(errors.length ? { claimedAt: null, lastError: errors[0] } : { sent: true, sentAt: now, lastError: null })
      .where(mine);
  }
  return { claimed: claimed.length, delivered, failed, resumeLater };
}
