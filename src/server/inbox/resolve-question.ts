import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { messages } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tInbox } from '../../shared/messages/inbox.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TResolvedQuestion } from '../../shared/schemas/inbox.ts';
import { isGuestQuestion } from '../messages/message-filters.ts';
import { getOwnedInbox } from './owned-inbox.ts';

/**
 * The couple closes a guest's question without replying (the closest fact the assistant sent was the right one, or
 * they answered by phone): it leaves the open questions, nothing is sent, and it stays in the conversation. Closing
 * a question already closed changes nothing.
 */
export async function resolveQuestion({
  db,
  weddingId,
  messageId,
  user,
  now = new Date(),
}: {
  db: Database;
  weddingId: number;
  messageId: number;
  user: TSessionUser;
  now?: Date;
}): Promise<TResolvedQuestion> {
  await getOwnedInbox({ db, weddingId, user });
  const [question] = await db
    .select({ id: messages.id, resolvedAt: messages.resolvedAt })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.weddingId, weddingId), isGuestQuestion));
  if (!question) throw new AppError('NOT_FOUND', tInbox('inbox.error.questionNotFound'));
  const resolvedAt = question.resolvedAt ?? now;
  if (!question.resolvedAt)
    await db
      .update(messages)
      .set({ resolvedAt })
      .where(and(eq(messages.id, question.id), isNull(messages.resolvedAt)));
  return { messageId: question.id, resolvedAt: resolvedAt.toISOString() };
}
