// The learned ranker: a logistic regression over the named features rankCandidates computes for each fact, trained
// on the tuning part of bench/assistant (`npx tsx bench/assistant/train-ranker.ts` writes ranker-weights.json). Its
// probability is rescaled so that the administrators' default threshold (0.8) sits at the cut chosen on the tuning
// part. The weights file must name exactly the features below: it is checked at load. Each feature is told where
// rank-candidates.ts computes it.
import trained from './ranker-weights.json' with { type: 'json' };

export const RANKER_FEATURES = [
  /** Always 1: the model's intercept. */
  'bias',
  'direct',
  'parent',
  'missedSubject',
  'missedContext',
  'aspect',
  'aspectConflict',
  'textAspectMissed',
  'offTopic',
  'venueNamed',
  'fallbackField',
  'lexicalEvidence',
  'missedUnknownWords',
  'missedKnownWords',
  'fromField',
  'fromFaq',
  'fromNotes',
  'fromOtherText',
  'handScore',
  'factConcepts',
  'fieldWithSubjects',
  'evidence',
  'directWeak',
  'fromContact',
  'wayBack',
  'eveningNamed',
  'askedInTheseWords',
] as const;
export type RankerFeature = (typeof RANKER_FEATURES)[number];

type RankerModel = { features: readonly string[]; weights: Record<string, number>; cut: number };

/** Throws unless a weights file names exactly the features the code computes (in any order) and `valid` holds. */
export function checkWeights(file: string, expected: readonly string[], model: Partial<RankerModel>, valid = true) {
  const named = new Set(model.features ?? []);
  const missing = expected.filter((f) => !named.has(f) || typeof model.weights?.[f] !== 'number');
  const unknown = [...named].filter((f) => !expected.includes(f));
  if (missing.length || unknown.length || !valid)
    throw new Error(
      `${file} ne correspond pas au code : manquants [${missing.join(', ')}], inconnus [${unknown.join(', ')}]`,
    );
}

/** The weights in the order of RANKER_FEATURES, once the file is known to name exactly those features. */
export function loadRankerModel(raw: unknown) {
  const model = raw as RankerModel;
  checkWeights('ranker-weights.json', RANKER_FEATURES, model, typeof model.cut === 'number');
  return { ...model, ordered: RANKER_FEATURES.map((f) => model.weights[f]!) };
}

export function makeRanker({ ordered, cut }: { ordered: number[]; cut: number }) {
  const probability = (features: number[]) =>
    1 / (1 + Math.exp(-ordered.reduce((sum, weight, i) => sum + weight * (features[i] ?? 0), 0)));
  return {
    probability,
    confidence(features: number[]) {
      const p = probability(features);
      return p <= cut ? (p / cut) * 0.8 : 0.8 + ((p - cut) / (1 - cut)) * 0.2;
    },
  };
}

export const RANKER_MODEL = loadRankerModel(trained);
export const RANKER = makeRanker(RANKER_MODEL);
