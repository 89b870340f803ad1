// Runs the registered jobs on their cron inside the local server process.
import { Cron } from 'croner';
import type { Database } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import { formatError } from '../logging/describe-error.ts';
import { SCHEDULED_JOBS } from './registry.ts';

export function scheduleJobs({ db, config, log = console.log }: { db: Database; config: Env; log?: (line: string) => void }) {
  const crons = SCHEDULED_JOBS.map(
    (job) =>
      new Cron(job.schedule, { name: job.name, timezone: 'UTC', protect: true, catch: (e) => log(`[job] ${job.name} a échoué : ${formatError(e)}`) }, async () => {
        const result = await job.run({ db, config, now: new Date() });
        log(`[job] ${job.name} ${JSON.stringify(result ?? {})}`);
      }),
  );
  return () => crons.forEach((c) => c.stop());
}
