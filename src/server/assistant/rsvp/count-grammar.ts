// A count said with no yes-word (« On arrive à 3 ! », « Moi + 1 », "me and my husband plus our 3 kids"): the people
// counted come. Also the folding the follow-up reads replies with.
import { expandSms, foldText, splitWords } from '../normalize-text.ts';
import { partySizeOf } from './party-size.ts';

/** Folded words as the reader folds them (« c'est » → « c est », SMS spellings expanded, « + » read as « plus »). */
export const foldWords = (text: string) =>
  expandSms(splitWords(foldText(text).replace(/\+(?!\s?1\b)/g, ' plus '))).join(' ');

/** The people a message counts with no yes-word and no question, or null (a bare « 3 » answers a follow-up only). */
export function countedAlone(message: string): number | null {
  const folded = foldWords(message);
  if (/[?¿]/.test(message) || !/[a-z]/.test(folded)) return null;
  const n =
    /^(?:on|nous|we|we re|vamos|llegamos|arrivons|arrive|debarque|debarquons)?\s?(?:arrive|arrivons|debarque|debarquons|arrive|come|llegamos|llegaremos)?\s?(?:a|en)?\s?\d{1,2}$/.test(
      folded,
    )
      ? Number(/\d{1,2}/.exec(folded)![0])
      : partySizeOf(folded);
  return n && n > 1 && n <= 30 ? n : null;
}
