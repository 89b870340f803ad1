// Scheduled function: the couple's inbox replies still queued (the job the local server runs; this function imports that job only).
import type { Config } from '@netlify/functions';
import { deliverCoupleReplies } from '../../src/server/inbox/deliver-couple-replies.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default () => runScheduledJob('deliver-couple-replies', deliverCoupleReplies);

export const config: Config = { schedule: '*/15 * * * *' };
