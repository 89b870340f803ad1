// A small general dictionary of everyday words (data/*.json, "everyday": one meaning per key, its words in each
// language). It lets a guest's leftover words be found in a fact the couple wrote in another language: "boat" in
// « le bateau part à 18h ». General vocabulary only: nothing tied to one wedding or one question.
import { KNOWLEDGE } from './knowledge.ts';
import { foldText } from './normalize-text.ts';

/** Each folded word, with the other words of its meanings (in any language). */
const TRANSLATIONS = new Map<string, Set<string>>();
for (const meaning of KNOWLEDGE.meanings) {
  const words = new Set(meaning.map(foldText).filter((w) => w.length >= 3));
  for (const w of words)
    TRANSLATIONS.set(w, new Set([...(TRANSLATIONS.get(w) ?? []), ...words].filter((o) => o !== w)));
}

/** The same meaning in the other languages ("boat" → bateau, barco), for a word the thesaurus leaves over. */
export function everydayTranslations(word: string): string[] {
  return [...(TRANSLATIONS.get(word) ?? [])];
}
