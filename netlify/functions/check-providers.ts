// Scheduled function: the live check of each configured provider, for monitoring (the job the local server runs; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { checkProvidersJob } from '../../src/server/scheduler/check-providers.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('check-providers', checkProvidersJob, { context });

export const config: Config = { schedule: '*/15 * * * *' };
