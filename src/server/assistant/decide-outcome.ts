// Whether the engine answers with its best fact, asks the guest which subject they mean (numbered choices), or
// hands the question over to the couple. One learned model over named features of the ranking decides: how sure
// the best fact is, how close its rivals come, what of the question it leaves unexplained. Its weights and cuts
// are trained on the tuning part of bench/assistant (bench/assistant/train-outcome.ts) and checked here at load.
import { isSubject, type Analysis, type Lexicon } from './analyze-text.ts';
import type { AnswerIndex } from './build-answer-index.ts';
import type { Part, Ranked } from './ranked.ts';
import { checkWeights } from './ranker.ts';
import { foldText } from './normalize-text.ts';
import { KNOWLEDGE, conceptIds } from './knowledge.ts';
import trained from './outcome-weights.json' with { type: 'json' };

/** What the features read: the best fact, the other facts that give a different reply, the question and the reply. */
type Weighed = { top: Ranked; rivals: Ranked[]; question: Analysis; lexicon: Lexicon; reply: string };

const secondOf = ({ rivals }: Weighed) => rivals[0]?.confidence ?? 0;
/** Words of the question no concept explains. */
const residualOf = ({ question }: Weighed) =>
  question.residual.filter((w) => w.length >= 3 && !KNOWLEDGE.stopwords.has(w));

/** The named features of the model, in the order it sums them; the weights file must name the same. */
const FEATURES = {
  topConfidence: ({ top }) => top.confidence,
  secondConfidence: secondOf,
  margin: (weighed) => weighed.top.confidence - secondOf(weighed),
  uncovered: ({ top }) => top.uncovered,
  unknownWords: ({ top }) => top.unknownWords,
  subjectEvidence: ({ top }) => top.subjectEvidence,
  lexicalEvidence: ({ top }) => top.lexicalEvidence,
  penalty: ({ top }) => top.penalty,
  confidentRivals: ({ rivals }) => rivals.filter((r) => r.confidence >= 0.8).length,
  subjects: ({ question, lexicon }) => conceptIds(question).filter((c) => isSubject(lexicon, c)).length,
  fromFaq: ({ top }) => (top.candidate.source.startsWith('faq:') ? 1 : 0),
  fromNotes: ({ top }) => (top.candidate.source === 'additionalInfo' ? 1 : 0),
  fromField: ({ top: { candidate } }) =>
    !candidate.source.startsWith('faq:') && candidate.source !== 'additionalInfo' ? 1 : 0,
  words: ({ question }) => Math.log1p(question.words.length),
  residual: (weighed) => residualOf(weighed).length,
  replyOverlap: ({ question, reply }) => overlapWithReply(question, reply),
  unmatchedResidual: (weighed) =>
    residualOf(weighed).filter((w) => w.length >= 4 && !weighed.top.matchedWords.includes(w)).length,
  // A guest checking a fact (« je voudrais confirmer la date ») asks for it, with or without a question mark.
  asks: ({ question }) => (question.asks || question.concepts.has('checking') ? 1 : 0),
} satisfies Record<string, (weighed: Weighed) => number>;

export const OUTCOME_FEATURES = Object.keys(FEATURES) as (keyof typeof FEATURES)[];
export type OutcomeFeatures = Record<(typeof OUTCOME_FEATURES)[number], number>;

export type QuietModel = {
  weights: Record<string, number>;
  bias: number;
  /** At or above this probability of being right, the best fact is sent. */
  answerCut: number;
  /** Below answerCut and with no rival to offer, the best fact is still sent at or above this; else handed over. */
  soloCut: number;
  /** Below answerCut, the rivals are offered at or above this; under it even the best fact is unlikely: handed over. */
  askCut: number;
  /**
   * A fact sent under this probability goes with the question handed over to the couple too (a hedge: the guest
   * reads what comes closest and the couple answers if it was not that). Absent: a fact sent is an answer.
   */
  sureCut?: number;
};

export type OutcomeModel = QuietModel & {
  features: readonly string[];
  /**
   * The model of a message that asks nothing (no question mark, no question word): mostly a guest telling something
   * (« on sera au Canada ce jour-là »), seldom a question written short (« adresse de la mairie »). Its own weights
   * and cuts, learnt with the answers to the invitation, which ask for no fact.
   */
  quiet: QuietModel;
  trainedOn: string;
  trainingSet: string;
};

/** The weights file must name exactly the features the code computes, in any order. */
export function loadOutcomeModel(raw: unknown): OutcomeModel {
  const model = raw as OutcomeModel;
  checkWeights('outcome-weights.json', OUTCOME_FEATURES, model);
  checkWeights('outcome-weights.json (quiet)', OUTCOME_FEATURES, { features: model.features, ...model.quiet });
  return model;
}

export const OUTCOME_MODEL = loadOutcomeModel(trained);

/** Other facts than the best one, each giving a different reply, strongest first. */
function rivalsOf(ranked: Ranked[]): Ranked[] {
  // Entries of the notes are told apart by their position; other facts by their source.
  const keys = ranked.map((r) =>
    r.candidate.source === 'additionalInfo' ? `notes:${r.candidate.id}` : r.candidate.source,
  );
  return ranked.filter((_, i) => keys.indexOf(keys[i]!) === i).slice(1);
}

/** A rival must come this close to the best fact to be offered beside it. */
const RIVAL_FLOOR = 0.55;

/** The rivals offered beside the best fact: each must come this close to it, and to the threshold. */
export const offeredRivals = (ranked: Ranked[], threshold: number) =>
  rivalsOf(ranked).filter((r) => r.confidence >= Math.max(RIVAL_FLOOR, threshold * 0.7));

/** Content words of the question, folded and cut to their first letters, so that « navettes » finds « navette ». */
function contentStems(words: string[]) {
  return [...new Set(words.filter((w) => w.length >= 4 && !KNOWLEDGE.stopwords.has(w)).map((w) => w.slice(0, 5)))];
}

/** The share of the question's content words the reply itself says: « louer un costume » answered with the dress code says neither. */
function overlapWithReply(question: Analysis, reply: string) {
  const asked = contentStems(question.words);
  if (!asked.length) return 1;
  const said = new Set(contentStems(foldText(reply).split(/[^a-z0-9]+/)));
  return asked.filter((w) => said.has(w)).length / asked.length;
}

/** The model for this message: a question's, or that of a message that asks nothing. */
const modelFor = (model: OutcomeModel, asks: boolean): QuietModel => (asks ? model : model.quiet);

/**
 * What the model makes of the reply the best fact gives: its features, the probability that it answers the question,
 * and whether that is sure enough to send it without weighing its rivals.
 */
export function weighReply(index: AnswerIndex, { question, ranked }: Part, reply: string, model: OutcomeModel) {
  const weighed = { top: ranked[0]!, rivals: rivalsOf(ranked), question, lexicon: index.lexicon, reply };
  const features = {} as OutcomeFeatures;
  for (const name of OUTCOME_FEATURES) features[name] = FEATURES[name](weighed);
  const asks = features.asks === 1;
  const { weights, bias, answerCut } = modelFor(model, asks);
  let z = bias;
  for (const name of OUTCOME_FEATURES) z += weights[name]! * features[name];
  const probability = 1 / (1 + Math.exp(-z));
  return { features, asks, probability, sure: probability >= answerCut };
}

export type Outcome = 'answer' | 'hedge' | 'ask' | 'hand-over';

/**
 * Answer when sure; when not, offer the rivals if there are any worth offering and the best fact is not unlikely
 * (a guest who asked nothing gets no choice of facts); otherwise answer or hand over. A fact sent under sureCut is a
 * hedge: sent with the question handed over.
 */
export function decideOutcome(probability: number, rivalsToOffer: number, model: OutcomeModel, asks = true): Outcome {
  const cuts = modelFor(model, asks);
  const sent: Outcome = probability >= (cuts.sureCut ?? 0) ? 'answer' : 'hedge';
  if (probability >= cuts.answerCut) return sent;
  if (rivalsToOffer > 0) return probability >= cuts.askCut ? 'ask' : 'hand-over';
  return probability >= cuts.soloCut ? sent : 'hand-over';
}
