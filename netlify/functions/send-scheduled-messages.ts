// Scheduled function: the automatic WhatsApp messages that are due (the job the local server runs; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { sendDueScheduledMessages } from '../../src/server/scheduled-messages/send-due-scheduled-messages.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('send-scheduled-messages', sendDueScheduledMessages, { context });

export const config: Config = { schedule: '*/15 * * * *' };
