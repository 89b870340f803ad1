// The language a phone number suggests by its country calling code (data/phone-languages.json): the welcome's on the
// general link, and a reply's to a message too short to tell, until the guest's list or own words say theirs.
import * as z from 'zod';
import type { Language } from '../assistant/detect-language.ts';
import { guestLanguageOf } from '../guests/guest-language.ts';
import phoneLanguages from './data/phone-languages.json' with { type: 'json' };

const ZCodes = z.array(z.string().regex(/^\+\d{1,4}$/));
const CODES = Object.entries(z.object({ en: ZCodes, es: ZCodes }).parse(phoneLanguages))
  .flatMap(([language, codes]) => codes.map((code) => ({ code, language: language as Language })))
  .sort((a, b) => b.code.length - a.code.length);

/** `+34612…` → 'es'; null for a number of no listed country (French is then the default). */
export function languageOfPhone(phone: string): Language | null {
  // « +1 809 » (the Dominican Republic) is under +1: the longest listed code that the number starts with wins.
  return CODES.find(({ code }) => phone.startsWith(code))?.language ?? null;
}

/**
 * The language a guest writing from `phone` is replied to in when their message does not tell (« sin problema »,
 * « 2 »): the list's, their first telling message's (guest-language.ts), else their number's.
 */
export function usualLanguageOf(
  guest: { language: Language | null; spokenLanguage: Language | null },
  phone: string | null,
): Language {
  return guestLanguageOf(guest, (phone && languageOfPhone(phone)) || 'fr');
}
