// `npm run db:seed`: plans, built-in administrator, assistant settings, and the demo wedding with SEED_DEMO=1.
import { openLocalDb } from '../db/local.ts';
import { seedAll } from '../db/seed/index.ts';
import { loadConfig } from './load-env.ts';

const config = loadConfig();
const handle = await openLocalDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await seedAll({ db: handle.db, env: config });
await handle.close();
console.log(`Données initiales en place (${handle.kind}).`);
