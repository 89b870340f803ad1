// Runs the registered jobs on their cron inside the local server process.
import { Cron } from 'croner';
import type { Database } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import { formatError } from '../logging/describe-error.ts';
import { SCHEDULED_JOBS } from './registry.ts';

/**
 * Whether a run's result is worth a log line: it did something (a count above zero), or it says something other
 * than last time (a skip, a provider's state). Jobs that run every minute would otherwise print « sent: 0 » all day.
 */
export function worthLogging(result: unknown, previous: string | undefined) {
  const values = Object.values((result ?? {}) as Record<string, unknown>);
  if (values.some((v) => typeof v === 'number' && v > 0)) return true;
  if (values.every((v) => v === 0)) return false;
  return JSON.stringify(result) !== previous;
}

export function scheduleJobs({
  db,
  config,
  log = console.log,
}: {
  db: Database;
  config: Env;
  log?: (line: string) => void;
}) {
  const crons = SCHEDULED_JOBS.map((job) => {
    let previous: string | undefined;
    const cron = new Cron(
      job.schedule,
      {
        name: job.name,
        timezone: 'UTC',
        protect: true,
        catch: (e) => log(`[job] ${job.name} a échoué : ${formatError(e)}`),
      },
      async () => {
        const result = await job.run({ db, config, now: new Date() });
        if (!job.quiet && worthLogging(result, previous)) log(`[job] ${job.name} ${JSON.stringify(result ?? {})}`);
        previous = JSON.stringify(result ?? {});
      },
    );
    if (job.atStart) void cron.trigger();
    return cron;
  });
  return () => crons.forEach((c) => c.stop());
}
