// Scheduled function: each morning, the balance of the couple packages whose wedding is today (the job the local server runs on its cron; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { chargeDueBalances } from '../../src/server/scheduler/charge-due-balances.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('charge-due-balances', chargeDueBalances, { context });

export const config: Config = { schedule: '0 7-19 * * *' };
