// The messages screen: at most 50 exchanges, newest first, filtered before the limit so the 50 are relevant.
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { guests, messages, weddings } from '../../../db/schema/index.ts';
import type { TAdminMessageRow, ZAdminMessagesQuery } from '../../shared/schemas/admin.ts';
import { isAnsweredQuestion, isUnansweredQuestion } from '../messages/message-filters.ts';
import { adminMessageColumns, toAdminMessageRow } from './to-admin-message-row.ts';

export type ListAdminMessagesOptions = { db: Database; query: z.output<typeof ZAdminMessagesQuery> };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export async function listAdminMessages({ db, query }: ListAdminMessagesOptions): Promise<TAdminMessageRow[]> {
  const where: SQL[] = [];
  if (query.weddingId) where.push(eq(messages.weddingId, query.weddingId));
  if (query.sender) where.push(eq(messages.messageType, query.sender === 'guest' ? 'incoming' : 'outgoing'));
  if (query.answered === 'answered') where.push(isAnsweredQuestion);
  if (query.answered === 'unanswered') where.push(isUnansweredQuestion);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    where.push(
      or(
        ilike(messages.message, pattern),
        ilike(messages.response, pattern),
        ilike(guests.firstName, pattern),
        ilike(guests.lastName, pattern),
        ilike(guests.phoneNumber, pattern),
        ilike(weddings.brideName, pattern),
        ilike(weddings.groomName, pattern),
        ilike(weddings.weddingId, pattern),
      )!,
    );
  }
  const rows = await db
    .select(adminMessageColumns)
    .from(messages)
    .innerJoin(weddings, eq(weddings.id, messages.weddingId))
    .leftJoin(guests, eq(guests.id, messages.guestId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(query.limit);
  return rows.map(toAdminMessageRow);
}
