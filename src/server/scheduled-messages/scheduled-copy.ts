// What one guest reads of an automatic message: the couple's own text in the guest's language when they wrote one,
// else the text proposed from the wedding as it is now (a ceremony moved to 16h is told at 16h), in that language.
// A text the couple edited in French only goes in French: their words are never replaced by a proposal.
import type { scheduledMessages } from '../../../db/schema/index.ts';
import type { TInvitationLanguage } from '../../shared/messages/invitation.ts';
import { partDetails } from '../assistant/part-details.ts';
import { defaultText, type ScheduledKind } from '../weddings/plan-scheduled-messages.ts';

/** Where and when a guest is expected on the day: the first part of it they are invited to that has a time. */
export type Meeting = { time: string; venue: string | null; address: string | null };

type ScheduledRow = Pick<typeof scheduledMessages.$inferSelect, 'messageType' | 'message' | 'edited' | 'translations'>;

/** The approved template of a kind in a language: `reminder_24h`, `reminder_24h_en`, `reminder_24h_es`. */
export const templateName = (kind: ScheduledKind) => (language: TInvitationLanguage) =>
  language === 'fr' ? kind : `${kind}_${language}`;

export function scheduledCopyText(
  message: ScheduledRow,
  wedding: { brideName: string; groomName: string },
  language: TInvitationLanguage,
  meeting: Meeting | null,
): string {
  const own = language === 'fr' ? undefined : message.translations[language];
  if (own) return own;
  if (message.edited) return message.message;
  return defaultText(
    message.messageType,
    wedding,
    language,
    meeting && partDetails({ ...meeting, date: null }, '', language),
  );
}
