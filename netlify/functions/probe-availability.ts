// Scheduled function: the availability probe of each quarter hour, for monitoring (the job the local server runs; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { probeAvailabilityJob } from '../../src/server/scheduler/probe-availability.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('probe-availability', probeAvailabilityJob, { context });

export const config: Config = { schedule: '*/15 * * * *' };
