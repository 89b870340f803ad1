// A local HTTP server answering as Stripe (/v1/balance), Twilio (the account) and OpenAI (/v1/models) do: paths,
// auth headers, JSON bodies and error shapes, for the live provider checks' tests. `hang` makes it never answer.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderEndpoints } from '../test-provider-connection.ts';

/** Credentials the server accepts. */
export const GOOD_PROVIDER_ENV = {
  OPENAI_API_KEY: 'sk-test-openai-good',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-token-good',
  STRIPE_SECRET_KEY: 'sk_test_stripe_good',
  PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_stripe_public',
};

export type ProviderTestServer = Awaited<ReturnType<typeof startProviderTestServer>>;

export async function startProviderTestServer() {
  const GOOD = GOOD_PROVIDER_ENV;
  const seen: { method: string; url: string; authorization: string | undefined }[] = [];
  const state = { hang: false };

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const auth = req.headers.authorization;
    seen.push({ method: req.method!, url: req.url!, authorization: auth });
    if (state.hang) return; // never answers: the client's timeout must fire
    if (req.url === '/v1/models') {
      if (auth !== `Bearer ${GOOD.OPENAI_API_KEY}`) {
        return send(res, 401, {
          error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
        });
      }
      return send(res, 200, {
        object: 'list',
        data: ['gpt-4o', 'gpt-4o-mini', 'text-embedding-3-small'].map((id) => ({
          id,
          object: 'model',
          created: 1_700_000_000,
          owned_by: 'openai',
        })),
      });
    }
    if (req.url === `/2010-04-01/Accounts/${GOOD.TWILIO_ACCOUNT_SID}.json`) {
      const expected = `Basic ${Buffer.from(`${GOOD.TWILIO_ACCOUNT_SID}:${GOOD.TWILIO_AUTH_TOKEN}`).toString('base64')}`;
      if (auth !== expected) {
        return send(res, 401, {
          code: 20003,
          message: 'Authenticate',
          more_info: 'https://www.twilio.com/docs/errors/20003',
          status: 401,
        });
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
        return send(res, 401, {
          error: { message: 'Invalid API Key provided: sk_test_****', type: 'invalid_request_error' },
        });
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

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoints: ProviderEndpoints = {
    openaiBaseUrl: `http://127.0.0.1:${port}/v1`,
    twilioBaseUrl: `http://127.0.0.1:${port}`,
    stripe: { host: '127.0.0.1', port, protocol: 'http' },
  };
  return {
    endpoints,
    seen,
    /** While true, requests are accepted and never answered (a provider that hangs). */
    set hang(value: boolean) {
      state.hang = value;
      if (!value) server.closeAllConnections();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
