// Before messages are deleted (the retention job, a wedding or an account deleted), their counts go to the daily
// aggregates `message_daily_stats`, which every message figure reads beside the stored rows (figures/message-history.ts):
// a past period keeps its totals.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { messageDailyStats, messages } from '../schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Adds the counts of the messages `where` selects to the daily aggregates (call it just before deleting them). */
export async function archiveMessageCounts(tx: Database | Tx, where: SQL): Promise<void> {
  await tx.execute(sql`
    insert into ${messageDailyStats} (day, wedding_id, kind, message_type, messages, answered, flagged, replied, confidence_sum, confidence_count)
    select (m.timestamp at time zone 'Europe/Paris')::date, m.wedding_id, m.kind, m.message_type, count(*),
           count(*) filter (where m.answer_source is not null),
           count(*) filter (where m.answer_source is not null and m.flagged_threshold is not null),
           count(*) filter (where m.response is not null),
           coalesce(sum(m.confidence), 0), count(m.confidence)
    from ${messages} m where m.id in (select ${messages.id} from ${messages} where ${where})
    group by 1, 2, 3, 4
    on conflict on constraint message_daily_stats_key do update set
      messages = ${messageDailyStats}.messages + excluded.messages,
      answered = ${messageDailyStats}.answered + excluded.answered,
      flagged = ${messageDailyStats}.flagged + excluded.flagged,
      replied = ${messageDailyStats}.replied + excluded.replied,
      confidence_sum = ${messageDailyStats}.confidence_sum + excluded.confidence_sum,
      confidence_count = ${messageDailyStats}.confidence_count + excluded.confidence_count`);
}
