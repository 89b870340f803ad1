import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStatusModel, statusProbabilities } from '../../../src/server/assistant/rsvp/status-model.ts';
import { readRsvpCases } from './evaluate-rsvp.ts';
import { scoreStatusModel, trainSmallStatusModel } from './train-status.ts';

const shipped = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../src/server/assistant/rsvp/status-model.json'), 'utf8'),
) as ReturnType<typeof trainSmallStatusModel>;

describe('the learned status model', () => {
  it('is what training on today’s tuning writers gives, weight for weight (retrain after changing them)', () => {
    const trained = trainSmallStatusModel(readRsvpCases('tuning'));
    expect({ ...trained, trainedOn: shipped.trainedOn }).toEqual(shipped);
  });

  it('reads most held-out answers’ status right without having seen them', () => {
    const { right, n } = scoreStatusModel(loadStatusModel(shipped), readRsvpCases('heldout'));
    expect(right / n).toBeGreaterThan(0.93);
  });

  it('refuses a file whose classes or rows do not match the code', () => {
    expect(() => loadStatusModel({ ...shipped, classes: ['yes', 'no'] })).toThrow(/classes/);
    expect(() => loadStatusModel({ ...shipped, weights: { oui: [1, 2] } })).toThrow(/2 weights/);
  });

  it('gives each class a probability, summing to one', () => {
    const p = statusProbabilities('Désolés, on ne pourra pas venir');
    expect(p.no).toBeGreaterThan(0.9);
    expect(p.none + p.yes + p.no + p.maybe).toBeCloseTo(1, 6);
  });
});
