import { describe, expect, it } from 'vitest';
import { loadPart } from './eval-sets.ts';
import { scoreWeddings } from './evaluate-engine.ts';
import { measurePaths } from './measure-paths.ts';

describe('measurePaths', () => {
  it('splits the tuning part’s figures by outcome path, adding up to the engine’s own score', () => {
    const weddings = loadPart('tuning').slice(0, 3);
    const paths = [...measurePaths(weddings).values()];
    const score = scoreWeddings('tuning', weddings);
    const sum = (key: 'messages' | 'right' | 'wrong' | 'choices' | 'abstained') =>
      paths.reduce((s, t) => s + t[key], 0);
    expect(sum('messages')).toBe(score.cases);
    expect(sum('right')).toBe(score.hits);
    expect(sum('wrong')).toBe(score.wrong);
    expect(sum('choices')).toBe(score.choices);
    expect(sum('abstained')).toBe(score.abstained);
    expect(measurePaths(weddings).has('several')).toBe(true);
  });
});
