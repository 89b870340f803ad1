// The couple's French FAQ answer in English and Spanish, written by the model for « Traduire » (then editable).
import * as z from 'zod';
import { fill } from '../../../shared/messages/format-message.ts';
import { askModel, PROMPTS, type ModelConnection } from './ask-model.ts';

export const ZTranslations = z.object({ en: z.string().trim().min(1), es: z.string().trim().min(1) });
export type TTranslations = z.infer<typeof ZTranslations>;

export type TranslateAnswerOptions = Omit<ModelConnection, 'timeoutMs'> & { question: string; answer: string };

/** English and Spanish versions of one answer; names, addresses, codes, links and times kept exactly. */
export async function translateAnswer({ question, answer, ...connection }: TranslateAnswerOptions) {
  const translations = await askModel(
    { ...connection, timeoutMs: 15_000 },
    {
      maxRetries: 1,
      temperature: 0,
      max_tokens: 1200,
      name: 'faq_translations',
      properties: { en: { type: 'string' }, es: { type: 'string' } },
      schema: ZTranslations,
      system: PROMPTS['translate.system'],
      user: fill(PROMPTS['translate.user'], { question, answer }),
    },
  );
  if (!translations) throw new Error('Traduction illisible');
  return translations;
}
