import { describe, expect, it } from 'vitest';
import { makeRanker, RANKER } from './ranker.ts';

describe('the learned ranker', () => {
  it('puts the trained cut at the default threshold 0.8 and keeps 0 and 1', () => {
    const ranker = makeRanker({ weights: [0, 1], cut: 0.3 })!;
    // z = x: sigmoid(0) = 0.5
    expect(ranker.probability([1, 0])).toBeCloseTo(0.5);
    const atCut = Math.log(0.3 / 0.7);
    expect(ranker.confidence([1, atCut])).toBeCloseTo(0.8);
    expect(ranker.confidence([1, -50])).toBeCloseTo(0);
    expect(ranker.confidence([1, 50])).toBeCloseTo(1);
  });

  it('is off without trained weights', () => {
    expect(makeRanker(null)).toBeNull();
    expect(makeRanker({ weights: [], cut: 0.5 })).toBeNull();
  });

  it('is trained and shipped with the engine', () => {
    expect(RANKER).not.toBeNull();
  });
});
