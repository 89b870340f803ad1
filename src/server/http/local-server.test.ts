import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { createApp } from './app.ts';
import { createLocalServer } from './local-server.ts';
import { writeHeadersFile } from './page-headers.ts';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase({ seedPlans: true });
let server: ReturnType<typeof createLocalServer>;
const lines: string[] = [];

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  const write = (path: string, body: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), body);
  };
  write('404.html', '<h1>404 Page Not Found</h1>');
  write('landing/index.html', `<h1>Accueil</h1>${'<p>texte</p>'.repeat(200)}`);
  write('wedding/shell/index.html', '<h1>Coquille mariage</h1>');
  write('_astro/app.js', 'console.log(1)');
  writeHeadersFile(dist);
  const netlifyConfigPath = new URL('../../../netlify.toml', import.meta.url).pathname;
  server = createLocalServer({
    db: handle.db,
    config: parseEnv({}),
    distDir: dist,
    netlifyConfigPath,
    log: (l) => lines.push(l),
  });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  server.app.request(`http://127.0.0.1:4321${path}`, { headers });

describe('local server', () => {
  it('serves clean URLs, gzip-compressed when asked, with the headers of dist/_headers', async () => {
    const res = await get('/landing', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'/);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('Accueil');
  });

  it('answers the API with the headers the app sets itself, as its Netlify function does', async () => {
    const res = await get('/api/pricing/plans');
    const direct = await createApp().request('/api/pricing/plans', {}, { db: handle.db, config: parseEnv({}) });
    for (const name of [...Object.keys(SECURITY_HEADERS), 'Content-Security-Policy']) {
      expect(res.headers.get(name)).toBe(direct.headers.get(name));
    }
    expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it('rewrites client-side routes to their page shell', async () => {
    const res = await get('/wedding/42');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Coquille mariage');
  });

  it('answers unknown paths with the 404 page and status 404, with the security headers and a page policy', async () => {
    const res = await get('/rien-ici');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('404 Page Not Found');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; script-src 'self'.*frame-ancestors 'none'/,
    );
  });

  it('never serves the host rules of dist/ (_headers)', async () => {
    const res = await get('/_headers');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Content-Security-Policy');
  });

  it('logs a forged line in a path as an escaped value of one JSON line', async () => {
    lines.length = 0;
    await get('/api/x%0aFORGED-LINE%0d%1b[31m');
    await get('/nulle-part%0a{"level":"error"}');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      // eslint-disable-next-line no-control-regex -- the point of the test
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      expect(JSON.parse(line)).toMatchObject({ level: 'info', event: 'request' });
    }
    expect((JSON.parse(lines[0]!) as { path: string }).path).toContain('\nFORGED-LINE');
  });

  it('caches hashed assets forever and revalidates pages', async () => {
    expect((await get('/_astro/app.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/landing')).headers.get('cache-control')).toContain('must-revalidate');
  });

  it('serves the API in process and logs one line per request', async () => {
    lines.length = 0;
    const res = await get('/api/pricing/plans');
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(3);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      event: 'request',
      method: 'GET',
      path: '/api/pricing/plans',
      status: 200,
      ms: expect.any(Number),
    });
  });
});
