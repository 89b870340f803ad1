import { beforeAll, describe, expect, it } from 'vitest';
import { createActors } from '../testing/actors.ts';
import { readSiteContent } from './read-site-content.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;

beforeAll(async () => {
  actors = await createActors(handle.db);
});

describe('the launch setting (content management)', () => {
  it('is pre-launch until an administrator opens the site, and the build reads it', async () => {
    const res = await actors.admin.request('/api/admin/site-settings');
    expect(await res.json()).toEqual({ launchMode: 'pre_launch' });
    expect((await readSiteContent({ db: handle.db })).launchMode).toBe('pre_launch');

    const opened = await actors.admin.request('/api/admin/site-settings', { method: 'PUT', json: { launchMode: 'open' } });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ launchMode: 'open' });
    expect((await readSiteContent({ db: handle.db })).launchMode).toBe('open');

    await actors.admin.request('/api/admin/site-settings', { method: 'PUT', json: { launchMode: 'pre_launch' } });
    expect((await readSiteContent({ db: handle.db })).launchMode).toBe('pre_launch');
  });

  it('refuses another value with a French message and changes nothing', async () => {
    const res = await actors.admin.request('/api/admin/site-settings', { method: 'PUT', json: { launchMode: 'bientôt' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/[éèàa-z]/);
    expect((await readSiteContent({ db: handle.db })).launchMode).toBe('pre_launch');
  });

  it('is for administrators only', async () => {
    expect((await actors.owner.client.request('/api/admin/site-settings', { method: 'PUT', json: { launchMode: 'open' } })).status).toBe(403);
    expect((await actors.anonymous.request('/api/admin/site-settings')).status).toBe(401);
  });
});
