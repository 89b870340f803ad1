// The four automatic messages of a wedding (spec: reminder_24h, checkin_morning, checkin_evening, thank_you).
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { zonedDateTimeToUtc } from '../../shared/zoned-time.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';

export type ScheduledKind = 'reminder_24h' | 'checkin_morning' | 'checkin_evening' | 'thank_you';

/** Day offset from the wedding day and local time (Europe/Paris) of each kind. */
export const SCHEDULE: Record<ScheduledKind, { dayOffset: number; time: string }> = {
  reminder_24h: { dayOffset: -1, time: '18:00' },
  checkin_morning: { dayOffset: 0, time: '09:00' },
  checkin_evening: { dayOffset: 0, time: '17:00' },
  thank_you: { dayOffset: 1, time: '11:00' },
};

export function scheduledFor(kind: ScheduledKind, weddingDate: string): Date {
  const day = format(addDays(parseISO(weddingDate), SCHEDULE[kind].dayOffset), 'yyyy-MM-dd');
  return zonedDateTimeToUtc(day, SCHEDULE[kind].time);
}

type Names = Pick<WeddingRow, 'brideName' | 'groomName' | 'ceremonyTime' | 'ceremonyVenue'>;

export function defaultText(kind: ScheduledKind, wedding: Names): string {
  const couple = `${wedding.brideName} et ${wedding.groomName}`;
  const ceremony = [wedding.ceremonyTime ? `à ${wedding.ceremonyTime.replace(':', 'h')}` : '', wedding.ceremonyVenue ? `(${wedding.ceremonyVenue})` : '']
    .filter(Boolean)
    .join(' ');
  switch (kind) {
    case 'reminder_24h':
      return `C'est demain ! ${couple} ont hâte de vous retrouver${ceremony ? ` : la cérémonie commence ${ceremony}` : ''}. Une question ? Écrivez-moi ici.`;
    case 'checkin_morning':
      return `Bonjour ! Le grand jour de ${couple} est arrivé. Horaires, adresses, parking : je réponds à toutes vos questions.`;
    case 'checkin_evening':
      return `Belle soirée avec ${couple} ! Besoin d'une info sur la réception, le transport ou l'hébergement ? Je suis là.`;
    case 'thank_you':
      return `Merci d'avoir partagé cette journée avec ${couple} ! Ils ont été ravis de vous avoir à leurs côtés.`;
  }
}

export const SCHEDULED_KINDS = Object.keys(SCHEDULE) as ScheduledKind[];
