import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  announcementDeliveries,
  announcements,
  coupleReplies,
  guests,
  messages,
  outbox,
} from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tInbox } from '../../shared/messages/inbox.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TConversation, TThreadEntry } from '../../shared/schemas/inbox.ts';
import type { TDeliveryStatus } from '../../shared/schemas/announcements.ts';
import { inSessionWindow } from '../announcements/reach-guests.ts';
import { isOpenQuestion, isUnansweredQuestion, sentWithHandOver } from '../messages/message-filters.ts';
import { GUEST_COPY_PREFIX, guestCopyKindOf } from '../outbox/guest-copy-keys.ts';
import { getAccessibleWedding } from '../weddings/get-accessible-wedding.ts';
import { guestLabel } from './guest-label.ts';
import { toCoupleReplyDto } from './to-couple-reply-dto.ts';

/**
 * One guest's whole conversation, oldest first: what they wrote, the assistant's replies, the couple's replies, the
 * copies their number received unasked (invitation, reminder, question asked again, announcements), and how each went.
 */
export async function getConversation({
  db,
  weddingId,
  guestId,
  user,
  now = new Date(),
}: {
  db: Database;
  weddingId: number;
  guestId: number;
  user: TSessionUser;
  now?: Date;
}): Promise<TConversation> {
  await getAccessibleWedding({ db, id: weddingId, user });
  const [guest] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId)));
  if (!guest) throw new AppError('NOT_FOUND', tInbox('inbox.error.guestNotFound'));
  const written = await db
    .select({ m: messages, unanswered: sql<boolean>`${isUnansweredQuestion}`, open: sql<boolean>`${isOpenQuestion}` })
    .from(messages)
    .where(and(eq(messages.weddingId, weddingId), eq(messages.guestId, guestId)))
    .orderBy(asc(messages.timestamp), asc(messages.id));
  const replies = await db
    .select()
    .from(coupleReplies)
    .where(and(eq(coupleReplies.weddingId, weddingId), eq(coupleReplies.guestId, guestId)))
    .orderBy(asc(coupleReplies.createdAt), asc(coupleReplies.id));

  const copies = guest.phoneNumber
    ? await db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.weddingId, weddingId),
            eq(outbox.channel, 'whatsapp'),
            eq(outbox.recipient, guest.phoneNumber),
            or(...Object.values(GUEST_COPY_PREFIX).map((prefix) => like(outbox.dedupeKey, `${prefix}%`))),
          ),
        )
        .orderBy(asc(outbox.createdAt), asc(outbox.id))
    : [];
  const announced = await db
    .select({ delivery: announcementDeliveries, body: announcements.body, sentAt: announcements.createdAt })
    .from(announcementDeliveries)
    .innerJoin(announcements, eq(announcements.id, announcementDeliveries.announcementId))
    .where(and(eq(announcements.weddingId, weddingId), eq(announcementDeliveries.guestId, guestId)));

  const entries: TThreadEntry[] = [
    ...written.map(({ m, unanswered, open }): TThreadEntry => ({
      from: 'guest',
      messageId: m.id,
      kind: m.kind,
      text: m.kind === 'join' ? tInbox('inbox.thread.joined') : m.message,
      assistantReply: m.response,
      unanswered,
      open,
      handedOverWith: sentWithHandOver(m),
      createdAt: m.timestamp.toISOString(),
    })),
    ...replies.map((r): TThreadEntry => ({
      from: 'couple',
      reply: toCoupleReplyDto(r),
      createdAt: r.createdAt.toISOString(),
    })),
    ...copies.map((c): TThreadEntry => ({
      from: 'copy',
      id: c.id,
      kind: guestCopyKindOf(c.dedupeKey)!,
      text: c.body,
      status: COPY_STATUS[c.status],
      error: c.lastError,
      createdAt: (c.sentAt ?? c.createdAt).toISOString(),
    })),
    ...announced.map(({ delivery, body, sentAt }): TThreadEntry => ({
      from: 'copy',
      id: delivery.id,
      kind: 'announcement',
      text: body,
      status: delivery.status,
      error: delivery.error,
      createdAt: sentAt.toISOString(),
    })),
  ];
  entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    guestId: guest.id,
    guest: guestLabel(guest),
    optedOut: guest.optedOut,
    replyMode: inSessionWindow(guest.lastInteraction, now) ? 'text' : 'template',
    entries,
  };
}

/** An outbox copy's state in the words of a delivery. */
const COPY_STATUS = { pending: 'queued', sent: 'sent', failed: 'failed' } as const satisfies Record<
  (typeof outbox.$inferSelect)['status'],
  TDeliveryStatus
>;
