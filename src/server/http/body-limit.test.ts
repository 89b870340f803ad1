// A body larger than its route's limit is refused (413, in French) after reading no more than the limit, on every
// route of the app, before the Origin, the session, the signature or the parser sees it.
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../shared/schemas/guests.ts';
import { parseEnv } from '../env.ts';
import { testDatabase } from '../testing/test-database.ts';
import { createApp } from './app.ts';
import { MAX_JSON_BYTES } from './body-limit.ts';
import { createWhatsappApp } from './whatsapp-app.ts';

const TEN_MB = 10 * 1024 * 1024;
const CHUNK = 64 * 1024;

const handle = testDatabase();

/** A 10 MB body produced on demand, counting the bytes the server actually pulled from it. */
function countedBody(total = TEN_MB) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x7b));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

const ROUTES = createApp()
  .routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
  .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)/g, '1') }))
  .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);

async function send(method: string, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const app = createApp();
  const request = new Request(`http://127.0.0.1:4321${path}`, {
    method,
    body,
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4321', ...headers },
    duplex: 'half',
  } as RequestInit);
  return app.fetch(request, { db: handle.db, config: parseEnv({}), clientIp: '203.0.113.9' });
}

describe('request bodies are bounded while read', () => {
  it('covers every write route, the webhooks and the import included', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/login-email',
        '/api/pre-registration',
        '/api/stripe/webhook',
        '/api/whatsapp/webhook',
        '/api/weddings/1/guests/import',
      ]),
    );
  });

  for (const { method, path } of ROUTES) {
    it(`${method} ${path}: a streamed 10 MB body is refused with 413 after reading at most the limit`, async () => {
      const body = countedBody();
      const res = await send(method, path, body.stream);
      expect(res.status).toBe(413);
      const json = (await res.json()) as { code: string; message: string };
      expect(json.code).toBe('PAYLOAD_TOO_LARGE');
      expect(json.message).toMatch(/trop volumineu/);
      expect(res.headers.get('content-security-policy')).toBeTruthy();
      const limit = /\/(?:guests|seating)\/import$/.test(path) ? MAX_IMPORT_BYTES : MAX_JSON_BYTES;
      expect(body.pulled()).toBeLessThanOrEqual(limit + 2 * CHUNK);
    });
  }

  it('refuses an announced 10 MB body without reading any of it', async () => {
    const body = countedBody();
    const res = await send('POST', '/api/login-email', body.stream, { 'content-length': String(TEN_MB) });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK);
  });

  for (const path of ['/api/whatsapp/webhook', '/api/whatsapp/status']) {
    it(`the guests' function bounds POST ${path} the same way`, async () => {
      const body = countedBody();
      const request = new Request(`http://127.0.0.1:4321${path}`, {
        method: 'POST',
        body: body.stream,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        duplex: 'half',
      } as RequestInit);
      const res = await createWhatsappApp().fetch(request, {
        db: handle.db,
        config: parseEnv({}),
        clientIp: '203.0.113.9',
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
      expect(body.pulled()).toBeLessThanOrEqual(MAX_JSON_BYTES + 2 * CHUNK);
    });
  }

  it('lets a body under the limit through to the route', async () => {
    const res = await send(
      'POST',
      '/api/login-email',
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(MAX_JSON_BYTES / 2) }),
    );
    expect(res.status).not.toBe(413);
  });
});
