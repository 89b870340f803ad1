import { describe, expect, it } from 'vitest';
import trained from './ranker-weights.json' with { type: 'json' };
import { loadRankerModel, makeRanker, RANKER_FEATURES, RANKER_MODEL } from './ranker.ts';

const named = (weights: Record<string, number>) => ({
  features: [...RANKER_FEATURES],
  weights: Object.fromEntries(RANKER_FEATURES.map((f) => [f, weights[f] ?? 0])),
  cut: 0.3,
  trainedOn: '2026-11-28',
  trainingSet: 'test',
});

describe('the learned ranker', () => {
  it('puts the trained cut at the default threshold 0.8 and keeps 0 and 1', () => {
    const ranker = makeRanker(loadRankerModel(named({ direct: 1 })));
    const x = (direct: number) => RANKER_FEATURES.map((f) => (f === 'bias' ? 1 : f === 'direct' ? direct : 0));
    expect(ranker.probability(x(0))).toBeCloseTo(0.5);
    expect(ranker.confidence(x(Math.log(0.3 / 0.7)))).toBeCloseTo(0.8);
    expect(ranker.confidence(x(-50))).toBeCloseTo(0);
    expect(ranker.confidence(x(50))).toBeCloseTo(1);
  });

  it('reads the weights by name, whatever their order in the file', () => {
    const model = named({ bias: 2, fromFaq: -1 });
    const reversed = { ...model, features: [...model.features].reverse() };
    expect(loadRankerModel(reversed).ordered).toEqual(
      RANKER_FEATURES.map((f) => (f === 'bias' ? 2 : f === 'fromFaq' ? -1 : 0)),
    );
  });

  it('refuses a weights file that does not name exactly the code’s features', () => {
    const model = named({});
    expect(() => loadRankerModel({ ...model, features: model.features.filter((f) => f !== 'offTopic') })).toThrow(
      /manquants \[offTopic\]/,
    );
    expect(() =>
      loadRankerModel({ ...model, features: [...model.features, 'legacy'], weights: { ...model.weights, legacy: 1 } }),
    ).toThrow(/inconnus \[legacy\]/);
    expect(() => loadRankerModel({ weights: [0.1, 0.2], cut: 0.5 })).toThrow(/ne correspond pas au code/);
  });

  it('is trained and shipped with the engine, with its training date', () => {
    expect(RANKER_MODEL.features).toEqual([...RANKER_FEATURES]);
    expect(trained.trainedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
