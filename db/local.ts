// The local entry points' database (npm start, the db:* scripts, tests, bench): the embedded PGlite when
// DATABASE_URL is unset, else the server driver of db/client.ts; and the migrations, which run from here only
// (Netlify runs them in its build command). Netlify functions never import this file.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASING, openDb, schema, type Database, type DbHandle } from './client.ts';

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type LocalDbHandle = DbHandle & {
  /** Applies db/migrations with the driver's own migrator. */
  migrate: () => Promise<void>;
};

export type OpenLocalDbOptions = {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for a throw-away database. */
  dataDir?: string;
  /** PGlite only: start from a dumped data directory (tests copy one migrated template). */
  loadDataDir?: Blob;
};

export async function openLocalDb({
  databaseUrl,
  dataDir = '.data/pglite',
  loadDataDir,
}: OpenLocalDbOptions): Promise<LocalDbHandle> {
  if (databaseUrl) {
    const handle = openDb({ databaseUrl });
    return { ...handle, migrate: () => migrateServer(handle) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : dataDir, { loadDataDir });
  const db = drizzle({ client, schema, casing: CASING });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

async function migrateServer(handle: DbHandle) {
  // Both migrators only need the drizzle instance of their own driver.
  if (handle.kind === 'neon') {
    const { migrate } = await import('drizzle-orm/neon-serverless/migrator');
    await migrate(handle.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
