// `npm start`: migrate, seed, build the site if needed, then serve pages + API + scheduled jobs on one port.
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { openDb } from '../db/client.ts';
import { seedAll } from '../db/seed/index.ts';
import { createLocalServer } from '../src/server/http/local-server.ts';
import { scheduleJobs } from '../src/server/jobs/schedule-jobs.ts';
import { loadConfig } from './load-env.ts';
import { buildSite, isBuildStale } from './site-build.ts';

const root = process.cwd();
const distDir = resolve(root, process.env.ASTRO_OUT_DIR ?? 'dist');
const config = loadConfig();

const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await handle.migrate();
await seedAll({ db: handle.db, env: config });

if (isBuildStale(root, distDir)) {
  console.log('Construction du site (dist/ absent ou périmé)…');
  await buildSite(root, distDir);
}

const local = createLocalServer({ db: handle.db, config, distDir });
const stopJobs = scheduleJobs({ db: handle.db, config });
const server = serve({ fetch: local.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const where = config.DATABASE_URL ? handle.kind : `PGlite (${config.DATA_DIR})`;
  console.log(`Assistant Mariage prêt sur http://${config.HOST}:${info.port} · base : ${where}`);
});

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
