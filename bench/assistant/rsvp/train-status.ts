// Trains the learned status reader (src/server/assistant/rsvp/status-model.ts) on the tuning writers' labelled
// messages: a softmax regression over words and word pairs, L2-regularised, by deterministic AdaGrad passes, so that
// the same data gives the same file. Usage: npx tsx bench/assistant/rsvp/train-status.ts [--dry]
// --dry trains and reports held-out figures without writing the model file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  STATUS_CLASSES,
  statusFeatures,
  statusProbabilities,
  type StatusClass,
  type StatusModel,
} from '../../../src/server/assistant/rsvp/status-model.ts';
import { readRsvpCases, type RsvpCase } from './evaluate-rsvp.ts';

// EPOCHS and KEPT were chosen by six-fold cross-validation over the tuning writers (folds of whole writers): 40
// passes and 3,000 features read 94.3 % of the statuses out of fold, 15 passes and 6,000 features 95.3 %.
const EPOCHS = 15;
const RATE = 0.5;
const L2 = 1e-4;
/** A feature seen in fewer messages is left out: it would only learn its one message. */
const MIN_COUNT = 3;
const KEPT = 6000;

/** The status a labelled message teaches: a count alone comes; a diet alone says nothing of coming (left out). */
export function classOf(c: RsvpCase): StatusClass | undefined {
  if (!c.expect) return 'none';
  if (c.expect.status) return c.expect.status;
  return c.expect.partySize !== null ? 'yes' : undefined;
}

/** A fixed shuffle (a linear congruential generator), so that training is reproducible. */
function shuffled<T>(items: T[], seed = 7): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function trainStatusModel(cases: RsvpCase[], only?: Set<string>): StatusModel {
  const examples = cases.flatMap((c) => {
    const y = classOf(c);
    return y ? [{ x: statusFeatures(c.text), y: STATUS_CLASSES.indexOf(y) }] : [];
  });
  const seen = new Map<string, number>();
  for (const e of examples) for (const f of e.x) seen.set(f, (seen.get(f) ?? 0) + 1);
  const kept = [...seen].filter(([f, n]) => n >= MIN_COUNT && (!only || only.has(f))).map(([f]) => f);
  const index = new Map(kept.map((f, i) => [f, i]));
  const K = STATUS_CLASSES.length;
  const w = new Float64Array(kept.length * K);
  const g2 = new Float64Array(kept.length * K).fill(1e-8);
  const b = new Float64Array(K);
  const gb2 = new Float64Array(K).fill(1e-8);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const e of shuffled(examples, epoch + 1)) {
      const ids = e.x.flatMap((f) => index.get(f) ?? []);
      const z = Array.from(b);
      for (const i of ids) for (let k = 0; k < K; k++) z[k]! += w[i * K + k]!;
      const top = Math.max(...z);
      const p = z.map((v) => Math.exp(v - top));
      const sum = p.reduce((a, c) => a + c, 0);
      for (let k = 0; k < K; k++) {
        const grad = p[k]! / sum - (k === e.y ? 1 : 0);
        gb2[k]! += grad * grad;
        b[k]! -= (RATE * grad) / Math.sqrt(gb2[k]!);
        for (const i of ids) {
          const j = i * K + k;
          const gj = grad + L2 * w[j]!;
          g2[j]! += gj * gj;
          w[j]! -= (RATE * gj) / Math.sqrt(g2[j]!);
        }
      }
    }
  }
  const round = (v: number) => Math.round(v * 100) / 100 || 0; // never -0: the file and a retrain compare equal
  // The strongest features only: the file ships inside the WhatsApp function.
  const rows = [...index].map(([f, i]) => ({ f, row: Array.from(w.subarray(i * K, i * K + K), round) }));
  const strength = (row: number[]) => Math.max(...row) - Math.min(...row);
  rows.sort((a, b) => strength(b.row) - strength(a.row) || (a.f < b.f ? -1 : 1));
  const weights = Object.fromEntries(rows.slice(0, KEPT).map((r) => [r.f, r.row]));
  return {
    classes: STATUS_CLASSES,
    weights,
    bias: Array.from(b, round),
    trainedOn: new Date().toISOString().slice(0, 10),
    trainingSet: `bench/assistant/rsvp tuning (${examples.length} messages)`,
  };
}

/** How often the model's most likely class is the labelled one, and the confusions. */
export function scoreStatusModel(model: StatusModel, cases: RsvpCase[]) {
  let right = 0;
  let n = 0;
  const confusions = new Map<string, number>();
  for (const c of cases) {
    const y = classOf(c);
    if (!y) continue;
    const p = statusProbabilities(c.text, model);
    const best = STATUS_CLASSES.reduce((a, k) => (p[k] > p[a] ? k : a));
    n++;
    if (best === y) right++;
    else confusions.set(`${y}→${best}`, (confusions.get(`${y}→${best}`) ?? 0) + 1);
  }
  return { right, n, confusions };
}

/** Trained twice: once on every feature, then again on the strongest KEPT of them (the file stays small). */
export function trainSmallStatusModel(cases: RsvpCase[]): StatusModel {
  return trainStatusModel(cases, new Set(Object.keys(trainStatusModel(cases).weights)));
}

if (import.meta.main) {
  const model = trainSmallStatusModel(readRsvpCases('tuning'));
  for (const part of ['tuning', 'heldout']) {
    const s = scoreStatusModel(model, readRsvpCases(part));
    console.log(
      `${part}: ${((s.right / s.n) * 100).toFixed(1)} % (${s.right}/${s.n}); ${[...s.confusions].map(([k, v]) => `${k} ${v}`).join(', ')}`,
    );
  }
  console.log(`${Object.keys(model.weights).length} features`);
  if (!process.argv.includes('--dry'))
    writeFileSync(
      join(import.meta.dirname, '../../../src/server/assistant/rsvp/status-model.json'),
      JSON.stringify(model) + '\n',
    );
}
