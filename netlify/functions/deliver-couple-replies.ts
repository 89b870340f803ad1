// Scheduled function: the couple's inbox replies still queued (the job the local server runs; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { deliverCoupleReplies } from '../../src/server/inbox/deliver-couple-replies.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('deliver-couple-replies', deliverCoupleReplies, { context });

export const config: Config = { schedule: '*/15 * * * *' };
