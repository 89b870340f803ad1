import { expect, test } from '@playwright/test';
import { expectToast, logInAsAdmin, openAdmin } from './admin-helpers.ts';

// One after the other: the first test changes a plan's price for a moment, the second reads the plans.
test.describe.configure({ mode: 'serial' });

test('editing a plan changes the landing card', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-5);
  await logInAsAdmin(page);
  await openAdmin(page, '/admin/pricing');
  // The planner plan: the other specs check the couple's card.
  const panel = page.locator('[data-testid="plan-panel"][data-plan="wedding_planner"]');
  await panel.locator('summary').click();
  const features = panel.getByLabel('Fonctionnalités (une par ligne)');
  const original = {
    description: await panel.getByLabel('Description').inputValue(),
    features: await features.inputValue(),
    price: await panel.getByLabel('Prix (€)').inputValue(),
  };
  await panel.getByLabel('Description').fill(`Pour les pros du mariage ${tag}.`);
  // Blank lines are dropped.
  await features.fill(`${original.features}\n\n   \nAccompagnement dédié ${tag}\n`);
  await panel.getByLabel('Prix (€)').fill('210');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Plan mis à jour');
  await expect(features).toHaveValue(`${original.features}\nAccompagnement dédié ${tag}`);
  await expect(panel.locator('summary')).toContainText('210€/mois');

  const visitor = await browser.newPage();
  await visitor.goto('/landing');
  await visitor.locator('#pricing').scrollIntoViewIfNeeded();
  const card = visitor.locator('[data-testid="pricing-card"][data-plan="wedding_planner"]');
  await expect(card).toContainText(`Pour les pros du mariage ${tag}.`);
  await expect(card).toContainText(`Accompagnement dédié ${tag}`);
  await expect(card).toContainText('210€');

  // Put the plan back as it was.
  await panel.getByLabel('Description').fill(original.description);
  await features.fill(original.features);
  await panel.getByLabel('Prix (€)').fill(original.price);
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Plan mis à jour');
  await visitor.reload();
  await visitor.locator('#pricing').scrollIntoViewIfNeeded();
  await expect(card).toContainText(`${original.price}€`);
  await visitor.close();
});

test('creates, edits, switches and deletes a discount code; the second pricing screen is computed from the plans', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const code = `ETE${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await logInAsAdmin(page);
  await openAdmin(page, '/admin/pricing');
  await page.getByRole('tab', { name: 'Codes promo' }).click();
  const form = page.getByTestId('discount-create');
  const submit = form.getByTestId('discount-create-submit');

  await expect(submit).toBeDisabled();
  // Typed in lower case, forced to upper case.
  await form.getByTestId('discount-code').fill(code.toLowerCase());
  await expect(form.getByTestId('discount-code')).toHaveValue(code);
  await expect(submit).toBeDisabled();
  await form.getByTestId('discount-value').fill('0');
  await expect(submit).toBeDisabled();
  await form.getByTestId('discount-value').fill('15');
  await expect(submit).toBeEnabled();
  await form.getByLabel('Description').fill('Offre d’été');
  await submit.click();
  await expectToast(page, 'Code créé');
  // The form is reset.
  await expect(form.getByTestId('discount-code')).toHaveValue('');
  await expect(form.getByTestId('discount-value')).toHaveValue('');

  const item = page.locator(`[data-testid="discount-item"][data-code="${code}"]`);
  await expect(item).toContainText('-15 %');
  await expect(item).toContainText('0 utilisation');

  // A click on the code opens its edit dialog: a fixed amount with a usage limit.
  await item.getByRole('button', { name: `Modifier le code ${code}` }).click();
  const dialog = page.getByTestId('discount-dialog');
  await dialog.getByTestId('discount-type').selectOption('fixed_amount');
  await dialog.getByTestId('discount-value').fill('20');
  await dialog.getByTestId('discount-limit').fill('100');
  await dialog.getByTestId('discount-save').click();
  await expectToast(page, 'Code mis à jour');
  await expect(item).toContainText(/-20,00\s€/);
  await expect(item).toContainText('0 utilisation sur 100');

  // Promotions list it while it is active.
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Promotions' })).toContainText(code);
  await page.getByRole('tab', { name: 'Codes promo' }).click();

  // Active switch.
  await item.getByTestId('discount-active').click();
  await expectToast(page, 'Code mis à jour');
  await expect(item.getByTestId('discount-active')).not.toBeChecked();
  // The tab is in the URL: a reload comes back to it.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Codes promo' })).toHaveAttribute('aria-selected', 'true');
  await expect(item.getByTestId('discount-active')).not.toBeChecked();

  // Delete.
  await item.getByTestId('discount-delete').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Code supprimé');
  await expect(item).toHaveCount(0);

  // Regional pricing from the real plans (France x1, Suisse x1.2 ...), annual billing -20 %.
  const plans = (await (await page.request.get('/api/admin/pricing/plans')).json()) as {
    type: string;
    priceCents: number;
  }[];
  const couple = plans.find((p) => p.type === 'couple')!.priceCents;
  const planner = plans.find((p) => p.type === 'wedding_planner')!.priceCents;
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(cents / 100);
  await page.getByRole('tab', { name: 'Tarification régionale' }).click();
  const regional = page.getByTestId('regional-table');
  await expect(regional.getByRole('row', { name: /France/ })).toContainText(money(couple, 'EUR'));
  await expect(regional.getByRole('row', { name: /Suisse/ })).toContainText(money(couple * 1.2, 'CHF'));
  await expect(regional.getByRole('row', { name: /Canada/ })).toContainText(money(couple * 0.85, 'CAD'));
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await expect(page.getByTestId('annual-price').first()).toContainText(money(Math.round(planner * 12 * 0.8), 'EUR'));
  await page.getByRole('tab', { name: 'Analyse des tarifs' }).click();
  await expect(page.getByTestId('pricing-analytics')).toBeVisible();
});
