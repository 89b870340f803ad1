// Which language the guest writes in: French unless the message clearly reads as English or Spanish, by its marker
// words (data/*.json languageMarkers) or, when they leave French ahead by less than a word, by its letters
// (language-model.ts).
import { KNOWLEDGE } from './knowledge.ts';
import { languageOfLetters } from './language-model.ts';

export type Language = 'fr' | 'en' | 'es';

const MARKERS = KNOWLEDGE.languageMarkers;
/** French's lead in marker words under which the message's letters decide… */
const LETTERS_DECIDE_BELOW = 1.5;
/** …in a message of at least this many words. */
const LETTERS_MIN_WORDS = 3;

/**
 * Language of a message from its raw text and folded words. Accented letters and Spanish punctuation weigh
 * in; ties go to French, the couple's language. A message with nothing to tell by (« sin problema », « ok ») is
 * in `otherwise`: the language the guest is known to write in.
 */
export function detectLanguage(raw: string, words: string[], otherwise: Language = 'fr'): Language {
  const score: Record<Language, number> = { en: 0, es: 0, fr: 0 };
  if (/[¿¡ñ]/.test(raw)) score.es += 2;
  if (/[áíóú]/.test(raw)) score.es += 1;
  if (/[àèùâêîôûçœë]/.test(raw)) score.fr += 2;
  if (/\b(?:what|where|when|how|is|are|do|does|can)\b.*\?/i.test(raw)) score.en += 0.5;
  for (const w of words) for (const l of ['en', 'es', 'fr'] as const) if (MARKERS[l].has(w)) score[l] += 1;
  const { en, es, fr } = score;
  // Short words shared by French and Spanish ("la", "de", "que") are in both lists on purpose; English
  // must beat French clearly, as guests mix in English words ("dress code", "parking").
  if (en > fr && en >= es && (en >= 1.5 || fr === 0)) return 'en';
  if (es > fr && es > en) return 'es';
  // « Lo siento mucho, no podré ir »: words both languages share leave French ahead by default, not by evidence. A
  // word or two (« parking ? ») is too little to read by its letters: a loanword would decide.
  const byDefault = fr === 0 && en === 0 && es === 0 ? otherwise : 'fr';
  return fr - Math.max(en, es) < LETTERS_DECIDE_BELOW && words.length >= LETTERS_MIN_WORDS
    ? (languageOfLetters(raw) ?? byDefault)
    : byDefault;
}
