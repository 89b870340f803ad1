import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, messages, weddings } from '../../../db/schema/index.ts';
import { formatParisDateTime } from '../../shared/zoned-time.ts';
import { tInbox } from '../../shared/messages/inbox.ts';
import { t } from '../../shared/messages/index.ts';
import { queueEmail } from '../email/queue-email.ts';
import { isOpenQuestion, sentWithHandOver } from '../messages/message-filters.ts';
import { coupleEmailAddress } from './couple-email-address.ts';
import { guestLabel } from './guest-label.ts';
import { inboxUrl, type SiteConfig } from './inbox-url.ts';

const SUBJECT_QUESTION_LENGTH = 60;

const BODY = {
  nothing: 'inbox.email.question.body',
  closest: 'inbox.email.question.bodyHedged',
  part: 'inbox.email.question.bodyPartly',
} as const;

/** The outbox key of the e-mail about one question: once per message, and what « oublie-moi » erases with it. */
export const openQuestionEmailKey = (messageId: number) => `inbox:question:${messageId}`;

/**
 * A guest's message just stored: when it is a question the assistant could not answer and the couple chose to hear
 * of each one at once, an e-mail to them joins the outbox, in the transaction that stored it (the daily digest
 * tells the others). Once per message, a replayed webhook included.
 */
export async function notifyOpenQuestion({
  db,
  config,
  messageId,
}: {
  db: Database;
  config: SiteConfig;
  messageId: number;
}) {
  const [row] = await db
    .select({ message: messages, wedding: weddings, guest: guests })
    .from(messages)
    .innerJoin(weddings, eq(weddings.id, messages.weddingId))
    .innerJoin(guests, eq(guests.id, messages.guestId))
    .where(and(eq(messages.id, messageId), isOpenQuestion));
  if (!row || row.wedding.inboxNotifications !== 'instant') return false;
  const to = await coupleEmailAddress(db, row.wedding);
  if (!to) return false;
  const { message, wedding, guest } = row;
  const sent = sentWithHandOver(message);
  const short =
    message.message.length > SUBJECT_QUESTION_LENGTH
      ? `${message.message.slice(0, SUBJECT_QUESTION_LENGTH - 1).trimEnd()}…`
      : message.message;
  const body = [
    t('email.greeting', { bride: wedding.brideName, groom: wedding.groomName }),
    '',
    // A hedge or a partial answer (decision 019) sent facts: the couple reads what the guest got.
    tInbox(BODY[sent], {
      guest: guestLabel(guest),
      date: formatParisDateTime(message.timestamp),
      question: message.message,
      reply: message.response ?? '',
      url: inboxUrl(config, wedding.id),
    }),
    '',
    t('email.signature'),
  ].join('\n');
  return queueEmail({
    db,
    to,
    subject: tInbox('inbox.email.question.subject', { question: short.replace(/\s+/g, ' ') }),
    body,
    weddingId: wedding.id,
    dedupeKey: openQuestionEmailKey(message.id),
  });
}
