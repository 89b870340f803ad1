// The engine's figures per outcome path (the trace's outcome: answer, hedge, ask, hand-over, several, small talk): how
// many messages take each path and how many of them end right, wrong or abstained, scored as evaluate-engine.ts
// scores them. Counts only: no message of the held-out, blind or shared parts is printed.
// Usage: npx tsx bench/assistant/measure-paths.ts [tuning|heldout|fresh|shared ...]
import { answerQuestion } from '../../src/server/assistant/answer-question.ts';
import { buildAnswerIndex } from '../../src/server/assistant/build-answer-index.ts';
import { scoreReply } from '../../src/server/assistant/testing/score-reply.ts';
import { loadPart, type EvalPart, type EvalWedding } from './eval-sets.ts';
import { pickChoice } from './simulated-guest.ts';

export type PathTally = { messages: number; right: number; wrong: number; choices: number; abstained: number };

// The same fixed "now" as evaluate-engine.ts, so that both count the same replies.
const NOW = new Date('2026-11-23T12:00:00Z');

export function measurePaths(weddings: EvalWedding[]): Map<string, PathTally> {
  const paths = new Map<string, PathTally>();
  for (const w of weddings) {
    const index = buildAnswerIndex(w.wedding, w.faqs);
    for (const c of w.cases) {
      const answer = answerQuestion({ wedding: w.wedding, faqs: w.faqs, text: c.question, index, now: NOW });
      // A reply without a trace is small talk or a span of the notes quoted whole.
      const path = answer.trace?.outcome ?? (answer.kind === 'answer' ? 'quoted' : 'small-talk');
      const tally = paths.get(path) ?? { messages: 0, right: 0, wrong: 0, choices: 0, abstained: 0 };
      paths.set(path, tally);
      tally.messages++;
      let { hit } = scoreReply(answer.reply, c);
      const asked = !hit && answer.kind === 'choice' && answer.choices?.length ? answer.choices : null;
      if (asked) {
        tally.choices++;
        const picked = pickChoice(asked, c.category, c.question);
        hit = Boolean(picked && scoreReply(picked.reply, c).hit);
      }
      if (hit) tally.right++;
      else if (answer.answered && !asked) tally.wrong++;
      else tally.abstained++;
    }
  }
  return paths;
}

if (import.meta.main) {
  const argv = process.argv.slice(2) as EvalPart[];
  for (const part of argv.length ? argv : (['tuning', 'heldout', 'fresh', 'shared'] as EvalPart[])) {
    const paths = measurePaths(loadPart(part));
    const line = [...paths]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([p, t]) =>
          `${p} ${t.messages} (right ${t.right}, wrong ${t.wrong}, choices ${t.choices}, abstained ${t.abstained})`,
      )
      .join('; ');
    console.log(`${part}: ${line || 'absent'}`);
  }
}
