import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coupleReplies, guests } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tInbox } from '../../shared/messages/inbox.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TCoupleReply } from '../../shared/schemas/inbox.ts';
import { deliveryErrorReason } from '../../shared/delivery-errors.ts';
import type { Env } from '../env.ts';
import { coupleReplyMode } from './couple-reply-template.ts';
import { deliverCoupleReplies } from './deliver-couple-replies.ts';
import { getOwnedInbox } from './owned-inbox.ts';
import { toCoupleReplyDto } from './to-couple-reply-dto.ts';

/**
 * « Renvoyer »: a couple's reply that did not leave (Twilio busy or away, a number fixed since) is sent again as it
 * was written, in the mode the guest's window allows now; never to a guest who answered STOP. Two clicks send it once.
 */
export async function retryCoupleReply({
  db,
  config,
  weddingId,
  replyId,
  user,
  now = new Date(),
}: {
  db: Database;
  config: Env;
  weddingId: number;
  replyId: number;
  user: TSessionUser;
  now?: Date;
}): Promise<TCoupleReply> {
  await getOwnedInbox({ db, weddingId, user });
  const [row] = await db
    .select({ reply: coupleReplies, guest: guests })
    .from(coupleReplies)
    .innerJoin(guests, eq(guests.id, coupleReplies.guestId))
    .where(and(eq(coupleReplies.id, replyId), eq(coupleReplies.weddingId, weddingId)));
  if (!row) throw new AppError('NOT_FOUND', tInbox('inbox.error.replyNotFound'));
  const { reply, guest } = row;
  // The screen offers no « Renvoyer » for that reason either.
  if (guest.optedOut || deliveryErrorReason(reply.error ?? '') === 'stopped')
    throw new AppError('CONFLICT', tInbox('inbox.error.optedOut'));
  if (reply.status !== 'failed') throw new AppError('CONFLICT', tInbox('inbox.error.notFailed'));
  coupleReplyMode(guest.lastInteraction, now, config);
  const [queued] = await db
    .update(coupleReplies)
    .set({ status: 'queued', providerSid: null, error: null, updatedAt: now })
    .where(and(eq(coupleReplies.id, reply.id), eq(coupleReplies.status, 'failed')))
    .returning({ id: coupleReplies.id });
  if (queued) await deliverCoupleReplies({ db, config, now, replyId: reply.id });
  const [after] = await db.select().from(coupleReplies).where(eq(coupleReplies.id, reply.id));
  return toCoupleReplyDto(after!);
}
