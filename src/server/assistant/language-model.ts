// A learned reader of the message's language, for what the marker words cannot tell (detect-language.ts): naive Bayes
// over the letter n-grams of the message (1 to 3 letters, accents kept), trained on the tuning writers' answers to the
// invitation and the tuning weddings' questions (bench/assistant/train-language.ts). « Lo siento mucho, no podré ir »
// shares « lo », « no », « ir » with no French marker, yet its letters are Spanish.
import trained from './language-model.json' with { type: 'json' };

export const MODEL_LANGUAGES = ['fr', 'en', 'es'] as const;

export type LanguageModel = {
  languages: readonly string[];
  /** Log of each language's share of the training messages. */
  prior: number[];
  /** Each n-gram's log-probability in each language, in `languages` order. */
  weights: Record<string, number[]>;
  trainedOn: string;
  trainingSet: string;
};

/** The message's letter n-grams, words padded with a space so that a word's start and end count. */
export function languageFeatures(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFC')
    .match(/\p{L}+/gu);
  if (!words) return [];
  const letters = ` ${words.join(' ')} `;
  const grams: string[] = [];
  for (let n = 1; n <= 3; n++) for (let i = 0; i + n <= letters.length; i++) grams.push(letters.slice(i, i + n));
  return grams.filter((gram) => gram.trim());
}

/** French, the couple's language, unless the letters clearly say otherwise (log-odds it must beat). */
const FRENCH_BIAS = 2;

/** The language the message's letters most likely are; null when it has none (« 👍 », « 3 »). */
export function languageOfLetters(text: string, model: LanguageModel = LANGUAGE_MODEL) {
  const grams = languageFeatures(text);
  if (grams.length === 0) return null;
  const z = [...model.prior];
  z[0]! += FRENCH_BIAS;
  for (const gram of grams) {
    const w = model.weights[gram];
    if (w) for (let k = 0; k < z.length; k++) z[k]! += w[k]!;
  }
  return MODEL_LANGUAGES[z.indexOf(Math.max(...z))]!;
}

/** The model file must name the languages the code reads, in order. */
export function loadLanguageModel(raw: unknown): LanguageModel {
  const model = raw as LanguageModel;
  if (model.languages.join() !== MODEL_LANGUAGES.join())
    throw new Error(`language-model.json: languages ${model.languages.join()} ≠ ${MODEL_LANGUAGES.join()}`);
  for (const [gram, w] of Object.entries(model.weights))
    if (w.length !== MODEL_LANGUAGES.length)
      throw new Error(`language-model.json: « ${gram} » has ${w.length} weights`);
  return model;
}

export const LANGUAGE_MODEL = loadLanguageModel(trained);
