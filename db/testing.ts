// Test databases: PGlite copied from one migrated template per worker, or, with TEST_DATABASE_URL, a fresh
// database on a real PostgreSQL server for each call (CI proves the schema on both).
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { openLocalDb, type LocalDbHandle } from './local.ts';
import { seedPricingPlans } from './seed/pricing-plans.ts';

let template: Promise<Blob> | undefined;

async function pgliteTemplate(): Promise<Blob> {
  const handle = await openLocalDb({ dataDir: 'memory://' });
  await handle.migrate();
  // drizzle keeps the client on `$client`.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
}

/** With TEST_DATABASE_URL, `url` is the connection string of the fresh database (for code that opens its own). */
export type TestDbHandle = LocalDbHandle & { url?: string };

async function createPgDatabase(serverUrl: string): Promise<TestDbHandle> {
  const { default: pg } = await import('pg');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openLocalDb({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type TestDbOptions = { seedPlans?: boolean };

/** A migrated, empty database of its own; close it in afterAll/afterEach. */
export async function createTestDb({ seedPlans = false }: TestDbOptions = {}): Promise<TestDbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: TestDbHandle;
  if (serverUrl) {
    handle = await createPgDatabase(serverUrl);
  } else {
    template ??= pgliteTemplate();
    handle = await openLocalDb({ dataDir: 'memory://', loadDataDir: await template });
  }
  if (seedPlans) await seedPricingPlans(handle.db);
  return handle;
}
