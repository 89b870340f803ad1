import type { Database } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import type { Deadline } from './job-budget.ts';

/** `deadline`: when the run stops taking new work (job-budget.ts); a job given none works JOB_BUDGET_MS. */
export type JobContext = { db: Database; config: Env; now: Date; deadline?: Deadline };

export type ScheduledJob = {
  name: string;
  /** Cron expression (UTC), the same one the Netlify scheduled function declares. */
  schedule: string;
  run: (ctx: JobContext) => Promise<unknown>;
  /** A run whose result is no news (the availability probe, every quarter hour): the local server logs only its failures. */
  quiet?: boolean;
  /**
   * Also run once when the local server starts: the availability probe records at once that the server answers,
   * rather than showing « pas de mesure » until the next quarter hour.
   */
  atStart?: boolean;
};
