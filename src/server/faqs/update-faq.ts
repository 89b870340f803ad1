import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TFaqTranslations } from '../../shared/schemas/weddings.ts';
import { getAccessibleFaq } from './get-accessible-faq.ts';
import { toFaqDto } from './to-faq-dto.ts';

export type UpdateFaqOptions = {
  db: Database;
  id: number;
  user: TSessionUser;
  question: string;
  answer: string;
  translations?: TFaqTranslations;
};

/** Question and answer replaced; a translation is changed only when it is sent (null removes it). */
export async function updateFaq({ db, id, user, question, answer, translations = {} }: UpdateFaqOptions) {
  await getAccessibleFaq({ db, id, user });
  const [row] = await db
    .update(faqs)
    .set({ question, answer, ...translations })
    .where(eq(faqs.id, id))
    .returning();
  return toFaqDto(row!);
}
