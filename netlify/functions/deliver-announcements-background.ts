// Background function (15 minutes): the announcement copies still queued, woken by the request that queued them
// (src/server/announcements/wake-announcement-delivery.ts). Its name's `-background` makes Netlify answer 202 at
// once and run it on its own; claims keep each copy sent once if two runs overlap.
import type { Context } from '@netlify/functions';
import { deliverAnnouncements } from '../../src/server/announcements/deliver-announcements.ts';
import { BACKGROUND_BUDGET_MS } from '../../src/server/jobs/job-budget.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('deliver-announcements-background', deliverAnnouncements, {
    context,
    budgetMs: BACKGROUND_BUDGET_MS,
  });
