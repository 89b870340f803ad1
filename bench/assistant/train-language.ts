// Trains the learned language reader (src/server/assistant/language-model.ts): naive Bayes over letter n-grams, on the
// tuning writers' answers to the invitation and the tuning weddings' questions, each labelled with its language. The
// same data gives the same file. Usage: npx tsx bench/assistant/train-language.ts [--dry]
// --dry trains and reports held-out figures without writing the model file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  languageFeatures,
  languageOfLetters,
  MODEL_LANGUAGES,
  type LanguageModel,
} from '../../src/server/assistant/language-model.ts';
import { loadPart, type EvalPart } from './eval-sets.ts';
import { readRsvpCases } from './rsvp/evaluate-rsvp.ts';

type Labelled = { text: string; lang: string };

/** An n-gram seen fewer times is left out (the file ships inside the WhatsApp function). */
const MIN_COUNT = 20;
/** Additive smoothing. */
const ALPHA = 0.5;

/** Whether the writer gave one of the languages the model reads. */
const known = (c: Labelled) => (MODEL_LANGUAGES as readonly string[]).includes(c.lang);

/** A part's answers to the invitation. */
export const answersOf = (part: 'tuning' | 'heldout'): Labelled[] =>
  readRsvpCases(part).map((c) => ({ text: c.text, lang: c.lang }));
/** A part's questions whose writer gave their language. */
export const questionsOf = (part: EvalPart): Labelled[] =>
  loadPart(part)
    .flatMap((w) => w.cases.map((c) => ({ text: c.question, lang: c.lang ?? '' })))
    .filter(known);

/** The tuning parts' answers to the invitation and questions, each with its writer's language. */
export const tuningLanguageCases = () => [...answersOf('tuning'), ...questionsOf('tuning')].filter(known);

export function trainLanguageModel(cases: Labelled[]): LanguageModel {
  const K = MODEL_LANGUAGES.length;
  const counts = new Map<string, number[]>();
  const totals = new Array<number>(K).fill(0);
  const messages = new Array<number>(K).fill(0);
  for (const c of cases) {
    const k = MODEL_LANGUAGES.indexOf(c.lang as 'fr');
    messages[k]!++;
    for (const gram of languageFeatures(c.text)) {
      const row = counts.get(gram) ?? new Array<number>(K).fill(0);
      row[k]!++;
      totals[k]!++;
      counts.set(gram, row);
    }
  }
  const kept = [...counts].filter(([, row]) => row.reduce((a, b) => a + b, 0) >= MIN_COUNT);
  const round = (v: number) => Math.round(v * 100) / 100 || 0;
  const weights = Object.fromEntries(
    kept
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([gram, row]) => [
        gram,
        row.map((n, k) => round(Math.log((n + ALPHA) / (totals[k]! + ALPHA * kept.length)))),
      ]),
  );
  return {
    languages: MODEL_LANGUAGES,
    prior: messages.map((n) => round(Math.log(n / cases.length))),
    weights,
    trainedOn: new Date().toISOString().slice(0, 10),
    trainingSet: `bench/assistant tuning answers and questions (${cases.length} messages)`,
  };
}

export function scoreLanguageModel(model: LanguageModel, cases: Labelled[]) {
  return cases.filter((c) => (languageOfLetters(c.text, model) ?? 'fr') === c.lang).length;
}

if (import.meta.main) {
  const model = trainLanguageModel(tuningLanguageCases());
  for (const [name, cases] of [
    ['held-out answers', answersOf('heldout')],
    ['held-out questions', questionsOf('heldout')],
    ['fresh questions', questionsOf('fresh')],
  ] as const)
    console.log(`${name}: ${scoreLanguageModel(model, cases)}/${cases.length} by the letters alone`);
  console.log(`${Object.keys(model.weights).length} n-grams`);
  if (!process.argv.includes('--dry'))
    writeFileSync(
      join(import.meta.dirname, '../../src/server/assistant/language-model.json'),
      JSON.stringify(model) + '\n',
    );
}
