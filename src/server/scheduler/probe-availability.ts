import { probeAvailability } from '../monitoring/probe-availability.ts';
import type { JobContext } from '../jobs/types.ts';

/** Every minute: the availability probe (monitoring/probe-availability.ts). */
export async function probeAvailabilityJob({ db, now }: JobContext) {
  return probeAvailability({ db, now });
}
