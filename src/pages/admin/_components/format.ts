// French formats of the back office: one format per kind of date (the site's, src/shared/format.ts), euros,
// numbers, percents, durations, sizes.
import { formatDistanceToNowStrict } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { formatDate, formatDateTime, formatWeddingDate } from '../../../shared/format.ts';

const eurosFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const wholeEurosFormat = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const numberFormat = new Intl.NumberFormat('fr-FR');

export function euros(cents: number, whole = false): string {
  return (whole && cents % 100 === 0 ? wholeEurosFormat : eurosFormat).format(cents / 100);
}

export function count(n: number): string {
  return numberFormat.format(n);
}

export function percent(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined) return '—';
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: digits })} %`;
}

export function duration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s`;
}

export function bytes(n: number): string {
  const units = ['o', 'Ko', 'Mo', 'Go', 'To'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** A day: 12/06/2027 (creation dates, expiry dates). */
export function frDate(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '—';
}

/** A wedding date, as the couple side writes it: 12 juin 2027. */
export function weddingDate(day: string): string {
  return formatWeddingDate(day);
}

/** A moment: 12/06/2027 14:30 (messages, payments, checks). */
export function frDateTime(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso) : '—';
}

/** « il y a 5 minutes », for what happened just now (last check); the exact moment goes in its title. */
export function ago(iso: string): string {
  return formatDistanceToNowStrict(new Date(iso), { locale: fr, addSuffix: true });
}

export function personName(p: {
  firstName: string | null;
  lastName: string | null;
  email?: string | null;
  username?: string | null;
}): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email || p.username || '—';
}
