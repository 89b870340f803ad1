// The parts of the day a guest says they come to only (« on ne viendra qu'au cocktail »), so that the household's
// answer is recorded per part.
import { foldWords } from './count-grammar.ts';
import { anyOf, numberOf, PART_IDS, partWords, PATTERNS, wordsOf, type PartId } from './vocabulary.ts';

const ONLY = anyOf([...wordsOf('only'), ...wordsOf('onlyAfterNegation')]);
/** Each part (in PART_IDS' order) named as the only one: « seulement au cocktail », « le cocktail uniquement ». */
const ONLY_PART = PART_IDS.map((id) => {
  const part = anyOf(partWords(id));
  return new RegExp(`\\b${ONLY}\\b(?: \\w+){0,4}? ${part}\\b|\\b${part}(?: \\w+){0,1} ${anyOf(wordsOf('only'))}\\b`);
});
/** Each part named. */
const NAMED = PART_IDS.map((id) => new RegExp(`\\b${anyOf(partWords(id))}\\b`));
const EVERY_NAMING = NAMED.map((pattern) => new RegExp(pattern.source, 'g'));

/** Parts named only inside another part's longer name: « reception » in "drinks reception" names the cocktail alone. */
function shadowed(folded: string): Set<PartId> {
  const spans = EVERY_NAMING.map((pattern) =>
    [...folded.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]),
  );
  const inside = ([a, b]: number[], i: number) =>
    spans.some((other, j) => j !== i && other.some(([c, d]) => c! <= a! && b! <= d! && d! - c! > b! - a!));
  return new Set(PART_IDS.filter((_, i) => spans[i]!.length && spans[i]!.every((span) => inside(span, i))));
}

const partsIn = (folded: string, patterns: RegExp[]) => {
  const hidden = shadowed(folded);
  return PART_IDS.filter((id, i) => !hidden.has(id) && patterns[i]!.test(folded));
};

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
  const clauses = clausesOf(text);
  const declined = declinedIn(clauses);
  const coming = clauses
    .filter(
      (c) =>
        !PATTERNS.declines.test(c) &&
        (PATTERNS.accepts.test(c) || PATTERNS.clauseYes.test(c) || PATTERNS.coming.test(c)),
    )
    .flatMap(namedIn);
  return declined.length ? PART_IDS.filter((id) => coming.includes(id) && !declined.includes(id)) : [];
}

const clausesOf = (text: string) => text.split(/[,;:.!\n]| mais | but | pero /).map(foldWords);
const namedIn = (clause: string) => partsIn(clause, NAMED);
const declinedIn = (clauses: string[]) =>
  clauses.filter((c) => PATTERNS.declines.test(c) || PATTERNS.partMissed.test(c)).flatMap(namedIn);

/** The parts a message says the guest misses (« mais pas au brunch »), in the day's order; the reader keeps them beside a yes. */
export function partsDeclined(text: string): PartId[] {
  const declined = declinedIn(clausesOf(text));
  return PART_IDS.filter((id) => declined.includes(id));
}

const COUNT_AT_PART_ALONE = new RegExp(`^(?:${PATTERNS.countAtPart.source})$`);

/**
 * « 3 pour la cérémonie », "2 for the reception", « 4 al cóctel »: a message that is a count said of a part of the day
 * and nothing else; the parts it names (in the day's order). Null for any other message.
 */
export function countAtPart(text: string): { partySize: number; parts: PartId[] } | null {
  const folded = foldWords(text).trim();
  const match = COUNT_AT_PART_ALONE.exec(folded);
  const partySize = match ? numberOf(match[1]!) : null;
  return partySize ? { partySize, parts: partsIn(folded, NAMED) } : null;
}
