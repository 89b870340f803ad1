// The "Tester la connexion" checks against a local HTTP server that answers as Stripe, Twilio and OpenAI do
// (paths, auth headers, JSON bodies, error shapes), never the real services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { testProviderConnection, type ProviderEndpoints } from './test-provider-connection.ts';
import {
  GOOD_PROVIDER_ENV as GOOD,
  startProviderTestServer,
  type ProviderTestServer,
} from './testing/provider-test-server.ts';

let server: ProviderTestServer;
let endpoints: ProviderEndpoints;
let seen: ProviderTestServer['seen'];

beforeAll(async () => {
  server = await startProviderTestServer();
  endpoints = server.endpoints;
  seen = server.seen;
});
afterAll(async () => server?.close());

describe('provider connection tests', () => {
  it('says "not configured" without calling anyone when the environment has no credentials', async () => {
    const before = seen.length;
    for (const provider of ['openai', 'twilio', 'stripe'] as const) {
      expect(await testProviderConnection({ config: parseEnv({}), provider, endpoints })).toEqual({
        provider,
        ok: false,
        message: 'Fournisseur non configuré : rien à tester.',
        latencyMs: null,
      });
    }
    expect(seen.length).toBe(before);
  });

  it('OpenAI: lists the models with the key', async () => {
    const result = await testProviderConnection({ config: parseEnv(GOOD), provider: 'openai', endpoints });
    expect(result).toMatchObject({ ok: true, message: '3 modèles disponibles' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/v1/models' });
  });

  it('Twilio: fetches the account with the SID and token', async () => {
    const result = await testProviderConnection({ config: parseEnv(GOOD), provider: 'twilio', endpoints });
    expect(result).toMatchObject({ ok: true, message: 'Compte « Assistant Mariage » (active)' });
  });

  it('honours TWILIO_API_BASE_URL and OPENAI_BASE_URL of the configuration, so no check reaches the real services (issue 30)', async () => {
    const config = parseEnv({
      ...GOOD,
      TWILIO_API_BASE_URL: endpoints.twilioBaseUrl!,
      OPENAI_BASE_URL: endpoints.openaiBaseUrl!,
    });
    const before = seen.length;
    expect(await testProviderConnection({ config, provider: 'twilio' })).toMatchObject({
      ok: true,
      message: 'Compte « Assistant Mariage » (active)',
    });
    expect(await testProviderConnection({ config, provider: 'openai' })).toMatchObject({
      ok: true,
      message: '3 modèles disponibles',
    });
    expect(seen.length).toBe(before + 2);
  });

  it('Stripe: retrieves the balance with the secret key', async () => {
    const result = await testProviderConnection({ config: parseEnv(GOOD), provider: 'stripe', endpoints });
    expect(result.ok).toBe(true);
    expect(result.message).toMatch(/^Solde disponible : 1\s?234,56\s€$/);
  });

  it.each([
    ['openai', { OPENAI_API_KEY: 'sk-wrong' }],
    ['twilio', { TWILIO_ACCOUNT_SID: GOOD.TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: 'wrong' }],
    ['stripe', { STRIPE_SECRET_KEY: 'sk_test_wrong', PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_stripe_public' }],
  ] as const)('%s: refused credentials are reported, never echoed', async (provider, env) => {
    const result = await testProviderConnection({ config: parseEnv(env), provider, endpoints });
    expect(result).toMatchObject({ provider, ok: false, message: 'Identifiants refusés par le fournisseur.' });
    expect(JSON.stringify(result)).not.toMatch(/wrong/);
  });

  it('gives up after the timeout when the provider does not answer', async () => {
    server.hang = true;
    try {
      const started = Date.now();
      const result = await testProviderConnection({
        config: parseEnv(GOOD),
        provider: 'stripe',
        endpoints,
        timeoutMs: 300,
      });
      expect(result).toMatchObject({ ok: false, message: 'Le fournisseur n’a pas répondu à temps.' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      server.hang = false;
    }
  });

  it('reports an unreachable provider', async () => {
    const result = await testProviderConnection({
      config: parseEnv(GOOD),
      provider: 'openai',
      endpoints: { openaiBaseUrl: 'http://127.0.0.1:9/v1' },
    });
    expect(result).toMatchObject({ ok: false, message: 'Fournisseur injoignable.' });
  });
});
