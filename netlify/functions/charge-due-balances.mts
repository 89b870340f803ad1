// Scheduled function: each morning, the balance of the couple packages whose wedding is today (same job the local server runs on its cron).
import type { Config } from '@netlify/functions';
import { runJob } from '../../src/server/jobs/run-job.ts';

export default async () => {
  await runJob('charge-due-balances');
};

export const config: Config = { schedule: '0 7 * * *' };
