// Scheduled function: the nightly retention job (the job the local server runs on its cron; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { enforceRetention } from '../../src/server/privacy/enforce-retention.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('enforce-retention', enforceRetention, { context });

export const config: Config = { schedule: '41 2 * * *' };
