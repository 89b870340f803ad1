// AI control figures, from the guests' questions (joins, small talk and system replies are not questions):
//   - total responses: questions the assistant replied to;
//   - answered rate (« répondues »): share of questions answered from a fact (answerSource set), right or not;
//   - average confidence: mean of the stored confidences;
//   - flagged: answers flagged when sent, under the threshold of that moment (auto-moderation off), listed to
//     review; the right rate is the share of the reviewed ones administrators marked right.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { messages, weddings } from '../../../db/schema/index.ts';
import type { TAdminAiControl } from '../../shared/schemas/admin-monitoring.ts';
import type { Env } from '../env.ts';
import { isFlaggedAnswer, isGuestQuestion } from '../messages/message-filters.ts';
import { getAssistantSettings } from '../assistant/get-assistant-settings.ts';
import { getResponseTime } from '../monitoring/get-response-time.ts';
import { listFlaggedAnswers } from './list-flagged-answers.ts';
import { sumMessages } from '../figures/message-history.ts';
import { percent } from '../../../db/sql/sql-rows.ts';
import { readTrace } from '../messages/read-trace.ts';

export const RECENT_QUESTIONS = 20;

export async function getAiControl({
  db,
  config,
  now = new Date(),
}: {
  db: Database;
  config: Env;
  now?: Date;
}): Promise<TAdminAiControl> {
  const settings = await getAssistantSettings({ db });
  const flaggedSql = sql<boolean>`${isFlaggedAnswer}`;
  const [totals, [reviews], recent, responseTime, flaggedAnswers] = await Promise.all([
    // Archived counts included: the retention job never changes these rates.
    sumMessages({ db }),
    db
      .select({
        reviewed: sql<number>`count(*) filter (where ${messages.reviewVerdict} is not null)::int`,
        right: sql<number>`count(*) filter (where ${messages.reviewVerdict} = 'right')::int`,
      })
      .from(messages)
      .where(isFlaggedAnswer),
    db
      .select({
        id: messages.id,
        question: messages.message,
        response: messages.response,
        confidence: messages.confidence,
        flagged: flaggedSql,
        trace: messages.trace,
        timestamp: messages.timestamp,
        brideName: weddings.brideName,
        groomName: weddings.groomName,
      })
      .from(messages)
      .innerJoin(weddings, eq(weddings.id, messages.weddingId))
      .where(isGuestQuestion)
      .orderBy(desc(messages.timestamp), desc(messages.id))
      .limit(RECENT_QUESTIONS),
    getResponseTime({ db, now }),
    listFlaggedAnswers({ db }),
  ]);
  const avg = totals.avgConfidence;
  return {
    totalResponses: totals.replied,
    successRate: percent(totals.answered, totals.questions),
    avgConfidence: avg === null ? null : Math.round(avg * 100) / 100,
    flaggedResponses: totals.flagged,
    reviewed: reviews?.reviewed ?? 0,
    rightRate: percent(reviews?.right ?? 0, reviews?.reviewed ?? 0),
    flaggedAnswers,
    recentQuestions: recent.map((r) => ({
      id: r.id,
      question: r.question,
      response: r.response,
      confidence: r.confidence === null ? null : Math.round(r.confidence * 100) / 100,
      flagged: Boolean(r.flagged),
      timestamp: r.timestamp.toISOString(),
      wedding: `${r.brideName} & ${r.groomName}`,
      trace: readTrace(r.trace),
    })),
    settings,
    status: {
      provider: config.OPENAI_API_KEY ? 'openai' : 'local',
      model: config.OPENAI_API_KEY ? config.OPENAI_MODEL : null,
      responseTime,
    },
  };
}
