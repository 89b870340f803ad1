// A fingerprint of every table's rows, to prove that a refused request wrote nothing (no insert, update or delete).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { selectRows } from '../../../db/sql/sql-rows.ts';

/** Written by any request by design, refused or not: monitoring and rate-limit counters. */
export const ALWAYS_WRITTEN_TABLES = ['request_metrics', 'rate_limit_hits'];

export type TableDigest = Record<string, string>;

export async function tableNames(db: Database, { except = ALWAYS_WRITTEN_TABLES } = {}): Promise<string[]> {
  const rows = await selectRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.tablename).filter((name) => !except.includes(name));
}

/** Columns any request moves by design: a session's idle deadline, pushed forward by each use. */
export const ALWAYS_WRITTEN_COLUMNS: Record<string, string[]> = { sessions: ['expire'] };

/** One query: each table's row count and an md5 of its rows in a stable order. */
export async function digestTables(db: Database, tables: string[]): Promise<TableDigest> {
  const parts = tables.map((name) => {
    const skipped = ALWAYS_WRITTEN_COLUMNS[name] ?? [];
    const row = skipped.length
      ? sql`(to_jsonb(t) - ${sql.raw(`array[${skipped.map((c) => `'${c}'`).join(',')}]`)})::text`
      : sql`t::text`;
    return sql`select ${name} as name, count(*)::text || ':' || md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as digest from ${sql.identifier(name)} t`;
  });
  const rows = await selectRows<{ name: string; digest: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digest changed between two fingerprints. */
export function changedTables(before: TableDigest, after: TableDigest): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
