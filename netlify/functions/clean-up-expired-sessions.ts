// Scheduled function: the nightly clean-up of expired sessions (the job the local server runs on its cron; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { cleanUpExpiredSessions } from '../../src/server/scheduler/clean-up-expired-sessions.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('clean-up-expired-sessions', cleanUpExpiredSessions, { context });

export const config: Config = { schedule: '17 3 * * *' };
