// Which language the guest writes in: French unless the message clearly reads as English or Spanish.

import { KNOWLEDGE } from './knowledge.ts';

export type Language = 'fr' | 'en' | 'es';

const { en: ENGLISH, es: SPANISH, fr: FRENCH } = KNOWLEDGE.languageMarkers;

/**
 * Language of a message from its raw text and folded words. Accented letters and Spanish punctuation weigh
 * in; ties go to French, the couple's language.
 */
export function detectLanguage(raw: string, words: string[]): Language {
  let en = 0;
  let es = 0;
  let fr = 0;
  if (/[¿¡ñ]/.test(raw)) es += 2;
  if (/[áíóú]/.test(raw)) es += 1;
  if (/[àèùâêîôûçœë]/.test(raw)) fr += 2;
  if (/\b(?:what|where|when|how|is|are|do|does|can)\b.*\?/i.test(raw)) en += 0.5;
  for (const w of words) {
    if (ENGLISH.has(w)) en += 1;
    if (SPANISH.has(w)) es += 1;
    if (FRENCH.has(w)) fr += 1;
  }
  // Short words shared by French and Spanish ("la", "de", "que") are in both lists on purpose; English
  // must beat French clearly, as guests mix in English words ("dress code", "parking").
  if (en > fr && en >= es && (en >= 1.5 || fr === 0)) return 'en';
  if (es > fr && es > en) return 'es';
  return 'fr';
}
