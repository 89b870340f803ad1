// The messages list: one row per exchange (a guest's question with the assistant's reply, or an automatic
// message), searched, filtered, sorted and paged on the server.
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { guests, messages, weddings } from '../../../db/schema/index.ts';
import type { TPage } from '../../shared/schemas/admin-list.ts';
import type { TAdminMessageRow, ZAdminMessagesQuery } from '../../shared/schemas/admin.ts';
import { isAnsweredRow, isMessageOfKind, isUnansweredQuestion } from './message-filters.ts';
import { keyset, type SortKey } from '../../../db/sql/paginate.ts';
import { searchCondition } from '../../../db/sql/search.ts';
import { searchableWithoutPersonalData } from '../../../db/sql/search.ts';
import { adminMessageColumns, toAdminMessageRow } from './to-admin-message-row.ts';
import { frenchSort } from '../../../db/sql/french-sort.ts';

type TAdminMessagesQueryOutput = z.output<typeof ZAdminMessagesQuery>;

const SORTS: Record<TAdminMessagesQueryOutput['sort'], SortKey> = {
  date: { expr: messages.timestamp, type: 'timestamptz' },
  wedding: { expr: frenchSort(sql`${weddings.brideName} || ' ' || ${weddings.groomName}`), type: 'text' },
};

/** `masked`: a Support reader, whose answers have e-mails and numbers masked: the texts are searched without them. */
export async function listAdminMessages({
  db,
  query,
  masked = false,
}: {
  db: Database;
  query: TAdminMessagesQueryOutput;
  masked?: boolean;
}): Promise<TPage<TAdminMessageRow>> {
  const filters: (SQL | undefined)[] = [
    searchCondition(query.q, [
      masked ? searchableWithoutPersonalData(messages.message) : messages.message,
      masked ? searchableWithoutPersonalData(messages.response) : messages.response,
      guests.firstName,
      guests.lastName,
      // Not the phone number: the screen masks it, so its digits must not find the guest either.
      weddings.brideName,
      weddings.groomName,
      weddings.weddingId,
    ]),
  ];
  if (query.wedding) filters.push(eq(messages.weddingId, query.wedding));
  if (query.kind) filters.push(isMessageOfKind(query.kind));
  if (query.answered === 'answered') filters.push(isAnsweredRow);
  if (query.answered === 'unanswered') filters.push(isUnansweredQuestion);
  const page = keyset({ query, key: SORTS[query.sort], id: messages.id, idType: 'integer' });
  const [rows, [counted]] = await page.run(() =>
    Promise.all([
      db
        .select({ ...adminMessageColumns, sortValue: page.sortValue })
        .from(messages)
        .innerJoin(weddings, eq(weddings.id, messages.weddingId))
        .leftJoin(guests, eq(guests.id, messages.guestId))
        .where(and(...filters, page.where))
        .orderBy(...page.orderBy)
        .limit(page.take),
      db
        .select({ n: count(), before: page.countBefore })
        .from(messages)
        .innerJoin(weddings, eq(weddings.id, messages.weddingId))
        .leftJoin(guests, eq(guests.id, messages.guestId))
        .where(and(...filters)),
    ]),
  );
  return page.finish(rows, { total: counted?.n ?? 0, before: counted?.before ?? 0 }, toAdminMessageRow);
}
