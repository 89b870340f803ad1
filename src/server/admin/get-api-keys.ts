// API management: which providers the environment configures, their non-secret identifiers, and the
// configuration mistakes worth an alert. Secret keys, the Twilio auth token and webhook secrets never leave here.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pricingPlans } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAdminApiKeys } from '../../shared/schemas/admin-monitoring.ts';
import type { Env } from '../env.ts';

function stripeMode(key: string | undefined): 'live' | 'test' | null {
  if (!key) return null;
  return /^(sk|pk|rk)_live_/.test(key) ? 'live' : 'test';
}

export async function getApiKeys({ db, config }: { db: Database; config: Env }): Promise<TAdminApiKeys> {
  const plans = await db
    .select({ type: pricingPlans.type, priceCents: pricingPlans.priceCents })
    .from(pricingPlans)
    .where(inArray(pricingPlans.type, ['couple', 'wedding_planner']));
  const price = (type: string) => plans.find((p) => p.type === type)?.priceCents ?? null;

  const alerts: TAdminApiKeys['alerts'] = [];
  const stripe = Boolean(config.STRIPE_SECRET_KEY);
  if (stripe && !config.STRIPE_WEBHOOK_SECRET) alerts.push({ level: 'error', message: t('admin.api.alert.stripeWebhook') });
  if (stripe && !config.PUBLIC_STRIPE_PUBLISHABLE_KEY) alerts.push({ level: 'error', message: t('admin.api.alert.stripePublishable') });
  if (stripe && config.PUBLIC_STRIPE_PUBLISHABLE_KEY && stripeMode(config.STRIPE_SECRET_KEY) !== stripeMode(config.PUBLIC_STRIPE_PUBLISHABLE_KEY)) {
    alerts.push({ level: 'error', message: t('admin.api.alert.stripeModeMismatch') });
  }
  if (Boolean(config.TWILIO_ACCOUNT_SID) !== Boolean(config.TWILIO_AUTH_TOKEN)) alerts.push({ level: 'error', message: t('admin.api.alert.twilioToken') });
  if (config.TWILIO_ACCOUNT_SID && !config.TWILIO_WHATSAPP_NUMBER) alerts.push({ level: 'warning', message: t('admin.api.alert.twilioNumber') });
  if (!config.PUBLIC_BASE_URL) alerts.push({ level: 'info', message: t('admin.api.alert.baseUrl') });
  if (config.NETLIFY && !config.NETLIFY_BUILD_HOOK_URL) alerts.push({ level: 'warning', message: t('admin.api.alert.buildHook') });

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
    alerts,
  };
}
