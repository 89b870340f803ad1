// « Marquer comme juste / fausse »: an administrator's review of a flagged answer, kept with the message.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { messages } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TReviewFlaggedAnswerRequest } from '../../shared/schemas/admin-monitoring.ts';
import { isFlaggedAnswer } from '../messages/message-filters.ts';

export type ReviewFlaggedAnswerOptions = {
  db: Database;
  id: number;
  verdict: TReviewFlaggedAnswerRequest['verdict'];
  /** The administrator's user id. */ reviewer: string;
  now?: Date;
};

export async function reviewFlaggedAnswer({
  db,
  id,
  verdict,
  reviewer,
  now = new Date(),
}: ReviewFlaggedAnswerOptions): Promise<{ id: number; verdict: TReviewFlaggedAnswerRequest['verdict'] }> {
  const [row] = await db
    .update(messages)
    .set({ reviewVerdict: verdict, reviewedBy: reviewer, reviewedAt: now })
    .where(and(eq(messages.id, id), isFlaggedAnswer))
    .returning({ id: messages.id });
  if (!row) throw new AppError('NOT_FOUND', t('admin.ai.flagged.notFound'));
  return { id: row.id, verdict };
}
