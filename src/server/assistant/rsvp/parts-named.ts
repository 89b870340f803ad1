// The parts of the day a guest says they come to only: « on ne viendra qu'au cocktail », "only the drinks
// reception", « solo al cóctel ». Kept as such so that the household's answer is recorded per part.
import { foldWords } from './count-grammar.ts';
import { anyOf, PART_IDS, partWords, wordsOf, type PartId } from './vocabulary.ts';

const ONLY = anyOf([...wordsOf('only'), ...wordsOf('onlyAfterNegation')]);
const PATTERNS = PART_IDS.map((id) => {
  const part = anyOf(partWords(id));
  // « seulement au cocktail », « qu'au cocktail », "only make the drinks"; or « le cocktail uniquement ».
  return {
    id,
    pattern: new RegExp(
      `\\b${ONLY}\\b(?: \\w+){0,4}? ${part}\\b|\\b${part}(?: \\w+){0,1} ${anyOf(wordsOf('only'))}\\b`,
    ),
  };
});

/** Words of coming: a part named only with one of them says the guest comes (« je passerai juste au cocktail »). */
const COMING =
  /\b(?:etre la|etre presente?s?|pourr\w* etre|vien\w*|venir|venons|viendr\w*|pass\w*|serai|serons|sera|ferai|ferons|presence|presents?|presentes?|come|coming|make|be there|ll be|join|ir|iremos|vamos|voy|vamos|podremos|podre|estare|estaremos|asistire\w*)\b/;

/** Whether naming the parts says the guest comes to them (a question about a part says nothing). */
export const comesToParts = (text: string) => !/[?¿]/.test(text) && COMING.test(foldWords(text));

/** The parts a message names as the only ones the guest comes to, in the day's order; empty when none. */
export function partsOnly(text: string): PartId[] {
  const folded = foldWords(text);
  return PATTERNS.filter(({ pattern }) => pattern.test(folded)).map(({ id }) => id);
}
