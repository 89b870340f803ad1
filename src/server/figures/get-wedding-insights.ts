// What guests ask a wedding's assistant: messages per day, the facts asked about most, the unanswered questions.
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { subDays } from 'date-fns/subDays';
import type { Database } from '../../../db/client.ts';
import { faqs, guests, messages } from '../../../db/schema/index.ts';
import { factLabel, faqRowId } from '../../shared/fact-labels.ts';
import { t } from '../../shared/messages/index.ts';
import type { TWeddingInsights } from '../../shared/schemas/weddings.ts';
import { WEDDING_TIME_ZONE } from '../../shared/zoned-time.ts';
import { isAnsweredQuestion, isOpenQuestion } from '../messages/message-filters.ts';

export type GetWeddingInsightsOptions = { db: Database; weddingId: number; now?: Date; days?: number };

export async function getWeddingInsights({
  db,
  weddingId,
  now = new Date(),
  days = 30,
}: GetWeddingInsightsOptions): Promise<TWeddingInsights> {
  const since = subDays(now, days - 1);
  // The zone is inlined (a constant of ours): a bound parameter would make SELECT and GROUP BY differ.
  const localDay = sql<string>`to_char(${messages.timestamp} at time zone '${sql.raw(WEDDING_TIME_ZONE)}', 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ day: localDay, n: count() })
    .from(messages)
    .where(and(eq(messages.weddingId, weddingId), gte(messages.timestamp, since)))
    .groupBy(localDay);
  const counts = new Map(perDay.map((r) => [r.day, r.n]));
  const parisDay = new Intl.DateTimeFormat('en-CA', {
    timeZone: WEDDING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const messagesPerDay = Array.from({ length: days }, (_, i) => {
    const date = parisDay.format(subDays(now, days - 1 - i));
    return { date, count: counts.get(date) ?? 0 };
  });

  // A model answer may cite several facts ("a,b"): it counts for the first one.
  const topic = sql<string>`split_part(${messages.answerSource}, ',', 1)`;
  const topicRows = await db
    .select({ source: topic, n: count() })
    .from(messages)
    .where(and(eq(messages.weddingId, weddingId), isAnsweredQuestion))
    .groupBy(topic)
    .orderBy(desc(count()))
    .limit(8);
  const faqIds = topicRows.map((r) => faqRowId(r.source)).filter((id) => id !== null);
  const faqQuestions = new Map(
    faqIds.length
      ? (await db.select({ id: faqs.id, question: faqs.question }).from(faqs).where(inArray(faqs.id, faqIds))).map(
          (f) => [`faq:${f.id}`, f.question],
        )
      : [],
  );
  const topTopics = topicRows.map((r) => ({
    source: r.source,
    label:
      faqQuestions.get(r.source) ??
      factLabel(r.source) ??
      (faqRowId(r.source) !== null ? t('insights.deletedQuestion') : r.source),
    count: r.n,
  }));

  const unansweredRows = await db
    .select({
      id: messages.id,
      question: messages.message,
      createdAt: messages.timestamp,
      firstName: guests.firstName,
      lastName: guests.lastName,
    })
    .from(messages)
    .leftJoin(guests, eq(guests.id, messages.guestId))
    .where(and(eq(messages.weddingId, weddingId), isOpenQuestion))
    .orderBy(desc(messages.timestamp))
    .limit(20);
  const unanswered = unansweredRows.map((r) => ({
    id: r.id,
    question: r.question,
    guestName: [r.firstName, r.lastName].filter(Boolean).join(' ') || t('message.defaultGuest'),
    createdAt: r.createdAt.toISOString(),
  }));

  return { messagesPerDay, topTopics, unanswered };
}
