// `npm run db:migrate`: applies db/migrations to DATABASE_URL (or the local PGlite).
import { openLocalDb } from '../db/local.ts';
import { loadConfig } from './load-env.ts';

const config = loadConfig();
const handle = await openLocalDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await handle.migrate();
await handle.close();
console.log(`Migrations appliquées (${handle.kind}).`);
