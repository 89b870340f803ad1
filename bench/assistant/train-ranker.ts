// Trains the engine's ranker on the tuning part only: for every question, each fact's features and whether the
// reply built from that fact is right (it holds an expected token and no forbidden one). Logistic regression with
// L2; the cut that answers best on the tuning part becomes the default threshold. Each question goes through the
// engine's own steps up to the ranking (answer-question.ts: small talk and quoted entries set aside, rankForQuestion).
// The weights of ranker-prior.json (trained on 2026-11-23, around which the outcome model and the thresholds were set)
// are kept; the features it does not name (the re-rankers folded in as features) are learned on top of them: a full
// retrain lowers every part (decision 021). Writes ranker-weights.json with the features' names, the training date
// and the set it was trained on.
// Usage: npx tsx bench/assistant/train-ranker.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText } from '../../src/server/assistant/analyze-text.ts';
import { compose, rankForQuestion } from '../../src/server/assistant/answer-question.ts';
import { buildAnswerIndex } from '../../src/server/assistant/build-answer-index.ts';
import { entriesBetween } from '../../src/server/assistant/entries-between.ts';
import { RANKER_FEATURES } from '../../src/server/assistant/ranker.ts';
import { loadPart } from './eval-sets.ts';
import { scoreReply } from '../../src/server/assistant/testing/score-reply.ts';

type Sample = { x: number[]; y: number; leak: boolean };
type Question = { wedding: string; samples: Sample[]; unknownIsRight: boolean };

const UNKNOWN = new Set(['out_of_scope', 'missing']);
const CANDIDATES_PER_QUESTION = 12;

export function collect(): Question[] {
  const questions: Question[] = [];
  for (const w of loadPart('tuning')) {
    const index = buildAnswerIndex(w.wedding, w.faqs);
    for (const c of w.cases) {
      const analysed = analyzeText(index.lexicon, c.question);
      if (analysed.smallTalk || !c.question.trim() || entriesBetween(index, analysed)) continue;
      const { asked, ranked: all } = rankForQuestion(index, analysed);
      const ranked = all.slice(0, CANDIDATES_PER_QUESTION);
      const unknownIsRight = UNKNOWN.has(c.category) || c.category.endsWith('_missing');
      const samples = ranked.map((r) => {
        const { reply } = compose(index, asked, [r], 0, analysed.language);
        const { hit, leaked } = scoreReply(reply, c);
        // The contact holds the phone an "I don't know" must give: it is no answer to an out-of-scope question.
        const right = hit && !leaked.length && !unknownIsRight;
        return { x: r.features, y: right ? 1 : 0, leak: leaked.length > 0 };
      });
      questions.push({ wedding: w.slug, samples, unknownIsRight });
    }
  }
  return questions;
}

/** The 2026-11-23 weights, kept as they are; a feature absent from them is learned. */
const PRIOR = JSON.parse(readFileSync(join(import.meta.dirname, 'ranker-prior.json'), 'utf8')) as {
  weights: Record<string, number>;
  cut: number;
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (w: number[], x: number[]) => w.reduce((s, wi, i) => s + wi * (x[i] ?? 0), 0);

/**
 * Learns the weights ranker-prior.json does not name, the others kept: for each question with a right fact, the
 * softmax over its facts' scores should put the right ones first (a listwise loss: the folded features reorder the
 * facts, as the re-rankers did), with L2.
 */
export function train(
  questions: Question[],
  {
    epochs = Number(process.env.EPOCHS ?? 3000),
    rate = Number(process.env.RATE ?? 1),
    l2 = Number(process.env.L2 ?? 0.0001),
  } = {},
) {
  const w = RANKER_FEATURES.map((f) => PRIOR.weights[f] ?? 0);
  const learned = RANKER_FEATURES.flatMap((f, i) => (f in PRIOR.weights ? [] : [i]));
  const lists = questions.filter((q) => q.samples.some((s) => s.y));
  // The kept weights' share of each fact's score, computed once.
  const kept = lists.map((q) =>
    q.samples.map((s) =>
      dot(
        w,
        s.x.map((v, i) => (learned.includes(i) ? 0 : v)),
      ),
    ),
  );
  for (let epoch = 0; epoch < epochs && learned.length; epoch++) {
    const grad = new Map(learned.map((i) => [i, 0]));
    lists.forEach((q, n) => {
      const z = q.samples.map((s, j) => learned.reduce((sum, i) => sum + w[i]! * s.x[i]!, kept[n]![j]!));
      const max = Math.max(...z);
      const e = z.map((v) => Math.exp(v - max));
      const all = e.reduce((a, b) => a + b, 0);
      const right = q.samples.reduce((a, s, j) => a + (s.y ? e[j]! : 0), 0);
      q.samples.forEach((s, j) => {
        const g = e[j]! / all - (s.y ? e[j]! / right : 0);
        for (const i of learned) grad.set(i, grad.get(i)! + g * s.x[i]!);
      });
    });
    for (const i of learned) w[i]! -= rate * (grad.get(i)! / lists.length + l2 * w[i]!);
  }
  return w;
}

/** Precision the product owes its guests: a wrong fact is worse than « je ne sais pas ». */
const MIN_PRECISION = 0.98;

/**
 * The probability cut that gets most questions right on the tuning part (answer above, "I don't know" below)
 * while at most 2 % of the replies give another fact's details.
 */
export function chooseCut(questions: Question[], w: number[]) {
  let best = { cut: 0.5, right: -1 };
  for (let cut = 0.05; cut <= 0.95; cut += 0.01) {
    let right = 0;
    let leaks = 0;
    for (const q of questions) {
      const top = q.samples
        .map((s) => ({ p: sigmoid(dot(w, s.x)), y: s.y, leak: s.leak }))
        .sort((a, b) => b.p - a.p)[0];
      if (top && top.p >= cut) {
        right += top.y;
        if (top.leak) leaks++;
      } else right += q.unknownIsRight ? 1 : 0;
    }
    if (leaks / questions.length <= 1 - MIN_PRECISION && right > best.right)
      best = { cut: Math.round(cut * 100) / 100, right };
  }
  return best;
}

/** Leave-one-wedding-out on the tuning part: how a setting does on weddings it was not trained on. */
export function crossValidate(questions: Question[], options: Parameters<typeof train>[1]) {
  let right = 0;
  for (const wedding of new Set(questions.map((q) => q.wedding))) {
    const trainOn = questions.filter((q) => q.wedding !== wedding);
    const w = train(trainOn, options);
    const { cut } = chooseCut(trainOn, w);
    for (const q of questions.filter((x) => x.wedding === wedding)) {
      const top = q.samples.map((s) => ({ p: sigmoid(dot(w, s.x)), y: s.y })).sort((a, b) => b.p - a.p)[0];
      right += top && top.p >= cut ? top.y : q.unknownIsRight ? 1 : 0;
    }
  }
  return right / questions.length;
}

if (import.meta.main && process.argv.includes('--cv')) {
  const questions = collect();
  for (const l2 of [0.0001, 0.001, 0.01, 0.05])
    for (const epochs of [1000, 3000]) {
      console.log(
        `l2 ${l2}, ${epochs} epochs: ${(crossValidate(questions, { epochs, rate: 1, l2 }) * 100).toFixed(1)} % (validation croisée par mariage)`,
      );
    }
} else if (import.meta.main) {
  const questions = collect();
  const samples = questions.flatMap((q) => q.samples);
  const weights = train(questions).map((v) => Math.round(v * 1e4) / 1e4);
  // The prior's cut stays: the administrators' threshold and the outcome model were set around it.
  const { cut } = PRIOR;
  const best = chooseCut(questions, weights);
  console.log(
    `${samples.length} exemples, ${questions.length} questions ; seuil ${cut} (le meilleur : ${best.cut}, ${best.right}/${questions.length} justes)`,
  );
  const model = {
    features: RANKER_FEATURES,
    weights: Object.fromEntries(RANKER_FEATURES.map((f, i) => [f, weights[i]!])),
    cut,
    trainedOn: new Date().toISOString().slice(0, 10),
    trainingSet: `bench/assistant tuning part, the features of ranker-prior.json kept: ${new Set(questions.map((q) => q.wedding)).size} weddings, ${questions.length} questions, ${samples.length} facts`,
  };
  if (!process.argv.includes('--dry'))
    writeFileSync(
      join(import.meta.dirname, '../../src/server/assistant/ranker-weights.json'),
      `${JSON.stringify(model, null, 2)}\n`,
    );
}
