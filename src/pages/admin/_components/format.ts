// French formats of the back office: dates with date-fns (fr), euros, percents, durations, sizes.
import { format, formatDistanceToNowStrict } from 'date-fns';
import { fr } from 'date-fns/locale';

const eurosFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const wholeEurosFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
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

/** 12 juin 2027 */
export function frDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return format(new Date(iso.length === 10 ? `${iso}T12:00:00` : iso), 'd MMM yyyy', { locale: fr });
}

/** samedi 12 juin 2027 (calendar dates such as the wedding date, PPP as the couple side shows it) */
export function weddingDate(day: string): string {
  return format(new Date(`${day}T12:00:00`), 'PPP', { locale: fr });
}

/** 12/06/2027 14:30 */
export function frDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return format(new Date(iso), 'dd/MM/yyyy HH:mm', { locale: fr });
}

export function ago(iso: string): string {
  return formatDistanceToNowStrict(new Date(iso), { locale: fr, addSuffix: true });
}

export function personName(p: { firstName: string | null; lastName: string | null; email?: string | null; username?: string | null }): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email || p.username || '—';
}
