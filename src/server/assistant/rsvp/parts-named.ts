// The parts of the day a guest says they come to only (« on ne viendra qu'au cocktail »), so that the household's
// answer is recorded per part.
import { foldWords } from './count-grammar.ts';
import { anyOf, PART_IDS, partWords, PATTERNS, wordsOf, type PartId } from './vocabulary.ts';

const ONLY = anyOf([...wordsOf('only'), ...wordsOf('onlyAfterNegation')]);
/** Each part (in PART_IDS' order) named as the only one: « seulement au cocktail », « le cocktail uniquement ». */
const ONLY_PART = PART_IDS.map((id) => {
  const part = anyOf(partWords(id));
  return new RegExp(`\\b${ONLY}\\b(?: \\w+){0,4}? ${part}\\b|\\b${part}(?: \\w+){0,1} ${anyOf(wordsOf('only'))}\\b`);
});
/** Each part named. */
const NAMED = PART_IDS.map((id) => new RegExp(`\\b${anyOf(partWords(id))}\\b`));
const partsIn = (folded: string, patterns: RegExp[]) => PART_IDS.filter((_, i) => patterns[i]!.test(folded));

/**
 * Whether naming the parts says the guest comes to them, with a word of coming (`patterns.coming`: « je passerai juste
 * au cocktail »); a question about a part says nothing.
 */
export const comesToParts = (text: string) => !/[?¿]/.test(text) && PATTERNS.coming.test(foldWords(text));

/** The parts a message names as the only ones the guest comes to, in the day's order; empty when none. */
export function partsOnly(text: string): PartId[] {
  const only = partsIn(foldWords(text), ONLY_PART);
  return only.length ? only : partsComingNotOthers(text);
}

/**
 * « Je ne pourrai pas venir à la cérémonie ni au dîner, mais je serai au brunch »: a part come to beside parts declined
 * is the only one, clause by clause; empty when no part is declined.
 */
function partsComingNotOthers(text: string): PartId[] {
  const clauses = text.split(/[,;:.!\n]| mais | but | pero /).map(foldWords);
  const named = (c: string) => partsIn(c, NAMED);
  const declined = clauses.filter((c) => PATTERNS.declines.test(c) || PATTERNS.partMissed.test(c)).flatMap(named);
  const coming = clauses
    .filter((c) => !PATTERNS.declines.test(c) && (PATTERNS.accepts.test(c) || PATTERNS.clauseYes.test(c)))
    .flatMap(named);
  return declined.length ? PART_IDS.filter((id) => coming.includes(id) && !declined.includes(id)) : [];
}
