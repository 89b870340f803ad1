import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { coupleReplies, guests, messages } from '../../../db/schema/index.ts';
import { tInbox } from '../../shared/messages/inbox.ts';
import type { TConversationSummary, TInbox } from '../../shared/schemas/inbox.ts';
import { isOpenQuestion } from '../messages/message-filters.ts';
import { getAccessibleWedding, type WeddingAccessOptions } from '../weddings/get-accessible-wedding.ts';
import { guestLabel } from './guest-label.ts';

/**
 * The couple's inbox: the questions the assistant could not answer and they have not answered yet (oldest first:
 * the guest who waits longest comes first), then every guest conversation with its last message (latest first).
 */
export async function listInbox({ db, weddingId, user }: WeddingAccessOptions): Promise<TInbox> {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  const open = await db
    .select({ message: messages, guest: guests })
    .from(messages)
    .innerJoin(guests, eq(guests.id, messages.guestId))
    .where(and(eq(messages.weddingId, weddingId), isOpenQuestion))
    .orderBy(asc(messages.timestamp), asc(messages.id));

  const perGuest = await db
    .select({
      guestId: messages.guestId,
      total: count(),
      open: sql<number>`count(*) filter (where ${isOpenQuestion})`.mapWith(Number),
    })
    .from(messages)
    .where(and(eq(messages.weddingId, weddingId), isNotNull(messages.guestId)))
    .groupBy(messages.guestId);
  const lastGuestMessages = await db
    .selectDistinctOn([messages.guestId], {
      guestId: messages.guestId,
      kind: messages.kind,
      text: messages.message,
      at: messages.timestamp,
    })
    .from(messages)
    .where(and(eq(messages.weddingId, weddingId), isNotNull(messages.guestId)))
    .orderBy(messages.guestId, desc(messages.timestamp), desc(messages.id));
  const lastReplies = await db
    .selectDistinctOn([coupleReplies.guestId], {
      guestId: coupleReplies.guestId,
      text: coupleReplies.body,
      at: coupleReplies.createdAt,
    })
    .from(coupleReplies)
    .where(eq(coupleReplies.weddingId, weddingId))
    .orderBy(coupleReplies.guestId, desc(coupleReplies.createdAt), desc(coupleReplies.id));
  const replyCounts = await db
    .select({ guestId: coupleReplies.guestId, n: count() })
    .from(coupleReplies)
    .where(eq(coupleReplies.weddingId, weddingId))
    .groupBy(coupleReplies.guestId);
  const rows = await db.select().from(guests).where(eq(guests.weddingId, weddingId));

  const conversations: TConversationSummary[] = [];
  for (const guest of rows) {
    const counts = perGuest.find((c) => c.guestId === guest.id);
    const replies = replyCounts.find((c) => c.guestId === guest.id)?.n ?? 0;
    if (!counts && !replies) continue;
    const fromGuest = lastGuestMessages.find((m) => m.guestId === guest.id);
    const fromCouple = lastReplies.find((r) => r.guestId === guest.id);
    const last =
      fromCouple && (!fromGuest || fromCouple.at >= fromGuest.at)
        ? { from: 'couple' as const, text: fromCouple.text, createdAt: fromCouple.at.toISOString() }
        : {
            from: 'guest' as const,
            text: fromGuest!.kind === 'join' ? tInbox('inbox.thread.joined') : fromGuest!.text,
            createdAt: fromGuest!.at.toISOString(),
          };
    conversations.push({
      guestId: guest.id,
      guest: guestLabel(guest),
      lastMessage: last,
      messageCount: (counts?.total ?? 0) + replies,
      openQuestions: counts?.open ?? 0,
      optedOut: guest.optedOut,
    });
  }
  conversations.sort((a, b) => b.lastMessage.createdAt.localeCompare(a.lastMessage.createdAt) || b.guestId - a.guestId);

  return {
    items: open.map(({ message, guest }) => ({
      messageId: message.id,
      text: message.message,
      guestId: guest.id,
      guest: guestLabel(guest),
      createdAt: message.timestamp.toISOString(),
    })),
    conversations,
    notifications: wedding.inboxNotifications,
  };
}
