// The four automatic messages of a wedding (spec: reminder_24h, checkin_morning, checkin_evening, thank_you): when
// each goes, and the text proposed for one guest, in their language and from the wedding as it is when it goes.
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { fill } from '../../shared/messages/format-message.ts';
import type { TInvitationLanguage } from '../../shared/messages/invitation.ts';
import { scheduledMessageTexts } from '../../shared/messages/scheduled-messages.ts';
import { coupleNames, ofCoupleNames } from '../../shared/partners.ts';
import { zonedDateTimeToUtc } from '../../shared/zoned-time.ts';

export type ScheduledKind = 'reminder_24h' | 'checkin_morning' | 'checkin_evening' | 'thank_you';

/** Day offset from the wedding day and local time (Europe/Paris) of each kind. */
export const SCHEDULE: Record<ScheduledKind, { dayOffset: number; time: string }> = {
  reminder_24h: { dayOffset: -1, time: '18:00' },
  checkin_morning: { dayOffset: 0, time: '09:00' },
  checkin_evening: { dayOffset: 0, time: '17:00' },
  thank_you: { dayOffset: 1, time: '11:00' },
};

export const SCHEDULED_KINDS = Object.keys(SCHEDULE) as ScheduledKind[];

export function scheduledFor(kind: ScheduledKind, weddingDate: string): Date {
  const day = format(addDays(parseISO(weddingDate), SCHEDULE[kind].dayOffset), 'yyyy-MM-dd');
  return zonedDateTimeToUtc(day, SCHEDULE[kind].time);
}

const TEXT_KEY = {
  reminder_24h: 'reminder24h',
  checkin_morning: 'checkinMorning',
  checkin_evening: 'checkinEvening',
  thank_you: 'thankYou',
} as const;

type Text = keyof typeof scheduledMessageTexts;
const say = (language: TInvitationLanguage, key: string, values: Record<string, string>) =>
  fill(scheduledMessageTexts[`scheduled.${language}.${key}` as Text], values);

/**
 * The text proposed for one guest; `meeting` (« à 15h, à la Mairie de Chagny (place de la Mairie) ») is null when no
 * part of the day they are invited to has a time.
 */
export function defaultText(
  kind: ScheduledKind,
  wedding: { brideName: string; groomName: string },
  language: TInvitationLanguage,
  meeting: string | null,
): string {
  const values = { couple: coupleNames(wedding, language), ofCouple: ofCoupleNames(wedding, language) };
  if (kind === 'reminder_24h' && meeting) return say(language, 'reminder24hWithMeeting', { ...values, meeting });
  return say(language, TEXT_KEY[kind], values);
}
