// Erases a guest from one wedding (their « OUBLIE-MOI »): the guest row, their messages, the WhatsApp sends
// addressed to them for that wedding, and the replies kept by Twilio's idempotency records.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, messages, outbox } from '../../../db/schema/index.ts';
import { forgetStoredReplies } from './forget-stored-replies.ts';
import { openQuestionEmailKey } from '../inbox/notify-open-question.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function forgetGuest(
  tx: Tx | Database,
  { guestId, weddingId }: { guestId: number; weddingId: number },
): Promise<void> {
  const [guest] = await tx
    .select({ phone: guests.phoneNumber })
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId)));
  if (!guest) return;
  await forgetStoredReplies(tx, eq(messages.guestId, guestId));
  const removed = await tx.delete(messages).where(eq(messages.guestId, guestId)).returning({ id: messages.id });
  if (guest.phone)
    await tx
      .delete(outbox)
      .where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.weddingId, weddingId), eq(outbox.recipient, guest.phone)));
  // The couple's e-mails quoting the guest's questions (their inbox replies go with the messages, by cascade).
  if (removed.length)
    await tx.delete(outbox).where(
      inArray(
        outbox.dedupeKey,
        removed.map((m) => openQuestionEmailKey(m.id)),
      ),
    );
  // The wedding's counts are counted from its guests and messages (weddings/wedding-counters.ts): nothing to update.
  await tx.delete(guests).where(eq(guests.id, guestId));
}
