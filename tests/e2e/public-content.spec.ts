import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4390}`;

test.describe('content pages', () => {
  test('the legal pages are published in French, with their meta description', async ({ page }) => {
    for (const [slug, title] of [
      ['cgu', 'Conditions générales d’utilisation'],
      ['confidentialite', 'Politique de confidentialité'],
      ['mentions-legales', 'Mentions légales'],
    ]) {
      await page.goto(`/page/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/page/${slug}$`));
      expect(await page.getByTestId('content-page').locator('h2').count()).toBeGreaterThan(2);
      await expect(page.getByTestId('public-footer')).toBeVisible();
    }
  });

  test('/{slug} leads to /page/{slug}', async ({ page }) => {
    await page.goto('/mentions-legales');
    await expect(page).toHaveURL(/\/page\/mentions-legales$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  });

  test('an administrator’s rebuild replaces the site without a gap', async ({ request }) => {
    test.setTimeout(180_000);
    expect((await request.post('/api/admin/login', { data: E2E_ADMIN, headers: { origin: ORIGIN } })).status()).toBe(
      200,
    );
    const started = Date.now();
    const res = await request.post('/api/content/rebuild', { headers: { origin: ORIGIN } });
    expect(res.status()).toBe(202);
    expect(await res.json()).toMatchObject({ mode: 'local', state: 'building' });
    // Pages keep answering while dist/ is rebuilt beside the served one.
    let status: { state: string; lastBuiltAt: string | null };
    do {
      expect((await request.get('/page/cgu')).status()).toBe(200);
      status = (await (await request.get('/api/content/rebuild-status')).json()) as typeof status;
    } while (status.state === 'building' && Date.now() - started < 170_000);
    expect(status.state).toBe('idle');
    expect(new Date(status.lastBuiltAt!).getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect((await request.get('/landing')).status()).toBe(200);
  });

  test('a page published in the back office is visible after the rebuild', async ({ page, request }) => {
    test.setTimeout(240_000);
    expect((await request.post('/api/admin/login', { data: E2E_ADMIN, headers: { origin: ORIGIN } })).status()).toBe(
      200,
    );
    const slug = `page-e2e-${Date.now()}`;
    const created = await request.post('/api/admin/pages', {
      data: {
        slug,
        title: 'Page publiée en test',
        content: '## Bonjour\n\nUn **contenu** publié <script>alert(1)</script>.',
        metaDescription: 'Une page publiée par le test de bout en bout.',
        isPublished: true,
      },
      headers: { origin: ORIGIN },
    });
    expect(created.status()).toBeLessThan(300);
    // The back office requests the rebuild itself; asking again only folds into the same build.
    await request.post('/api/content/rebuild', { headers: { origin: ORIGIN } });
    await expect
      .poll(async () => (await request.get(`/page/${slug}`)).status(), { timeout: 200_000, intervals: [1000] })
      .toBe(200);
    await page.goto(`/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/page/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page publiée en test');
    await expect(page.getByTestId('content-page').locator('strong')).toHaveText('contenu');
    await expect(page.getByTestId('content-page')).toContainText('<script>alert(1)</script>');
    expect(await page.getByTestId('content-page').locator('script').count()).toBe(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Une page publiée par le test de bout en bout.',
    );
  });
});
