// Sessions end for good 30 days after sign-in for couples and 12 hours for administrators, however active; the
// spec's GET logout works from our pages and the address bar, never from another site; over https the cookie is a
// `__Host-` one.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { createActors, signUpCouple } from '../testing/actors.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import { createSession } from './create-session.ts';
import { ADMIN_SESSION_ABSOLUTE_MS, SESSION_ABSOLUTE_MS } from './session-token.ts';
import { validateSessionToken } from './validate-session-token.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors(handle.db);
});

const HOUR = 60 * 60 * 1000;

describe('absolute session lifetime', () => {
  it('ends a couple session 30 days after sign-in, even one renewed every day', async () => {
    const start = new Date('2027-01-01T10:00:00Z');
    const { token } = await createSession({ db: handle.db, userId: actors.owner.user.id, now: start });
    for (let day = 1; day < 30; day++) {
      const last = await validateSessionToken({ db: handle.db, token, now: new Date(start.getTime() + day * 24 * HOUR) });
      expect(last, `day ${day}`).not.toBeNull();
      expect(last!.expiresAt.getTime()).toBeLessThanOrEqual(start.getTime() + SESSION_ABSOLUTE_MS);
    }
    expect(await validateSessionToken({ db: handle.db, token, now: new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000) })).toBeNull();
  });

  it("ends an administrator's session after 12 hours, and its cookie says so", async () => {
    const admin = createTestApp({ db: handle.db });
    const res = await admin.request('/api/admin/login', { method: 'POST', json: { username: 'test-admin', password: 'Test-admin-secret-1!' } });
    expect(res.status).toBe(200);
    const expires = /expires=([^;]+)/i.exec(res.headers.getSetCookie().find((c) => c.startsWith('session='))!)![1]!;
    expect(new Date(expires).getTime() - Date.now()).toBeLessThanOrEqual(ADMIN_SESSION_ABSOLUTE_MS + 5000);

    const start = new Date('2027-01-01T08:00:00Z');
    const adminId = (await (await admin.request('/api/admin/check-auth')).json()) as { user: { id: string } };
    const { token } = await createSession({ db: handle.db, userId: adminId.user.id, isAdmin: true, now: start });
    expect(await validateSessionToken({ db: handle.db, token, now: new Date(start.getTime() + 11 * HOUR) })).not.toBeNull();
    expect(await validateSessionToken({ db: handle.db, token, now: new Date(start.getTime() + 12 * HOUR + 1000) })).toBeNull();
  });
});

describe('GET /api/logout', () => {
  async function signedIn() {
    const couple = await signUpCouple(handle.db, 'logout');
    const count = async () => (await handle.db.select().from(sessions).where(eq(sessions.userId, couple.user.id))).length;
    return { ...couple, count };
  }

  it('is refused from another site, and keeps the session', async () => {
    const { client, count } = await signedIn();
    const foreign: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { referer: 'https://evil.example/page' }, { origin: 'https://evil.example' }];
    for (const headers of foreign) {
      const res = await client.request('/api/logout', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('Déconnexion refusée : la demande vient d’un autre site.');
    }
    expect(await count()).toBe(1);
    expect((await client.request('/api/auth/me')).status).toBe(200);
  });

  it('works from our own pages and from the address bar', async () => {
    const ours: Record<string, string>[] = [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, { referer: `${TEST_ORIGIN}/couple-dashboard` }, {}];
    for (const headers of ours) {
      const { client, count } = await signedIn();
      const res = await client.request('/api/logout', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(302);
      expect(res.headers.get('location')).toBe('/landing');
      expect(await count()).toBe(0);
    }
  });
});

describe('cookies over https', () => {
  it('names the session cookie __Host-session (Secure, path /, no Domain) and reads it back', async () => {
    const config = parseEnv({ PUBLIC_BASE_URL: 'https://mariage.example' });
    const app = createTestApp({ db: handle.db }).app;
    const signUp = await app.fetch(
      new Request('https://mariage.example/api/create-simulated-user', {
        method: 'POST',
        headers: { origin: 'https://mariage.example', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'host-cookie@example.com', firstName: 'Léa', lastName: 'Martin', password: 'Mariage2027!' }),
      }),
      { db: handle.db, config },
    );
    const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith('__Host-session='))!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const me = await app.fetch(new Request('https://mariage.example/api/auth/me', { headers: { cookie: cookie.split(';')[0]! } }), { db: handle.db, config });
    expect(me.status).toBe(200);
    // The plain name is not read over https: a cookie planted by a sibling subdomain is ignored.
    const planted = await app.fetch(new Request('https://mariage.example/api/auth/me', { headers: { cookie: cookie.split(';')[0]!.replace('__Host-', '') } }), {
      db: handle.db,
      config,
    });
    expect(planted.status).toBe(401);
  });
});
