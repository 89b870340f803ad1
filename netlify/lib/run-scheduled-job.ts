// What every scheduled function does with its one job: a pool for this run, the job, a log line, the pool closed
// before the invocation ends (runs are minutes apart: nothing worth keeping warm).
import { openDb } from '../../db/client.ts';
import { getEnv } from '../../src/server/env.ts';
import type { ScheduledJob } from '../../src/server/jobs/types.ts';
import { formatError } from '../../src/server/logging/describe-error.ts';

export async function runScheduledJob(name: string, run: ScheduledJob['run']): Promise<void> {
  const config = getEnv();
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL est requis dans une fonction Netlify.');
  const handle = openDb({ databaseUrl: config.DATABASE_URL, pool: { max: 3 } });
  try {
    const result = await run({ db: handle.db, config, now: new Date() });
    console.log(`[job] ${name}`, JSON.stringify(result ?? {}));
  } catch (error) {
    // Netlify would log the raw error (and any `cause`), and a failed query's message carries its parameters.
    // eslint-disable-next-line preserve-caught-error -- the cause is left out on purpose, see above
    throw new Error(`[job] ${name} a échoué : ${formatError(error)}`);
  } finally {
    await handle.close();
  }
}
