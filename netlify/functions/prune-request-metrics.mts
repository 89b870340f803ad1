// Scheduled function: drops request metrics older than 35 days (same job the local server runs).
import type { Config } from '@netlify/functions';
import { runJob } from '../../src/server/jobs/run-job.ts';

export default async () => {
  await runJob('prune-request-metrics');
};

export const config: Config = { schedule: '23 4 * * *' };
