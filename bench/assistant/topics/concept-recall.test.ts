// The thesaurus on the corpus of guest messages it was not widened on (bench/assistant/topics/corpus).
import { describe, expect, it } from 'vitest';
import { conceptRecall } from './concept-recall.ts';

describe('the thesaurus on guest messages it was not widened on', () => {
  it('finds the subject of three held-out messages in four (58 % before the corpus)', () => {
    const { right, total } = conceptRecall('heldout');
    expect(total).toBeGreaterThan(2500);
    expect(right / total).toBeGreaterThan(0.75);
  });
});
