import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveStaticPath, STATIC_REWRITES } from './static-routes.ts';

const files = new Set([
  '/index.html',
  '/404.html',
  '/landing/index.html',
  '/favicon.svg',
  '/_astro/app.js',
  '/wedding/new/index.html',
  '/wedding/shell/index.html',
  '/admin/index.html',
  '/admin/weddings/index.html',
  '/admin/wedding/shell/index.html',
]);

describe('resolveStaticPath', () => {
  it.each([
    ['/', '/index.html'],
    ['/landing', '/landing/index.html'],
    ['/landing/', '/landing/index.html'],
    ['/favicon.svg', '/favicon.svg'],
    ['/_astro/app.js', '/_astro/app.js'],
    ['/wedding/new', '/wedding/new/index.html'],
    ['/wedding/42', '/wedding/shell/index.html'],
    ['/admin', '/admin/index.html'],
    ['/admin/weddings', '/admin/weddings/index.html'],
    ['/admin/wedding/7', '/admin/wedding/shell/index.html'],
  ])('%s -> %s', (path, file) => {
    expect(resolveStaticPath(path, files)).toBe(file);
  });

  it.each(['/nope', '/wedding', '/landing/extra', '/../etc/passwd', '/%2e%2e/secret', '/%E0%A4%A'])(
    '%s -> 404',
    (path) => {
      expect(resolveStaticPath(path, files)).toBeNull();
    },
  );

  it('agrees with the rewrites declared in netlify.toml', () => {
    const toml = readFileSync(new URL('../../../netlify.toml', import.meta.url), 'utf8');
    const declared = [...toml.matchAll(/from = "([^"]+)"\s+to = "([^"]+)"\s+status = 200/g)].map((m) => ({
      from: m[1],
      to: m[2],
    }));
    expect(declared).toEqual(STATIC_REWRITES);
  });
});
