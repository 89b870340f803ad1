// The weddings list: searched, filtered, sorted and paged on the server, with each wedding's owner and real
// counts (messages and guests counted, not the cached columns).
import { and, count, eq, not, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { users, weddings } from '../../../db/schema/index.ts';
import type { TPage } from '../../shared/schemas/admin-list.ts';
import type { TAdminWeddingRow, ZAdminWeddingsQuery } from '../../shared/schemas/admin.ts';
import { keyset, type SortKey } from '../../../db/sql/paginate.ts';
import { paidWeddingSql } from './platform-figures.ts';
import { frenchSort } from '../../../db/sql/french-sort.ts';
import { searchCondition } from '../../../db/sql/search.ts';
import {
  bucketSql,
  isPaidWedding,
  isTrialSql,
  isTrialWedding,
  loadStatusContext,
  weddingStatus,
  type StatusContext,
} from '../weddings/wedding-status.ts';
import { accountTypeOf } from '../weddings/wedding-kinds.ts';
import { guestCountSql, messageCountSql } from '../weddings/wedding-counters.ts';

export type WeddingRow = typeof weddings.$inferSelect;
type OwnerRow = typeof users.$inferSelect;

export { guestCountSql, messageCountSql } from '../weddings/wedding-counters.ts';

export function toAdminWeddingRow(
  w: WeddingRow,
  owner: OwnerRow | null,
  counts: { messages: number; guests: number },
  context: StatusContext,
): TAdminWeddingRow {
  return {
    id: w.id,
    weddingId: w.weddingId,
    brideName: w.brideName,
    groomName: w.groomName,
    weddingDate: w.weddingDate,
    createdAt: w.createdAt.toISOString(),
    botActive: w.botActive,
    assistantStopped: w.assistantStopped,
    isTrial: isTrialWedding(w),
    isPaid: isPaidWedding(w),
    accountType: accountTypeOf(w, owner),
    status: weddingStatus(w, context),
    paymentStatus: w.paymentStatus,
    messageCount: counts.messages,
    guestCount: counts.guests,
    contactEmail: w.contactEmail ?? owner?.email ?? null,
    contactPhone: w.contactPhone,
    user: owner
      ? {
          id: owner.id,
          email: owner.email,
          firstName: owner.firstName,
          lastName: owner.lastName,
          userType: owner.userType,
          subscriptionPlan: owner.subscriptionPlan,
        }
      : null,
  };
}

const SORTS: Record<TAdminWeddingsQueryOutput['sort'], SortKey> = {
  createdAt: { expr: weddings.createdAt, type: 'timestamptz' },
  weddingDate: { expr: weddings.weddingDate, type: 'date' },
  couple: { expr: frenchSort(sql`${weddings.brideName} || ' ' || ${weddings.groomName}`), type: 'text' },
  messages: { expr: messageCountSql, type: 'integer' },
  weddingId: { expr: weddings.weddingId, type: 'text' },
};

type TAdminWeddingsQueryOutput = z.output<typeof ZAdminWeddingsQuery>;

export async function listAdminWeddings({
  db,
  query,
  now = new Date(),
}: {
  db: Database;
  query: TAdminWeddingsQueryOutput;
  now?: Date;
}): Promise<TPage<TAdminWeddingRow>> {
  const filters: (SQL | undefined)[] = [
    searchCondition(query.q, [weddings.brideName, weddings.groomName, weddings.weddingId]),
  ];
  if (query.status) filters.push(bucketSql(query.status, now));
  if (query.type === 'trial') filters.push(isTrialSql);
  if (query.type === 'paid') filters.push(paidWeddingSql);
  if (query.type === 'unpaid') filters.push(and(not(isTrialSql), not(paidWeddingSql)));
  const page = keyset({ query, key: SORTS[query.sort], id: weddings.id, idType: 'integer' });
  const context = await loadStatusContext({ db, now });
  const [rows, [counted]] = await page.run(() =>
    Promise.all([
      db
        .select({
          wedding: weddings,
          owner: users,
          messages: messageCountSql,
          guests: guestCountSql,
          sortValue: page.sortValue,
          id: weddings.id,
        })
        .from(weddings)
        .leftJoin(users, eq(users.id, weddings.userId))
        .where(and(...filters, page.where))
        .orderBy(...page.orderBy)
        .limit(page.take),
      db
        .select({ n: count(), before: page.countBefore })
        .from(weddings)
        .where(and(...filters)),
    ]),
  );
  return page.finish(rows, { total: counted?.n ?? 0, before: counted?.before ?? 0 }, (r) =>
    toAdminWeddingRow(r.wedding, r.owner, { messages: Number(r.messages), guests: Number(r.guests) }, context),
  );
}
