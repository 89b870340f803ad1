// « On vient avec les enfants, il y a des gîtes ? »: the question without what the guest tells of themselves.
import { analyzeText, isSubject, type Analysis, type Lexicon } from './analyze-text.ts';
import { phrasesPattern } from './knowledge.ts';
import { foldText } from './normalize-text.ts';

/**
 * A clause where the guest tells how they come or who they are (« on vient en train », « on est 6 avec les enfants »,
 * "we're flying in", « somos 6 »): their situation, not what they ask.
 */
const SITUATION = new RegExp(
  String.raw`^(?:${phrasesPattern('comingAs')})\b|^(?:${phrasesPattern('weAre')}) (?:\d+|${phrasesPattern('numberWords')})\b`,
);

/** A clause where the guest tells of themselves (« on vient en train »), asking nothing. */
export const told = (clause: string) =>
  !clause.includes('?') &&
  SITUATION.test(
    foldText(clause)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim(),
  );

/** What a subject the guest names of themselves still weighs: background to what they ask, not nothing. */
const SITUATION_WEIGHT = 0.5;

/** The guest's clauses, each with the mark that ends it: a comma, a full stop, a question mark or a new line. */
const CLAUSE = /[^,;.!?\n]+[,;.!?\n]*/g;

/**
 * « On vient avec les enfants et on aimerait une piscine, vous conseillez où dormir ? »: what the guest says of
 * themselves (the children) is no subject of the question when another clause asks one (where to sleep). A message
 * that asks nothing else (« on vient avec le chien, c'est ok ? ») keeps it.
 */
export function withoutGuestSituation(
  lexicon: Lexicon,
  text: string,
  question: Analysis,
): { question: Analysis; text: string } | null {
  const clauses = (text.match(CLAUSE) ?? []).map((c) => c.trim()).filter((c) => c.length > 1);
  const situation = clauses.filter(told);
  if (!situation.length || situation.length === clauses.length) return null;
  const conceptsOf = (part: string[]) => analyzeText(lexicon, part.join(' '), { language: question.language }).concepts;
  const asked = conceptsOf(clauses.filter((c) => !told(c)));
  const subject = (c: string) => isSubject(lexicon, c);
  if (![...asked.keys()].some(subject)) return null;
  const said = conceptsOf(situation);
  // Only the subjects the guest names of themselves: where they say they come (« à l'église ») still sets the question.
  // A narrower case of what is asked (« en van aménagé » of where to sleep) says which case is asked: it stays.
  const narrows = (c: string) => asked.has(lexicon.parents.get(c) ?? '');
  const dropped = (c: string) => said.has(c) && !asked.has(c) && subject(c) && !narrows(c);
  if (![...question.concepts.keys()].some(dropped)) return null;
  // The rest of the message is what may be cut into several questions.
  const rest = clauses.filter((c) => !told(c)).join(' ');
  return {
    question: {
      ...question,
      concepts: new Map([...question.concepts].map(([c, w]) => [c, dropped(c) ? w * SITUATION_WEIGHT : w])),
    },
    text: rest,
  };
}
