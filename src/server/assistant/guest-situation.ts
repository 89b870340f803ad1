// « On vient avec les enfants, il y a des gîtes ? »: the question without what the guest tells of themselves.
import { isSubject, type Analysis, type Lexicon } from './analyze-text.ts';
import { conceptIds } from './knowledge.ts';

/** What a subject the guest names of themselves still weighs: background to what they ask, not nothing. */
const SITUATION_WEIGHT = 0.5;

/**
 * « On vient avec les enfants et on aimerait une piscine, vous conseillez où dormir ? »: what the guest says of
 * themselves (the children) is no subject of the question when another clause asks one (where to sleep). A message
 * that asks nothing else (« on vient avec le chien, c'est ok ? ») keeps it.
 */
export function withoutGuestSituation(
  lexicon: Lexicon,
  question: Analysis,
): { question: Analysis; parts: Analysis[] } | null {
  if (!question.situation) return null;
  const { said, asked, parts } = question.situation;
  const subject = (c: string) => isSubject(lexicon, c);
  if (![...asked.keys()].some(subject)) return null;
  // Only the subjects the guest names of themselves: where they say they come (« à l'église ») still sets the question.
  // A narrower case of what is asked (« en van aménagé » of where to sleep) says which case is asked: it stays.
  const narrows = (c: string) => asked.has(lexicon.parents.get(c) ?? '');
  const dropped = (c: string) => said.has(c) && !asked.has(c) && subject(c) && !narrows(c);
  if (!conceptIds(question).some(dropped)) return null;
  // The rest of the message is what may be cut into several questions.
  const concepts = new Map([...question.concepts].map(([c, w]) => [c, dropped(c) ? w * SITUATION_WEIGHT : w] as const));
  return { question: { ...question, concepts }, parts };
}
