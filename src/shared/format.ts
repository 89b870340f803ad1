// French dates for the screens (spec 000 section 9): 'PPP' for a wedding date, dd/MM/yyyy (HH:mm) elsewhere.
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { fr } from 'date-fns/locale/fr';

/** A `YYYY-MM-DD` day or an ISO timestamp; a date-only string is read as that calendar day, whatever the time zone. */
function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** "12 juin 2027" */
export function formatWeddingDate(value: string | Date): string {
  const date = toDate(value);
  return date ? format(date, 'PPP', { locale: fr }) : String(value);
}

/** "12/06/2027" */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy', { locale: fr }) : String(value);
}

/** "12/06/2027 15:30", in the browser's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy HH:mm', { locale: fr }) : String(value);
}
