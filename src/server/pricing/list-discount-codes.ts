// The discount codes list: searched, filtered by state, sorted and paged on the server.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import { discountCodes } from '../../../db/schema/index.ts';
import type { TPage } from '../../shared/schemas/admin-list.ts';
import type { TDiscountCode, ZAdminDiscountsQuery } from '../../shared/schemas/admin-pricing.ts';
import { keyset, readTablePage, type ListPageOptions, type SortKey } from '../../../db/sql/paginate.ts';
import { searchCondition } from '../../../db/sql/search.ts';
import { toDiscountCode } from './to-discount-code.ts';

type TQuery = z.output<typeof ZAdminDiscountsQuery>;

const SORTS: Record<TQuery['sort'], SortKey> = {
  createdAt: { expr: discountCodes.createdAt, type: 'timestamptz' },
  code: { expr: discountCodes.code, type: 'text' },
  usage: { expr: discountCodes.usageCount, type: 'integer' },
  // Codes that never expire last when sorting by expiry ascending.
  expiresAt: {
    expr: sql`coalesce(${discountCodes.expiresAt}, timestamptz '9999-12-31 00:00:00+00')`,
    type: 'timestamptz',
  },
};

export async function listDiscountCodes({
  db,
  query,
  now = new Date(),
}: ListPageOptions<TQuery> & { now?: Date }): Promise<TPage<TDiscountCode>> {
  const usedUp = sql`(${discountCodes.usageLimit} is not null and ${discountCodes.usageCount} >= ${discountCodes.usageLimit})`;
  // isDiscountExpired (src/shared/payments.ts) in SQL: expired from the expiry instant on.
  const expired = sql`(${discountCodes.expiresAt} is not null and ${discountCodes.expiresAt} <= ${now})`;
  const filters: (SQL | undefined)[] = [searchCondition(query.q, [discountCodes.code, discountCodes.description])];
  if (query.state === 'usable')
    filters.push(and(eq(discountCodes.isActive, true), sql`not ${expired}`, sql`not ${usedUp}`));
  if (query.state === 'inactive') filters.push(eq(discountCodes.isActive, false));
  if (query.state === 'expired') filters.push(or(expired, usedUp));
  const page = keyset({ query, key: SORTS[query.sort], id: discountCodes.id, idType: 'integer' });
  return readTablePage({
    db,
    table: discountCodes,
    page,
    filters,
    columns: { code: discountCodes, id: discountCodes.id },
    toRow: (r) => toDiscountCode(r.code, now),
  });
}
