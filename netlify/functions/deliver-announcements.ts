// Scheduled function: the couple's announcements still queued (the job the local server runs; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { deliverAnnouncements } from '../../src/server/announcements/deliver-announcements.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('deliver-announcements', deliverAnnouncements, { context });

export const config: Config = { schedule: '*/15 * * * *' };
