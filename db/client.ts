// The one place that picks the database driver: PGlite (local default), node-postgres, or Neon (serverless).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Every driver's drizzle instance shares this query-builder type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverKind = 'pglite' | 'pg' | 'neon';

export type DbHandle = {
  db: Database;
  kind: DriverKind;
  /** Runs the generated migrations with the driver's own migrator. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');
const CASING = 'snake_case' as const;

export function driverFor(databaseUrl: string | undefined): DriverKind {
  if (!databaseUrl) return 'pglite';
  const host = new URL(databaseUrl).hostname;
  return host.endsWith('.neon.tech') || host.endsWith('.neon.build') ? 'neon' : 'pg';
}

export type OpenDbOptions = {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for a throw-away database. */
  dataDir?: string;
  /** PGlite only: start from a dumped data directory (tests copy one migrated template). */
  loadDataDir?: Blob;
};

export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  const kind = driverFor(options.databaseUrl);
  if (kind === 'pglite') return openPglite(options.dataDir ?? '.data/pglite', options.loadDataDir);
  if (kind === 'neon') return openNeon(options.databaseUrl!);
  return openPg(options.databaseUrl!);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir, { loadDataDir });
  const db = drizzle({ client, schema, casing: CASING });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

async function openPg(url: string): Promise<DbHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema, casing: CASING });
  return {
    db: db as unknown as Database,
    kind: 'pg',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

async function openNeon(url: string): Promise<DbHandle> {
  const { Pool } = await import('@neondatabase/serverless');
  const { drizzle } = await import('drizzle-orm/neon-serverless');
  const { migrate } = await import('drizzle-orm/neon-serverless/migrator');
  // A pool per invocation: Neon's WebSocket pool must not outlive the request in a serverless function.
  const pool = new Pool({ connectionString: url });
  const db = drizzle({ client: pool, schema, casing: CASING });
  return {
    db: db as unknown as Database,
    kind: 'neon',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

export { schema };
