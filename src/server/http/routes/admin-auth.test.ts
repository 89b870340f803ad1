import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimitHits, sessions, users } from '../../../../db/schema/index.ts';
import { seedAdmin } from '../../../../db/seed/admin.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase();
const ADMIN = { username: 'Root-Admin', password: 'Tres-long-secret-1!' };

beforeEach(async () => {
  await handle.db.delete(rateLimitHits);
  await handle.db.delete(users);
  await seedAdmin({ db: handle.db, username: ADMIN.username, password: ADMIN.password });
});

describe('administrator session', () => {
  it('signs in by username (any case) and passes the guard', async () => {
    const client = createTestApp({ db: handle.db });
    const res = await client.request('/api/admin/login', {
      method: 'POST',
      json: { username: 'root-admin', password: ADMIN.password },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Connexion réussie', user: { id: 'admin-001', isAdmin: true } });
    const check = await client.request('/api/admin/check-auth');
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ authenticated: true });
  });

  it('refuses wrong credentials with one message, and missing fields with the spec message', async () => {
    const client = createTestApp({ db: handle.db });
    const wrong = await client.request('/api/admin/login', {
      method: 'POST',
      json: { username: ADMIN.username, password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Identifiants incorrects' });
    const missing = await client.request('/api/admin/login', { method: 'POST', json: { username: '', password: '' } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: "Veuillez saisir votre nom d'utilisateur et mot de passe" });
  });

  it('keeps couples out of the admin guard', async () => {
    const client = createTestApp({ db: handle.db });
    await client.request('/api/create-simulated-user', {
      method: 'POST',
      json: { email: 'couple@example.com', firstName: 'A', lastName: 'B', password: 'Tilleul-Vayres42!' },
    });
    expect((await client.request('/api/admin/check-auth')).status).toBe(403);
    expect((await createTestApp({ db: handle.db }).request('/api/admin/check-auth')).status).toBe(401);
  });

  it('logs out', async () => {
    const client = createTestApp({ db: handle.db });
    await client.request('/api/admin/login', { method: 'POST', json: ADMIN });
    expect((await client.request('/api/admin/logout', { method: 'POST' })).status).toBe(200);
    expect(await handle.db.select().from(sessions)).toHaveLength(0);
    expect((await client.request('/api/admin/check-auth')).status).toBe(401);
  });

  it('rate limits failed admin logins', async () => {
    const client = createTestApp({ db: handle.db });
    for (let i = 0; i < 10; i++)
      await client.request('/api/admin/login', { method: 'POST', json: { ...ADMIN, password: 'wrong' } });
    const res = await client.request('/api/admin/login', { method: 'POST', json: ADMIN });
    expect(res.status).toBe(429);
  });

  it('changes the admin password when ADMIN_PASSWORD changes', async () => {
    await seedAdmin({ db: handle.db, username: ADMIN.username, password: 'Nouveau-secret-22!' });
    const client = createTestApp({ db: handle.db });
    expect((await client.request('/api/admin/login', { method: 'POST', json: ADMIN })).status).toBe(401);
    expect(
      (await client.request('/api/admin/login', { method: 'POST', json: { ...ADMIN, password: 'Nouveau-secret-22!' } }))
        .status,
    ).toBe(200);
  });
});
