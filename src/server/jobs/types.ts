import type { Database } from '../../../db/client.ts';
import type { Env } from '../env.ts';

export type JobContext = { db: Database; config: Env; now: Date };

export type ScheduledJob = {
  name: string;
  /** Cron expression (UTC), the same one the Netlify scheduled function declares. */
  schedule: string;
  run: (ctx: JobContext) => Promise<unknown>;
};
