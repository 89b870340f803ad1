// "Tester la connexion": one cheap, read-only authenticated call per provider, with a short timeout and no
// retry — Stripe: retrieve the balance; Twilio: fetch the account; OpenAI: list the models. The answer says
// whether the credentials work, never echoes them. `endpoints` points the SDKs elsewhere (tests use a local
// server speaking each provider's wire format).
import * as z from 'zod';
import { t } from '../../shared/messages/index.ts';
import type { TProvider, TProviderTestResult } from '../../shared/schemas/admin-monitoring.ts';
import type { Env } from '../env.ts';
import { twilioApiBase } from '../twilio/send-whatsapp.ts';

export const PROVIDER_TEST_TIMEOUT_MS = 5000;

export type ProviderEndpoints = {
  /** e.g. http://127.0.0.1:4010/v1 */
  openaiBaseUrl?: string;
  /** e.g. http://127.0.0.1:4010 */
  twilioBaseUrl?: string;
  stripe?: { host: string; port: number; protocol: 'http' | 'https' };
};

export type TestProviderConnectionOptions = {
  config: Env;
  provider: TProvider;
  endpoints?: ProviderEndpoints;
  timeoutMs?: number;
};

type Outcome = { ok: true; message: string } | { ok: false; message: string };

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

function statusOf(error: unknown): number | undefined {
  const e = error as { status?: unknown; statusCode?: unknown };
  const status = e?.status ?? e?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function failure(error: unknown, elapsedMs: number, timeoutMs: number): Outcome {
  const status = statusOf(error);
  if (status === 401 || status === 403) return { ok: false, message: t('admin.api.test.unauthorized') };
  if (elapsedMs >= timeoutMs * 0.9) return { ok: false, message: t('admin.api.test.timeout') };
  if (status) return { ok: false, message: `${t('admin.api.test.failed')} (HTTP ${status})` };
  return { ok: false, message: t('admin.api.test.unreachable') };
}

async function checkOpenai(config: Env, endpoints: ProviderEndpoints, timeout: number): Promise<Outcome> {
  // The SDKs load with the check that needs them, not with every cold start of the API.
  const { OpenAI } = await import('../assistant/openai/openai-sdk.ts');
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: endpoints.openaiBaseUrl ?? config.OPENAI_BASE_URL,
    timeout,
    maxRetries: 0,
  });
  const page = await client.models.list();
  return { ok: true, message: t('admin.api.test.okOpenai', { count: page.data.length }) };
}

const ZTwilioAccount = z.object({ friendly_name: z.string(), status: z.string() });

// Twilio's REST API over fetch, as send-whatsapp.ts does: the SDK's client would carry its whole REST surface
// into the API function's bundle for this one call.
async function checkTwilio(config: Env, endpoints: ProviderEndpoints, timeout: number): Promise<Outcome> {
  const sid = config.TWILIO_ACCOUNT_SID!;
  const base = endpoints.twilioBaseUrl ?? twilioApiBase(config);
  const res = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}.json`, {
    headers: { authorization: `Basic ${Buffer.from(`${sid}:${config.TWILIO_AUTH_TOKEN}`).toString('base64')}` },
    signal: AbortSignal.timeout(timeout),
  });
  if (!res.ok) throw Object.assign(new Error(`Twilio ${res.status}`), { status: res.status });
  const account = ZTwilioAccount.parse(await res.json());
  return { ok: true, message: t('admin.api.test.okTwilio', { name: account.friendly_name, status: account.status }) };
}

async function checkStripe(config: Env, endpoints: ProviderEndpoints, timeout: number): Promise<Outcome> {
  const { Stripe, registeredStripeEndpoint } = await import('../payments/stripe-client.ts');
  const stripe = new Stripe(config.STRIPE_SECRET_KEY!, {
    timeout,
    maxNetworkRetries: 0,
    telemetry: false,
    ...(endpoints.stripe ?? registeredStripeEndpoint(config.STRIPE_SECRET_KEY!)),
  });
  const balance = await stripe.balance.retrieve();
  const eur = balance.available.filter((b) => b.currency === 'eur').reduce((sum, b) => sum + b.amount, 0);
  return { ok: true, message: t('admin.api.test.okStripe', { amount: euros.format(eur / 100) }) };
}

export function isConfigured(config: Env, provider: TProvider): boolean {
  if (provider === 'openai') return Boolean(config.OPENAI_API_KEY);
  if (provider === 'twilio') return Boolean(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN);
  return Boolean(config.STRIPE_SECRET_KEY);
}

export async function testProviderConnection({
  config,
  provider,
  endpoints = {},
  timeoutMs = PROVIDER_TEST_TIMEOUT_MS,
}: TestProviderConnectionOptions): Promise<TProviderTestResult> {
  if (!isConfigured(config, provider))
    return { provider, ok: false, message: t('admin.api.test.notConfigured'), latencyMs: null };
  const check = provider === 'openai' ? checkOpenai : provider === 'twilio' ? checkTwilio : checkStripe;
  const started = performance.now();
  let outcome: Outcome;
  try {
    // The SDK's own timeout, and ours in case an SDK ignores it.
    outcome = await Promise.race([
      check(config, endpoints, timeoutMs),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs + 500).unref()),
    ]);
  } catch (error) {
    outcome = failure(error, performance.now() - started, timeoutMs);
  }
  return { provider, ok: outcome.ok, message: outcome.message, latencyMs: Math.round(performance.now() - started) };
}
