// Configuration mistakes worth an alert, read from the environment once for both screens that show them
// (API management and monitoring).
import { t } from '../../shared/messages/index.ts';
import { paymentsRefused } from '../deploy-context.ts';
import type { Env } from '../env.ts';

export type ConfigurationAlert = { level: 'error' | 'warning' | 'info'; message: string };

export function stripeMode(key: string | undefined): 'live' | 'test' | null {
  if (!key) return null;
  return /^(sk|pk|rk)_live_/.test(key) ? 'live' : 'test';
}

export function configurationAlerts(config: Env): ConfigurationAlert[] {
  const alerts: ConfigurationAlert[] = [];
  const stripe = Boolean(config.STRIPE_SECRET_KEY);
  if (paymentsRefused(config)) alerts.push({ level: 'error', message: t('admin.api.alert.productionWithoutStripe') });
  if (stripe && !config.STRIPE_WEBHOOK_SECRET)
    alerts.push({ level: 'error', message: t('admin.api.alert.stripeWebhook') });
  if (stripe && !config.PUBLIC_STRIPE_PUBLISHABLE_KEY)
    alerts.push({ level: 'error', message: t('admin.api.alert.stripePublishable') });
  if (
    stripe &&
    config.PUBLIC_STRIPE_PUBLISHABLE_KEY &&
    stripeMode(config.STRIPE_SECRET_KEY) !== stripeMode(config.PUBLIC_STRIPE_PUBLISHABLE_KEY)
  ) {
    alerts.push({ level: 'error', message: t('admin.api.alert.stripeModeMismatch') });
  }
  if (Boolean(config.TWILIO_ACCOUNT_SID) !== Boolean(config.TWILIO_AUTH_TOKEN))
    alerts.push({ level: 'error', message: t('admin.api.alert.twilioToken') });
  if (config.TWILIO_ACCOUNT_SID && !config.TWILIO_WHATSAPP_NUMBER)
    alerts.push({ level: 'warning', message: t('admin.api.alert.twilioNumber') });
  if (!config.PUBLIC_BASE_URL) alerts.push({ level: 'info', message: t('admin.api.alert.baseUrl') });
  if (!config.CONTACT_EMAIL || !config.LEGAL_COMPANY_NAME || !config.LEGAL_ADDRESS)
    alerts.push({ level: 'info', message: t('audit.alert.legalIdentity') });
  if (config.NETLIFY && !config.NETLIFY_BUILD_HOOK_URL)
    alerts.push({ level: 'warning', message: t('admin.api.alert.buildHook') });
  return alerts;
}
