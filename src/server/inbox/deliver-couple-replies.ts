import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coupleReplies, guests, messages, weddings } from '../../../db/schema/index.ts';
import { sendTrackedCopy } from '../announcements/deliver-announcements.ts';
import { modeAtSend } from '../announcements/reach-guests.ts';
import type { Env } from '../env.ts';
import { twilioCredentials } from '../twilio/send-whatsapp.ts';
import { coupleReplyTemplate } from './couple-reply-template.ts';
import { coupleNames, coupleReplyText, guestLanguage } from './couple-reply-text.ts';

/**
 * Sends the couple's queued replies (one, or all), each once: a reply is claimed (`pending:<id>`) before the call,
 * so two runs never send it twice. Without Twilio they stay queued, as the inbox says. Stops after `budgetMs`
 * (the `deliver-couple-replies` job sends the rest).
 */
export async function deliverCoupleReplies({
  db,
  config,
  now = new Date(),
  replyId,
  budgetMs = 5000,
}: {
  db: Database;
  config: Env;
  now?: Date;
  replyId?: number;
  budgetMs?: number;
}) {
  const credentials = twilioCredentials(config);
  if (!credentials) return { sent: 0, failed: 0 };
  const started = Date.now();
  const queued = await db
    .select({
      reply: coupleReplies,
      guest: guests,
      question: messages.message,
      bride: weddings.brideName,
      groom: weddings.groomName,
    })
    .from(coupleReplies)
    .innerJoin(guests, eq(guests.id, coupleReplies.guestId))
    .innerJoin(messages, eq(messages.id, coupleReplies.questionId))
    .innerJoin(weddings, eq(weddings.id, coupleReplies.weddingId))
    .where(
      and(
        eq(coupleReplies.status, 'queued'),
        isNull(coupleReplies.providerSid),
        replyId ? eq(coupleReplies.id, replyId) : undefined,
      ),
    )
    .orderBy(asc(coupleReplies.id));
  let sent = 0;
  let failed = 0;
  for (const row of queued) {
    if (Date.now() - started > budgetMs) break;
    const mine = and(
      eq(coupleReplies.id, row.reply.id),
      eq(coupleReplies.status, 'queued'),
      isNull(coupleReplies.providerSid),
    );
    // A guest who answered STOP since the reply was written gets nothing.
    if (row.guest.optedOut) {
      await db.update(coupleReplies).set({ status: 'failed', error: 'STOP', updatedAt: now }).where(mine);
      continue;
    }
    const [claimed] = await db
      .update(coupleReplies)
      .set({ providerSid: `pending:${row.reply.id}`, updatedAt: now })
      .where(mine)
      .returning({ id: coupleReplies.id });
    if (!claimed) continue;
    const wedding = { brideName: row.bride, groomName: row.groom };
    const language = guestLanguage(row.guest.language, row.question);
    const approved = coupleReplyTemplate(config);
    const mode = modeAtSend(row.reply.mode, row.guest.lastInteraction, now, approved);
    const template = mode === 'template' ? approved : null;
    const left = await sendTrackedCopy({
      config,
      credentials,
      now,
      to: row.guest.phoneNumber!, // they wrote from it
      body: coupleReplyText(wedding, language, row.reply.body),
      contentSid: template ?? undefined,
      contentVariables: { '1': coupleNames(wedding, language), '2': row.reply.body },
      record: (outcome) =>
        db
          .update(coupleReplies)
          .set({ ...outcome, mode })
          .where(eq(coupleReplies.id, row.reply.id)),
    });
    if (left) sent++;
    else failed++;
  }
  return { sent, failed };
}
