// `npm start`: migrate, seed, build the site if needed, then serve pages + API + scheduled jobs on one port.
import { mkdirSync } from 'node:fs';
import { Server } from 'node:http';
import { dirname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { openLocalDb } from '../db/local.ts';
import { seedAll } from '../db/seed/index.ts';
import { createLocalSiteRebuilder } from '../src/server/content/local-site-rebuilder.ts';
import { replaceDirectory } from '../src/server/content/replace-directory.ts';
import { registerLocalSiteRebuilder } from '../src/server/content/request-site-rebuild.ts';
import { SITE_CONTENT_SNAPSHOT_ENV, writeSiteContentSnapshot } from '../src/server/content/site-content-snapshot.ts';
import { createLocalServer } from '../src/server/http/local-server.ts';
import { scheduleJobs } from '../src/server/scheduler/schedule-jobs.ts';
import { formatError } from '../src/server/logging/describe-error.ts';
import { assertDatabaseServesDeploy } from '../src/server/deploy-marker.ts';
import { dataDirProblem } from './check-data-dir.ts';
import { loadConfig } from './load-env.ts';
import { buildSite, isBuildStale } from './site-build.ts';

/** The database did not open or migrate (a damaged folder, a server that refuses): one line, no stack trace. */
function unusableDatabase(error: unknown): never {
  const where = config.DATABASE_URL ? 'la base DATABASE_URL' : `la base locale ${resolve(config.DATA_DIR)}`;
  console.error(`Impossible d'ouvrir ${where} : ${formatError(error)}`);
  process.exit(1);
}

const root = process.cwd();
const distDir = resolve(root, process.env.ASTRO_OUT_DIR ?? 'dist');
const config = loadConfig();
// Whatever the driver, the site-content snapshot (and PGlite, when used) live under DATA_DIR's folder.
const problem = dataDirProblem(config.DATABASE_URL ? dirname(config.DATA_DIR) : config.DATA_DIR);
if (problem) {
  console.error(problem);
  process.exit(1);
}
mkdirSync(resolve(root, dirname(config.DATA_DIR)), { recursive: true });

const handle = await openLocalDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch(
  unusableDatabase,
);
await handle.migrate().catch(unusableDatabase);
// A database marked for production serves production only (src/server/deploy-marker.ts).
await assertDatabaseServesDeploy({ db: handle.db, config }).catch(unusableDatabase);
await seedAll({ db: handle.db, env: config });

// Content pages are built from a snapshot of the database (only this process may open PGlite); the build
// reads it through SITE_CONTENT_SNAPSHOT, and it counts in the build stamp.
const snapshotPath = resolve(root, dirname(config.DATA_DIR), 'site-content.json');
process.env[SITE_CONTENT_SNAPSHOT_ENV] = snapshotPath;
await writeSiteContentSnapshot({ db: handle.db, path: snapshotPath });

if (isBuildStale(root, distDir)) {
  console.log('Construction du site (dist/ absent ou périmé)…');
  await buildSite(root, distDir);
}

const local = createLocalServer({ db: handle.db, config, distDir });
// Publishing a page (back office) rebuilds dist/ beside the served one and swaps it in.
registerLocalSiteRebuilder(
  createLocalSiteRebuilder({
    rebuild: async (db) => {
      await writeSiteContentSnapshot({ db, path: snapshotPath });
      await replaceDirectory(distDir, (outDir) => buildSite(root, outDir));
      local.reloadFiles();
    },
  }),
);
const stopJobs = scheduleJobs({ db: handle.db, config });
const server = serve({ fetch: local.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const where = config.DATABASE_URL ? handle.kind : `PGlite (${config.DATA_DIR})`;
  console.log(`Assistant Mariage prêt sur http://${config.HOST}:${info.port} · base : ${where}`);
});
// Idle keep-alive sockets stay open longer than clients keep them (Node closes them after 5 s by default): a client that
// reuses one just as the server drops it gets ECONNRESET instead of an answer.
if (server instanceof Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} reçu : arrêt propre…`);
  stopJobs();
  server.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
