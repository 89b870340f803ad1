// Scheduled function: the live check of each configured provider, for monitoring (same job the local server runs).
import type { Config } from '@netlify/functions';
import { runJob } from '../../src/server/jobs/run-job.ts';

export default async () => {
  await runJob('check-providers');
};

export const config: Config = { schedule: '*/15 * * * *' };
