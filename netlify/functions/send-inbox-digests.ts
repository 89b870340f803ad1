// Scheduled function: each evening, the daily digest of unanswered guest questions to the couples who chose it (the job the local server runs; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { sendInboxDigests } from '../../src/server/inbox/send-inbox-digests.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('send-inbox-digests', sendInboxDigests, { context });

export const config: Config = { schedule: '0 18 * * *' };
