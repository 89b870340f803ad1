// The API's own headers, identical on Netlify and the local server since the app sets them: the security set on
// every answer (404s and errors too), and `no-store` on every answer to a signed-in or cookie-carrying request.
import { beforeAll, describe, expect, it } from 'vitest';
import { createActors } from '../testing/actors.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase({ seedPlans: true });
let actors: Awaited<ReturnType<typeof createActors>>;
let weddingId: number;

beforeAll(async () => {
  actors = await createActors(handle.db);
  weddingId = (
    (await (await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })).json()) as {
      id: number;
    }
  ).id;
});

describe('security headers of the API', () => {
  it('sends HSTS, Permissions-Policy, nosniff and a frame-ancestors none policy on answers, 404s and errors alike', async () => {
    for (const res of [
      await actors.anonymous.request('/api/pricing/plans'),
      await actors.anonymous.request('/api/nowhere'),
      await actors.anonymous.request('/api/auth/me'),
      await actors.anonymous.request('/api/weddings', { method: 'POST', json: {} }),
    ]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
      expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('marks every answer with personal data no-store, without a header per route', async () => {
    const personal = [
      '/api/auth/me',
      `/api/weddings/${weddingId}`,
      `/api/weddings/${weddingId}/faqs`,
      `/api/guests/${weddingId}`,
      `/api/messages/${weddingId}`,
      `/api/weddings/${weddingId}/scheduled-messages`,
      `/api/weddings/${weddingId}/insights`,
      `/api/weddings-by-user/${actors.owner.user.id}`,
    ];
    for (const path of personal) {
      const res = await actors.owner.client.request(path);
      expect(res.headers.get('cache-control'), `${path} (${res.status})`).toBe('no-store');
    }
    for (const path of ['/api/admin/stats', '/api/admin/users', '/api/admin/weddings']) {
      expect((await actors.admin.request(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    // Errors of a signed-in caller too: a 404 may say which ids exist.
    expect((await actors.other.client.request(`/api/weddings/${weddingId}`)).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  it('lets public answers keep their own caching', async () => {
    const res = await actors.anonymous.request('/api/pricing/plans');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
