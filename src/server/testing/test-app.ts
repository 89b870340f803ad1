// Drives the real Hono app in process, with a cookie jar and this site's Origin, as a browser would.
import type { Database } from '../../../db/client.ts';
import { parseEnv, type Env } from '../env.ts';
import { createApp } from '../http/app.ts';

export const TEST_ORIGIN = 'http://127.0.0.1:4321';

export type TestAppOptions = { db: Database; env?: Record<string, string>; clientIp?: string };

export function createTestApp({ db, env = {}, clientIp = '203.0.113.7' }: TestAppOptions) {
  const app = createApp();
  const config: Env = parseEnv(env);
  let cookies = new Map<string, string>();

  async function request(path: string, init: RequestInit & { json?: unknown; ip?: string } = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin') && init.method && init.method !== 'GET') headers.set('origin', TEST_ORIGIN);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await app.fetch(new Request(TEST_ORIGIN + path, { ...init, headers, body }), {
      db,
      config,
      clientIp: init.ip ?? clientIp,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value);
    }
    return res;
  }

  return {
    app,
    request,
    get cookies() {
      return cookies;
    },
    clearCookies() {
      cookies = new Map();
    },
  };
}
