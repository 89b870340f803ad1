// Keyset (cursor) pagination for the back office's lists: a page is "the rows after (or before) this sort value
// and id", so paging stays exact while rows are added and costs the same on page 1 or page 50. The sort value
// travels as Postgres's own text of it (no precision lost on timestamps) and is cast back in the comparison.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TListQuery, TPage } from '../../shared/schemas/admin-list.ts';

export type SortKey = {
  /** A non-null expression (coalesce nullable columns). */
  expr: SQL | PgColumn;
  /** The Postgres type of `expr`, to read the cursor's text back. */
  type: 'timestamptz' | 'date' | 'integer' | 'bigint' | 'numeric' | 'text';
};

type Cursor = { value: string; id: string | number };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && (typeof parsed[1] === 'string' || typeof parsed[1] === 'number')) {
      return { value: parsed[0], id: parsed[1] };
    }
  } catch {
    // falls through
  }
  throw new AppError('VALIDATION', t('admin.list.invalidCursor'));
}

export type Keyset = {
  /** Select it as `sortValue` next to the row's `id`. */
  sortValue: SQL<string>;
  /** The cursor's condition (undefined on the first page); AND it with the filters. */
  where: SQL | undefined;
  orderBy: SQL[];
  /** One more than the page, to know whether another page follows. */
  take: number;
  finish<Raw extends { sortValue: string; id: string | number }, Row>(raw: Raw[], total: number, toRow: (raw: Raw) => Row): TPage<Row>;
};

export function keyset({ query, key, id, idType }: { query: TListQuery; key: SortKey; id: PgColumn; idType: 'integer' | 'text' }): Keyset {
  if (query.after && query.before) throw new AppError('VALIDATION', t('admin.list.invalidCursor'));
  const backwards = Boolean(query.before);
  const cursorText = query.after ?? query.before;
  const cursor = cursorText ? decodeCursor(cursorText) : null;
  // Walking backwards reads the rows just before the cursor in reverse order, then flips them.
  const ascending = (query.dir === 'asc') !== backwards;
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const typeSql = sql.raw(key.type);
  const idTypeSql = sql.raw(idType);

  let where: SQL | undefined;
  if (cursor) {
    if (idType === 'integer' && !Number.isInteger(Number(cursor.id))) throw new AppError('VALIDATION', t('admin.list.invalidCursor'));
    const op = sql.raw(ascending ? '>' : '<');
    where = sql`(${key.expr}, ${id}) ${op} (cast(${cursor.value} as ${typeSql}), cast(${String(cursor.id)} as ${idTypeSql}))`;
  }

  return {
    sortValue: sql<string>`(${key.expr})::text`,
    where,
    orderBy: [sql`${key.expr} ${direction}`, sql`${id} ${direction}`],
    take: query.limit + 1,
    finish(raw, total, toRow) {
      const more = raw.length > query.limit;
      const page = raw.slice(0, query.limit);
      if (backwards) page.reverse();
      const first = page[0];
      const last = page.at(-1);
      const hasNext = backwards ? true : more;
      const hasPrevious = backwards ? more : Boolean(cursor);
      const at = (r: (typeof page)[number]) => encodeCursor({ value: r.sortValue, id: r.id });
      return {
        rows: page.map(toRow),
        total,
        // An empty page past either end still offers the way back.
        nextCursor: hasNext ? (last ? at(last) : (query.before ?? null)) : null,
        prevCursor: hasPrevious ? (first ? at(first) : (query.after ?? null)) : null,
      };
    },
  };
}
