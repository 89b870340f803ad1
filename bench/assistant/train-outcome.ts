// Trains the engine's outcome model (answer / ask / hand over, src/server/assistant/decide-outcome.ts) on the
// tuning part only, through answerQuestion itself, so that training runs the same steps as the live engine.
// Each question is answered twice: once forced to answer (what the best fact gives), once forced not to (the
// choices it would offer, or the hand-over). A logistic regression on the named features learns P(best fact is
// right); the cuts are then chosen on the tuning part: fewest wrong replies, then most right within two messages,
// with numbered choices in at most MAX_CHOICE_SHARE of messages. Writes outcome-weights.json.
// Usage: npx tsx bench/assistant/train-outcome.ts [--dry]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerQuestion } from '../../src/server/assistant/answer-question.ts';
import { buildAnswerIndex } from '../../src/server/assistant/build-answer-index.ts';
import { OUTCOME_FEATURES, type OutcomeModel } from '../../src/server/assistant/decide-outcome.ts';
import { loadPart, type EvalPart } from './eval-sets.ts';
import { scoreReply } from '../../src/server/assistant/testing/score-reply.ts';
import { pickChoice } from './simulated-guest.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const MAX_CHOICE_SHARE = 0.08;
/** A wrong reply costs this many right ones: misleading a guest is worse than asking or handing over. */
const WRONG_COST = 3;

type Row = { x: number[]; answerRight: boolean; askRight: boolean; canAsk: boolean; handOverRight: boolean };
type Fixed = { right: boolean; answered: boolean };

const forced = (answerCut: number, soloCut: number): OutcomeModel => ({
  features: OUTCOME_FEATURES,
  weights: Object.fromEntries(OUTCOME_FEATURES.map((f) => [f, 0])),
  bias: 0,
  answerCut,
  soloCut,
  trainedOn: '',
  trainingSet: '',
});
const ALWAYS_ANSWER = forced(0, 0);
const NEVER_ANSWER = forced(2, 2);

export function collect(part: EvalPart) {
  const rows: Row[] = [];
  const fixed: Fixed[] = [];
  for (const w of loadPart(part)) {
    const index = buildAnswerIndex(w.wedding, w.faqs);
    for (const c of w.cases) {
      const ask = (outcomeModel: OutcomeModel) =>
        answerQuestion({ wedding: w.wedding, faqs: w.faqs, text: c.question, index, now: NOW, outcomeModel });
      const answered = ask(ALWAYS_ANSWER);
      const features = answered.trace?.features;
      if (!features) {
        // Small talk, several questions, nothing found: the outcome model is not asked.
        fixed.push({ right: scoreReply(answered.reply, c).hit, answered: answered.answered });
        continue;
      }
      const withheld = ask(NEVER_ANSWER);
      const picked = withheld.choices ? pickChoice(withheld.choices, c.category, c.question) : undefined;
      rows.push({
        x: OUTCOME_FEATURES.map((f) => features[f] ?? 0),
        answerRight: scoreReply(answered.reply, c).hit,
        canAsk: withheld.kind === 'choice',
        askRight: Boolean(picked && scoreReply(picked.reply, c).hit),
        handOverRight: withheld.kind === 'unknown' && scoreReply(withheld.reply, c).hit,
      });
    }
  }
  return { rows, fixed };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function standardize(rows: Row[]) {
  const n = OUTCOME_FEATURES.length;
  const mean = new Array<number>(n).fill(0);
  const sd = new Array<number>(n).fill(0);
  for (const r of rows) r.x.forEach((v, i) => (mean[i]! += v / rows.length));
  for (const r of rows) r.x.forEach((v, i) => (sd[i]! += (v - mean[i]!) ** 2 / rows.length));
  return { mean, sd: sd.map((v) => Math.sqrt(v) || 1) };
}

/** Logistic regression with L2, on standardised features; returned on the raw scale. */
export function fit(rows: Row[], { epochs = 4000, rate = 0.5, l2 = 0.001 } = {}) {
  const { mean, sd } = standardize(rows);
  const n = OUTCOME_FEATURES.length;
  const w = new Array<number>(n).fill(0);
  let b = 0;
  const xs = rows.map((r) => r.x.map((v, i) => (v - mean[i]!) / sd[i]!));
  for (let e = 0; e < epochs; e++) {
    const g = new Array<number>(n).fill(0);
    let gb = 0;
    xs.forEach((x, k) => {
      const err = sigmoid(b + x.reduce((s, v, i) => s + v * w[i]!, 0)) - (rows[k]!.answerRight ? 1 : 0);
      gb += err;
      x.forEach((v, i) => (g[i]! += err * v));
    });
    b -= (rate * gb) / rows.length;
    for (let i = 0; i < n; i++) w[i]! -= rate * (g[i]! / rows.length + l2 * w[i]!);
  }
  const weights = Object.fromEntries(OUTCOME_FEATURES.map((f, i) => [f, w[i]! / sd[i]!]));
  const bias = b - OUTCOME_FEATURES.reduce((s, _f, i) => s + (w[i]! * mean[i]!) / sd[i]!, 0);
  return { weights, bias };
}

export type Tally = { cases: number; right: number; wrong: number; choices: number };

export function simulate(rows: Row[], fixed: Fixed[], p: number[], answerCut: number, soloCut: number): Tally {
  const t: Tally = { cases: rows.length + fixed.length, right: 0, wrong: 0, choices: 0 };
  for (const f of fixed) {
    if (f.right) t.right++;
    else if (f.answered) t.wrong++;
  }
  rows.forEach((r, i) => {
    const outcome = p[i]! >= answerCut ? 'answer' : r.canAsk ? 'ask' : p[i]! >= soloCut ? 'answer' : 'hand-over';
    if (outcome === 'answer') {
      if (r.answerRight) t.right++;
      else t.wrong++;
    } else if (outcome === 'ask') {
      t.choices++;
      if (r.askRight) t.right++;
    } else if (r.handOverRight) t.right++;
  });
  return t;
}

function probabilities(rows: Row[], model: { weights: Record<string, number>; bias: number }) {
  return rows.map((r) =>
    sigmoid(model.bias + OUTCOME_FEATURES.reduce((s, f, i) => s + model.weights[f]! * r.x[i]!, 0)),
  );
}

if (import.meta.main) {
  const tuning = collect('tuning');
  const model = fit(tuning.rows);
  const p = probabilities(tuning.rows, model);
  let best = { answerCut: 0, soloCut: 0, score: -Infinity, tally: null as Tally | null };
  for (let a = 0.3; a <= 0.99; a += 0.01) {
    for (let s = 0.05; s <= a + 1e-9; s += 0.025) {
      const tally = simulate(tuning.rows, tuning.fixed, p, a, s);
      if (tally.choices > MAX_CHOICE_SHARE * tally.cases) continue;
      const score = tally.right - WRONG_COST * tally.wrong;
      if (score > best.score) best = { answerCut: a, soloCut: s, score, tally };
    }
  }
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  const out: OutcomeModel = {
    features: OUTCOME_FEATURES,
    weights: Object.fromEntries(Object.entries(model.weights).map(([k, v]) => [k, round(v)])),
    bias: round(model.bias),
    answerCut: round(best.answerCut),
    soloCut: round(best.soloCut),
    trainedOn: new Date().toISOString().slice(0, 10),
    trainingSet: 'bench/assistant tuning part',
  };
  console.log('tuning', best.tally, 'cuts', out.answerCut, out.soloCut);
  for (const part of ['heldout', 'fresh', 'shared'] as EvalPart[]) {
    const d = collect(part);
    console.log(part, simulate(d.rows, d.fixed, probabilities(d.rows, model), best.answerCut, best.soloCut));
  }
  if (!process.argv.includes('--dry'))
    writeFileSync(
      join(import.meta.dirname, '../../src/server/assistant/outcome-weights.json'),
      `${JSON.stringify(out, null, 2)}\n`,
    );
}
