import { describe, expect, it } from 'vitest';
import { signUpCouple } from '../../testing/actors.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase();

describe('POST /api/auth/change-password', () => {
  it('checks the current password and the sign-up rules, then revokes every other session', async () => {
    const { client, email } = await signUpCouple(handle.db, 'pw');
    const otherDevice = createTestApp({ db: handle.db });
    await otherDevice.request('/api/login-email', { method: 'POST', json: { email, password: 'Tilleul-Vayres42!' } });
    expect((await otherDevice.request('/api/auth/me')).status).toBe(200);

    const wrong = await client.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'Faux-1234!', newPassword: 'Nouveau-Tilleul-2028!' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Mot de passe actuel incorrect' });

    const weak = await client.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'Tilleul-Vayres42!', newPassword: 'faible' },
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ message: 'Le mot de passe doit contenir au moins 8 caractères' });

    const ok = await client.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'Tilleul-Vayres42!', newPassword: 'Nouveau-Tilleul-2028!' },
    });
    expect(ok.status).toBe(200);
    expect((await client.request('/api/auth/me')).status).toBe(200);
    expect((await otherDevice.request('/api/auth/me')).status).toBe(401);

    const fresh = createTestApp({ db: handle.db });
    expect(
      (await fresh.request('/api/login-email', { method: 'POST', json: { email, password: 'Tilleul-Vayres42!' } }))
        .status,
    ).toBe(401);
    expect(
      (await fresh.request('/api/login-email', { method: 'POST', json: { email, password: 'Nouveau-Tilleul-2028!' } }))
        .status,
    ).toBe(200);
  });

  it('refuses a common new password, and limits wrong current passwords to 5 in 15 minutes', async () => {
    const { client } = await signUpCouple(handle.db, 'pw-limit');
    const common = await client.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'Tilleul-Vayres42!', newPassword: 'Azerty123!' },
    });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { message: string }).message).toContain('parmi les plus utilisés');
    for (let i = 0; i < 5; i++) {
      const res = await client.request('/api/auth/change-password', {
        method: 'POST',
        json: { currentPassword: `Devine-${i}-2027!`, newPassword: 'Nouveau-Tilleul-2028!' },
      });
      expect(res.status).toBe(400);
    }
    const limited = await client.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'Tilleul-Vayres42!', newPassword: 'Nouveau-Tilleul-2028!' },
    });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      message: 'Trop de tentatives de changement de mot de passe. Veuillez réessayer dans 15 minutes.',
    });
  });

  it('needs a session', async () => {
    const res = await createTestApp({ db: handle.db }).request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'x', newPassword: 'y' },
    });
    expect(res.status).toBe(401);
  });
});
