// How many answers to the invitation that ask nothing (no question mark, no question word) the engine answers with a
// fact or facts to choose from, though they ask for none: the RSVP writers' answers (bench/assistant/rsvp), asked of
// the part's weddings in turn, through answerQuestion as it runs live. Counts only: no message is printed.
// Usage: npx tsx bench/assistant/facts-to-statements.ts
import { answerQuestion } from '../../src/server/assistant/answer-question.ts';
import { analyzeText } from '../../src/server/assistant/analyze-text.ts';
import { buildAnswerIndex } from '../../src/server/assistant/build-answer-index.ts';
import { loadPart } from './eval-sets.ts';
import { readRsvpCases } from './rsvp/evaluate-rsvp.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

export type StatementsScore = { part: 'tuning' | 'heldout'; statements: number; givenFacts: number };

export function factsToStatements(part: 'tuning' | 'heldout'): StatementsScore {
  const weddings = loadPart(part).map((w) => ({ ...w, index: buildAnswerIndex(w.wedding, w.faqs) }));
  let statements = 0;
  let givenFacts = 0;
  readRsvpCases(part)
    .filter((c) => c.expect)
    .forEach((c, i) => {
      const w = weddings[i % weddings.length]!;
      if (analyzeText(w.index.lexicon, c.text).asks) return;
      statements++;
      const answer = answerQuestion({ wedding: w.wedding, faqs: w.faqs, text: c.text, index: w.index, now: NOW });
      if (answer.kind === 'answer' || answer.kind === 'choice') givenFacts++;
    });
  return { part, statements, givenFacts };
}

export const formatStatementsScore = (s: StatementsScore) =>
  `${s.part}: answers to the invitation asking nothing given a fact or a choice of facts: ${s.givenFacts}/${s.statements}`;

if (import.meta.main)
  for (const part of ['tuning', 'heldout'] as const) console.log(formatStatementsScore(factsToStatements(part)));
