// The pre-registrations list (searched, sorted, paged on the server) and its three counters: total, this week
// (the last 7 days), with a wedding date.
import { isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { preRegistrations } from '../../../db/schema/index.ts';
import type { TPage } from '../../shared/schemas/admin-list.ts';
import type {
  TAdminPreRegistrationRow,
  TAdminPreRegistrationSummary,
  ZAdminPreRegistrationsQuery,
} from '../../shared/schemas/admin.ts';
import { keyset, readTablePage, type ListPageOptions, type SortKey } from '../../../db/sql/paginate.ts';
import { DAY } from '../figures/platform-figures.ts';
import { searchCondition } from '../../../db/sql/search.ts';
import { frenchSort } from '../../../db/sql/french-sort.ts';

type TQuery = z.output<typeof ZAdminPreRegistrationsQuery>;

const SORTS: Record<TQuery['sort'], SortKey> = {
  createdAt: { expr: preRegistrations.createdAt, type: 'timestamptz' },
  name: {
    expr: frenchSort(sql`${preRegistrations.firstName} || ' ' || coalesce(${preRegistrations.lastName}, '')`),
    type: 'text',
  },
  email: { expr: sql`lower(${preRegistrations.email})`, type: 'text' },
  // Undated ones last when sorting by date ascending.
  weddingDate: { expr: sql`coalesce(${preRegistrations.weddingDate}, date '9999-12-31')`, type: 'date' },
};

export async function searchPreRegistrations({
  db,
  query,
  masked = false,
}: ListPageOptions<TQuery>): Promise<TPage<TAdminPreRegistrationRow>> {
  const filters: (SQL | undefined)[] = [
    searchCondition(query.q, [
      preRegistrations.firstName,
      preRegistrations.lastName,
      ...(masked ? [] : [preRegistrations.email]),
    ]),
    query.dated === 'with'
      ? isNotNull(preRegistrations.weddingDate)
      : query.dated === 'without'
        ? isNull(preRegistrations.weddingDate)
        : undefined,
  ];
  const page = keyset({ query, key: SORTS[query.sort], id: preRegistrations.id, idType: 'integer' });
  return readTablePage({
    db,
    table: preRegistrations,
    page,
    filters,
    columns: { row: preRegistrations, id: preRegistrations.id },
    toRow: ({ row: r }) => ({
      id: r.id,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      weddingDate: r.weddingDate,
      createdAt: r.createdAt.toISOString(),
    }),
  });
}

export async function getPreRegistrationSummary({
  db,
  now = new Date(),
}: {
  db: Database;
  now?: Date;
}): Promise<TAdminPreRegistrationSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      week: sql<number>`count(*) filter (where ${preRegistrations.createdAt} >= ${new Date(now.getTime() - 7 * DAY)})::int`,
      dated: sql<number>`count(*) filter (where ${preRegistrations.weddingDate} is not null)::int`,
    })
    .from(preRegistrations);
  return { total: row?.total ?? 0, thisWeek: row?.week ?? 0, withWeddingDate: row?.dated ?? 0 };
}
