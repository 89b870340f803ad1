// Scheduled function: the live check of each configured provider, for monitoring (the job the local server runs; this function imports that job only).
import type { Config } from '@netlify/functions';
import { checkProvidersJob } from '../../src/server/jobs/check-providers.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default () => runScheduledJob('check-providers', checkProvidersJob);

export const config: Config = { schedule: '*/15 * * * *' };
