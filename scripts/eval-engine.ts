// Scores the local answer engine directly (no server, no webhook) with the scoring of ../shared/eval/run-eval.mjs.
// Usage: npx tsx scripts/eval-engine.ts [--fixture wedding.json] [--cases cases.jsonl] [--threshold 0.8] [--verbose] [--sweep]
import { readFileSync } from 'node:fs';
import { answerQuestion, DEFAULT_ANSWER_THRESHOLD } from '../src/server/assistant/answer-question.ts';
import { buildAnswerIndex } from '../src/server/assistant/build-answer-index.ts';
import { scoreReply, type EvalCase } from '../src/server/assistant/score-reply.ts';
import type { AssistantFaq, AssistantWedding } from '../src/server/assistant/types.ts';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] && !argv[i + 1]!.startsWith('--') ? argv[i + 1]! : fallback;
};

const fixture = JSON.parse(readFileSync(option('fixture', '../shared/eval/wedding-dev.json'), 'utf8')) as {
  wedding: AssistantWedding;
  faqs: Omit<AssistantFaq, 'id'>[];
};
const cases = readFileSync(option('cases', '../shared/eval/dev.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as EvalCase);
const faqs = fixture.faqs.map((f, i) => ({ id: i + 1, ...f }));
const verbose = flag('verbose');

function run(threshold: number) {
  const t0 = performance.now();
  const index = buildAnswerIndex(fixture.wedding, faqs);
  const indexMs = performance.now() - t0;
  const results = cases.map((c) => {
    const start = performance.now();
    const answer = answerQuestion({ wedding: fixture.wedding, faqs, text: c.question, threshold, index });
    return { c, answer, ms: performance.now() - start, ...scoreReply(answer.reply, c) };
  });
  return { results, indexMs };
}

const threshold = Number(option('threshold', String(DEFAULT_ANSWER_THRESHOLD)));
run(threshold); // warm-up: module loading and JIT do not count
const { results, indexMs } = run(threshold);
const byCategory = new Map<string, [number, number]>();
for (const r of results) {
  const entry = byCategory.get(r.c.category) ?? [0, 0];
  if (r.hit) entry[0]++;
  entry[1]++;
  byCategory.set(r.c.category, entry);
}
for (const r of results) {
  if (r.hit && !r.leaked.length && !verbose) continue;
  console.log(JSON.stringify({
    id: r.c.id, category: r.c.category, question: r.c.question, reply: r.answer.reply.slice(0, 240),
    confidence: r.answer.confidence, source: r.answer.source,
    missing: r.hit ? undefined : r.c.expect_any, leaked: r.leaked.length ? r.leaked : undefined,
  }));
}
console.log('per category:', [...byCategory].map(([k, [a, n]]) => `${k} ${a}/${n}`).join(', '));
const ok = results.filter((r) => r.hit).length;
const precise = results.filter((r) => !r.leaked.length).length;
const ms = results.reduce((s, r) => s + r.ms, 0) / results.length;
const worst = Math.max(...results.map((r) => r.ms));
console.log(
  `accuracy ${((ok / results.length) * 100).toFixed(1)}% (${ok}/${results.length}), precision ${((precise / results.length) * 100).toFixed(1)}%, ` +
    `${ms.toFixed(3)} ms per message (max ${worst.toFixed(2)} ms, index built in ${indexMs.toFixed(1)} ms), threshold ${threshold}`,
);
if (flag('sweep')) {
  for (const t of [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9]) {
    const { results: rs } = run(t);
    const a = rs.filter((r) => r.hit).length / rs.length;
    const p = rs.filter((r) => !r.leaked.length).length / rs.length;
    console.log(`threshold ${t}: accuracy ${(a * 100).toFixed(1)}%, precision ${(p * 100).toFixed(1)}%`);
  }
}
