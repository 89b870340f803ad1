// French dates for the screens, one format per kind (spec 000 section 9), with Intl only (no date library in
// the pages): a wedding day in full ('12 juin 2027'), other days as 12/06/2027, moments as 12/06/2027 15:30
// (the browser's time zone; the wedding's own schedule on its clock), chart ticks as 12/06.
import { WEDDING_TIME_ZONE } from './zoned-time.ts';

/** A `YYYY-MM-DD` day (read as that calendar day, whatever the time zone) or an ISO timestamp. */
function toDate(value: string | Date): { date: Date; dayOnly: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, dayOnly: false };
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  return Number.isNaN(date.getTime()) || value === '' ? null : { date, dayOnly: Boolean(day) };
}

function formatter(options: Intl.DateTimeFormatOptions) {
  const local = new Intl.DateTimeFormat('fr-FR', options);
  const calendarDay = new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' });
  return (value: string | Date): string => {
    const parsed = toDate(value);
    if (!parsed) return String(value);
    return (parsed.dayOnly ? calendarDay : local).format(parsed.date);
  };
}

/** "12 juin 2027": a wedding day, an end of package. */
export const formatWeddingDate = formatter({ day: 'numeric', month: 'long', year: 'numeric' });

const dayInFull = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "samedi 1er mai 2027": a day a person must keep in mind (the RSVP deadline), its weekday included. */
export const formatDayInFull = (value: string | Date) => dayInFull(value).replace(/^(\p{L}+ )1 /u, '$11er ');

/** "12/06/2027": a day in a list. */
export const formatDate = formatter({ day: '2-digit', month: '2-digit', year: 'numeric' });

const MOMENT: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** "12/06/2027 15:30": a moment (message, payment). */
export const formatDateTime = formatter(MOMENT);

/**
 * "11/06/2027 18:00": a moment of the wedding's own schedule (an automatic message's), on the wedding's clock
 * whatever the browser's zone, as « Rappel la veille (18h) » says it.
 */
export const formatWeddingMoment = formatter({ ...MOMENT, timeZone: WEDDING_TIME_ZONE });

/** "12/06": a tick of a chart over days. */
export const formatShortDate = formatter({ day: '2-digit', month: '2-digit' });

/** « de Léa et Hugo », « d'Inès et Thomas »: French elides « de » before a vowel or a mute h. */
export function frenchOf(name: string) {
  const trimmed = name.trim();
  return /^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(trimmed) ? `d'${trimmed}` : `de ${trimmed}`;
}
