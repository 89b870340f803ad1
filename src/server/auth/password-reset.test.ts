import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens, rateLimitHits, users } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import { parseEnv } from '../env.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { hashPasswordResetToken } from './password-reset-token.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';

const handle = testDatabase();
const OLD = 'Tilleul-Vayres42!';
const NEW = 'Nouveau-mdp-2028!';

beforeEach(async () => {
  await handle.db.delete(rateLimitHits);
  await handle.db.delete(outbox);
  await handle.db.delete(users);
});

async function signedUp(email = 'oubli@example.com') {
  const client = createTestApp({ db: handle.db, clientIp: '198.51.100.7' });
  const res = await client.request('/api/create-simulated-user', {
    method: 'POST',
    json: { email, firstName: 'Lou', lastName: 'Martin', password: OLD },
  });
  expect(res.status).toBe(201);
  return client;
}

const ask = (client: ReturnType<typeof createTestApp>, email: string) =>
  client.request('/api/auth/password-reset', { method: 'POST', json: { email } });
const confirm = (client: ReturnType<typeof createTestApp>, token: string, newPassword = NEW) =>
  client.request('/api/auth/password-reset/confirm', { method: 'POST', json: { token, newPassword } });
const logIn = (email: string, password: string) =>
  createTestApp({ db: handle.db, clientIp: '198.51.100.8' }).request('/api/login-email', {
    method: 'POST',
    json: { email, password },
  });

/** The token of the link in the last e-mail sent to `to`. */
async function linkTokenSentTo(to: string) {
  const mails = await handle.db.select().from(outbox).where(eq(outbox.recipient, to));
  const body = mails.at(-1)?.body ?? '';
  return /\/reinitialiser-mot-de-passe#([\w-]+)/.exec(body)?.[1];
}

describe('« Mot de passe oublié »', () => {
  it('answers the same whether or not the address has an account, and e-mails a link only to the account', async () => {
    await signedUp();
    const visitor = createTestApp({ db: handle.db, clientIp: '198.51.100.9' });
    const known = await ask(visitor, 'Oubli@Example.com');
    const unknown = await ask(visitor, 'personne@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [knownBody, unknownBody] = [await known.json(), await unknown.json()];
    expect(knownBody).toEqual({ message: t('passwordReset.sent') });
    expect(unknownBody).toEqual(knownBody);

    const mails = await handle.db.select().from(outbox);
    expect(mails.map((m) => m.recipient)).toEqual(['oubli@example.com']);
    expect(mails[0]!.subject).toBe(t('passwordReset.email.subject'));
    const token = await linkTokenSentTo('oubli@example.com');
    expect(token).toMatch(/^[\w-]{40,}$/);
    // Only the token's hash is stored.
    const [stored] = await handle.db.select().from(passwordResetTokens);
    expect(stored!.tokenHash).toBe(hashPasswordResetToken(token!));
    expect(JSON.stringify(stored)).not.toContain(token!);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(60 * 60 * 1000);
  });

  it('sets a new password under the sign-up rules, ends every session of the account, and works once', async () => {
    const couple = await signedUp();
    expect((await couple.request('/api/auth/me')).status).toBe(200);
    await ask(createTestApp({ db: handle.db }), 'oubli@example.com');
    const token = (await linkTokenSentTo('oubli@example.com'))!;
    const visitor = createTestApp({ db: handle.db });

    const weak = await confirm(visitor, token, 'faible');
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { message: string }).message).toBe(t('signup.password.tooShort'));
    expect((await logIn('oubli@example.com', OLD)).status).toBe(200);

    const done = await confirm(visitor, token);
    expect(done.status).toBe(200);
    expect(((await done.json()) as { message: string }).message).toBe(t('passwordReset.done'));
    expect((await couple.request('/api/auth/me')).status).toBe(401);
    expect((await logIn('oubli@example.com', OLD)).status).toBe(401);
    expect((await logIn('oubli@example.com', NEW)).status).toBe(200);

    const again = await confirm(visitor, token, 'Encore-un-autre-3!');
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe(t('passwordReset.invalid'));
    expect((await logIn('oubli@example.com', NEW)).status).toBe(200);
  });

  it('refuses a link older than one hour, a replaced link and a made-up one, changing nothing', async () => {
    await signedUp();
    const config = parseEnv({});
    const then = new Date(Date.now() - 61 * 60 * 1000);
    await requestPasswordReset({ db: handle.db, config, email: 'oubli@example.com', now: then });
    const expired = (await linkTokenSentTo('oubli@example.com'))!;
    await expect(resetPassword({ db: handle.db, token: expired, newPassword: NEW })).rejects.toThrow(
      t('passwordReset.invalid'),
    );

    await requestPasswordReset({ db: handle.db, config, email: 'oubli@example.com' });
    const first = (await linkTokenSentTo('oubli@example.com'))!;
    await requestPasswordReset({ db: handle.db, config, email: 'oubli@example.com' });
    const second = (await linkTokenSentTo('oubli@example.com'))!;
    expect(second).not.toBe(first);
    await expect(resetPassword({ db: handle.db, token: first, newPassword: NEW })).rejects.toThrow(
      t('passwordReset.invalid'),
    );
    const madeUp = await confirm(createTestApp({ db: handle.db }), 'x'.repeat(43));
    expect(madeUp.status).toBe(400);
    expect((await logIn('oubli@example.com', OLD)).status).toBe(200);
    await resetPassword({ db: handle.db, token: second, newPassword: NEW });
    expect((await logIn('oubli@example.com', NEW)).status).toBe(200);
  });

  it('limits requests per address (3 an hour), known or not, with a French 429', async () => {
    const visitor = createTestApp({ db: handle.db, clientIp: '198.51.100.10' });
    for (let i = 0; i < 3; i++) expect((await ask(visitor, 'inconnu@example.com')).status).toBe(200);
    const limited = await ask(createTestApp({ db: handle.db, clientIp: '198.51.100.11' }), 'inconnu@example.com');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe(t('passwordReset.tooMany'));
  });

  it('refuses a malformed address with a French 400', async () => {
    const res = await ask(createTestApp({ db: handle.db }), 'pas-une-adresse');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(t('signup.email.invalid'));
  });
});
