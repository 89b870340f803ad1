// Message figures that stay true once the retention job has erased rows: before it deletes messages, the job adds
// their counts to `message_daily_stats` (db/sql/archive-message-counts.ts); every figure of messages reads the stored rows
// and those counts together (messageFacts), so a past period keeps its totals.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { messageDailyStats, messages } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/sql/sql-rows.ts';

/**
 * Every message as one row of counts, stored or archived: `at` (an archived day counts at its Paris midnight),
 * wedding_id, kind, message_type, n, answered, flagged, replied, confidence_sum, confidence_count. Used as
 * `from ${messageFacts} f`.
 */
export const messageFacts: SQL = sql`(
  select m.timestamp as at, m.wedding_id, m.kind, m.message_type, 1 as n,
         (m.answer_source is not null)::int as answered,
         (m.answer_source is not null and m.flagged_threshold is not null)::int as flagged,
         (m.response is not null)::int as replied,
         coalesce(m.confidence, 0) as confidence_sum, (m.confidence is not null)::int as confidence_count
  from ${messages} m
  union all
  select (a.day::timestamp at time zone 'Europe/Paris') as at, a.wedding_id, a.kind, a.message_type, a.messages as n,
         a.answered, a.flagged, a.replied, a.confidence_sum, a.confidence_count
  from ${messageDailyStats} a
)`;

/** A guest's question among the facts (message-filters.ts's isGuestQuestion, on `f`). */
export const isQuestionFact: SQL = sql`(f.message_type = 'incoming' and f.kind = 'question')`;

export type MessageTotals = {
  messages: number;
  questions: number;
  replied: number;
  answered: number;
  flagged: number;
  /** null without any confidence stored. */
  avgConfidence: number | null;
};

/** Messages (all kinds) and questions' counts between `from` (inclusive) and `to` (exclusive), either open. */
export async function sumMessages({ db, from, to }: { db: Database; from?: Date; to?: Date }): Promise<MessageTotals> {
  const conditions = [sql`true`];
  if (from) conditions.push(sql`f.at >= ${from}`);
  if (to) conditions.push(sql`f.at < ${to}`);
  const window = sql.join(conditions, sql` and `);
  const [row] = await selectRows<
    Record<keyof Omit<MessageTotals, 'avgConfidence'> | 'confidence_sum' | 'confidence_count', string | number | null>
  >(
    db,
    sql`select coalesce(sum(f.n), 0) as messages,
               coalesce(sum(f.n) filter (where ${isQuestionFact}), 0) as questions,
               coalesce(sum(f.replied) filter (where ${isQuestionFact}), 0) as replied,
               coalesce(sum(f.answered) filter (where ${isQuestionFact}), 0) as answered,
               coalesce(sum(f.flagged) filter (where ${isQuestionFact}), 0) as flagged,
               coalesce(sum(f.confidence_sum) filter (where ${isQuestionFact}), 0) as confidence_sum,
               coalesce(sum(f.confidence_count) filter (where ${isQuestionFact}), 0) as confidence_count
        from ${messageFacts} f where ${window}`,
  );
  const count = Number(row?.confidence_count ?? 0);
  return {
    messages: Number(row?.messages ?? 0),
    questions: Number(row?.questions ?? 0),
    replied: Number(row?.replied ?? 0),
    answered: Number(row?.answered ?? 0),
    flagged: Number(row?.flagged ?? 0),
    avgConfidence: count > 0 ? Number(row?.confidence_sum ?? 0) / count : null,
  };
}

/** A span of `days` days ending at `now`. */
type DaysUpToNow = { db: Database; now: Date; days: number };

/** Messages per Paris day over `days` days ending today, preceded by the `days` before (2 × days rows). */
export async function messagesPerDay({ db, now, days }: DaysUpToNow): Promise<{ day: string; count: number }[]> {
  const rows = await selectRows<{ day: string; count: number | string }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(f.n), 0) as count
        from generate_series(
          date_trunc('day', ${now}::timestamptz at time zone 'Europe/Paris') - ${2 * days - 1} * interval '1 day',
          date_trunc('day', ${now}::timestamptz at time zone 'Europe/Paris'),
          interval '1 day') as d(day)
        left join ${messageFacts} f on date_trunc('day', f.at at time zone 'Europe/Paris') = d.day
        group by d.day order by d.day`,
  );
  return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
}

/** A wedding's messages, stored and archived (correlated on the outer `weddings` row). */
export { messageCountSql as weddingMessageCountSql } from '../weddings/wedding-counters.ts';

/** Messages of the last `days` days up to `now` against the `days` before (the cards' trends). */
export async function messageTrend({ db, now, days }: DaysUpToNow): Promise<{ current: number; previous: number }> {
  const start = new Date(now.getTime() - days * 86_400_000);
  const [current, previous] = await Promise.all([
    sumMessages({ db, from: start, to: new Date(now.getTime() + 1) }),
    sumMessages({ db, from: new Date(start.getTime() - days * 86_400_000), to: start }),
  ]);
  return { current: current.messages, previous: previous.messages };
}
