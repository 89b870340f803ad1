// Scheduled function: sends the e-mails waiting in the outbox (same job the local server runs).
import type { Config } from '@netlify/functions';
import { runJob } from '../../src/server/jobs/run-job.ts';

export default async () => {
  await runJob('deliver-emails');
};

export const config: Config = { schedule: '*/5 * * * *' };
