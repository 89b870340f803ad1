import { and, count, eq, gte } from 'drizzle-orm';
import { subDays } from 'date-fns/subDays';
import type { Database } from '../../../db/client.ts';
import { guests, messages } from '../../../db/schema/index.ts';
import type { TWeddingStats } from '../../shared/schemas/weddings.ts';
import { connectedGuestsOf } from '../guests/connected.ts';

/**
 * Messages and guests of a wedding; active guests wrote in the last 7 days (spec 000 section 9); everyone on the
 * couple's guest list (listed, or who wrote: the list the couple sees), of whom `totalGuests` wrote.
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
    db.select({ n: count() }).from(guests).where(eq(guests.weddingId, weddingId)),
  ]);
  return {
    totalMessages: m?.n ?? 0,
    totalGuests: g?.n ?? 0,
    activeGuests: a?.n ?? 0,
    guestsOnList: l?.n ?? 0,
  };
}
