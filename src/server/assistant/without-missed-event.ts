// « On ne pourra pas être à la messe, on vous rejoint à quelle heure ? »: the question without the moment the guest
// says they will miss.
import { analyzeText, EVENTS, type Analysis, type Lexicon } from './analyze-text.ts';
import { phrasesPattern } from './knowledge.ts';
import { foldText } from './normalize-text.ts';

/** A part of the message where the guest says they will not be at a moment (« on ne pourra pas être à la messe »). */
const NOT_THERE = new RegExp(String.raw`\b(?:${phrasesPattern('notThere')})\b`);

/**
 * « On ne pourra pas être à la messe, on vous rejoint au château à partir de quelle heure ? »: the moment the guest
 * will miss is no part of what they ask; the time asked is that of the other one.
 */
export function withoutMissedEvent(lexicon: Lexicon, text: string, question: Analysis): Analysis | null {
  if (!['time', 'when'].some((a) => question.concepts.has(a))) return null;
  const named = EVENTS.filter((e) => question.concepts.has(e));
  if (named.length < 2) return null;
  const clauses = text.split(/[,;:!?.()]+/);
  const away = (c: string) => NOT_THERE.test(foldText(c).replace(/'/g, ' '));
  const conceptsOf = (part: string[]) => [
    ...analyzeText(lexicon, part.join(', '), { language: question.language }).concepts.keys(),
  ];
  const said = conceptsOf(clauses.filter(away));
  const missed = said.filter((e) => EVENTS.includes(e));
  const kept = named.filter((e) => !missed.includes(e));
  if (kept.length !== 1) return null;
  // What the guest says of the moment they miss (« un mariage civil ») is no part of the question either, nor
  // arriving (a part of the ceremony when nothing else is said): they arrive at the moment they will attend.
  const asked = new Set(conceptsOf(clauses.filter((c) => !away(c))));
  const dropped = (c: string) =>
    c !== kept[0] &&
    lexicon.kinds.get(c) !== 'aspect' &&
    ((said.includes(c) && !asked.has(c)) || missed.includes(c) || missed.includes(lexicon.parents.get(c) ?? ''));
  return { ...question, concepts: new Map([...question.concepts].filter(([c]) => !dropped(c))) };
}
