// Copies an announcement could not send within its request are handed to a run that can take its time: on Netlify
// the background function `deliver-announcements-background` (15 minutes), woken as soon as copies are queued
// rather than found by a job polling every minute; locally, a run in the server's own process.
import type { Database } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import { siteBaseUrl } from '../site-origins.ts';
import { BACKGROUND_BUDGET_MS, deadlineIn } from '../jobs/job-budget.ts';
import { formatError } from '../logging/describe-error.ts';
import { deliverAnnouncements } from './deliver-announcements.ts';

export const BACKGROUND_DELIVERY_PATH = '/.netlify/functions/deliver-announcements-background';

/** Starts the delivery of every queued copy without waiting for it; the copies' claims keep each one sent once. */
export async function wakeAnnouncementDelivery({
  db,
  config,
  log = console.warn,
}: {
  db: Database;
  config: Env;
  log?: (line: string) => void;
}): Promise<void> {
  if (!config.NETLIFY) {
    void deliverAnnouncements({ db, config, deadline: deadlineIn(BACKGROUND_BUDGET_MS) }).catch((error) =>
      log(`[annonces] envoi en arrière-plan : ${formatError(error)}`),
    );
    return;
  }
  try {
    // Netlify answers 202 at once and runs the function on its own; the scheduled job is the safety net.
    const res = await fetch(siteBaseUrl(config) + BACKGROUND_DELIVERY_PATH, {
      method: 'POST',
      signal: AbortSignal.timeout(3000),
    });
    if (res.status !== 202) log(`[annonces] fonction d'envoi non réveillée : HTTP ${res.status}`);
  } catch (error) {
    log(`[annonces] fonction d'envoi non réveillée : ${formatError(error)}`);
  }
}
