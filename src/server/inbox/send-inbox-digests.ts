import { and, asc, eq, gt } from 'drizzle-orm';
import { subHours } from 'date-fns/subHours';
import { guests, messages, weddings } from '../../../db/schema/index.ts';
import { formatParisDateTime, parisDate } from '../../shared/zoned-time.ts';
import { tCount, tInbox } from '../../shared/messages/inbox.ts';
import { t } from '../../shared/messages/index.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { JobContext } from '../jobs/types.ts';
import { isOpenQuestion, sentWithHandOver } from '../messages/message-filters.ts';
import { coupleEmailAddress } from './couple-email-address.ts';
import { guestLabel } from './guest-label.ts';
import { inboxUrl } from './inbox-url.ts';

const ITEM = {
  nothing: 'inbox.email.digest.item',
  closest: 'inbox.email.digest.itemHedged',
  part: 'inbox.email.digest.itemPartly',
} as const;

/**
 * Every evening: to each couple who chose the daily digest, one e-mail with the day's questions the assistant could not
 * answer (or sent only what came closest) and they have not answered yet. Once per wedding and Paris day, however
 * often the job runs.
 */
export async function sendInboxDigests({ db, config, now }: JobContext) {
  const rows = await db
    .select({ message: messages, wedding: weddings, guest: guests })
    .from(messages)
    .innerJoin(weddings, eq(weddings.id, messages.weddingId))
    .innerJoin(guests, eq(guests.id, messages.guestId))
    .where(
      and(eq(weddings.inboxNotifications, 'daily_digest'), isOpenQuestion, gt(messages.timestamp, subHours(now, 24))),
    )
    .orderBy(asc(messages.weddingId), asc(messages.timestamp), asc(messages.id));
  const byWedding = Map.groupBy(rows, (r) => r.wedding.id);
  let queued = 0;
  for (const [weddingId, questions] of byWedding) {
    const { wedding } = questions[0]!;
    const to = await coupleEmailAddress(db, wedding);
    if (!to) continue;
    const body = [
      t('email.greeting', { bride: wedding.brideName, groom: wedding.groomName }),
      '',
      tInbox('inbox.email.digest.intro'),
      ...questions.map((q) =>
        tInbox(ITEM[sentWithHandOver(q.message)], {
          guest: guestLabel(q.guest),
          time: formatParisDateTime(q.message.timestamp),
          question: q.message.message,
        }),
      ),
      '',
      tInbox('inbox.email.digest.outro', { url: inboxUrl(config, weddingId) }),
      '',
      t('email.signature'),
    ].join('\n');
    const sent = await queueEmail({
      db,
      to,
      subject: tCount('inbox.email.digest.subject', questions.length),
      body,
      weddingId,
      dedupeKey: `inbox:digest:${weddingId}:${parisDate(now)}`,
    });
    if (sent) queued++;
  }
  return { weddings: byWedding.size, queued };
}
