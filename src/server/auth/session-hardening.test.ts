// Sessions end when unused for 7 days (couples) or 30 minutes (administrators), and for good 30 days or 12 hours
// after sign-in however active; payment and export ask the password again after 12 hours; the
// spec's GET logout works from our pages and the address bar, never from another site; over https the cookie is a
// `__Host-` one.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { COUPLE_PASSWORD, createActors, signUpCouple } from '../testing/actors.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import { createSession } from './create-session.ts';
import { hashSessionToken } from './session-token.ts';
import {
  ADMIN_SESSION_ABSOLUTE_MS,
  ADMIN_SESSION_IDLE_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from './session-token.ts';
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
      const last = await validateSessionToken({
        db: handle.db,
        token,
        now: new Date(start.getTime() + day * 24 * HOUR),
      });
      expect(last, `day ${day}`).not.toBeNull();
      expect(last!.endsAt.getTime()).toBe(start.getTime() + SESSION_ABSOLUTE_MS);
    }
    expect(
      await validateSessionToken({ db: handle.db, token, now: new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000) }),
    ).toBeNull();
  });

  it("ends an administrator's session after 12 hours, and its cookie says so", async () => {
    const admin = createTestApp({ db: handle.db });
    const res = await admin.request('/api/admin/login', {
      method: 'POST',
      json: { username: 'test-admin', password: 'Test-admin-secret-1!' },
    });
    expect(res.status).toBe(200);
    const expires = /expires=([^;]+)/i.exec(res.headers.getSetCookie().find((c) => c.startsWith('session='))!)![1]!;
    expect(new Date(expires).getTime() - Date.now()).toBeLessThanOrEqual(ADMIN_SESSION_ABSOLUTE_MS + 5000);

    const start = new Date('2027-01-01T08:00:00Z');
    const adminId = (await (await admin.request('/api/admin/check-auth')).json()) as { user: { id: string } };
    const { token } = await createSession({ db: handle.db, userId: adminId.user.id, isAdmin: true, now: start });
    for (let hour = 0.25; hour <= 11.75; hour += 0.25) {
      expect(
        await validateSessionToken({ db: handle.db, token, now: new Date(start.getTime() + hour * HOUR) }),
        `${hour} h`,
      ).not.toBeNull();
    }
    expect(
      await validateSessionToken({ db: handle.db, token, now: new Date(start.getTime() + 12 * HOUR + 1000) }),
    ).toBeNull();
  });
});

describe('idle sessions', () => {
  it('ends a couple session unused for 7 days, and keeps one used every 6 days', async () => {
    const start = new Date('2027-02-01T10:00:00Z');
    const idle = await createSession({ db: handle.db, userId: actors.owner.user.id, now: start });
    expect(
      await validateSessionToken({
        db: handle.db,
        token: idle.token,
        now: new Date(start.getTime() + SESSION_IDLE_MS - 1000),
      }),
    ).not.toBeNull();
    expect(
      await validateSessionToken({
        db: handle.db,
        token: idle.token,
        now: new Date(start.getTime() + 2 * SESSION_IDLE_MS - 2000),
      }),
    ).not.toBeNull();
    expect(
      await validateSessionToken({
        db: handle.db,
        token: idle.token,
        now: new Date(start.getTime() + 3 * SESSION_IDLE_MS),
      }),
    ).toBeNull();

    const active = await createSession({ db: handle.db, userId: actors.owner.user.id, now: start });
    for (let day = 6; day < 30; day += 6) {
      expect(
        await validateSessionToken({
          db: handle.db,
          token: active.token,
          now: new Date(start.getTime() + day * 24 * HOUR),
        }),
        `day ${day}`,
      ).not.toBeNull();
    }
  });

  it("ends an administrator's session unused for 30 minutes, and keeps one used every 20 minutes until 12 hours", async () => {
    const adminId = (await (await actors.admin.request('/api/admin/check-auth')).json()) as { user: { id: string } };
    const start = new Date('2027-02-01T08:00:00Z');
    const idle = await createSession({ db: handle.db, userId: adminId.user.id, isAdmin: true, now: start });
    expect(
      await validateSessionToken({
        db: handle.db,
        token: idle.token,
        now: new Date(start.getTime() + ADMIN_SESSION_IDLE_MS + 1000),
      }),
    ).toBeNull();

    const active = await createSession({ db: handle.db, userId: adminId.user.id, isAdmin: true, now: start });
    const minute = 60 * 1000;
    for (let at = 20 * minute; at < 12 * HOUR; at += 20 * minute) {
      expect(
        await validateSessionToken({ db: handle.db, token: active.token, now: new Date(start.getTime() + at) }),
        `${at / minute} min`,
      ).not.toBeNull();
    }
    expect(
      await validateSessionToken({
        db: handle.db,
        token: active.token,
        now: new Date(start.getTime() + 12 * HOUR + 1000),
      }),
    ).toBeNull();
  });
});

describe('a sign-in older than 12 hours', () => {
  async function oldSession() {
    const client = createTestApp({ db: handle.db });
    const { token } = await createSession({
      db: handle.db,
      userId: actors.owner.user.id,
      now: new Date(Date.now() - 13 * HOUR),
    });
    client.cookies.set('session', token);
    return { client, token };
  }

  it('lets the couple read their pages, and asks the password again before an export or a payment', async () => {
    const { client } = await oldSession();
    expect((await client.request('/api/auth/me')).status).toBe(200);
    for (const res of [
      await client.request('/api/account/export'),
      await client.request('/api/create-couple-payment', { method: 'POST', json: { weddingId: 1 } }),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        code: 'REAUTHENTICATION_REQUIRED',
        message: expect.stringContaining('mot de passe'),
      });
    }
  });

  it('refuses a wrong password, and after the right one renews the session and lets the export through', async () => {
    const { client, token } = await oldSession();
    const wrong = await client.request('/api/auth/reauthenticate', {
      method: 'POST',
      json: { password: 'Pas-le-bon-2027!' },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe('Mot de passe incorrect.');
    expect((await client.request('/api/account/export')).status).toBe(403);

    const right = await client.request('/api/auth/reauthenticate', {
      method: 'POST',
      json: { password: COUPLE_PASSWORD },
    });
    expect(right.status).toBe(200);
    expect(client.cookies.get('session')).not.toBe(token);
    expect(
      await handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, hashSessionToken(token))),
    ).toHaveLength(0);
    expect((await client.request('/api/account/export')).status).toBe(200);
  });
});

describe('GET /api/logout', () => {
  async function signedIn() {
    const couple = await signUpCouple(handle.db, 'logout');
    const count = async () =>
      (await handle.db.select().from(sessions).where(eq(sessions.userId, couple.user.id))).length;
    return { ...couple, count };
  }

  it('is refused from another site, and keeps the session', async () => {
    const { client, count } = await signedIn();
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of foreign) {
      const res = await client.request('/api/logout', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(
        'Déconnexion refusée : la demande vient d’un autre site.',
      );
    }
    expect(await count()).toBe(1);
    expect((await client.request('/api/auth/me')).status).toBe(200);
  });

  it('works from our own pages and from the address bar', async () => {
    const ours: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { referer: `${TEST_ORIGIN}/couple-dashboard` },
      {},
    ];
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
        body: JSON.stringify({
          email: 'host-cookie@example.com',
          firstName: 'Léa',
          lastName: 'Martin',
          password: 'Tilleul-Vayres42!',
        }),
      }),
      { db: handle.db, config },
    );
    const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith('__Host-session='))!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const me = await app.fetch(
      new Request('https://mariage.example/api/auth/me', { headers: { cookie: cookie.split(';')[0]! } }),
      { db: handle.db, config },
    );
    expect(me.status).toBe(200);
    // The plain name is not read over https: a cookie planted by a sibling subdomain is ignored.
    const planted = await app.fetch(
      new Request('https://mariage.example/api/auth/me', {
        headers: { cookie: cookie.split(';')[0]!.replace('__Host-', '') },
      }),
      {
        db: handle.db,
        config,
      },
    );
    expect(planted.status).toBe(401);
  });
});
