// How the assistant writes times, dates and venues in each language: "15h30", "samedi 12 juin 2027".
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import type { Language } from './detect-language.ts';
import { KNOWLEDGE } from './knowledge.ts';
import { foldText } from './normalize-text.ts';

/** 'HH:MM' as a guest reads it: "15h30" / "15h" in French and Spanish, "3:30 pm (15h30)" in English. */
export function formatTime(hhmm: string, language: Language): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const french = minutes ? `${hours}h${String(minutes).padStart(2, '0')}` : `${hours}h`;
  if (language !== 'en') return french;
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${minutes ? `${h12}:${String(minutes).padStart(2, '0')}` : h12} ${suffix} (${french})`;
}

/** A day in the language's words, with its weekday or not: « samedi 12 juin 2027 », "May 1", « 1 de mayo de 2027 ». */
function dayInWords(date: Date, language: Language, weekday: boolean, year: boolean, day = date.getDate()) {
  if (language === 'en')
    return format(date, `${weekday ? 'EEEE, ' : ''}MMMM d${year ? ', yyyy' : ''}`, { locale: enUS });
  if (language === 'es')
    return format(date, `${weekday ? 'EEEE ' : ''}d 'de' MMMM${year ? " 'de' yyyy" : ''}`, { locale: es });
  const inMonth = `${day === 1 ? '1er' : day} ${format(date, year ? 'MMMM yyyy' : 'MMMM', { locale: fr })}`;
  return weekday ? `${format(date, 'EEEE', { locale: fr })} ${inMonth}` : inMonth;
}

/** 'YYYY-MM-DD' in full: "samedi 12 juin 2027", "Saturday, June 12, 2027", "sábado 12 de junio de 2027". */
export function formatDate(iso: string, language: Language, withYear = true): string {
  return dayInWords(parseISO(iso), language, true, withYear);
}

/**
 * The wedding's date for a guest: in their language, then, for English and Spanish guests, as the couple's French
 * invitation writes it ("Saturday, June 12, 2027 (samedi 12 juin 2027)"), as formatTime gives "3 pm (15h)".
 */
export function formatWeddingDate(iso: string, language: Language): string {
  return language === 'fr' ? formatDate(iso, 'fr') : `${formatDate(iso, language)} (${formatDate(iso, 'fr')})`;
}

/** The twelve month names as the locale writes them ("janvier", "février"…). */
function monthNames(locale: typeof fr) {
  return Array.from({ length: 12 }, (_, i) => format(new Date(2000, i, 1), 'MMMM', { locale }));
}

const FRENCH_MONTH_NAMES = monthNames(fr);
const FRENCH_DATE = new RegExp(`\\b(1er|\\d{1,2})\\s+(${FRENCH_MONTH_NAMES.join('|')})(\\s+\\d{4})?`, 'gi');

const ENGLISH_MONTH_NAMES = monthNames(enUS).map((m) => m.toLowerCase());
const MONTHS = ENGLISH_MONTH_NAMES.join('|');
/** "1 March 2028", "15th May", "March 1, 2028": the day before or after the month. */
const ENGLISH_DATE = new RegExp(
  `\\b(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTHS})|(${MONTHS})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b,?)(\\s+\\d{4})?`,
  'gi',
);

/** A day of a month, in the reply's language: "May 1, 2027", « 1 de mayo de 2027 », « 1er mai 2027 ». */
function dateIn(language: Language, month: number, day: number, year?: string) {
  return dayInWords(new Date(year ? Number(year) : 2000, month - 1, day), language, false, Boolean(year), day);
}

/**
 * A couple's text quoted in a reply in another language, with its dates repeated in the guest's language:
 * "avant le 1er mai 2027" -> "avant le 1er mai 2027 (May 1, 2027)", "by 1 March 2028" -> "by 1 March 2028 (1er mars 2028)".
 */
export function annotateDates(text: string, language: Language): string {
  const fromFrench =
    language === 'fr'
      ? text
      : text.replace(FRENCH_DATE, (whole, day: string, month: string, year?: string) => {
          const m = FRENCH_MONTH_NAMES.findIndex((name) => foldText(name) === foldText(month)) + 1;
          return `${whole} (${dateIn(language, m, day.toLowerCase() === '1er' ? 1 : Number(day), year)})`;
        });
  if (language === 'en') return fromFrench;
  return fromFrench.replace(
    ENGLISH_DATE,
    (whole, day1?: string, month1?: string, month2?: string, day2?: string, year?: string) => {
      const m = ENGLISH_MONTH_NAMES.indexOf((month1 ?? month2 ?? '').toLowerCase()) + 1;
      const d = Number(day1 ?? day2);
      if (!m || !d || d > 31) return whole;
      return `${whole.trimEnd().replace(/,$/, '')} (${dateIn(language, m, d, year?.trim())})`;
    },
  );
}

/** The « à » a venue's first noun takes, by its kind (data/fr.json, `venueNouns`), the first kind it is of. */
const VENUE_AT = { plural: 'aux ', masculine: 'au ', feminine: 'à la ', vowel: "à l'" } as const;

/** "à" + a venue name with the article French needs: "au Château de la Rivière", "à l'Église Saint-Germain". */
export function frenchAt(venue: string): string {
  const folded = foldText(venue);
  if (/^le /.test(folded)) return `au ${venue.slice(3)}`;
  if (/^les /.test(folded)) return `aux ${venue.slice(4)}`;
  if (/^(la |l')/.test(folded)) return `à ${venue.charAt(0).toLowerCase()}${venue.slice(1)}`;
  const noun = /^\w*/.exec(folded)![0];
  const kind = (Object.keys(VENUE_AT) as (keyof typeof VENUE_AT)[]).find((k) => KNOWLEDGE.venueNouns[k].has(noun));
  return `${kind ? VENUE_AT[kind] : 'à '}${venue}`;
}
