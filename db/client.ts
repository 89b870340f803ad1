// The one place that picks the database driver: for a DATABASE_URL, Neon's serverless driver on a Neon host and
// node-postgres anywhere else; without one, the embedded PGlite, which only the local entry points open
// (db/local.ts, with the migrations), so that neither reaches a function bundle.
// Drivers are required on first use, synchronously, and only the one the URL names: a function instance runs one
// of them, and each costs its cold start (pg with drizzle's adapter about 30 ms of CPU, Neon's about 12). The
// calls are plain `require`s in the CommonJS bundle (docs/decisions/012: the bundler traces both drivers into the
// archive from these calls, and bundles drizzle's adapters, which tsconfig's paths send to its ES build, as
// modules set up on that first call); under tsx or Vitest, where modules are ES modules, a `require` made for the
// working directory resolves the same packages.
import { createRequire } from 'node:module';
import type * as Neon from '@neondatabase/serverless';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as DrizzleNeon from 'drizzle-orm/neon-serverless';
import type * as DrizzlePg from 'drizzle-orm/node-postgres';
import type * as Pg from 'pg';
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

const moduleRequire: NodeJS.Require | undefined = typeof require === 'function' ? require : undefined;
let esmRequire: NodeJS.Require | undefined;
const fromWorkingDirectory = (name: string): unknown => (esmRequire ??= createRequire(`${process.cwd()}/`))(name);

/* eslint-disable @typescript-eslint/no-require-imports -- the lazy, synchronous loads described at the top */
const loadPg = () => (moduleRequire ? require('pg') : fromWorkingDirectory('pg')) as typeof Pg;
const loadDrizzlePg = () =>
  (moduleRequire
    ? require('drizzle-orm/node-postgres')
    : fromWorkingDirectory('drizzle-orm/node-postgres')) as typeof DrizzlePg;
const loadNeon = () =>
  (moduleRequire
    ? require('@neondatabase/serverless')
    : fromWorkingDirectory('@neondatabase/serverless')) as typeof Neon;
const loadDrizzleNeon = () =>
  (moduleRequire
    ? require('drizzle-orm/neon-serverless')
    : fromWorkingDirectory('drizzle-orm/neon-serverless')) as typeof DrizzleNeon;
/* eslint-enable @typescript-eslint/no-require-imports */

function logPoolError(error: Error) {
  console.warn('[db] connexion inactive perdue :', error.message);
}

/** A connection pool on a PostgreSQL server: `pg`, or Neon's WebSocket pool on a Neon host. */
export function openDb({ databaseUrl, pool = { max: 10 }, onPoolError = logPoolError }: OpenDbOptions): DbHandle {
  const kind = driverFor(databaseUrl);
  if (kind === 'pglite') throw new Error('openDb demande une DATABASE_URL (PGlite : db/local.ts).');
  if (kind === 'neon') {
    const { Pool } = loadNeon();
    const client = new Pool({ connectionString: databaseUrl, ...pool });
    client.on('error', onPoolError);
    const db = loadDrizzleNeon().drizzle({ client, schema, casing: CASING });
    return { db: db as unknown as Database, kind, close: () => client.end() };
  }
  const client = new (loadPg().Pool)({ connectionString: databaseUrl, ...pool });
  client.on('error', onPoolError);
  const db = loadDrizzlePg().drizzle({ client, schema, casing: CASING });
  return { db: db as unknown as Database, kind, close: () => client.end() };
}

export { schema };
