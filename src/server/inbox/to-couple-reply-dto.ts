import type { coupleReplies } from '../../../db/schema/index.ts';
import type { TCoupleReply } from '../../shared/schemas/inbox.ts';

export const toCoupleReplyDto = (row: typeof coupleReplies.$inferSelect): TCoupleReply => ({
  id: row.id,
  questionId: row.questionId,
  text: row.body,
  mode: row.mode,
  status: row.status,
  error: row.error,
  faqId: row.faqId,
  createdAt: row.createdAt.toISOString(),
});
