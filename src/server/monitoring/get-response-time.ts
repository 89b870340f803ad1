// The assistant's response time, measured where it really happens.
//
// A guest's question and the assistant's answer are stored in the same `messages` row with one timestamp, so
// the database cannot tell how long a guest waited. What is measured is the WhatsApp webhook itself: Twilio
// posts the guest's message and the answer goes back in the same HTTP response (TwiML), so the duration of
// that request, recorded by the request metrics, is the time from the question reaching us to the answer
// leaving us. This figure is platform-wide (request metrics do not know the wedding); the median is the
// headline because a few cold starts would drag an average.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { requestMetrics } from '../../../db/schema/index.ts';
import type { TResponseTime } from '../../shared/schemas/admin.ts';

export const WEBHOOK_ROUTE = '/api/whatsapp/webhook';
export const RESPONSE_TIME_WINDOW_DAYS = 30;

export type GetResponseTimeOptions = { db: Database; since?: Date; now?: Date };

export async function getResponseTime({ db, now = new Date(), since }: GetResponseTimeOptions): Promise<TResponseTime> {
  const from = since ?? new Date(now.getTime() - RESPONSE_TIME_WINDOW_DAYS * 86_400_000);
  const [row] = await db
    .select({
      samples: sql<number>`count(*)::int`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${requestMetrics.durationMs})`,
      average: sql<number | null>`avg(${requestMetrics.durationMs})`,
    })
    .from(requestMetrics)
    .where(
      and(
        eq(requestMetrics.route, WEBHOOK_ROUTE),
        eq(requestMetrics.method, 'POST'),
        sql`${requestMetrics.status} < 500`,
        gte(requestMetrics.createdAt, from),
      ),
    );
  const round = (v: number | string | null | undefined) =>
    v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;
  return { medianMs: round(row?.median), averageMs: round(row?.average), samples: Number(row?.samples ?? 0) };
}
