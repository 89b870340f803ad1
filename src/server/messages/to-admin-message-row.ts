// One stored exchange as the back office shows it: wedding, guest (phone masked), content, sender, date.
import { guests, messages, weddings } from '../../../db/schema/index.ts';
import { maskPhoneNumber } from '../../shared/mask-phone.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAdminMessageRow } from '../../shared/schemas/admin.ts';
import { adminMessageKind, answeredRow } from './message-filters.ts';

/** The columns every admin message query selects (messages left-joined to guests, joined to weddings). */
export const adminMessageColumns = {
  id: messages.id,
  message: messages.message,
  response: messages.response,
  messageType: messages.messageType,
  kind: messages.kind,
  answeredBy: messages.answeredBy,
  answerSource: messages.answerSource,
  confidence: messages.confidence,
  timestamp: messages.timestamp,
  weddingPk: weddings.id,
  weddingId: weddings.weddingId,
  brideName: weddings.brideName,
  groomName: weddings.groomName,
  guestPk: guests.id,
  guestFirstName: guests.firstName,
  guestLastName: guests.lastName,
  guestPhone: guests.phoneNumber,
};

export type AdminMessageSelection = {
  id: number;
  message: string;
  response: string | null;
  messageType: 'incoming' | 'outgoing';
  kind: (typeof messages.$inferSelect)['kind'];
  answeredBy: (typeof messages.$inferSelect)['answeredBy'];
  answerSource: string | null;
  confidence: number | null;
  timestamp: Date;
  weddingPk: number;
  weddingId: string;
  brideName: string;
  groomName: string;
  guestPk: number | null;
  guestFirstName: string | null;
  guestLastName: string | null;
  guestPhone: string | null;
};

export function toAdminMessageRow(r: AdminMessageSelection): TAdminMessageRow {
  const name = [r.guestFirstName, r.guestLastName].filter(Boolean).join(' ') || null;
  return {
    id: r.id,
    wedding: { id: r.weddingPk, weddingId: r.weddingId, brideName: r.brideName, groomName: r.groomName },
    guest:
      r.guestPk !== null && r.guestPhone !== null
        ? { id: r.guestPk, name, phoneNumber: maskPhoneNumber(r.guestPhone) }
        : null,
    // `start-<weddingId>` is how a guest joins, not something they asked.
    content: r.kind === 'join' ? t('message.joined') : r.kind === 'forget' ? t('message.forgotten') : r.message,
    response: r.response,
    sender: r.messageType === 'incoming' ? 'guest' : 'assistant',
    kind: adminMessageKind(r),
    answeredBy: r.answeredBy,
    answered: answeredRow(r),
    confidence: r.confidence,
    createdAt: r.timestamp.toISOString(),
  };
}
