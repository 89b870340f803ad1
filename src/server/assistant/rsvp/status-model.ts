// A second reader of the answer's status, learnt rather than written: a logistic model over the message's words and
// word pairs, trained by bench/assistant/rsvp/train-status.ts. It records nothing itself (decision 026): where it
// disagrees with the grammar reader (read-rsvp.ts), the guest is asked.
import { expandSms, foldText, PHONE_NUMBERS, splitWords } from '../normalize-text.ts';
import trained from './status-model.json' with { type: 'json' };

export const STATUS_CLASSES = ['none', 'yes', 'no', 'maybe'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export type StatusModel = {
  classes: readonly string[];
  /** Each feature's weights, one per class in `classes` order. */
  weights: Record<string, number[]>;
  bias: number[];
  trainedOn: string;
  trainingSet: string;
};

/** The message's words (folded, SMS spellings expanded), word pairs, and whether it asks or exclaims. */
export function statusFeatures(text: string): string[] {
  const words = expandSms(splitWords(foldText(text.replace(PHONE_NUMBERS, ' ')))).map((w) =>
    /^\d+$/.test(w) ? '#' : w,
  );
  const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
  const marks = [/[?¿]/.test(text) ? '<?>' : '', /!/.test(text) ? '<!>' : '', words.length > 25 ? '<long>' : ''];
  return [...new Set([...words, ...pairs, ...marks.filter(Boolean)])];
}

/** The classes' probabilities for the message. */
export function statusProbabilities(text: string, model: StatusModel = STATUS_MODEL): Record<StatusClass, number> {
  const z = [...model.bias];
  for (const feature of statusFeatures(text)) {
    const w = model.weights[feature];
    if (w) for (let k = 0; k < z.length; k++) z[k]! += w[k]!;
  }
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return Object.fromEntries(STATUS_CLASSES.map((c, k) => [c, e[k]! / sum])) as Record<StatusClass, number>;
}

/** A message reads as an answer when the model gives « nothing » at most this… */
const NOTHING_CEILING = 0.1;
/** …and one answer (yes, no or maybe) at least this (chosen on the tuning writers, out of fold). */
const ANSWER_FLOOR = 0.8;

/** Whether the message most likely answers the invitation, in words the grammar reader may not know. */
export function readsAsAnswer(text: string, model: StatusModel = STATUS_MODEL): boolean {
  const p = statusProbabilities(text, model);
  return p.none <= NOTHING_CEILING && Math.max(p.yes, p.no, p.maybe) >= ANSWER_FLOOR;
}

/**
 * Whether the model firmly reads another status than the grammar reader's yes or maybe: "I'm a no. Same weekend as
 * Glastonbury" beside a count the reader took for a yes. A no carries no count for a yes to keep: never doubted
 * (decision 027).
 */
export function doubtsStatus(text: string, status: Exclude<StatusClass, 'none'> | null): boolean {
  if (status !== 'yes' && status !== 'maybe') return false;
  const p = statusProbabilities(text);
  const others = (['yes', 'no', 'maybe'] as const).filter((s) => s !== status);
  return p[status] <= NOTHING_CEILING && others.some((s) => p[s] >= ANSWER_FLOOR);
}

/** The model file must name the classes the code reads, in order. */
export function loadStatusModel(raw: unknown): StatusModel {
  const model = raw as StatusModel;
  if (model.classes.join() !== STATUS_CLASSES.join())
    throw new Error(`status-model.json: classes ${model.classes.join()} ≠ ${STATUS_CLASSES.join()}`);
  for (const [feature, w] of Object.entries(model.weights))
    if (w.length !== STATUS_CLASSES.length) throw new Error(`status-model.json: ${feature} has ${w.length} weights`);
  return model;
}

const STATUS_MODEL = loadStatusModel(trained);
