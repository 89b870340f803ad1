// API management: which providers the environment configures, their non-secret identifiers, the configuration
// mistakes worth an alert and each provider's last live check. Secret keys, the Twilio auth token and webhook
// secrets never leave here.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pricingPlans } from '../../../db/schema/index.ts';
import type { TAdminApiKeys } from '../../shared/schemas/admin-monitoring.ts';
import type { Env } from '../env.ts';
import { configurationAlerts, stripeMode } from './configuration-alerts.ts';
import { latestProviderChecks } from './check-providers.ts';

export async function getApiKeys({ db, config }: { db: Database; config: Env }): Promise<TAdminApiKeys> {
  const plans = await db
    .select({ type: pricingPlans.type, priceCents: pricingPlans.priceCents })
    .from(pricingPlans)
    .where(inArray(pricingPlans.type, ['couple', 'wedding_planner']));
  const price = (type: string) => plans.find((p) => p.type === type)?.priceCents ?? null;

  const stripe = Boolean(config.STRIPE_SECRET_KEY);
  const checks = await latestProviderChecks({ db });

  return {
    openai: { configured: Boolean(config.OPENAI_API_KEY), model: config.OPENAI_MODEL },
    twilio: {
      configured: Boolean(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN),
      accountSid: config.TWILIO_ACCOUNT_SID ?? null,
      phoneNumber: config.TWILIO_WHATSAPP_NUMBER ?? null,
      authTokenConfigured: Boolean(config.TWILIO_AUTH_TOKEN),
    },
    stripe: {
      configured: stripe,
      publicKey: config.PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null,
      mode: stripeMode(config.STRIPE_SECRET_KEY),
      webhookConfigured: Boolean(config.STRIPE_WEBHOOK_SECRET),
    },
    pricing: { coupleCents: price('couple'), plannerCents: price('wedding_planner') },
    alerts: configurationAlerts(config),
    lastChecks: checks,
  };
}
