// The four automatic messages of a wedding (spec: reminder_24h, checkin_morning, checkin_evening, thank_you).
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { t } from '../../shared/messages/index.ts';
import { zonedDateTimeToUtc } from '../../shared/zoned-time.ts';
import type { WeddingRow } from './to-wedding-dto.ts';

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
  const couple = t('scheduled.couple', { bride: wedding.brideName, groom: wedding.groomName });
  const ceremony = [
    wedding.ceremonyTime ? t('scheduled.ceremonyTime', { time: wedding.ceremonyTime.replace(':', 'h') }) : '',
    wedding.ceremonyVenue ? t('scheduled.ceremonyVenue', { venue: wedding.ceremonyVenue }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  switch (kind) {
    case 'reminder_24h':
      return ceremony
        ? t('scheduled.reminder24hWithCeremony', { couple, ceremony })
        : t('scheduled.reminder24h', { couple });
    case 'checkin_morning':
      return t('scheduled.checkinMorning', { couple });
    case 'checkin_evening':
      return t('scheduled.checkinEvening', { couple });
    case 'thank_you':
      return t('scheduled.thankYou', { couple });
  }
}

export const SCHEDULED_KINDS = Object.keys(SCHEDULE) as ScheduledKind[];
