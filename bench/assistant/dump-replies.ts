// Every reply of the engine on every evaluation part, and the RSVP reader's answer on every writer's message, one JSON
// line per case (timings left out), so that a refactor can be checked to change no reply: dump before, dump after, cmp.
// Usage: npx tsx bench/assistant/dump-replies.ts /tmp/replies-before.jsonl
import { writeFileSync } from 'node:fs';
import { answerQuestion } from '../../src/server/assistant/answer-question.ts';
import { buildAnswerIndex } from '../../src/server/assistant/build-answer-index.ts';
import { readRsvp } from '../../src/server/assistant/rsvp/read-rsvp.ts';
import { loadPart, type EvalPart } from './eval-sets.ts';
import { readRsvpCases, withinTwo } from './rsvp/evaluate-rsvp.ts';

// The same fixed "now" as evaluate-engine.ts: countdown replies do not depend on the day of the dump.
const NOW = new Date('2026-11-23T12:00:00Z');

const out = process.argv[2];
if (!out) throw new Error('Usage: npx tsx bench/assistant/dump-replies.ts <output file>');

const lines: string[] = [];
for (const part of ['tuning', 'heldout', 'fresh', 'shared'] as EvalPart[]) {
  for (const w of loadPart(part)) {
    const index = buildAnswerIndex(w.wedding, w.faqs);
    for (const c of w.cases) {
      const answer = answerQuestion({ wedding: w.wedding, faqs: w.faqs, text: c.question, index, now: NOW });
      lines.push(JSON.stringify({ part, wedding: w.slug, id: c.id, answer }));
    }
  }
}
for (const part of ['tuning', 'heldout'] as const) {
  for (const c of readRsvpCases(part)) {
    const first = readRsvp(c.text);
    const two = withinTwo(c.text, c.expect, c.lang);
    lines.push(JSON.stringify({ part: `rsvp-${part}`, id: c.id, first, two }));
  }
}
writeFileSync(out, lines.join('\n') + '\n');
console.log(`${lines.length} replies written to ${out}`);
