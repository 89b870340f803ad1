// Scheduled function: sends the e-mails waiting in the outbox (the job the local server runs; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { deliverEmails } from '../../src/server/scheduler/deliver-emails.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) => runScheduledJob('deliver-emails', deliverEmails, { context });

export const config: Config = { schedule: '*/15 * * * *' };
