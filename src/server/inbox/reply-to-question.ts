import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coupleReplies, guests, messages } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tInbox } from '../../shared/messages/inbox.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TCoupleReply } from '../../shared/schemas/inbox.ts';
import { ZFaqFields } from '../../shared/schemas/weddings.ts';
import type { Env } from '../env.ts';
import { createFaq } from '../faqs/create-faq.ts';
import { isGuestQuestion } from '../messages/message-filters.ts';
import { coupleReplyMode } from './couple-reply-template.ts';
import { deliverCoupleReplies } from './deliver-couple-replies.ts';
import { getOwnedInbox } from './owned-inbox.ts';
import { toCoupleReplyDto } from './to-couple-reply-dto.ts';

export type ReplyToQuestionOptions = {
  db: Database;
  config: Env;
  weddingId: number;
  messageId: number;
  user: TSessionUser;
  input: { text: string; saveAsFaq: boolean };
  now?: Date;
};

/**
 * The couple's answer to a guest's question, from their inbox: stored with the question marked answered by the couple
 * (and, when asked, saved as a FAQ) in one transaction, then sent on WhatsApp: plain text inside the 24-hour window
 * after the guest's last message, the approved template outside it, never to a guest who answered STOP.
 */
export async function replyToQuestion({
  db,
  config,
  weddingId,
  messageId,
  user,
  input,
  now = new Date(),
}: ReplyToQuestionOptions): Promise<TCoupleReply> {
  await getOwnedInbox({ db, weddingId, user });
  const reply = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ question: messages, guest: guests })
      .from(messages)
      .leftJoin(guests, eq(guests.id, messages.guestId))
      .where(and(eq(messages.id, messageId), eq(messages.weddingId, weddingId), isGuestQuestion))
      // Two replies sent at once to the same question are written one after the other.
      .for('update', { of: messages });
    if (!row) throw new AppError('NOT_FOUND', tInbox('inbox.error.questionNotFound'));
    const { question, guest } = row;
    if (!guest) throw new AppError('CONFLICT', tInbox('inbox.error.guestGone'));
    if (guest.optedOut) throw new AppError('CONFLICT', tInbox('inbox.error.optedOut'));
    const mode = coupleReplyMode(guest.lastInteraction, now, config);

    let faqId: number | null = null;
    if (input.saveAsFaq) {
      const fields = ZFaqFields.safeParse({ question: question.message, answer: input.text });
      if (!fields.success) {
        const onQuestion = fields.error.issues.some((issue) => issue.path[0] === 'question');
        throw new AppError('VALIDATION', tInbox(onQuestion ? 'inbox.error.faqQuestion' : 'inbox.error.faqAnswer'));
      }
      faqId = (await createFaq({ db: tx, weddingId, user, question: fields.data.question, answer: fields.data.answer }))
        .id;
    }
    // A question the assistant could not answer is now the couple's answered one; a reply that adds to the
    // assistant's answer leaves that answer's record as it was.
    if (question.answerSource === null) {
      await tx
        .update(messages)
        .set({ answeredBy: 'couple', resolvedAt: question.resolvedAt ?? now })
        .where(eq(messages.id, question.id));
    }
    const [stored] = await tx
      .insert(coupleReplies)
      .values({
        weddingId,
        questionId: question.id,
        guestId: guest.id,
        body: input.text,
        mode,
        faqId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return stored!;
  });
  await deliverCoupleReplies({ db, config, now, replyId: reply.id });
  const [sent] = await db.select().from(coupleReplies).where(eq(coupleReplies.id, reply.id));
  return toCoupleReplyDto(sent!);
}
