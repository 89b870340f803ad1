import { and, count, eq, gte, sql } from 'drizzle-orm';
import { subDays } from 'date-fns/subDays';
import type { Database } from '../../../db/client.ts';
import { guests, messages } from '../../../db/schema/index.ts';
import type { TWeddingStats } from '../../shared/schemas/weddings.ts';
import { connected, connectedGuestsOf } from '../guests/connected.ts';

/**
 * Messages and guests of a wedding; active guests wrote in the last 7 days (spec 000 section 9); the couple's list and
 * how many on it wrote.
 */
export async function getWeddingStats({
  db,
  weddingId,
  now = new Date(),
}: {
  db: Database;
  weddingId: number;
  now?: Date;
}): Promise<TWeddingStats> {
  const [[m], [g], [a], [l]] = await Promise.all([
    db.select({ n: count() }).from(messages).where(eq(messages.weddingId, weddingId)),
    db.select({ n: count() }).from(guests).where(connectedGuestsOf(weddingId)),
    db
      .select({ n: count() })
      .from(guests)
      .where(and(eq(guests.weddingId, weddingId), gte(guests.lastInteraction, subDays(now, 7)))),
    db
      .select({ listed: count(), wrote: sql<number>`count(*) filter (where ${connected})::int` })
      .from(guests)
      .where(and(eq(guests.weddingId, weddingId), eq(guests.listed, true))),
  ]);
  return {
    totalMessages: m?.n ?? 0,
    totalGuests: g?.n ?? 0,
    activeGuests: a?.n ?? 0,
    listedGuests: l?.listed ?? 0,
    listedGuestsWhoWrote: l?.wrote ?? 0,
  };
}
