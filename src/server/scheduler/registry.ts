// Every scheduled job: run on its cron by the local server, and by one Netlify scheduled function each.
import { sendDueScheduledMessages } from '../scheduled-messages/send-due-scheduled-messages.ts';
import { deliverAnnouncements } from '../announcements/deliver-announcements.ts';
import { deliverCoupleReplies } from '../inbox/deliver-couple-replies.ts';
import { sendInboxDigests } from '../inbox/send-inbox-digests.ts';
import { sendRsvpReminders } from '../households/send-rsvp-reminders.ts';
import { remindUnfinishedAnswers } from '../households/remind-unfinished-answers.ts';
import { chargeDueBalances } from './charge-due-balances.ts';
import { checkProvidersJob } from './check-providers.ts';
import { probeAvailabilityJob } from './probe-availability.ts';
import { cleanUpExpiredSessions } from './clean-up-expired-sessions.ts';
import { deliverEmails } from './deliver-emails.ts';
import { pruneRequestMetrics } from '../monitoring/prune-request-metrics.ts';
import { enforceRetention } from '../privacy/enforce-retention.ts';
import type { ScheduledJob } from '../jobs/types.ts';

export const SCHEDULED_JOBS: ScheduledJob[] = [
  { name: 'clean-up-expired-sessions', schedule: '17 3 * * *', run: cleanUpExpiredSessions },
  // From 07:00 UTC (the morning of the wedding day in France), hourly until the evening: a run that died is
  // resumed by the next one once its claim's lease has ended.
  { name: 'charge-due-balances', schedule: '0 7-19 * * *', run: chargeDueBalances },
  // The frequent jobs share their minutes (every quarter hour, when the automatic messages are due), so that
  // Neon's compute wakes once per quarter and can suspend in between (docs/decisions/012-netlify-functions.md).
  { name: 'send-scheduled-messages', schedule: '*/15 * * * *', run: sendDueScheduledMessages },
  { name: 'deliver-emails', schedule: '*/15 * * * *', run: deliverEmails },
  // A safety net only: copies are sent by the request that queues them, then by the background function it wakes.
  { name: 'deliver-announcements', schedule: '*/15 * * * *', run: deliverAnnouncements },
  // The couples' inbox replies are sent by the request that writes them; this run only catches what it could not send.
  { name: 'deliver-couple-replies', schedule: '*/15 * * * *', run: deliverCoupleReplies },
  // 18:00 UTC: the evening in France, the couples' daily digest of their guests' unanswered questions.
  { name: 'send-inbox-digests', schedule: '0 18 * * *', run: sendInboxDigests },
  // Hourly, on the quarter the other jobs wake Neon: the households that have not answered, reminded once.
  { name: 'send-rsvp-reminders', schedule: '15 8-19 * * *', run: sendRsvpReminders },
  // Hourly in the day too: a guest who stopped halfway through answering is asked what they left, once.
  { name: 'remind-unfinished-answers', schedule: '15 8-19 * * *', run: remindUnfinishedAnswers },
  { name: 'prune-request-metrics', schedule: '23 4 * * *', run: pruneRequestMetrics },
  // 02:41 UTC, every night: the retention periods of the privacy policy.
  { name: 'enforce-retention', schedule: '41 2 * * *', run: enforceRetention },
  { name: 'check-providers', schedule: '*/15 * * * *', run: checkProvidersJob },
  { name: 'probe-availability', schedule: '*/15 * * * *', run: probeAvailabilityJob, quiet: true, atStart: true },
];
