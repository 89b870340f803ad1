// Every scheduled job: run on its cron by the local server, and by one Netlify scheduled function each.
import { sendDueScheduledMessages } from '../scheduled-messages/send-due-scheduled-messages.ts';
import { deliverAnnouncements } from '../announcements/deliver-announcements.ts';
import { chargeDueBalances } from './charge-due-balances.ts';
import { checkProvidersJob } from './check-providers.ts';
import { probeAvailabilityJob } from './probe-availability.ts';
import { cleanUpExpiredSessions } from './clean-up-expired-sessions.ts';
import { deliverEmails } from './deliver-emails.ts';
import { pruneRequestMetrics } from '../monitoring/prune-request-metrics.ts';
import { enforceRetention } from '../privacy/enforce-retention.ts';
import type { ScheduledJob } from './types.ts';

export const SCHEDULED_JOBS: ScheduledJob[] = [
  { name: 'clean-up-expired-sessions', schedule: '17 3 * * *', run: cleanUpExpiredSessions },
  // 07:00 UTC: the morning of the wedding day in France.
  { name: 'charge-due-balances', schedule: '0 7 * * *', run: chargeDueBalances },
  { name: 'send-scheduled-messages', schedule: '*/5 * * * *', run: sendDueScheduledMessages },
  { name: 'deliver-emails', schedule: '*/5 * * * *', run: deliverEmails },
  { name: 'deliver-announcements', schedule: '* * * * *', run: deliverAnnouncements },
  { name: 'prune-request-metrics', schedule: '23 4 * * *', run: pruneRequestMetrics },
  // 02:41 UTC, every night: the retention periods of the privacy policy.
  { name: 'enforce-retention', schedule: '41 2 * * *', run: enforceRetention },
  { name: 'check-providers', schedule: '*/15 * * * *', run: checkProvidersJob },
  { name: 'probe-availability', schedule: '* * * * *', run: probeAvailabilityJob },
];
