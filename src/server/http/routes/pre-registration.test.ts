import { beforeEach, describe, expect, it } from 'vitest';
import { seedAdmin } from '../../../../db/seed/admin.ts';
import { outbox, preRegistrations, rateLimitHits } from '../../../../db/schema/index.ts';
import type { TPreRegistrationsResponse } from '../../../shared/schemas/pre-registration.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase();
beforeEach(async () => {
  await handle.db.delete(rateLimitHits);
  await handle.db.delete(preRegistrations);
});

const valid = { email: 'Lea.Martin@Example.com', firstName: 'Léa', lastName: 'Martin', weddingDate: '2027-07-03' };

async function preRegister(body: Record<string, unknown> = valid, client = createTestApp({ db: handle.db })) {
  const res = await client.request('/api/pre-registration', { method: 'POST', json: body });
  return { res, body: (await res.json()) as { message: string; count?: number; success?: boolean } };
}

describe('POST /api/pre-registration', () => {
  it('records the couple (e-mail lower-cased) and returns the new count', async () => {
    const { res, body } = await preRegister();
    expect(res.status).toBe(201);
    expect(body).toEqual({ success: true, message: 'Merci pour votre pré-inscription !', count: 1 });
    const rows = await handle.db.select().from(preRegistrations);
    expect(rows).toMatchObject([
      { email: 'lea.martin@example.com', firstName: 'Léa', lastName: 'Martin', weddingDate: '2027-07-03' },
    ]);
  });

  it('accepts the optional fields empty', async () => {
    const { res } = await preRegister({ email: 'a@example.com', firstName: 'Anne', lastName: '', weddingDate: '' });
    expect(res.status).toBe(201);
    expect(await handle.db.select().from(preRegistrations)).toMatchObject([{ lastName: null, weddingDate: null }]);
  });

  it('answers a duplicate e-mail (whatever its case) as a first one, keeps one row and tells the owner by e-mail', async () => {
    const first = await preRegister();
    const { res, body } = await preRegister({ ...valid, email: 'LEA.MARTIN@example.com', firstName: 'Autre' });
    expect(res.status).toBe(first.res.status);
    expect(body).toEqual(first.body);
    expect(await handle.db.select().from(preRegistrations)).toHaveLength(1);
    const mails = (await handle.db.select().from(outbox)).filter((m) => m.recipient === 'lea.martin@example.com');
    expect(mails).toMatchObject([{ recipient: 'lea.martin@example.com', subject: 'Vous êtes déjà pré-inscrits' }]);
  });

  it.each([
    [{ ...valid, email: '' }, "L'email et le prénom sont obligatoires"],
    [{ ...valid, firstName: '  ' }, "L'email et le prénom sont obligatoires"],
    [{ firstName: 'Léa' }, "L'email et le prénom sont obligatoires"],
    [{ email: 'lea@example.com' }, "L'email et le prénom sont obligatoires"],
    [{ ...valid, email: 'pas-un-email' }, "L'adresse email n'est pas valide"],
    [{ ...valid, firstName: 'x'.repeat(101) }, 'Ce champ est trop long'],
    [{ ...valid, lastName: 'x'.repeat(101) }, 'Ce champ est trop long'],
    [{ ...valid, email: `${'x'.repeat(250)}@example.com` }, 'Ce champ est trop long'],
    [{ ...valid, weddingDate: '03/07/2027' }, "La date du mariage n'est pas valide"],
  ])('refuses %j with a French message and writes nothing', async (input, message) => {
    const { res, body } = await preRegister(input);
    expect(res.status).toBe(400);
    expect(body.message).toBe(message);
    expect(await handle.db.select().from(preRegistrations)).toHaveLength(0);
  });

  it('limits an address to 20 pre-registrations an hour', async () => {
    const client = createTestApp({ db: handle.db, clientIp: '192.0.2.77' });
    for (let i = 0; i < 20; i++)
      expect((await preRegister({ ...valid, email: `p${i}@example.com` }, client)).res.status).toBe(201);
    const { res } = await preRegister({ ...valid, email: 'p20@example.com' }, client);
    expect(res.status).toBe(429);
    expect(await handle.db.select().from(preRegistrations)).toHaveLength(20);
  });
});

describe('GET /api/admin-direct/pre-registrations', () => {
  it('gives anonymous callers and couples the count only, never an e-mail', async () => {
    await preRegister();
    await preRegister({ email: 'b@example.com', firstName: 'Bea' });
    const res = await createTestApp({ db: handle.db }).request('/api/admin-direct/pre-registrations');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ count: 2 });
    expect(text).not.toContain('@');

    const couple = createTestApp({ db: handle.db, clientIp: '198.18.1.1' });
    const signUp = await couple.request('/api/create-simulated-user', {
      method: 'POST',
      json: { email: 'couple@example.com', firstName: 'C', lastName: 'D', password: 'Tilleul-Vayres42!' },
    });
    expect(signUp.status).toBe(201);
    expect(await (await couple.request('/api/admin-direct/pre-registrations')).json()).toEqual({ count: 2 });
  });

  it('gives an administrator the list, newest first', async () => {
    await preRegister();
    await preRegister({ email: 'b@example.com', firstName: 'Bea' });
    await seedAdmin({ db: handle.db, username: 'pre-admin', password: 'Pre-admin-secret-1!' });
    const admin = createTestApp({ db: handle.db });
    expect(
      (
        await admin.request('/api/admin/login', {
          method: 'POST',
          json: { username: 'pre-admin', password: 'Pre-admin-secret-1!' },
        })
      ).status,
    ).toBe(200);
    const body = (await (
      await admin.request('/api/admin-direct/pre-registrations')
    ).json()) as TPreRegistrationsResponse;
    expect(body.count).toBe(2);
    expect(body.preRegistrations?.map((p) => p.email)).toEqual(['b@example.com', 'lea.martin@example.com']);
  });
});
