// Keyset (cursor) pagination for the back office's lists: a page is "the rows after (or before) this sort value
// and id", so paging stays exact while rows are added and costs the same on page 1 or page 50. The sort value
// travels as Postgres's own text of it (no precision lost on timestamps) and is cast back in the comparison.
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../client.ts';
import { AppError } from '../../src/shared/errors.ts';
import { t } from '../../src/shared/messages/index.ts';
import type { TListQuery, TPage } from '../../src/shared/schemas/admin-list.ts';

export type SortKey = {
  /** A non-null expression (coalesce nullable columns). */
  expr: SQL | PgColumn;
  /** The Postgres type of `expr`, to read the cursor's text back. */
  type: keyof typeof VALUE_SHAPES;
};

/** What Postgres's text of each type looks like: a cursor whose value is not of its sort's type is refused. */
const VALUE_SHAPES = {
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  integer: /^-?\d{1,9}$/,
  text: /^[\s\S]{0,1000}$/,
};

/** Which sort made the cursor, the row's sort value and its id. */
type Cursor = { sort: string; value: string; id: string | number };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

function invalidCursor(cause?: unknown): AppError {
  return new AppError('VALIDATION', t('admin.list.invalidCursor'), cause ? { cause } : undefined);
}

function decodeCursor(text: string, sort: string, key: SortKey, idType: 'integer' | 'text'): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [cursorSort, value, id] = parsed as unknown[];
  // A cursor of another sort (the sort changed in the URL) means nothing here.
  if (cursorSort !== sort || typeof value !== 'string' || !VALUE_SHAPES[key.type].test(value)) throw invalidCursor();
  if (
    idType === 'integer'
      ? !(typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id < 2 ** 31)
      : typeof id !== 'string'
  )
    throw invalidCursor();
  return { sort, value, id: id as string | number };
}

/** Postgres "data exception" (22xxx, e.g. a date that does not exist), however deep the driver wrapped it. */
function isDataException(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}

export type Keyset = {
  /** Select it as `sortValue` next to the row's `id`. */
  sortValue: SQL<string>;
  /** The cursor's condition (undefined on the first page); AND it with the filters. */
  where: SQL | undefined;
  orderBy: SQL[];
  /** Select it next to the total: how many matching rows come before the cursor (for "26–50 sur 523"). */
  countBefore: SQL<number>;
  /** One more than the page, to know whether another page follows. */
  take: number;
  /** Runs the page's queries: a cursor Postgres cannot read (hand-made) is a 400, not a 500. */
  run<T>(queries: () => Promise<T>): Promise<T>;
  finish<Raw extends { sortValue: string; id: string | number }, Row>(
    raw: Raw[],
    counts: { total: number; before: number },
    toRow: (raw: Raw) => Row,
  ): TPage<Row>;
};

export function keyset({
  query,
  key,
  id,
  idType,
}: {
  query: TListQuery;
  key: SortKey;
  id: PgColumn;
  idType: 'integer' | 'text';
}): Keyset {
  if (query.after && query.before) throw new AppError('VALIDATION', t('admin.list.invalidCursor'));
  const backwards = Boolean(query.before);
  const cursorText = query.after ?? query.before;
  const cursor = cursorText ? decodeCursor(cursorText, query.sort, key, idType) : null;
  // Walking backwards reads the rows just before the cursor in reverse order, then flips them.
  const ascending = (query.dir === 'asc') !== backwards;
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const typeSql = sql.raw(key.type);
  const idTypeSql = sql.raw(idType);

  let where: SQL | undefined;
  let countBefore: SQL<number> = sql<number>`0`;
  if (cursor) {
    const op = sql.raw(ascending ? '>' : '<');
    const row = sql`(${key.expr}, ${id})`;
    const at = sql`(cast(${cursor.value} as ${typeSql}), cast(${String(cursor.id)} as ${idTypeSql}))`;
    where = sql`${row} ${op} ${at}`;
    // In the list's own order: rows up to the cursor (after it) or strictly before it (before it).
    const beforeOp = sql.raw(query.dir === 'asc' ? (backwards ? '<' : '<=') : backwards ? '>' : '>=');
    countBefore = sql<number>`count(*) filter (where ${row} ${beforeOp} ${at})::int`;
  }

  return {
    sortValue: sql<string>`(${key.expr})::text`,
    where,
    orderBy: [sql`${key.expr} ${direction}`, sql`${id} ${direction}`],
    countBefore,
    take: query.limit + 1,
    async run(queries) {
      try {
        return await queries();
      } catch (error) {
        if (cursor && isDataException(error)) throw invalidCursor(error);
        throw error;
      }
    },
    finish(raw, { total, before }, toRow) {
      const more = raw.length > query.limit;
      const page = raw.slice(0, query.limit);
      if (backwards) page.reverse();
      const first = page[0];
      const last = page.at(-1);
      const hasNext = backwards ? true : more;
      const hasPrevious = backwards ? more : Boolean(cursor);
      const at = (r: (typeof page)[number]) => encodeCursor({ sort: query.sort, value: r.sortValue, id: r.id });
      return {
        rows: page.map(toRow),
        total,
        offset: backwards ? Math.max(0, before - page.length) : before,
        // An empty page past either end still offers the way back.
        nextCursor: hasNext ? (last ? at(last) : (query.before ?? null)) : null,
        prevCursor: hasPrevious ? (first ? at(first) : (query.after ?? null)) : null,
      };
    },
  };
}

/** What a back office list is given: its query (search, filters, sort, cursor) and whether e-mails are masked. */
export type ListPageOptions<TQuery> = {
  db: Database;
  query: TQuery;
  /** The reader sees e-mails masked (Support), so the search does not look into them. */
  masked?: boolean;
};

/**
 * One page of a table's rows and its counts (all that match, and those before the cursor), filtered alike:
 * `columns` are selected beside the page's sort value, `toRow` makes each the list's row.
 */
export async function readTablePage<TColumns extends SelectedFields & { id: PgColumn }, Row>({
  db,
  table,
  page,
  filters,
  columns,
  toRow,
}: {
  db: Pick<Database, 'select'>;
  table: PgTable;
  page: Keyset;
  filters: (SQL | undefined)[];
  columns: TColumns;
  toRow: (raw: SelectResultFields<TColumns>) => Row;
}): Promise<TPage<Row>> {
  const [rows, [counted]] = await page.run(() =>
    Promise.all([
      db
        .select({ ...columns, sortValue: page.sortValue })
        .from(table)
        .where(and(...filters, page.where))
        .orderBy(...page.orderBy)
        .limit(page.take),
      db
        .select({ n: count(), before: page.countBefore })
        .from(table)
        .where(and(...filters)),
    ]),
  );
  const raw = rows as unknown as (SelectResultFields<TColumns> & { sortValue: string; id: string | number })[];
  return page.finish(raw, { total: counted?.n ?? 0, before: counted?.before ?? 0 }, toRow);
}
