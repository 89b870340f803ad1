import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs, messages } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TFaqTranslations } from '../../shared/schemas/weddings.ts';
import { getAccessibleWedding } from '../weddings/get-accessible-wedding.ts';
import { toFaqDto } from './to-faq-dto.ts';

export type CreateFaqOptions = {
  db: Database;
  weddingId: number;
  user: TSessionUser;
  question: string;
  answer: string;
  translations?: TFaqTranslations;
  /** An unanswered guest question of the same wedding that this FAQ answers. */
  resolvesMessageId?: number | undefined;
};

export async function createFaq({
  db,
  weddingId,
  user,
  question,
  answer,
  translations = {},
  resolvesMessageId,
}: CreateFaqOptions) {
  await getAccessibleWedding({ db, id: weddingId, user });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(faqs)
      .values({
        weddingId,
        question,
        answer,
        answerEn: translations.answerEn ?? null,
        answerEs: translations.answerEs ?? null,
      })
      .returning();
    if (resolvesMessageId) {
      await tx
        .update(messages)
        .set({ resolvedAt: new Date() })
        .where(and(eq(messages.id, resolvesMessageId), eq(messages.weddingId, weddingId)));
    }
    return toFaqDto(row!);
  });
}
