// `npx tsx scripts/mark-database.ts preview`: marks DATABASE_URL's database as the previews' (after creating or
// resetting the Neon branch, which copies production's mark: previews refuse to start until then).
import { openLocalDb } from '../db/local.ts';
import { markDatabase } from '../src/server/deploy-marker.ts';
import { loadConfig } from './load-env.ts';

const family = process.argv[2];
if (family !== 'preview') {
  console.error(
    'Usage : npx tsx scripts/mark-database.ts preview  (la production est marquée par son étape de déploiement)',
  );
  process.exit(1);
}
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL : la base à marquer (la branche Neon des previews).');
  process.exit(1);
}
const handle = await openLocalDb({ databaseUrl: config.DATABASE_URL });
await handle.migrate();
await markDatabase(handle.db, 'preview');
await handle.close();
console.log('Base marquée pour les previews et branch deploys.');
