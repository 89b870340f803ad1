// Turns a guest's message into comparable words: lowercase, no accents, SMS spelling expanded, and the times
// and dates it mentions pulled out (for wrong premises such as "la messe, c'est 11h non ?").
import { foldAccents } from '../../shared/fold-accents.ts';
import { KNOWLEDGE } from './knowledge.ts';

/** A phone number as people write one (« 06 12 34 56 78 », « +44 7700 900123 », « 0612345678 »). */
export const PHONE_NUMBER = /(?:\+\d{1,3}|\b0\d)(?:[\s.-]?\d{2,3}){3,4}\b/;
/** Every phone number of a text, for `replace`. */
export const PHONE_NUMBERS = new RegExp(PHONE_NUMBER.source, 'g');

/** Lowercase, accents and ligatures removed, typographic quotes made plain. */
export function foldText(text: string): string {
  return foldAccents(text.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae')).replace(/[\u2018\u2019\u00b4`]/g, "'");
}

/** SMS and chat spellings, as a guest types them on a phone, to the words they stand for (data/*.json). */
// A Map: a guest's word is looked up in it, and « constructor » must find nothing.
const SMS = new Map(Object.entries(KNOWLEDGE.chatSpellings));

export type ExtractedTime = { hours: number; minutes: number; text: string };
export type ExtractedDate = { day: number; month?: number; year?: number; weekday?: string; text: string };

const MONTHS = [...KNOWLEDGE.months.keys()].join('|');
/** The day of the week a folded word names (0 is Sunday, as Date.getDay counts), or -1. */
export const weekdayOf = (word: string) => KNOWLEDGE.weekdays.findIndex((names) => names.includes(word));
const WEEKDAY_NAMES = KNOWLEDGE.weekdays.flat().join('|');
// A weekday written before a date belongs to it ("samedi 19 septembre"), it is not a subject of its own.
const WEEKDAY = `(?:(${WEEKDAY_NAMES}),?\\s+(?:the\\s+|el\\s+)?)?`;
/** After a day of the month, no unit: « le 13 h », « samedi 17 personnes » are no dates. */
const NO_UNIT = '(?!\\s*(?:h|heures?|:|%|places?|personnes?|min|minutes?|ans|euros?|km)\\b)';
const WEEKDAY_AND_DAY = new RegExp(
  `\\b(${WEEKDAY_NAMES}),?\\s+(?:the\\s+|el\\s+)?(1er|\\d{1,2})(?:st|nd|rd|th)?\\b${NO_UNIT}`,
  'g',
);
const DAY_MONTH = new RegExp(
  `\\b${WEEKDAY}(1er|premier|\\d{1,2})(?:st|nd|rd|th)?\\s+(?:de\\s+|of\\s+)?(${MONTHS})\\b(?:\\s+(?:de\\s+)?(\\d{4}))?`,
  'g',
);
const MONTH_DAY = new RegExp(`\\b${WEEKDAY}(${MONTHS})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`, 'g');
const DAY_ALONE = new RegExp(`\\b(?:le|el|the)\\s+(1er|\\d{1,2})(?:st|nd|rd|th)?\\b${NO_UNIT}`, 'g');

/** Month names of every language, so that an unparsed one is not taken for a subject. */
export const MONTH_WORDS = new Set(KNOWLEDGE.months.keys());

/** Times and dates written in a folded text, and the text without them. */
export function extractTimesAndDates(folded: string) {
  const times: ExtractedTime[] = [];
  const dates: ExtractedDate[] = [];
  let rest = ` ${folded} `;
  /** Reads each match of `re`, then blanks them out so that no later pattern reads them again. */
  const take = (re: RegExp, read: (m: RegExpMatchArray) => void) => {
    for (const m of rest.matchAll(re)) read(m);
    rest = rest.replace(re, ' ');
  };
  const dayOf = (day: string) => (day === '1er' || day === 'premier' ? 1 : Number(day));
  const dated = (m: RegExpMatchArray, day: string, month: string) =>
    dates.push({
      day: dayOf(day),
      month: KNOWLEDGE.months.get(month),
      year: m[4] ? Number(m[4]) : undefined,
      weekday: m[1],
      text: m[0].trim(),
    });
  // Dates first: "12 juin", "1er mai 2027", "june 12th", "12 de junio", "12/06".
  take(DAY_MONTH, (m) => dated(m, m[2]!, m[3]!));
  take(MONTH_DAY, (m) => dated(m, m[3]!, m[2]!));
  take(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/g, (m) => {
    const month = Number(m[2]);
    if (month >= 1 && month <= 12)
      dates.push({
        day: Number(m[1]),
        month,
        year: m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : undefined,
        text: m[0].trim(),
      });
  });
  // Times: "14h", "14 h 30", "14:00", "14 heures", "2pm", "2:30 pm", "midi", "minuit".
  const time = (m: RegExpMatchArray, hours: number, minutes = 0) => times.push({ hours, minutes, text: m[0].trim() });
  take(/\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)(?![a-z])/g, (m) =>
    time(m, (Number(m[1]) % 12) + (m[3]!.startsWith('p') ? 12 : 0), Number(m[2] ?? 0)),
  );
  const clock = (m: RegExpMatchArray) => {
    const hours = Number(m[1]);
    const minutes = Number(m[2] ?? 0);
    if (hours <= 24 && minutes < 60) time(m, hours % 24, minutes);
  };
  take(/\b(\d{1,2})\s*(?:h|:|heures?|hrs?)\s*(\d{2})?(?![\d])(?!\s*(?:min|minutes?)\b)/g, clock);
  take(/(?<!apres[\s-])\b(midi|noon|mediodia)\b/g, (m) => time(m, 12));
  take(/\b(minuit|midnight|medianoche)\b/g, (m) => time(m, 0));
  // "a las 11", "a la 1": in Spanish a bare number after « a las » is an hour.
  take(/\ba las? (\d{1,2})(?:[.:](\d{2}))?\b(?!\s*(?:min|minutos?|personas|km)\b)/g, clock);
  const dayOfMonth = (m: RegExpMatchArray, written: string, weekday?: string) => {
    const day = dayOf(written);
    if (day >= 1 && day <= 31) dates.push({ day, ...(weekday ? { weekday } : {}), text: m[0].trim() });
  };
  // "Sunday the 19th", « samedi 17 », « el sábado 18 »: a weekday and a day of the month, with no month.
  take(WEEKDAY_AND_DAY, (m) => dayOfMonth(m, m[2]!, m[1]));
  // "le 13" with no month: a day of the month.
  take(DAY_ALONE, (m) => dayOfMonth(m, m[1]!));
  return { times, dates, rest: rest.trim() };
}

/** Words of a folded text: letters and digits, apostrophes and hyphens splitting words ("l'église" -> l, eglise). */
export function splitWords(folded: string): string[] {
  return (
    folded
      .replace(/(.)\1{2,}/g, '$1') // "merciii" -> "merci", "biiien" -> "bien"
      .replace(/\+\s?1\b/g, ' plus one ')
      // « U-Bahn », "R-Bahn": a texting letter (u, c, r…) joined to a word is part of a name, not "you" or « c'est ».
      .replace(/\b([cgurqkx])-(?=[a-z]{3,})/g, '$1')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  );
}

/** Words with SMS spellings expanded ("a kel h" -> a quel heure). */
export function expandSms(words: string[]): string[] {
  return words.flatMap((w, i) => {
    // A lone "h" after a question word is "heure" ("a kel h"); after a number it was a time, already taken out.
    if (w === 'h' && i > 0 && KNOWLEDGE.cues.hourAfter.has(words[i - 1]!)) return ['heure'];
    return SMS.get(w)?.split(' ') ?? [w];
  });
}
