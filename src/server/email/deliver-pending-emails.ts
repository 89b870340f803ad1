// Sends the e-mails waiting in the outbox through the configured sender, each at most once: a row is claimed
// by one UPDATE before sending, failures are retried later with a growing delay, then given up.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../db/schema/index.ts';
import type { EmailSender } from './email-sender.ts';

export const MAX_EMAIL_ATTEMPTS = 5;
const RETRY_DELAY_MS = 5 * 60 * 1000;

export type DeliverPendingEmailsOptions = { db: Database; sender: EmailSender; now: Date; limit?: number };

export async function deliverPendingEmails({ db, sender, now, limit = 50 }: DeliverPendingEmailsOptions) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), eq(outbox.status, 'pending'), lte(outbox.sendAfter, now)))
    .orderBy(asc(outbox.id))
    .limit(limit);
  // Pushing sendAfter forward is the claim: an overlapping run no longer sees these rows as due.
  const claimed = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, sendAfter: new Date(now.getTime() + RETRY_DELAY_MS) })
    .where(and(inArray(outbox.id, due), eq(outbox.status, 'pending'), lte(outbox.sendAfter, now)))
    .returning();

  let sent = 0;
  let failed = 0;
  for (const email of claimed) {
    try {
      await sender.send({ to: email.recipient, subject: email.subject ?? '', text: email.body });
      await db.update(outbox).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(outbox.id, email.id));
      sent++;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const givenUp = email.attempts >= MAX_EMAIL_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          status: givenUp ? 'failed' : 'pending',
          lastError,
          sendAfter: new Date(now.getTime() + RETRY_DELAY_MS * 2 ** (email.attempts - 1)),
        })
        .where(eq(outbox.id, email.id));
      failed++;
    }
  }
  return { sent, failed };
}
