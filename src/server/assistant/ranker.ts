// The learned ranker: a logistic regression over the features rankCandidates computes for each fact, trained on
// the tuning part of bench/assistant (bench/assistant/train-ranker.ts writes ranker-weights.json). Its probability
// is rescaled so that the administrators' default threshold (0.8) sits at the cut chosen on the tuning part.
import weights from './ranker-weights.json' with { type: 'json' };

export type RankerWeights = { weights: number[]; cut: number } | null;

export function makeRanker(trained: RankerWeights) {
  if (!trained || !trained.weights.length) return null;
  const { weights: w, cut } = trained;
  return {
    probability(features: number[]) {
      let z = 0;
      for (let i = 0; i < w.length; i++) z += w[i]! * (features[i] ?? 0);
      return 1 / (1 + Math.exp(-z));
    },
    confidence(features: number[]) {
      const p = this.probability(features);
      return p <= cut ? (p / cut) * 0.8 : 0.8 + ((p - cut) / (1 - cut)) * 0.2;
    },
  };
}

export const RANKER = makeRanker(weights as RankerWeights);
