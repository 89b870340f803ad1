// Scheduled function: the nightly retention job (the job the local server runs on its cron; this function imports that job only).
import type { Config } from '@netlify/functions';
import { enforceRetention } from '../../src/server/privacy/enforce-retention.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default () => runScheduledJob('enforce-retention', enforceRetention);

export const config: Config = { schedule: '41 2 * * *' };
