import type { Analysis, Lexicon } from './analyze-text.ts';
import { EVENTS } from './knowledge.ts';

/**
 * « On ne pourra pas être à la messe, on vous rejoint au château à partir de quelle heure ? »: the moment the guest
 * will miss is no part of what they ask; the time asked is that of the other one.
 */
export function withoutMissedEvent(lexicon: Lexicon, question: Analysis): Analysis | null {
  if (!question.missed) return null;
  const { said, asked } = question.missed;
  const missed = said.filter((e) => EVENTS.includes(e));
  const kept = EVENTS.filter((e) => question.concepts.has(e) && !missed.includes(e));
  if (kept.length !== 1) return null;
  // What the guest says of the moment they miss (« un mariage civil ») is no part of the question either, nor
  // arriving (a part of the ceremony when nothing else is said): they arrive at the moment they will attend.
  const dropped = (c: string) =>
    c !== kept[0] &&
    lexicon.kinds.get(c) !== 'aspect' &&
    ((said.includes(c) && !asked.includes(c)) || missed.includes(c) || missed.includes(lexicon.parents.get(c) ?? ''));
  return { ...question, concepts: new Map([...question.concepts].filter(([c]) => !dropped(c))) };
}
