// Scheduled function: drops request metrics older than 35 days (the job the local server runs; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { pruneRequestMetrics } from '../../src/server/monitoring/prune-request-metrics.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('prune-request-metrics', pruneRequestMetrics, { context });

export const config: Config = { schedule: '23 4 * * *' };
