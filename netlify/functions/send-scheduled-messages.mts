// Scheduled function: the automatic WhatsApp messages that are due (same job the local server runs).
import type { Config } from '@netlify/functions';
import { runJob } from '../../src/server/jobs/run-job.ts';

export default async () => {
  await runJob('send-scheduled-messages');
};

export const config: Config = { schedule: '*/5 * * * *' };
