// The couple's French FAQ answer in English and Spanish, written by the model for « Traduire » (then editable).
import OpenAI from 'openai';
import * as z from 'zod';
import { strictJsonFormat } from './json-schema-format.ts';

export const ZTranslations = z.object({ en: z.string().trim().min(1), es: z.string().trim().min(1) });
export type TTranslations = z.infer<typeof ZTranslations>;

const RESPONSE_FORMAT = strictJsonFormat('faq_translations', { en: { type: 'string' }, es: { type: 'string' } });

export type TranslateAnswerOptions = {
  apiKey: string;
  model: string;
  baseURL?: string | undefined;
  question: string;
  answer: string;
  timeoutMs?: number;
};

/** English and Spanish versions of one answer; names, addresses, codes, links and times kept exactly. */
export async function translateAnswer({
  apiKey,
  model,
  baseURL,
  question,
  answer,
  timeoutMs = 15_000,
}: TranslateAnswerOptions): Promise<TTranslations> {
  const client = new OpenAI({ apiKey, baseURL, timeout: timeoutMs, maxRetries: 1 });
  const completion = await client.chat.completions.create({
    model,
    temperature: 0,
    max_tokens: 1200,
    response_format: RESPONSE_FORMAT,
    messages: [
      {
        role: 'system',
        content:
          "Tu traduis la réponse d'une FAQ de mariage, écrite par les mariés, en anglais (en) et en espagnol (es), avec le même ton chaleureux. " +
          'Garde exactement les noms propres, adresses, codes, liens, numéros de téléphone, montants et heures (format 15h30). Ne rajoute rien.',
      },
      { role: 'user', content: `Question : ${question}\nRéponse à traduire : ${answer}` },
    ],
  });
  const content = completion.choices[0]?.message?.content ?? '';
  return ZTranslations.parse(JSON.parse(content));
}
