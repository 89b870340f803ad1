import { expect, test } from '@playwright/test';

test.describe('landing', () => {
  test('open (npm start’s first mode): no construction banner, the sign-up buttons lead in, « Se connecter » too', async ({
    page,
  }) => {
    await page.goto('/landing');
    await expect(page.getByTestId('construction-banner')).toHaveCount(0);
    await expect(page.getByTestId('sign-up-closed')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Essai gratuit', exact: true }).first()).toHaveAttribute(
      'href',
      '/essai-gratuit',
    );
    await expect(page.getByTestId('header-login')).toHaveAttribute('href', '/auth-simulation?mode=login');
    await expect(
      page.getByText('Configuration en 5 minutes · Sans engagement · Aucun compte requis').first(),
    ).toBeVisible();
    // The top bar stays in place while scrolling.
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const before = await nav.boundingBox();
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await nav.boundingBox())?.y).toBe(before?.y);
  });

  test('anchors lead to the features, pricing and demo sections', async ({ page }) => {
    await page.goto('/landing');
    const links = page.getByTestId('header-links');
    for (const [label, id] of [
      ['Fonctionnalités', 'features'],
      ['Tarifs', 'pricing'],
      ['Démo', 'demo'],
    ] as const) {
      await links.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
      // The section title is not hidden under the fixed header.
      const title = await page.locator(`#${id} h2`).boundingBox();
      expect(title!.y).toBeGreaterThanOrEqual(96);
    }
  });

  test('the footer has the Product and Support columns, the legal pages, working help and contact links and the current year', async ({
    page,
  }) => {
    await page.goto('/landing');
    const footer = page.getByTestId('public-footer');
    await expect(footer.getByRole('heading', { name: 'Produit' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Support' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:contact@/);
    await expect(footer.getByRole('link', { name: 'Centre d’aide' })).toHaveAttribute('href', '/pricing#payment-title');
    await expect(footer.getByRole('link', { name: 'Conditions de vente' })).toHaveAttribute('href', '/page/cgv');
    await footer.getByRole('link', { name: 'Conditions', exact: true }).click();
    await expect(page).toHaveURL(/\/page\/cgu$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales d’utilisation');
  });
});

test.describe('landing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu toggle opens and closes the mobile menu, and a link closes it', async ({ page }) => {
    await page.goto('/landing');
    const toggle = page.getByTestId('menu-toggle');
    const menu = page.getByTestId('mobile-menu');
    await expect(page.getByTestId('header-links')).toBeHidden();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Fermer le menu');
    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Démo' }).click();
    await expect(page).toHaveURL(/#demo$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('#demo')).toBeInViewport();
  });
});
