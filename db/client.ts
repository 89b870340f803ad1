// The one place that picks the database driver: for a DATABASE_URL, Neon's serverless driver on a Neon host and
// node-postgres anywhere else; without one, the embedded PGlite, which only the local entry points open
// (db/local.ts, with the migrations), so that neither reaches a function bundle.
// Drivers are imported statically: functions are bundled as CommonJS (docs/decisions/012), where a dynamic
// import() of a package would load its ES module copy next to the CommonJS one.
import { Pool as NeonPool } from '@neondatabase/serverless';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNeon } from 'drizzle-orm/neon-serverless';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Every driver's drizzle instance shares this query-builder type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverKind = 'pglite' | 'pg' | 'neon';

export type DbHandle = {
  db: Database;
  kind: DriverKind;
  close: () => Promise<void>;
};

export const CASING = 'snake_case' as const;

export function driverFor(databaseUrl: string | undefined): DriverKind {
  if (!databaseUrl) return 'pglite';
  const host = new URL(databaseUrl).hostname;
  return host.endsWith('.neon.tech') || host.endsWith('.neon.build') ? 'neon' : 'pg';
}

/** Pool settings; both drivers' pools take the same ones. */
export type PoolOptions = {
  max?: number;
  /** An idle connection is closed after this long (the pool's own timer). */
  idleTimeoutMillis?: number;
  connectionTimeoutMillis?: number;
};

export type OpenDbOptions = {
  databaseUrl: string;
  pool?: PoolOptions;
  /** An idle connection that fails (server restart, network cut) is dropped by the pool and reported here. */
  onPoolError?: (error: Error) => void;
};

function logPoolError(error: Error) {
  console.warn('[db] connexion inactive perdue :', error.message);
}

/** A connection pool on a PostgreSQL server: `pg`, or Neon's WebSocket pool on a Neon host. */
export function openDb({ databaseUrl, pool = { max: 10 }, onPoolError = logPoolError }: OpenDbOptions): DbHandle {
  const kind = driverFor(databaseUrl);
  if (kind === 'pglite') throw new Error('openDb demande une DATABASE_URL (PGlite : db/local.ts).');
  if (kind === 'neon') {
    const client = new NeonPool({ connectionString: databaseUrl, ...pool });
    client.on('error', onPoolError);
    const db = drizzleNeon({ client, schema, casing: CASING });
    return { db: db as unknown as Database, kind, close: () => client.end() };
  }
  const client = new pg.Pool({ connectionString: databaseUrl, ...pool });
  client.on('error', onPoolError);
  const db = drizzlePg({ client, schema, casing: CASING });
  return { db: db as unknown as Database, kind, close: () => client.end() };
}

export { schema };
