// « Je voudrais modifier ma réponse »: a guest asking to change their answer to the invitation without saying the new
// one. The words are data (data/change-answer-words.json); the invitation's question is asked again.
import * as z from 'zod';
import { foldText } from '../assistant/normalize-text.ts';
import changeAnswerWords from './data/change-answer-words.json' with { type: 'json' };

const ZWords = z.object({ verbs: z.array(z.string().min(1)).min(1), others: z.array(z.string().min(1)) });
const WORDS = Object.values(z.object({ fr: ZWords, en: ZWords, es: ZWords }).parse(changeAnswerWords));
const VERBS = new Set(WORDS.flatMap((w) => w.verbs));
const ALLOWED = new Set([...VERBS, ...WORDS.flatMap((w) => w.others)]);

/** Whether the message only asks to change the answer: one of the verbs, and nothing but the words around them. */
export function asksToChangeAnswer(text: string): boolean {
  const words = foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((w) => VERBS.has(w)) && words.every((w) => ALLOWED.has(w));
}
