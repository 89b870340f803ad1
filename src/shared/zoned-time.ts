// Wall-clock time in a time zone -> the UTC instant, with Intl only (the product's times are Europe/Paris).
export const WEDDING_TIME_ZONE = 'Europe/Paris';

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** `2027-06-12` at `09:00` (or `09:00:30`) in Paris -> 2027-06-12T07:00:00Z (summer time). */
export function zonedDateTimeToUtc(date: string, time: string, timeZone = WEDDING_TIME_ZONE): Date {
  const naive = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  const first = new Date(naive.getTime() - offsetMinutes(naive, timeZone) * 60_000);
  // Second pass settles instants near a daylight-saving change.
  return new Date(naive.getTime() - offsetMinutes(first, timeZone) * 60_000);
}

const parisDateTime = (second?: '2-digit') =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: WEDDING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second,
  });
const toMinute = parisDateTime();
const toSecond = parisDateTime('2-digit');

/** `23/11/2026 16:00` (or `16:00:05` with seconds) in Paris time: the date and time of spreadsheet exports. */
export function formatParisDateTime(at: Date, { seconds = false } = {}): string {
  return (seconds ? toSecond : toMinute).format(at);
}

/** Today's date in France (YYYY-MM-DD): a wedding day is a French calendar day. */
export function parisDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: WEDDING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
