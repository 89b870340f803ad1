import { and, count, eq, gte } from 'drizzle-orm';
import { subDays } from 'date-fns/subDays';
import type { Database } from '../../../db/client.ts';
import { guests, messages } from '../../../db/schema/index.ts';
import type { TWeddingStats } from '../../shared/schemas/weddings.ts';
import { connected } from '../guests/connected.ts';
import { listedGuestsOf } from '../guests/listed.ts';

/**
 * Messages of a wedding, and its guests: the people on the couple's list (guests/listed.ts, never a stranger who only
 * wrote), of whom `totalGuests` wrote and `activeGuests` wrote in the last 7 days (spec 000 section 9).
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
  const onList = listedGuestsOf(weddingId);
  const [[m], [g], [a], [l]] = await Promise.all([
    db.select({ n: count() }).from(messages).where(eq(messages.weddingId, weddingId)),
    db.select({ n: count() }).from(guests).where(and(onList, connected)),
    db
      .select({ n: count() })
      .from(guests)
      .where(and(onList, gte(guests.lastInteraction, subDays(now, 7)))),
    db.select({ n: count() }).from(guests).where(onList),
  ]);
  return {
    totalMessages: m?.n ?? 0,
    totalGuests: g?.n ?? 0,
    activeGuests: a?.n ?? 0,
    guestsOnList: l?.n ?? 0,
  };
}
