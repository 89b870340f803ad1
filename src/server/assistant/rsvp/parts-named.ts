// The parts of the day a guest says they come to only: « on ne viendra qu'au cocktail », "only the drinks
// reception", « solo al cóctel ». Kept as such so that the household's answer is recorded per part.
import { foldWords } from './count-grammar.ts';
import { anyOf, PART_IDS, partWords, PATTERNS, wordsOf, type PartId } from './vocabulary.ts';

const ONLY = anyOf([...wordsOf('only'), ...wordsOf('onlyAfterNegation')]);
const PART_PATTERNS = PART_IDS.map((id) => {
  const part = anyOf(partWords(id));
  // « seulement au cocktail », « qu'au cocktail », "only make the drinks"; or « le cocktail uniquement ».
  return {
    id,
    pattern: new RegExp(
      `\\b${ONLY}\\b(?: \\w+){0,4}? ${part}\\b|\\b${part}(?: \\w+){0,1} ${anyOf(wordsOf('only'))}\\b`,
    ),
  };
});

/**
 * Whether naming the parts says the guest comes to them, with a word of coming (`patterns.coming`: « je passerai juste
 * au cocktail »); a question about a part says nothing.
 */
export const comesToParts = (text: string) => !/[?¿]/.test(text) && PATTERNS.coming.test(foldWords(text));

/** The parts a message names as the only ones the guest comes to, in the day's order; empty when none. */
export function partsOnly(text: string): PartId[] {
  const folded = foldWords(text);
  return PART_PATTERNS.filter(({ pattern }) => pattern.test(folded)).map(({ id }) => id);
}
