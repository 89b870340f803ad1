// A short message that says one thing in a few words (« je voudrais modifier ma réponse », « non rien »): it holds one
// of the key words and nothing but those and the words listed around them, per language (data/*-words.json).
import * as z from 'zod';
import { foldText } from '../assistant/normalize-text.ts';

const ZWords = z.object({ keys: z.array(z.string().min(1)).min(1), others: z.array(z.string().min(1)) });
const ZLanguages = z.object({ fr: ZWords, en: ZWords, es: ZWords });

/** The reader of one such list, checked when the module loads. */
export function onlyTheseWords(data: unknown): (text: string) => boolean {
  const lists = Object.values(ZLanguages.parse(data));
  const keys = new Set(lists.flatMap((l) => l.keys));
  const allowed = new Set([...keys, ...lists.flatMap((l) => l.others)]);
  return (text) => {
    const words = foldText(text)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    return words.some((w) => keys.has(w)) && words.every((w) => allowed.has(w));
  };
}
