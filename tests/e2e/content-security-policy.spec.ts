// The pages' Content-Security-Policy (dist/_headers, written by the build) as Chromium enforces it: every built page,
// opened as the visitor, the couple or the administrator it is for, loads with no policy violation and no console
// error. Network answers (a 401 to a signed-out visitor) are logged by the browser and belong to the pages' own specs.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { SAMPLE_WEDDING } from '../../db/seed/sample-wedding.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4390}`;
const DIST = process.env.ASTRO_OUT_DIR ?? 'dist';

/** Every page of the build, as the URL a visitor opens. */
function builtPages(): string[] {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map(
      (e) =>
        `/${relative(DIST, join(e.parentPath, e.name)).split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/',
    )
    .sort();
}

async function post(request: APIRequestContext, path: string, data?: unknown) {
  const response = await request.post(path, { data, headers: { origin: ORIGIN } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Opens the page in a tab of its own, closed afterwards: a page that sends the visitor elsewhere once its session
 * check answers (/couple-signup → /auth-simulation) can do so late on a busy machine, and in a shared tab that
 * navigation aborted the next page's goto (net::ERR_ABORTED).
 */
async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  try {
    await check(page, path);
  } finally {
    // Checked already: a tab that a late navigation keeps from closing (seen once on /couple-payment, 130 s under CI's
    // load) is left to the context's own teardown rather than failing the spec on its timeout.
    await Promise.race([page.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
}

async function check(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  // A content page (or its short /{slug} alias) the back-office spec published and then deleted since this list
  // was read: the rebuild removed it. Every other built page is still there.
  if (response?.status() === 404) return;
  expect(response?.headers()['content-security-policy'], path).toMatch(/^default-src 'self'; script-src 'self'/);
  // The islands run under the policy too: wait until they have hydrated (client:load) and fetched what they need.
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  expect(problems, path).toEqual([]);
}

const pages = builtPages();
const isAdmin = (path: string) => path.startsWith('/admin') && path !== '/admin/login';
const isCouple = (path: string) =>
  path === '/' ||
  /^\/(couple-(dashboard|payment|payment-success|checkout|complete-signup)|balance-payment|wedding)\b/.test(path);

test.describe('Content-Security-Policy of the pages', () => {
  test.describe.configure({ timeout: 180_000 });

  test('public pages, as a visitor', async ({ context }) => {
    for (const path of pages.filter((p) => !isAdmin(p) && !isCouple(p))) await visit(context, path);
  });

  test('couple pages, signed in with a wedding', async ({ context }) => {
    const email = `csp-${Date.now()}-${process.pid}@example.com`;
    await post(context.request, '/api/create-simulated-user', {
      email,
      firstName: 'Camille',
      lastName: 'Durand',
      password: 'Tilleul-Vayres42!',
    });
    const wedding = await post(context.request, '/api/weddings', SAMPLE_WEDDING);
    for (const path of pages.filter(isCouple))
      await visit(context, path === '/wedding/shell' ? `/wedding/${String(wedding.id)}` : path);
  });

  test('back office, as the administrator', async ({ context }) => {
    await post(context.request, '/api/admin/login', E2E_ADMIN);
    for (const path of pages.filter(isAdmin))
      await visit(context, path === '/admin/wedding/shell' ? '/admin/weddings' : path);
  });
});
