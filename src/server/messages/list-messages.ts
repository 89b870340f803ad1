import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, messages } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import { maskPhoneNumber } from '../../shared/mask-phone.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TMessage } from '../../shared/schemas/weddings.ts';
import { getAccessibleWedding, ownsWedding } from '../weddings/get-accessible-wedding.ts';
import { answeredRow } from './message-filters.ts';
import { readTrace } from './read-trace.ts';

export const DEFAULT_MESSAGE_LIMIT = 10;

/** The latest messages of a wedding (a guest's question and the assistant's reply), newest first; guests' numbers masked for an administrator. */
export async function listMessages({
  db,
  weddingId,
  user,
  limit = DEFAULT_MESSAGE_LIMIT,
}: {
  db: Database;
  weddingId: number;
  user: TSessionUser;
  limit?: number;
}): Promise<TMessage[]> {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  const showPhone = ownsWedding(wedding, user) ? (phone: string) => phone : maskPhoneNumber;
  const rows = await db
    .select({ message: messages, guest: guests })
    .from(messages)
    .leftJoin(guests, eq(guests.id, messages.guestId))
    .where(eq(messages.weddingId, weddingId))
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(limit);
  return rows.map(({ message, guest }) => {
    const name = [guest?.firstName, guest?.lastName].filter(Boolean).join(' ');
    return {
      id: message.id,
      weddingId: message.weddingId,
      guestId: message.guestId,
      guestName: name || t('message.defaultGuest'),
      guestPhone: guest?.phoneNumber ? showPhone(guest.phoneNumber) : null,
      // `start-<weddingId>` is how a guest joins, not something they asked.
      content:
        message.kind === 'join'
          ? t('message.joined')
          : message.kind === 'forget'
            ? t('message.forgotten')
            : message.message,
      response: message.response,
      messageType: message.messageType,
      sender: message.messageType === 'incoming' ? 'guest' : 'assistant',
      answered: answeredRow(message),
      createdAt: message.timestamp.toISOString(),
      trace: readTrace(message.trace),
    };
  });
}
