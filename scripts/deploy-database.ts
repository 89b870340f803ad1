// The production deploy's database step (netlify.toml, production context only), before the build: marks the
// database as production's, applies the migrations through the direct (unpooled) connection, then the seed. A build
// started by a content save (Netlify's build hook) neither migrates nor seeds; if it finds migrations not yet
// applied it stops, since only a deploy of the code that brings them may apply them. Migrations are additive
// (docs/migrations.md): the code still live keeps working on the new schema if this deploy's build then fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openLocalDb, MIGRATIONS_FOLDER } from '../db/local.ts';
import { seedAll } from '../db/seed/index.ts';
import { isProductionContext } from '../src/server/deploy-context.ts';
import { databaseRefusal, markDatabase, readDatabaseMark } from '../src/server/deploy-marker.ts';
import { loadConfig } from './load-env.ts';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const config = loadConfig();
if (!isProductionContext(config))
  fail(
    'deploy-database : contexte Production seulement (CONTEXT=production) ; les previews ont leur propre base, migrée à la main.',
  );
const unpooled = config.DATABASE_URL_UNPOOLED;
if (!unpooled)
  fail('DATABASE_URL_UNPOOLED manque : les migrations passent par la connexion directe de Neon, pas par le pooler.');
const contentSave = Boolean(process.env.INCOMING_HOOK_URL);

const handle = await openLocalDb({ databaseUrl: unpooled });
try {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const applied = await appliedMigrations();
  const pending = journal.entries.length - applied;
  if (contentSave) {
    if (pending > 0)
      fail(
        `Reconstruction après une sauvegarde de contenu : ${pending} migration(s) non appliquée(s). Déployez d'abord le code qui les apporte (un push), jamais par un enregistrement du back office.`,
      );
    console.log('Reconstruction après une sauvegarde de contenu : ni migration ni seed.');
  } else {
    const mark = await readDatabaseMark(handle.db).catch(() => null);
    // A database already marked for the previews is not production's: stop before touching it.
    if (mark === 'preview') fail(databaseRefusal(mark, 'production', config.CONTEXT)!);
    await handle.migrate();
    await markDatabase(handle.db, 'production');
    await seedAll({ db: handle.db, env: config });
    console.log(`Base de production : ${pending} migration(s) appliquée(s), marquée, seed en place.`);
  }
} finally {
  await handle.close();
}

/** Migrations recorded by drizzle's migrator (0 on a new database). */
async function appliedMigrations(): Promise<number> {
  try {
    const result = (await handle.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  } catch {
    return 0;
  }
}
