// Monitoring shows each provider as its last live check says: checks recorded on demand and by the scheduled
// job, a failed check is a provider down (and an alert), configuration mistakes are alerts too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerChecks } from '../../../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { checkProvidersJob } from '../scheduler/check-providers.ts';
import { startStripeTestServer } from '../payments/testing/stripe-test-server.ts';
import { seedAdmin } from '../../../db/seed/admin.ts';
import { TEST_ADMIN } from '../testing/actors.ts';
import { testDatabase } from '../testing/test-database.ts';
import { createTestApp } from '../testing/test-app.ts';
import { checkProviders, latestProviderChecks } from './check-providers.ts';
import { getMonitoring } from './get-monitoring.ts';
import { flushRequestMetrics } from '../http/record-request-metrics.ts';
import { GOOD_PROVIDER_ENV, startProviderTestServer, type ProviderTestServer } from './testing/provider-test-server.ts';

let providers: ProviderTestServer;

beforeAll(async () => {
  providers = await startProviderTestServer();
});
afterAll(async () => {
  await providers?.close();
});

const service = (m: Awaited<ReturnType<typeof getMonitoring>>, key: string) => m.services.find((s) => s.key === key)!;

describe('provider checks in monitoring', () => {
  const handle = testDatabase();
  afterAll(async () => flushRequestMetrics(handle.db));

  it('a configured provider never checked is unknown, not operational', async () => {
    const m = await getMonitoring({ db: handle.db, config: parseEnv(GOOD_PROVIDER_ENV), range: '1h' });
    expect(['ai', 'whatsapp', 'payments'].map((k) => service(m, k).status)).toEqual(['unknown', 'unknown', 'unknown']);
    expect(service(m, 'payments').lastCheck).toBeNull();
  });

  it('checks that pass: operational, with the result, its time and the availability of the checks', async () => {
    const config = parseEnv(GOOD_PROVIDER_ENV);
    const checks = await checkProviders({ db: handle.db, config, trigger: 'manual', endpoints: providers.endpoints });
    expect(checks.map((c) => [c.provider, c.ok])).toEqual([
      ['openai', true],
      ['twilio', true],
      ['stripe', true],
    ]);
    const m = await getMonitoring({ db: handle.db, config, range: '1h' });
    expect(m.systemStatus).toBe('operational');
    expect(service(m, 'whatsapp')).toMatchObject({
      status: 'operational',
      lastCheck: {
        ok: true,
        message: 'Compte « Assistant Mariage » (active)',
        trigger: 'manual',
        availability: { percent: 100, checks: 1 },
      },
    });
    expect(Date.now() - new Date(service(m, 'whatsapp').lastCheck!.checkedAt).getTime()).toBeLessThan(60_000);
  });

  it('a failed check is a provider down, an alert, and a degraded platform', async () => {
    const config = parseEnv({ ...GOOD_PROVIDER_ENV, TWILIO_AUTH_TOKEN: 'wrong-token' });
    await checkProviders({ db: handle.db, config, trigger: 'scheduled', endpoints: providers.endpoints });
    const m = await getMonitoring({ db: handle.db, config, range: '1h' });
    expect(service(m, 'whatsapp')).toMatchObject({
      status: 'down',
      lastCheck: {
        ok: false,
        message: 'Identifiants refusés par le fournisseur.',
        trigger: 'scheduled',
        availability: { percent: 50, checks: 2 },
      },
    });
    expect(service(m, 'payments').status).toBe('operational');
    expect(m.systemStatus).toBe('degraded');
    expect(m.alerts[0]).toMatchObject({
      level: 'error',
      title: 'Twilio : la dernière vérification a échoué',
      detail: 'Identifiants refusés par le fournisseur.',
    });
  });

  it('an unreachable provider is down too', async () => {
    const config = parseEnv(GOOD_PROVIDER_ENV);
    await checkProviders({
      db: handle.db,
      config,
      trigger: 'manual',
      endpoints: { ...providers.endpoints, openaiBaseUrl: 'http://127.0.0.1:9/v1' },
    });
    const m = await getMonitoring({ db: handle.db, config, range: '1h' });
    expect(service(m, 'ai')).toMatchObject({ status: 'down', lastCheck: { message: 'Fournisseur injoignable.' } });
  });

  it('configuration mistakes are alerts, as on API management', async () => {
    const config = parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x', TWILIO_ACCOUNT_SID: 'AC123' });
    const m = await getMonitoring({ db: handle.db, config, range: '1h' });
    const titles = m.alerts.map((a) => a.title);
    expect(titles).toContain(
      'Stripe est configuré sans STRIPE_WEBHOOK_SECRET : les paiements ne seront pas confirmés.',
    );
    expect(titles).toContain('TWILIO_ACCOUNT_SID est défini sans TWILIO_AUTH_TOKEN (ou l’inverse).');
    // Twilio without its token cannot be checked: not configured, never called.
    expect(service(m, 'whatsapp').status).toBe('not_configured');
  });

  it('a provider without credentials is neither called nor recorded', async () => {
    const before = providers.seen.length;
    expect(
      await checkProviders({
        db: handle.db,
        config: parseEnv({}),
        trigger: 'scheduled',
        endpoints: providers.endpoints,
      }),
    ).toEqual([]);
    expect(providers.seen.length).toBe(before);
  });
});

describe('the scheduled job and the routes', () => {
  // A database of its own: the provider checks above are not counted here.
  const db = testDatabase();
  afterAll(async () => flushRequestMetrics(db.db));

  it('"Vérifier maintenant" and the job record Stripe’s live check; monitoring and API management show the same one', async () => {
    const stripe = await startStripeTestServer();
    const env = {
      STRIPE_SECRET_KEY: stripe.secretKey,
      PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_local',
    };
    await seedAdmin({ db: db.db, ...TEST_ADMIN });
    const admin = createTestApp({ db: db.db, env });
    expect((await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN })).status).toBe(200);

    const first = await admin.request('/api/admin/monitoring/check', { method: 'POST' });
    expect(await first.json()).toMatchObject({ checks: [{ provider: 'stripe', ok: true, trigger: 'manual' }] });
    const keys = (await (await admin.request('/api/admin/api-keys')).json()) as {
      lastChecks: Record<string, { ok: boolean; checkedAt: string }>;
    };
    const monitoring = (await (await admin.request('/api/admin/monitoring?range=1h')).json()) as Awaited<
      ReturnType<typeof getMonitoring>
    >;
    expect(service(monitoring, 'payments')).toMatchObject({
      status: 'operational',
      lastCheck: { ok: true, checkedAt: keys.lastChecks.stripe!.checkedAt },
    });

    // Stripe goes away: the next scheduled check finds it down, and monitoring says so.
    await stripe.close({ unreachable: true });
    expect(await checkProvidersJob({ db: db.db, config: parseEnv(env), now: new Date() })).toEqual({
      checked: ['stripe:échec'],
    });
    const after = (await (await admin.request('/api/admin/monitoring?range=1h')).json()) as Awaited<
      ReturnType<typeof getMonitoring>
    >;
    expect(service(after, 'payments')).toMatchObject({
      status: 'down',
      lastCheck: { ok: false, trigger: 'scheduled' },
    });
    expect(after.systemStatus).toBe('degraded');
    // "Tester la connexion" on API management is the same check, recorded.
    const test = await admin.request('/api/admin/api-keys/stripe/test', { method: 'POST' });
    expect(await test.json()).toMatchObject({ provider: 'stripe', ok: false, checkedAt: expect.any(String) });
    expect(await db.db.$count(providerChecks)).toBe(3);
    expect((await latestProviderChecks({ db: db.db })).stripe).toMatchObject({
      availability: { percent: 33.33, checks: 3 },
    });
  });
});
