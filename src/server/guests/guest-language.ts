// The language a guest is written to in when they have not just written (the invitation, its reminder, the welcome of
// a personal link): the one the couple's list names, else the one of the guest's first message that says enough to
// tell, else French. A reply to a message follows that message's own language instead.
import { sql } from 'drizzle-orm';
import { guests } from '../../../db/schema/index.ts';
import { detectLanguage, type Language } from '../assistant/detect-language.ts';
import { foldText, splitWords } from '../assistant/normalize-text.ts';

/** « ok », « merci ! », "yes 2": too few words to tell a guest's language by. */
const MIN_WORDS = 3;

/** The language a guest's message is written in, when it says enough to tell; else null. */
export function spokenLanguageOf(text: string): Language | null {
  const words = splitWords(foldText(text));
  return words.length >= MIN_WORDS ? detectLanguage(text, words) : null;
}

/** `otherwise`: what the guest's number tells, when they are writing from it (phone-language.ts). */
export const guestLanguageOf = (
  guest: { language: Language | null; spokenLanguage: Language | null },
  otherwise: Language = 'fr',
): Language => guest.language ?? guest.spokenLanguage ?? otherwise;

/** guestLanguageOf, in SQL (no number to read: French). */
export const guestLanguageSql = sql<Language>`coalesce(${guests.language}, ${guests.spokenLanguage}, 'fr')`;
