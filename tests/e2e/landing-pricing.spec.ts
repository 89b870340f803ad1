import { expect, test } from '@playwright/test';

test.describe('landing pricing cards', () => {
  test('render the three plans from the API with their labels; open, the available ones lead in', async ({ page }) => {
    await page.goto('/landing');
    // The island hydrates when the section comes into view, as a visitor scrolls to it.
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    const cards = page.getByTestId('pricing-card');
    await expect(cards).toHaveCount(3);

    const trial = page.locator('[data-plan="free_trial"]');
    const couple = page.locator('[data-plan="couple"]');
    const planner = page.locator('[data-plan="wedding_planner"]');
    await expect(trial).toContainText('0€');
    await expect(trial).toContainText('/découverte');
    await expect(couple).toContainText('95€');
    await expect(couple).toContainText('/mariage');
    await expect(couple).toContainText('Populaire');
    await expect(planner).toContainText('200€');
    await expect(planner).toContainText('/mois');

    // Open (npm start's first mode); pre-launch-doors.spec.ts checks them closed.
    await expect(trial.getByRole('link', { name: 'Créer mon assistant' })).toHaveAttribute('href', '/essai-gratuit');
    await expect(couple.getByRole('link', { name: 'Créer mon assistant' })).toHaveAttribute(
      'href',
      '/api/login?plan=couple',
    );
    await expect(planner.getByRole('button', { name: 'Non disponible' })).toBeDisabled();
    await expect(planner).toHaveClass(/opacity-75/);
    await expect(couple).not.toHaveClass(/opacity-75/);
  });

  test('show three skeleton cards while the plans load', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/pricing/plans', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/landing');
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('pricing-skeleton')).toHaveCount(3);
    release();
    await expect(page.getByTestId('pricing-card')).toHaveCount(3);
    await expect(page.getByTestId('pricing-skeleton')).toHaveCount(0);
  });
});
