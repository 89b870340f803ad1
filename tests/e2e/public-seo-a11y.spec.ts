import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { settled } from './couple-helpers.ts';

const PAGES = [
  '/landing',
  '/pricing',
  '/pre-inscription',
  '/essai-gratuit',
  '/page/cgu',
  '/page/confidentialite',
  '/page/mentions-legales',
];

async function expectNoSeriousViolations(page: Page, label: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test.describe('SEO basics', () => {
  for (const path of PAGES) {
    test(`${path} has lang, title, description, canonical and Open Graph`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page).toHaveTitle(/Assistant Mariage/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${path}$`),
      );
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:locale']) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /.+/);
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of PAGES) expect(sitemap).toContain(`${path}</loc>`);
  });
});

test.describe('accessibility (axe): no serious or critical violation', () => {
  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousViolations(page, path);
    });
  }

  test('landing with its islands loaded, in both themes', async ({ page }) => {
    await page.goto('/landing');
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('pricing-card')).toHaveCount(3);
    await page.getByTestId('demo-chat').scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, 'landing');
    await page.getByTestId('theme-toggle').click();
    await expectNoSeriousViolations(page, 'landing (sombre)');
  });

  test('pricing cards, mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    await expect(page.getByTestId('pricing-card')).toHaveCount(3);
    await page.getByTestId('menu-toggle').click();
    await expectNoSeriousViolations(page, 'pricing mobile');
  });

  test('trial wizard steps 2 and 3, pre-registration thank-you', async ({ page }) => {
    await page.goto('/essai-gratuit');
    await page.getByLabel('Prénom de la mariée').fill('Nora');
    await page.getByLabel('Prénom du marié').fill('Hugo');
    await page.getByLabel('Date du mariage').fill('2027-05-22');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expectNoSeriousViolations(page, 'essai étape 2');
    await page.getByLabel('Lieu de la cérémonie').fill('Mairie de Nantes');
    await page.getByLabel('Heure de la cérémonie').fill('11:00');
    await page.getByRole('button', { name: 'Créer mon assistant d’essai' }).click();
    await expect(page.getByTestId('trial-step-3')).toBeVisible();
    await expectNoSeriousViolations(page, 'essai étape 3');

    await page.goto('/pre-inscription');
    await page.getByLabel('Email').fill(`axe-${Date.now()}@example.com`);
    await page.getByLabel('Prénom').fill('Axe');
    await page.getByRole('button', { name: 'Je me pré-inscris' }).click();
    await expect(page.getByTestId('pre-registration-thanks')).toBeVisible();
    await expectNoSeriousViolations(page, 'pré-inscription merci');
  });
});
