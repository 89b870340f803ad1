// A fact as ranked for one question, and what the preferences that reorder the ranking share.
import type { Analysis, Lexicon } from './analyze-text.ts';
import type { AnswerIndex, Candidate, Slot } from './build-answer-index.ts';

export type Ranked = {
  candidate: Candidate;
  evidence: number;
  penalty: number;
  raw: number;
  confidence: number;
  matchedWords: string[];
  /** What the learned ranker reads, in the order of RANKER_FEATURES (ranker.ts). */
  features: number[];
  /** Evidence on the subjects asked (topics, intents), not on the setting or the kind of answer. */
  subjectEvidence: number;
  /** Question words found in the fact by the full-text index. */
  lexicalEvidence: number;
  /** Subjects the question asks that no fact of the wedding names. */
  uncovered: number;
  /** Words of the question that the thesaurus does not know and no fact of the wedding contains (« pharmacie »). */
  unknownWords: number;
  /** The moments of the day this fact was preferred for (« le dîner » in « on dîne à quelle heure ? »). */
  moments?: string[];
};

/** One question of a message, with the facts ranked for it. */
export type Part = { ranked: Ranked[]; question: Analysis };

/**
 * What the preferences read: the question (one part of `message`, or all of it), and the words of it that the
 * thesaurus does not know but some fact of the wedding uses (they name what is asked too).
 */
export type Asked = { index: AnswerIndex; lexicon: Lexicon; question: Analysis; message: Analysis; named: string[] };

/** Settings that frame any question (the wedding, coming to it, checking a fact): never the thing asked. */
export const BACKGROUND = ['wedding', 'travel', 'checking', 'partial'];

/** The slots a combined slot gives at once: the time and place of one event, both times, both places. */
export const SLOT_PARTS: Partial<Record<Slot, Slot[]>> = {
  ceremony: ['ceremonyTime', 'ceremonyPlace'],
  reception: ['receptionTime', 'receptionPlace'],
  times: ['ceremonyTime', 'receptionTime'],
  venues: ['ceremonyPlace', 'receptionPlace'],
  program: ['ceremonyTime', 'receptionTime'],
};

/** The event each fixed field belongs to: its time, its place, both. */
export const SLOT_EVENT: Partial<Record<string, 'ceremony' | 'reception'>> = Object.fromEntries(
  (['ceremony', 'reception'] as const).flatMap((e) => [e, ...SLOT_PARTS[e]!].map((slot) => [slot, e])),
);

/** A confidence or probability to three decimals, as replies and traces give it. */
export const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Whether a fact is about a concept, not only mentioning it (build-answer-index.ts weighs a mention lower). */
export const about = (r: Ranked, concept: string) => (r.candidate.concepts.get(concept) ?? 0) >= 0.8;

/** The index of the best entry by `score` among those that pass `keep`, or -1. */
export const bestBy = (ranked: Ranked[], keep: (r: Ranked) => boolean, score: (r: Ranked) => number) =>
  ranked.reduce((best, r, i) => (keep(r) && (best < 0 || score(r) > score(ranked[best]!)) ? i : best), -1);

/**
 * Puts the entry at `i` first when it ranks no lower than `floor` times the top's confidence: it answers at least as
 * surely as the fact it replaces. Returns it, or undefined when it stays where it is.
 */
export function promote(ranked: Ranked[], i: number, floor: number): Ranked | undefined {
  const top = ranked[0];
  if (!top || i <= 0 || ranked[i]!.confidence < top.confidence * floor) return undefined;
  const [entry] = ranked.splice(i, 1);
  entry!.confidence = Math.max(entry!.confidence, top.confidence);
  ranked.unshift(entry!);
  return entry;
}
