import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { Env } from '../env.ts';
import { getAccessibleFaq } from './get-accessible-faq.ts';
import { toFaqDto } from './to-faq-dto.ts';

/** « Traduire » is offered only when a model is configured (otherwise the couple writes the versions). */
export function isTranslationAvailable(config: Pick<Env, 'OPENAI_API_KEY'>): boolean {
  return Boolean(config.OPENAI_API_KEY);
}

export type TranslateFaqOptions = {
  db: Database;
  config: Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'OPENAI_BASE_URL'>;
  id: number;
  user: TSessionUser;
};

/** « Traduire »: the answer's English and Spanish versions, stored on the FAQ where the couple can edit them. */
export async function translateFaq({ db, config, id, user }: TranslateFaqOptions) {
  const faq = await getAccessibleFaq({ db, id, user });
  if (!isTranslationAvailable(config) || !config.OPENAI_API_KEY)
    throw new AppError('UNAVAILABLE', t('faq.translate.unavailable'));
  let versions;
  try {
    // The OpenAI SDK loads with the first translation, not with every cold start of the API.
    const { translateAnswer } = await import('../assistant/openai/translate-answer.ts');
    versions = await translateAnswer({
      apiKey: config.OPENAI_API_KEY,
      model: config.OPENAI_MODEL,
      baseURL: config.OPENAI_BASE_URL,
      question: faq.question,
      answer: faq.answer,
    });
  } catch (cause) {
    throw new AppError('UNAVAILABLE', t('faq.translate.failed'), { cause });
  }
  const [row] = await db
    .update(faqs)
    .set({ answerEn: versions.en, answerEs: versions.es })
    .where(eq(faqs.id, id))
    .returning();
  return toFaqDto(row!);
}
