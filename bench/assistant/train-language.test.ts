import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLanguageModel } from '../../src/server/assistant/language-model.ts';
import {
  answersOf,
  questionsOf,
  scoreLanguageModel,
  trainLanguageModel,
  tuningLanguageCases,
} from './train-language.ts';

const shipped = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../src/server/assistant/language-model.json'), 'utf8'),
) as ReturnType<typeof trainLanguageModel>;

describe('the learned language reader', () => {
  it('is what training on today’s tuning answers and questions gives (retrain after changing them)', () => {
    expect({ ...trainLanguageModel(tuningLanguageCases()), trainedOn: shipped.trainedOn }).toEqual(shipped);
  });

  it('reads the language of held-out answers and questions it never saw', () => {
    const answers = answersOf('heldout');
    expect(scoreLanguageModel(loadLanguageModel(shipped), answers) / answers.length).toBeGreaterThan(0.98);
    const questions = questionsOf('heldout');
    expect(scoreLanguageModel(loadLanguageModel(shipped), questions) / questions.length).toBeGreaterThan(0.98);
  });

  it('refuses a file whose languages or rows do not match the code', () => {
    expect(() => loadLanguageModel({ ...shipped, languages: ['fr', 'en'] })).toThrow(/languages/);
    expect(() => loadLanguageModel({ ...shipped, weights: { ' lo': [1, 2] } })).toThrow(/2 weights/);
  });
});
