import type { faqs } from '../../../db/schema/index.ts';
import type { TFaq } from '../../shared/schemas/weddings.ts';

export function toFaqDto(row: typeof faqs.$inferSelect): TFaq {
  return {
    id: row.id,
    weddingId: row.weddingId,
    question: row.question,
    answer: row.answer,
    answerEn: row.answerEn,
    answerEs: row.answerEs,
    createdAt: row.createdAt.toISOString(),
  };
}
