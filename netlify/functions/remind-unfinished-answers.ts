// Scheduled function: during the day, a guest who stopped halfway through answering the invitation is asked, once, the question they left (the job the local server runs; this function imports that job only).
import type { Config, Context } from '@netlify/functions';
import { remindUnfinishedAnswers } from '../../src/server/households/remind-unfinished-answers.ts';
import { runScheduledJob } from '../lib/run-scheduled-job.ts';

export default (_request: Request, context: Context) =>
  runScheduledJob('remind-unfinished-answers', remindUnfinishedAnswers, { context });

export const config: Config = { schedule: '15 8-19 * * *' };
