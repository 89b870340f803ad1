// The grammar of counts the reader's totals do not list: a group counted with a noun (« une bande de 4 »), numbers in
// SMS spelling (« on s ra troi »), and corrections (« on sera 4… finalement 3 »), where the last count said wins.
import { expandSms, foldText, splitWords } from '../normalize-text.ts';
import { partySizeOf, statedTotal } from './party-size.ts';
import {
  anyOf,
  asWritten,
  clauseWords,
  NUMBERS,
  numberOf,
  PATTERNS,
  SMS_NUMBERS,
  VOCABULARY,
  wordsOf,
} from './vocabulary.ts';

/** Folded words as the reader folds them (« c'est » → « c est », SMS spellings expanded). */
export const foldWords = (text: string) =>
  expandSms(splitWords(foldText(text).replace(/\+(?!\s?1\b)/g, ' plus '))).join(' ');

/** « en équipe de 6 »: the group is its number of people. */
const GROUP = new RegExp(
  `(?:\\b(?:une?|a|an|en|in|as)\\s+)?(?:\\b(?:une?|a|an)\\s+)?(?<!\\p{L})${asWritten(wordsOf('groupNouns'))}(?!\\p{L})\\s+(?:de|d'|of)\\s*(\\d{1,2})\\b(?!\\s*(?:voitures?|cars?|coches?|chambres?|rooms?))`,
  'giu',
);
/** SMS spellings of the verbs that count (« on s ra »), before their number is read. */
const SMS_VERBS = Object.values(VOCABULARY)
  .flatMap((v) => v.smsVerbs)
  .map(([pattern, word]) => [new RegExp(pattern, 'giu'), word] as const);
/** SMS spellings of numbers, read after a verb that counts only (« set », "sink" are words of their own elsewhere). */
const SMS_NUMBER = new RegExp(
  `\\b((?:sera|serons|est|sommes|vien[ts]?|venons|viendrons|on|nous|a|à|en|seremos|somos|vamos)\\s+(?:la\\s+|là\\s+)?)(${Object.keys(SMS_NUMBERS).join('|')})\\b`,
  'giu',
);

/**
 * « on ne sera pas 4 mais 3 », « no somos 2, somos 3 »: a count replaced by the next, written as a correction
 * (« finalement 3 »), which every reading of counts follows.
 */
const COUNT = `(\\d{1,2}|${anyOf(Object.keys(NUMBERS))})`;
const NOT_BUT = new RegExp(
  `\\b${anyOf(clauseWords('notThisCount'))} (?:\\p{L}+ )?${COUNT}(?:,? ${anyOf(clauseWords('butThisCount'))}|,) (?:\\p{L}+ )?${COUNT}\\b`,
  'giu',
);

/** « 3 et pas 4 »: the count said first, the one replaced ending its clause. */
const BUT_NOT = new RegExp(
  `(?<![\\d.,])\\b${COUNT},? ${anyOf(clauseWords('andNotThatCount'))} ${COUNT}\\b(?! \\p{L})`,
  'giu',
);

/** The message with its groups and SMS counts written as the reader's totals read them (« 4 personnes »). */
export function normalizeCounts(text: string): string {
  let out = text.replace(GROUP, (_, n: string) => `${n} personnes`);
  for (const [pattern, word] of SMS_VERBS) out = out.replace(pattern, word);
  out = out.replace(SMS_NUMBER, (_, before: string, n: string) => `${before}${SMS_NUMBERS[n.toLowerCase()] ?? n}`);
  return out.replace(NOT_BUT, 'finalement $2').replace(BUT_NOT, 'finalement $1');
}

const REPLACED = new RegExp(PATTERNS.replacedCount, 'g');

/** Whether the message says it changes an answer: a correction word (« finalement ») or a count replaced. */
export function saysACorrection(text: string): boolean {
  const folded = foldWords(normalizeCounts(text));
  return PATTERNS.correction.test(folded) || PATTERNS.notButCount.test(folded);
}

/**
 * The count said after the message's last correction word (« finalement on sera 3 »), or null when no count follows
 * it in its clause (or the next, when the word ends its clause).
 */
export function correctedCount(text: string): number | null {
  const clauses = normalizeCounts(text)
    .split(/[.!?…\n;,—–]+|\s-\s/)
    .map(foldWords)
    .filter(Boolean);
  const at = clauses.findLastIndex((c) => PATTERNS.correction.test(c));
  if (at < 0) return null;
  // « ce sera 3 finalement »: the last count before the word in its clause; « enfin non, sept »: the next clause.
  // « trois au lieu de deux »: the count replaced is no candidate.
  const before = clauses[at]!.slice(0, clauses[at]!.search(PATTERNS.correction)).replace(REPLACED, '');
  const after =
    PATTERNS.correction.exec(clauses[at]!)![1]!.trim() ||
    (PATTERNS.lastCount.exec(before)?.[1] ?? clauses[at + 1] ?? '');
  const lead = PATTERNS.leadingCount.exec(after);
  const n = lead ? numberOf(lead[1]!) : (statedTotal(after) ?? partySizeOf(after));
  return n && n <= 30 ? n : null;
}
