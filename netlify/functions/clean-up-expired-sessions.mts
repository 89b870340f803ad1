// Scheduled function: the nightly clean-up of expired sessions (same job the local server runs on its cron).
import type { Config } from '@netlify/functions';
import { runJob } from '../../src/server/jobs/run-job.ts';

export default async () => {
  await runJob('clean-up-expired-sessions');
};

export const config: Config = { schedule: '17 3 * * *' };
