import { checkProviders } from '../monitoring/check-providers.ts';
import type { JobContext } from '../jobs/types.ts';

/** Every 15 minutes: the live check of each configured provider (OpenAI, Twilio, Stripe), recorded for monitoring. */
export async function checkProvidersJob({ db, config }: JobContext) {
  const checks = await checkProviders({ db, config, trigger: 'scheduled' });
  return { checked: checks.map((c) => `${c.provider}:${c.ok ? 'ok' : 'échec'}`) };
}
