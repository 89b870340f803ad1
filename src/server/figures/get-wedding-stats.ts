import { count, eq, sql } from 'drizzle-orm';
import { subDays } from 'date-fns/subDays';
import type { Database } from '../../../db/client.ts';
import { guests, messages } from '../../../db/schema/index.ts';
import type { TWeddingStats } from '../../shared/schemas/weddings.ts';
import { connected } from '../guests/connected.ts';
import { listed } from '../guests/listed.ts';

/**
 * Messages of a wedding, and its guests: the people on the couple's list (guests/listed.ts), of whom `totalGuests`
 * wrote; `outsideWrote`, the people on no list who wrote (by the wedding's link), counted apart; `activeGuests`,
 * everyone who wrote in the last 7 days, on the list or not (spec 000 section 9: activity is anyone's).
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
  const [[m], [g]] = await Promise.all([
    db.select({ n: count() }).from(messages).where(eq(messages.weddingId, weddingId)),
    db
      .select({
        onList: sql<number>`count(*) filter (where ${listed})::int`,
        wrote: sql<number>`count(*) filter (where ${listed} and ${connected})::int`,
        outsideWrote: sql<number>`count(*) filter (where not ${listed} and ${connected})::int`,
        active: sql<number>`count(*) filter (where ${guests.lastInteraction} >= ${subDays(now, 7)})::int`,
      })
      .from(guests)
      .where(eq(guests.weddingId, weddingId)),
  ]);
  return {
    totalMessages: m?.n ?? 0,
    totalGuests: g?.wrote ?? 0,
    activeGuests: g?.active ?? 0,
    guestsOnList: g?.onList ?? 0,
    outsideWrote: g?.outsideWrote ?? 0,
  };
}
