import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { seedAdmin } from '../../../db/seed/admin.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createLocalSiteRebuilder } from './local-site-rebuilder.ts';
import { registerLocalSiteRebuilder, requestSiteRebuild } from './request-site-rebuild.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
afterEach(() => registerLocalSiteRebuilder(undefined));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createLocalSiteRebuilder', () => {
  it('runs one build at a time and folds the requests made meanwhile into one more build', async () => {
    const builds: ReturnType<typeof deferred>[] = [];
    const rebuilder = createLocalSiteRebuilder({
      rebuild: () => {
        const build = deferred();
        builds.push(build);
        return build.promise;
      },
      log: () => {},
    });
    const db = {} as Database;
    rebuilder.request(db);
    expect(rebuilder.status()).toMatchObject({ mode: 'local', state: 'building', lastBuiltAt: null });
    rebuilder.request(db);
    rebuilder.request(db);
    rebuilder.request(db);
    expect(builds).toHaveLength(1);
    builds[0]!.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(builds).toHaveLength(2);
    builds[1]!.resolve();
    await rebuilder.idle();
    expect(builds).toHaveLength(2);
    expect(rebuilder.status()).toMatchObject({ state: 'idle', lastError: null });
    expect(rebuilder.status().lastBuiltAt).not.toBeNull();
  });

  it('reports a failed build and recovers on the next request', async () => {
    let fail = true;
    const rebuilder = createLocalSiteRebuilder({
      rebuild: async () => {
        if (fail) throw new Error('astro build a échoué (code 1)');
      },
      log: () => {},
    });
    rebuilder.request({} as Database);
    await rebuilder.idle();
    expect(rebuilder.status()).toMatchObject({ state: 'failed', lastError: 'astro build a échoué (code 1)' });
    fail = false;
    rebuilder.request({} as Database);
    await rebuilder.idle();
    expect(rebuilder.status()).toMatchObject({ state: 'idle', lastError: null });
  });
});

describe('requestSiteRebuild', () => {
  it('POSTs the Netlify build hook when it is configured', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response('', { status: 200 });
    }) as typeof fetch;
    const hook = 'https://api.netlify.com/build_hooks/abc123';
    const status = await requestSiteRebuild({ db: handle.db, config: { NETLIFY_BUILD_HOOK_URL: hook }, fetchImpl });
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe(hook);
    expect(calls[0]![1]?.method).toBe('POST');
    expect(status).toMatchObject({ mode: 'netlify', state: 'idle', lastError: null });
  });

  it('reports a hook that fails without throwing', async () => {
    const fetchImpl = (async () => new Response('nope', { status: 500 })) as unknown as typeof fetch;
    const status = await requestSiteRebuild({
      db: handle.db,
      config: { NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/x' },
      fetchImpl,
    });
    expect(status).toMatchObject({ mode: 'netlify', state: 'failed', lastError: 'le hook de build a répondu 500' });
  });

  it('asks the local rebuilder under npm start, with the request’s database', async () => {
    const seen: Database[] = [];
    const rebuilder = createLocalSiteRebuilder({ rebuild: async (db) => void seen.push(db), log: () => {} });
    registerLocalSiteRebuilder(rebuilder);
    const status = await requestSiteRebuild({ db: handle.db, config: {} });
    expect(status).toMatchObject({ mode: 'local', state: 'building' });
    await rebuilder.idle();
    expect(seen).toEqual([handle.db]);
  });

  it('does nothing when nothing can rebuild', async () => {
    expect(await requestSiteRebuild({ db: handle.db, config: {} })).toEqual({
      mode: 'none',
      state: 'idle',
      lastBuiltAt: null,
      lastError: null,
    });
  });
});

describe('POST /api/content/rebuild', () => {
  it('is for administrators only', async () => {
    let builds = 0;
    const rebuilder = createLocalSiteRebuilder({ rebuild: async () => void builds++, log: () => {} });
    registerLocalSiteRebuilder(rebuilder);

    const anonymous = createTestApp({ db: handle.db });
    expect((await anonymous.request('/api/content/rebuild', { method: 'POST' })).status).toBe(401);
    expect((await anonymous.request('/api/content/rebuild-status')).status).toBe(401);

    await seedAdmin({ db: handle.db, username: 'rebuild-admin', password: 'Rebuild-admin-secret-1!' });
    const admin = createTestApp({ db: handle.db });
    await admin.request('/api/admin/login', {
      method: 'POST',
      json: { username: 'rebuild-admin', password: 'Rebuild-admin-secret-1!' },
    });
    const res = await admin.request('/api/content/rebuild', { method: 'POST' });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ mode: 'local', state: 'building' });
    await rebuilder.idle();
    expect(builds).toBe(1);
    expect(await (await admin.request('/api/content/rebuild-status')).json()).toMatchObject({
      mode: 'local',
      state: 'idle',
    });
  });
});
