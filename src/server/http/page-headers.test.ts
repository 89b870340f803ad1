import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHeaderRules, type HeaderRules } from './header-rules.ts';
import { inlineCode, readBuiltPages, writeHeadersFile, type BuiltPage } from './page-headers.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

const THEME = "document.documentElement.dataset.theme='dark'";
const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

let dist: string;
let pages: BuiltPage[];
let rules: HeaderRules;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-headers-'));
  const write = (path: string, body: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), body);
  };
  const page = (body: string) =>
    `<!doctype html><html><head><script>${THEME}</script></head><body>${body}</body></html>`;
  write('index.html', page('<h1>Accueil</h1>'));
  write(
    'landing/index.html',
    page(
      '<script type="application/ld+json">{"@type":"Event"}</script><script type="module" src="/_astro/landing.A1.js"></script>',
    ),
  );
  write('couple-payment/index.html', page('<astro-island component-url="/_astro/PaymentPage.B2.js"></astro-island>'));
  write('wedding/shell/index.html', page('<img src="/x.png" onload="this.dataset.ok=1">'));
  write('404.html', page('<h1>Introuvable</h1>'));
  write('_astro/landing.A1.js', 'import{a}from"./shared.C3.js";a();');
  write('_astro/shared.C3.js', 'export const a=()=>1;');
  // The Stripe loader is two chunks away, behind a dynamic import.
  write('_astro/PaymentPage.B2.js', 'import("./StripeCheckout.D4.js");');
  write('_astro/StripeCheckout.D4.js', 'import"./shared.C3.js";const u="https://js.stripe.com/basil/stripe.js";');
  pages = writeHeadersFile(dist);
  rules = await loadHeaderRules({ distDir: dist });
});

describe('inlineCode', () => {
  it('keeps the scripts a browser runs and the event-handler attributes', () => {
    const found = inlineCode(
      '<script>a()</script><script type="module">b()</script><script src="/c.js"></script><script type="application/json">{}</script><button onclick="d()">x</button>',
    );
    expect(found).toEqual({ scripts: ['a()', 'b()'], handlers: ['d()'] });
  });
});

describe('dist/_headers', () => {
  it('finds every page, its inline scripts and whether its scripts can load Stripe.js', () => {
    expect(pages.map((p) => [p.path, p.stripe])).toEqual([
      ['/', false],
      ['/404', false],
      ['/couple-payment', true],
      ['/landing', false],
      ['/wedding/shell', false],
    ]);
    expect(pages.find((p) => p.path === '/landing')!.scriptHashes).toEqual([hash(THEME)]);
  });

  it('gives every path the security headers and exactly one policy, with Stripe on the payment page only', async () => {
    for (const path of ['/', '/landing', '/landing/', '/couple-payment', '/wedding/42', '/wedding/new']) {
      const headers = rules.headersFor(path);
      expect(headers).toMatchObject(SECURITY_HEADERS);
      const policy = headers['Content-Security-Policy']!;
      expect(policy).toContain(`script-src 'self' 'unsafe-hashes'`);
      expect(policy).toContain(hash(THEME));
      expect(policy).toContain(hash('this.dataset.ok=1'));
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy.includes('https://js.stripe.com')).toBe(path === '/couple-payment');
      expect(policy).not.toContain(',');
    }
    expect(rules.headersFor('/_astro/landing.A1.js')['Content-Security-Policy']).toBeUndefined();
  });

  it('is rebuilt from the pages as they are, so the pages of the last build always pass', async () => {
    writeFileSync(join(dist, 'landing/index.html'), '<script>console.log("nouveau")</script>');
    expect(readBuiltPages(dist).find((p) => p.path === '/landing')!.scriptHashes).toEqual([
      hash('console.log("nouveau")'),
    ]);
  });
});

describe('the 404 page', () => {
  it('carries its own policy in a <meta> before its scripts, for the unknown paths Netlify serves it at', () => {
    const html = readFileSync(join(dist, '404.html'), 'utf8');
    const meta = /<head><meta http-equiv="Content-Security-Policy" content="([^"]+)"><script>/.exec(html);
    expect(meta?.[1]).toContain(`script-src 'self' ${hash(THEME)}`);
    expect(meta?.[1]).not.toContain('frame-ancestors');
    // Written once: a second build pass does not add another.
    writeHeadersFile(dist);
    expect(readFileSync(join(dist, '404.html'), 'utf8').match(/http-equiv/g)).toHaveLength(1);
  });
});
