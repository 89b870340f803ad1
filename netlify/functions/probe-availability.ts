// Scheduled function: the per-minute availability probe, for monitoring (the job the local server runs; this function imports that job only).
import type { Config } from '@netlify/functions';
import { probeAvailabilityJob } from '../../src/server/jobs/probe-availability.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default () => runScheduledJob('probe-availability', probeAvailabilityJob);

export const config: Config = { schedule: '* * * * *' };
