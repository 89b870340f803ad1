// The outcome model's training counts a message asking several things as the engine decides it: answered outright
// only when every part is sure, otherwise sent and passed on (a hedge), never a wrong reply then.
import { describe, expect, it } from 'vitest';
import { simulate } from './train-outcome.ts';

const cuts = { answerCut: 0.8, soloCut: 0.7, askCut: 0.5, sureCut: 0.9 };

describe('the training tally', () => {
  it('counts a message of several sure parts as answered, right or wrong', () => {
    const tally = simulate([], [], [], cuts, cuts, [
      { p: [0.95, 0.99], right: true },
      { p: [0.95, 0.91], right: false },
    ]);
    expect(tally).toMatchObject({ cases: 2, right: 1, wrong: 1, hedged: 0 });
  });

  it('counts a message with one unsure part as a hedge, right when its reply holds the facts and never wrong', () => {
    const tally = simulate([], [], [], cuts, cuts, [
      { p: [0.95, 0.85], right: true },
      { p: [0.95, 0.4], right: false },
    ]);
    expect(tally).toMatchObject({ cases: 2, right: 1, wrong: 0, hedged: 2 });
  });
});
