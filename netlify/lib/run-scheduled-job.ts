// What every scheduled (or background) function does with its one job: a pool for this run, the job within its
// time budget (job-budget.ts: Netlify stops a scheduled function at 30 s), a log line, the pool closed before the
// invocation ends (runs are minutes apart: nothing worth keeping warm).
import type { Context } from '@netlify/functions';
import { openDb } from '../../db/client.ts';
import { deadlineIn, JOB_BUDGET_MS } from '../../src/server/jobs/job-budget.ts';
import type { ScheduledJob } from '../../src/server/jobs/types.ts';
import { formatError } from '../../src/server/logging/describe-error.ts';
import { assertDatabaseServesDeploy } from '../../src/server/deploy-marker.ts';
import { functionEnv } from './function-env.ts';

export async function runScheduledJob(
  name: string,
  run: ScheduledJob['run'],
  { context, budgetMs = JOB_BUDGET_MS }: { context?: Pick<Context, 'deploy'>; budgetMs?: number } = {},
): Promise<void> {
  const deadline = deadlineIn(budgetMs);
  const config = functionEnv(context);
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL est requis dans une fonction Netlify.');
  const handle = openDb({ databaseUrl: config.DATABASE_URL, pool: { max: 3 } });
  try {
    await assertDatabaseServesDeploy({ db: handle.db, config });
    const result = await run({ db: handle.db, config, now: new Date(), deadline });
    console.log(`[job] ${name}`, JSON.stringify(result ?? {}));
  } catch (error) {
    // Netlify would log the raw error (and any `cause`), and a failed query's message carries its parameters.
    // eslint-disable-next-line preserve-caught-error -- the cause is left out on purpose, see above
    throw new Error(`[job] ${name} a échoué : ${formatError(error)}`);
  } finally {
    await handle.close();
  }
}
