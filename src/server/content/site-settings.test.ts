import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, weddings } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { parseEnv } from '../env.ts';
import { initialLaunchMode } from './get-site-settings.ts';
import { readSiteContent } from './read-site-content.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;

beforeAll(async () => {
  actors = await createActors(handle.db);
});

const setMode = (launchMode: string) =>
  actors.admin.request('/api/admin/site-settings', { method: 'PUT', json: { launchMode } });
const newCouple = { firstName: 'Inès', lastName: 'Roux', password: 'Tilleul-Vayres42!' };
const trial = {
  brideName: 'Inès',
  groomName: 'Paul',
  weddingDate: `${new Date().getFullYear() + 1}-07-04`,
  ceremonyVenue: 'Mairie',
  ceremonyTime: '15:00',
  customQuestion: 'Parking ?',
  customAnswer: 'Oui',
};

describe('the first launch mode (SITE_INITIAL_MODE)', () => {
  it('is pre-launch on a Netlify deploy and open for npm start, unless the variable says otherwise', () => {
    expect(initialLaunchMode(parseEnv({ NETLIFY: '1', DATABASE_URL: 'postgres://x@h/db' }))).toBe('pre_launch');
    expect(initialLaunchMode(parseEnv({}))).toBe('open');
    expect(initialLaunchMode(parseEnv({ SITE_INITIAL_MODE: 'pre_launch' }))).toBe('pre_launch');
    expect(
      initialLaunchMode(parseEnv({ NETLIFY: '1', DATABASE_URL: 'postgres://x@h/db', SITE_INITIAL_MODE: 'open' })),
    ).toBe('open');
    expect(() => parseEnv({ SITE_INITIAL_MODE: 'bientôt' })).toThrow(/SITE_INITIAL_MODE/);
  });

  it('applies until an administrator saves a mode, which the build then reads', async () => {
    const prelaunchConfig = parseEnv({ SITE_INITIAL_MODE: 'pre_launch' });
    expect((await readSiteContent({ db: handle.db, config: prelaunchConfig })).launchMode).toBe('pre_launch');
    const admin = await actors.admin.request('/api/admin/site-settings');
    expect(await admin.json()).toEqual({ launchMode: 'open' });

    expect((await setMode('pre_launch')).status).toBe(200);
    expect((await readSiteContent({ db: handle.db, config: parseEnv({}) })).launchMode).toBe('pre_launch');
    const opened = await setMode('open');
    expect(await opened.json()).toEqual({ launchMode: 'open' });
    expect((await readSiteContent({ db: handle.db, config: prelaunchConfig })).launchMode).toBe('open');
  });
});

describe('the launch setting (content management)', () => {
  it('in pre-launch, the API refuses new couple accounts and free trials with the doors’ sentence; signing in stays open', async () => {
    await setMode('pre_launch');
    const visitor = createTestApp({ db: handle.db, clientIp: '198.51.100.40' });
    const signUp = await visitor.request('/api/create-simulated-user', {
      method: 'POST',
      json: { ...newCouple, email: 'closed@example.com' },
    });
    expect(signUp.status).toBe(403);
    expect(((await signUp.json()) as { message: string }).message).toBe(t('launch.signUpClosed'));
    expect(await handle.db.select().from(users).where(eq(users.email, 'closed@example.com'))).toEqual([]);

    const before = (await handle.db.select().from(weddings)).length;
    const trialRes = await visitor.request('/api/create-trial', { method: 'POST', json: trial });
    expect(trialRes.status).toBe(403);
    expect(((await trialRes.json()) as { message: string }).message).toBe(t('launch.signUpClosed'));
    expect((await handle.db.select().from(weddings)).length).toBe(before);

    const login = await visitor.request('/api/login-email', {
      method: 'POST',
      json: { email: actors.owner.email, password: 'Tilleul-Vayres42!' },
    });
    expect(login.status).toBe(200);
  });

  it('in open mode, the same requests create the account and the trial', async () => {
    await setMode('open');
    const visitor = createTestApp({ db: handle.db, clientIp: '198.51.100.41' });
    expect(
      (
        await visitor.request('/api/create-simulated-user', {
          method: 'POST',
          json: { ...newCouple, email: 'opened@example.com' },
        })
      ).status,
    ).toBe(201);
    expect((await visitor.request('/api/create-trial', { method: 'POST', json: trial })).status).toBe(201);
  });

  it('refuses another value with a French message and changes nothing', async () => {
    await setMode('pre_launch');
    const res = await setMode('bientôt');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/[éèàa-z]/);
    expect((await readSiteContent({ db: handle.db })).launchMode).toBe('pre_launch');
    await setMode('open');
  });

  it('is for administrators only', async () => {
    expect(
      (await actors.owner.client.request('/api/admin/site-settings', { method: 'PUT', json: { launchMode: 'open' } }))
        .status,
    ).toBe(403);
    expect((await actors.anonymous.request('/api/admin/site-settings')).status).toBe(401);
  });
});
