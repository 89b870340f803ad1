// Scheduled function: during the day, one reminder to each household that has not answered, the number of days before the RSVP deadline its couple chose (the job the local server runs; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { sendRsvpReminders } from '../../src/server/households/send-rsvp-reminders.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('send-rsvp-reminders', sendRsvpReminders, { context });

export const config: Config = { schedule: '15 8-19 * * *' };
