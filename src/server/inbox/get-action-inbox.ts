// What needs a person, for the top of the dashboard: balances the bank declined, e-mails and WhatsApp messages
// not delivered, questions the couples left unanswered for more than two days, weddings within a week whose
// guests get no answer. Each group from the definitions its domain already uses (status module, message filters).
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, lte, min, ne, or, sql } from 'drizzle-orm';
import { addDays } from 'date-fns/addDays';
import type { Database } from '../../../db/client.ts';
import { messages, outbox, transactions, users, weddings } from '../../../db/schema/index.ts';
import { maskPhoneNumber } from '../../shared/mask-phone.ts';
import type { TActionInbox } from '../../shared/schemas/admin-inbox.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import { isUnansweredQuestion } from '../messages/message-filters.ts';
import { bucketSql, statusCodeSql } from '../weddings/wedding-status.ts';

export const UNANSWERED_AFTER_DAYS = 2;
export const SILENT_WITHIN_DAYS = 7;
const SHOWN = 50;

const weddingRef = (w: { id: number; brideName: string; groomName: string; weddingDate: string }) => ({
  id: w.id,
  names: `${w.brideName} & ${w.groomName}`,
  weddingDate: w.weddingDate,
});

/** A balance charge the bank declined: a failed payment of the wedding other than its deposit. */
export const failedBalanceChargeSql = sql<boolean>`(${transactions.status} = 'failed' and ${transactions.stripePaymentId} is distinct from ${weddings.firstPaymentIntentId})`;

/** Sends the outbox gave up on, or that failed and wait for their next try. */
export const undeliveredSql = or(
  eq(outbox.status, 'failed'),
  and(eq(outbox.status, 'pending'), isNotNull(outbox.lastError)),
)!;

/** How each card names its wedding: the couple and the day. */
const weddingNamed = {
  id: weddings.id,
  brideName: weddings.brideName,
  groomName: weddings.groomName,
  weddingDate: weddings.weddingDate,
};

export async function getActionInbox({ db, now = new Date() }: { db: Database; now?: Date }): Promise<TActionInbox> {
  const today = parisDate(now);
  const [balances, undelivered, unanswered, silent] = await Promise.all([
    db
      .select({
        wedding: weddingNamed,
        email: sql<string | null>`coalesce(${users.email}, ${weddings.contactEmail})`,
        amountCents: sql<number>`coalesce(${weddings.remainingPaymentAmount}, 0)::int`,
        attempts: sql<number>`(select count(*) from ${transactions} where ${transactions.weddingId} = ${weddings.id} and ${failedBalanceChargeSql})::int`,
        lastError: sql<
          string | null
        >`(select ${transactions.description} from ${transactions} where ${transactions.weddingId} = ${weddings.id} and ${failedBalanceChargeSql} order by ${transactions.createdAt} desc limit 1)`,
      })
      .from(weddings)
      .leftJoin(users, eq(users.id, weddings.userId))
      .where(bucketSql('balance_failed', now))
      .orderBy(asc(weddings.weddingDate))
      .limit(SHOWN),
    db
      .select({
        entry: outbox,
        wedding: weddingNamed,
      })
      .from(outbox)
      .leftJoin(weddings, eq(weddings.id, outbox.weddingId))
      .where(undeliveredSql)
      .orderBy(desc(outbox.createdAt))
      .limit(SHOWN),
    db
      .select({
        wedding: weddingNamed,
        questions: count(),
        oldest: min(messages.timestamp),
        sample: sql<string>`(array_agg(${messages.message} order by ${messages.timestamp}))[1]`,
      })
      .from(messages)
      .innerJoin(weddings, eq(weddings.id, messages.weddingId))
      .where(
        and(
          isUnansweredQuestion,
          isNull(messages.resolvedAt),
          lt(messages.timestamp, addDays(now, -UNANSWERED_AFTER_DAYS)),
        ),
      )
      .groupBy(weddings.id)
      .orderBy(asc(min(messages.timestamp)))
      .limit(SHOWN),
    db
      .select({
        wedding: weddingNamed,
        statusCode: statusCodeSql(now),
      })
      .from(weddings)
      .where(
        and(
          gte(weddings.weddingDate, today),
          lte(weddings.weddingDate, parisDate(addDays(now, SILENT_WITHIN_DAYS))),
          bucketSql('inactive', now),
          ne(weddings.paymentStatus, 'refunded'),
        ),
      )
      .orderBy(asc(weddings.weddingDate))
      .limit(SHOWN),
  ]);
  const result: TActionInbox = {
    failedBalances: balances.map((b) => ({
      wedding: weddingRef(b.wedding),
      email: b.email,
      amountCents: b.amountCents,
      attempts: b.attempts,
      lastError: b.lastError,
    })),
    undelivered: undelivered.map(({ entry, wedding }) => ({
      id: entry.id,
      channel: entry.channel,
      recipient: entry.channel === 'whatsapp' ? maskPhoneNumber(entry.recipient) : entry.recipient,
      subject: entry.subject,
      wedding: wedding ? weddingRef(wedding) : null,
      attempts: entry.attempts,
      lastError: entry.lastError,
      createdAt: entry.createdAt.toISOString(),
    })),
    unansweredQuestions: unanswered.map((u) => ({
      wedding: weddingRef(u.wedding),
      questions: u.questions,
      oldest: (u.oldest ?? now).toISOString(),
      sample: u.sample,
    })),
    silentWeddings: silent.map((s) => ({ wedding: weddingRef(s.wedding), statusCode: s.statusCode })),
    total: 0,
  };
  result.total =
    result.failedBalances.length +
    result.undelivered.length +
    result.unansweredQuestions.length +
    result.silentWeddings.length;
  return result;
}
