// Scores the local answer engine on the evaluation sets, as the end-to-end eval would score the webhook's replies.
// Usage: npx tsx bench/assistant/evaluate-engine.ts [tuning|heldout|fresh|shared ...] [--verbose] [--wedding slug]
// Failures are printed for the tuning part only: the held-out part is reported, never read to tune the engine.
import { answerQuestion } from '../../src/server/assistant/answer-question.ts';
import { buildAnswerIndex } from '../../src/server/assistant/build-answer-index.ts';
import { loadPart, type EvalPart, type EvalWedding } from './eval-sets.ts';
import { scoreReply } from '../../src/server/assistant/testing/score-reply.ts';
import { pickChoice } from './simulated-guest.ts';

export type Failure = {
  id: string;
  category: string;
  question: string;
  reply: string;
  source: string | null;
  confidence: number;
  missing: boolean;
  leaked: string[];
  kind: 'wrong' | 'abstained' | 'choice' | 'leak';
};
export type PartScore = {
  part: EvalPart;
  weddings: number;
  cases: number;
  /** Right within two messages: at once, or after the guest picked one of the choices offered. */
  hits: number;
  precise: number;
  /** Marked answered although the reply does not hold the fact asked. */
  wrong: number;
  /** Numbered choices offered, and how many of those led to the right answer after one pick. */
  choices: number;
  twoStep: number;
  abstained: number;
  msPerMessage: number;
  maxMs: number;
  byCategory: Map<string, [number, number]>;
  byLanguage: Map<string, [number, number]>;
  failures: Failure[];
};

// A fixed "now" so that countdown replies do not depend on the day the evaluation runs.
const NOW = new Date('2026-11-23T12:00:00Z');

function bump(map: Map<string, [number, number]>, key: string, hit: boolean) {
  const entry = map.get(key) ?? [0, 0];
  if (hit) entry[0]++;
  entry[1]++;
  map.set(key, entry);
}

export function scoreWeddings(part: EvalPart, weddings: EvalWedding[]): PartScore {
  const score: PartScore = {
    part,
    weddings: weddings.length,
    cases: 0,
    hits: 0,
    precise: 0,
    wrong: 0,
    choices: 0,
    twoStep: 0,
    abstained: 0,
    msPerMessage: 0,
    maxMs: 0,
    byCategory: new Map(),
    byLanguage: new Map(),
    failures: [],
  };
  let totalMs = 0;
  for (const w of weddings) {
    const index = buildAnswerIndex(w.wedding, w.faqs);
    for (const c of w.cases) {
      const start = performance.now();
      const answer = answerQuestion({ wedding: w.wedding, faqs: w.faqs, text: c.question, index, now: NOW });
      const ms = performance.now() - start;
      totalMs += ms;
      score.maxMs = Math.max(score.maxMs, ms);
      const first = scoreReply(answer.reply, c);
      let { hit } = first;
      const { leaked } = first;
      const asked = !hit && answer.kind === 'choice' && answer.choices?.length ? answer.choices : null;
      if (asked) {
        score.choices++;
        const picked = pickChoice(asked, c.category, c.question);
        if (picked && scoreReply(picked.reply, c).hit) {
          hit = true;
          score.twoStep++;
        }
      }
      score.cases++;
      if (hit) score.hits++;
      else if (answer.answered && !asked) score.wrong++;
      else score.abstained++;
      if (!leaked.length) score.precise++;
      bump(score.byCategory, c.category.replace(/^(faq|info)_.*/, '$1_*'), hit);
      bump(score.byLanguage, c.lang ?? 'fr', hit);
      if (!hit || leaked.length) {
        score.failures.push({
          id: c.id,
          category: c.category,
          question: c.question,
          reply: answer.reply.slice(0, 200),
          source: answer.source,
          confidence: answer.confidence,
          missing: !hit,
          leaked,
          kind: hit ? 'leak' : asked ? 'choice' : answer.answered ? 'wrong' : 'abstained',
        });
      }
    }
  }
  score.msPerMessage = score.cases ? totalMs / score.cases : 0;
  return score;
}

const pct = (a: number, n: number) => (n ? `${((a / n) * 100).toFixed(1)} %` : '—');

export function formatScore(s: PartScore) {
  const cats = [...s.byCategory]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, [a, n]]) => `${k} ${a}/${n}`)
    .join(', ');
  const langs = [...s.byLanguage].map(([k, [a, n]]) => `${k} ${pct(a, n)} (${n})`).join(', ');
  return [
    `${s.part}: right within two messages ${pct(s.hits, s.cases)} (${s.hits}/${s.cases}), wrong ${pct(s.wrong, s.cases)} (${s.wrong}), choices ${pct(s.choices, s.cases)} (${s.choices}, ${s.twoStep} right after one pick), abstained ${s.abstained}, precision ${pct(s.precise, s.cases)}, ${s.weddings} weddings, ${s.msPerMessage.toFixed(2)} ms per message (max ${s.maxMs.toFixed(1)} ms)`,
    `  languages: ${langs}`,
    `  categories: ${cats}`,
  ].join('\n');
}

export function evaluateEngine(parts: EvalPart[]) {
  return parts.map((part) => scoreWeddings(part, loadPart(part)));
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const parts = argv.filter((a) => ['tuning', 'heldout', 'fresh', 'shared'].includes(a)) as EvalPart[];
  const only = argv.includes('--wedding') ? argv[argv.indexOf('--wedding') + 1] : undefined;
  for (const part of parts.length ? parts : (['tuning', 'heldout', 'fresh', 'shared'] as EvalPart[])) {
    const weddings = loadPart(part).filter((w) => !only || w.slug === only);
    scoreWeddings(part, weddings); // warm-up: module loading and JIT do not count
    const score = scoreWeddings(part, weddings);
    if (part === 'tuning' && argv.includes('--verbose')) for (const f of score.failures) console.log(JSON.stringify(f));
    console.log(formatScore(score));
  }
}
