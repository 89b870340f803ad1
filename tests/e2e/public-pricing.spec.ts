import { expect, test } from '@playwright/test';

test.describe('/pricing', () => {
  test('shows the active plans with their price labels and explains the couple payment plan', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByTestId('pricing-card')).toHaveCount(3);
    await expect(page.locator('[data-plan="free_trial"]')).toContainText('0€/découverte');
    await expect(page.locator('[data-plan="couple"]')).toContainText('95€/mariage');
    await expect(page.locator('[data-plan="couple"]')).toContainText('Populaire');
    await expect(page.locator('[data-plan="wedding_planner"]')).toContainText('200€/mois');
    await expect(
      page.locator('[data-plan="wedding_planner"]').getByRole('button', { name: 'Non disponible' }),
    ).toBeDisabled();
    for (const text of [
      '50 % à la commande',
      'Le solde le jour du mariage',
      'Actif jusqu’à un mois après',
      'Activation immédiate',
    ]) {
      await expect(page.getByRole('heading', { name: text })).toBeVisible();
    }
  });

  test('choosing the couple plan goes through /api/login to sign-up with the plan kept', async ({ page }) => {
    await page.goto('/pricing');
    await expect(
      page.locator('[data-plan="free_trial"]').getByRole('link', { name: 'Créer mon assistant' }),
    ).toHaveAttribute('href', '/essai-gratuit');
    await page.locator('[data-plan="couple"]').getByRole('link', { name: 'Créer mon assistant' }).click();
    await expect(page).toHaveURL(/\/auth-simulation\?plan=couple$/);
  });

  test('says so when the plans cannot be loaded', async ({ page }) => {
    await page.route('**/api/pricing/plans', (route) =>
      route.fulfill({ status: 500, body: '{"message":"panne"}', contentType: 'application/json' }),
    );
    await page.goto('/pricing');
    await expect(page.getByRole('alert')).toHaveText('Impossible de charger les tarifs pour le moment.');
    await expect(page.getByTestId('pricing-skeleton')).toHaveCount(0);
  });
});
