// Runs one registered job against the configured database (Netlify scheduled functions call this).
import { openDb } from '../../../db/client.ts';
import { getEnv } from '../env.ts';
import { SCHEDULED_JOBS } from './registry.ts';

export async function runJob(name: string) {
  const job = SCHEDULED_JOBS.find((j) => j.name === name);
  if (!job) throw new Error(`Tâche inconnue : ${name}`);
  const config = getEnv();
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const result = await job.run({ db: handle.db, config, now: new Date() });
    console.log(`[job] ${name}`, JSON.stringify(result ?? {}));
  } finally {
    await handle.close();
  }
}
