// Every scheduled job: run on its cron by the local server, and by one Netlify scheduled function each.
import { sendDueScheduledMessages } from '../scheduled-messages/send-due-scheduled-messages.ts';
import { cleanUpExpiredSessions } from './clean-up-expired-sessions.ts';
import type { ScheduledJob } from './types.ts';

export const SCHEDULED_JOBS: ScheduledJob[] = [
  { name: 'clean-up-expired-sessions', schedule: '17 3 * * *', run: cleanUpExpiredSessions },
  { name: 'send-scheduled-messages', schedule: '*/5 * * * *', run: sendDueScheduledMessages },
];
