// A fingerprint of every table's rows, to prove that a refused request wrote nothing (no insert, update or delete).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { selectRows } from '../../../db/sql/sql-rows.ts';

/** Written by any request by design, refused or not: monitoring and rate-limit counters. */
export const ALWAYS_WRITTEN_TABLES = ['request_metrics', 'rate_limit_hits'];

export type TableDigest = Record<string, string>;

export async function tableNames(db: Database, { except = ALWAYS_WRITTEN_TABLES } = {}): Promise<string[]> {
  const rows = await selectRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return rows.map((r) => r.tablename).filter((name) => !except.includes(name));
}

/** One query: each table's row count and an md5 of its rows in a stable order. */
export async function digestTables(db: Database, tables: string[]): Promise<TableDigest> {
  const parts = tables.map(
    (name) => sql`select ${name} as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
  );
  const rows = await selectRows<{ name: string; digest: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digest changed between two fingerprints. */
export function changedTables(before: TableDigest, after: TableDigest): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
