// The "Tester la connexion" checks against a local HTTP server that answers as Stripe, Twilio and OpenAI do
// (paths, auth headers, JSON bodies, error shapes), never the real services.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { testProviderConnection, type ProviderEndpoints } from './test-provider-connection.ts';

const GOOD = {
  OPENAI_API_KEY: 'sk-test-openai-good',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-token-good',
  STRIPE_SECRET_KEY: 'sk_test_stripe_good',
  PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_stripe_public',
};

let server: Server;
let endpoints: ProviderEndpoints;
const seen: { method: string; url: string; authorization: string | undefined }[] = [];
let hang = false;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const auth = req.headers.authorization;
  seen.push({ method: req.method!, url: req.url!, authorization: auth });
  if (hang) return; // never answers: the client's timeout must fire
  if (req.url === '/v1/models') {
    if (auth !== `Bearer ${GOOD.OPENAI_API_KEY}`) {
      return send(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    return send(res, 200, {
      object: 'list',
      data: ['gpt-4o', 'gpt-4o-mini', 'text-embedding-3-small'].map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'openai' })),
    });
  }
  if (req.url === `/2010-04-01/Accounts/${GOOD.TWILIO_ACCOUNT_SID}.json`) {
    const expected = `Basic ${Buffer.from(`${GOOD.TWILIO_ACCOUNT_SID}:${GOOD.TWILIO_AUTH_TOKEN}`).toString('base64')}`;
    if (auth !== expected) {
      return send(res, 401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
    }
    return send(res, 200, {
      sid: GOOD.TWILIO_ACCOUNT_SID,
      friendly_name: 'Assistant Mariage',
      status: 'active',
      type: 'Full',
      date_created: 'Mon, 01 Jan 2024 10:00:00 +0000',
      uri: `/2010-04-01/Accounts/${GOOD.TWILIO_ACCOUNT_SID}.json`,
    });
  }
  if (req.url === '/v1/balance') {
    if (auth !== `Bearer ${GOOD.STRIPE_SECRET_KEY}`) {
      return send(res, 401, { error: { message: 'Invalid API Key provided: sk_test_****', type: 'invalid_request_error' } });
    }
    return send(res, 200, {
      object: 'balance',
      livemode: false,
      available: [{ amount: 123456, currency: 'eur', source_types: { card: 123456 } }],
      pending: [{ amount: 0, currency: 'eur', source_types: { card: 0 } }],
    });
  }
  return send(res, 404, { error: { message: 'not found' } });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  endpoints = {
    openaiBaseUrl: `http://127.0.0.1:${port}/v1`,
    twilioBaseUrl: `http://127.0.0.1:${port}`,
    stripe: { host: '127.0.0.1', port, protocol: 'http' },
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

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
    hang = true;
    try {
      const started = Date.now();
      const result = await testProviderConnection({ config: parseEnv(GOOD), provider: 'stripe', endpoints, timeoutMs: 300 });
      expect(result).toMatchObject({ ok: false, message: 'Le fournisseur n’a pas répondu à temps.' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      hang = false;
      server.closeAllConnections();
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
