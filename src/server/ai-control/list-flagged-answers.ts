// AI control's list of answers flagged when they were sent (under that moment's threshold), newest first, with
// the question, the reply, who answered and an administrator's review.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { messages, users, weddings } from '../../../db/schema/index.ts';
import type { TFlaggedAnswer } from '../../shared/schemas/admin-monitoring.ts';
import { isFlaggedAnswer } from '../messages/message-filters.ts';
import { readTrace } from '../messages/read-trace.ts';

export const FLAGGED_SHOWN = 50;

const round = (n: number) => Math.round(n * 100) / 100;

export async function listFlaggedAnswers({
  db,
  limit = FLAGGED_SHOWN,
}: {
  db: Database;
  limit?: number;
}): Promise<TFlaggedAnswer[]> {
  const rows = await db
    .select({
      message: messages,
      brideName: weddings.brideName,
      groomName: weddings.groomName,
      reviewer: sql<string | null>`coalesce(${users.username}, ${users.email}, ${messages.reviewedBy})`,
    })
    .from(messages)
    .innerJoin(weddings, eq(weddings.id, messages.weddingId))
    .leftJoin(users, eq(users.id, messages.reviewedBy))
    .where(isFlaggedAnswer)
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(limit);
  return rows.map(({ message: m, brideName, groomName, reviewer }) => ({
    id: m.id,
    wedding: { id: m.weddingId, names: `${brideName} & ${groomName}` },
    question: m.message,
    response: m.response,
    confidence: m.confidence === null ? null : round(m.confidence),
    threshold: round(m.flaggedThreshold ?? 0),
    answeredBy: m.answeredBy,
    verdict: m.reviewVerdict,
    reviewedBy: reviewer,
    timestamp: m.timestamp.toISOString(),
    trace: readTrace(m.trace),
  }));
}
