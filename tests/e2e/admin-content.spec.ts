import { expect, test } from '@playwright/test';
import { expectToast, logInAsAdmin, openAdmin } from './admin-helpers.ts';

test('publishes a page from /admin/pages and opens it once the site is rebuilt', async ({ page, context }) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36).slice(-5);
  await logInAsAdmin(page);
  await openAdmin(page, '/admin/pages');

  // Templates of the legal pages prefill the form.
  await page.getByTestId('page-new').click();
  const dialog = page.getByTestId('page-dialog');
  await dialog.getByTestId('template-mentions-legales').click();
  await expect(dialog.getByTestId('page-slug')).toHaveValue('mentions-legales');
  await expect(dialog.getByTestId('page-content')).toHaveValue(/\S/);
  await expect(dialog.getByTestId('page-content')).toHaveAttribute('rows', '15');
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // A new page: the slug follows the title (accents folded, punctuation to hyphens).
  await page.getByTestId('page-new').click();
  await expect(dialog.getByTestId('page-save')).toBeDisabled();
  await dialog.getByTestId('page-title').fill(`Plan d’accès & Parking été ${tag}`);
  await expect(dialog.getByTestId('page-slug')).toHaveValue(`plan-d-acces-parking-ete-${tag}`);
  await dialog.getByTestId('page-content').fill(`# Venir au domaine\n\nLe parking est **gratuit** (${tag}).`);
  await dialog.getByTestId('page-save').click();
  await expectToast(page, 'Page créée');
  const row = page.locator(`[data-testid="page-row"][data-slug="plan-d-acces-parking-ete-${tag}"]`);
  await expect(row).toContainText('Publiée');

  // Editing keeps the slug.
  await row.getByRole('button', { name: 'Modifier' }).click();
  await dialog.getByTestId('page-title').fill(`Plan d’accès ${tag}`);
  await expect(dialog.getByTestId('page-slug')).toHaveValue(`plan-d-acces-parking-ete-${tag}`);
  await dialog.getByTestId('page-save').click();
  await expectToast(page, 'Page mise à jour');
  await expect(row).toContainText(`Plan d’accès ${tag}`);

  // Saving asked for a rebuild of the public site; once done, the page is online.
  const status = page.getByTestId('rebuild-status');
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('data-state', 'idle', { timeout: 240_000 });
  await expect(status).toContainText('reconstruit');
  const [published] = await Promise.all([context.waitForEvent('page'), row.getByTestId('page-open').click()]);
  await published.waitForLoadState();
  await expect(published).toHaveURL(new RegExp(`/page/plan-d-acces-parking-ete-${tag}/?$`));
  await expect(published.getByRole('heading', { level: 1 })).toContainText(`Plan d’accès ${tag}`);
  await expect(published.getByText(`Le parking est gratuit (${tag}).`)).toBeVisible();
  await published.close();

  // Delete.
  await row.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Page supprimée');
  await expect(row).toHaveCount(0);
});

test('content management: legal pages with required fields, edit and cancel; social links', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-5);
  await logInAsAdmin(page);
  await openAdmin(page, '/admin/content-management');
  const create = page.getByTestId('legal-create');

  await create.getByTestId('legal-new-title').fill('Sans contenu');
  await create.getByTestId('legal-create-submit').click();
  await expectToast(page, 'Champs requis', 'Veuillez remplir tous les champs obligatoires');

  await create.getByTestId('legal-new-slug').fill(`cgv-${tag}`);
  await create.getByTestId('legal-new-title').fill(`Conditions de vente ${tag}`);
  await create.getByTestId('legal-new-content').fill('Texte des conditions.');
  await create.getByTestId('legal-create-submit').click();
  await expectToast(page, 'Page créée', 'La page a été créée avec succès');
  await expect(create.getByTestId('legal-new-slug')).toHaveValue('');

  const item = page.locator(`[data-testid="legal-item"][data-slug="cgv-${tag}"]`);
  await expect(item).toContainText('Publié');
  await expect(item).toContainText(`/page/cgv-${tag}`);
  await expect(item.getByRole('link', { name: 'Voir' })).toHaveAttribute('target', '_blank');
  await item.getByRole('button', { name: 'Modifier' }).click();
  await item.getByRole('checkbox', { name: 'Publier' }).uncheck();
  await item.getByRole('button', { name: 'Annuler' }).click();
  await expect(item).toContainText('Publié');
  await item.getByRole('button', { name: 'Modifier' }).click();
  await item.getByRole('checkbox', { name: 'Publier' }).uncheck();
  await item.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Page mise à jour');
  await expect(item).toContainText('Brouillon');

  await page.getByRole('tab', { name: 'Réseaux sociaux' }).click();
  const social = page.getByTestId('social-links');
  for (const platform of ['Facebook', 'Instagram', 'Twitter', 'LinkedIn', 'YouTube'])
    await expect(social.getByTestId(`social-${platform}`)).toBeVisible();
  const instagram = social.getByTestId('social-Instagram');
  await instagram.getByRole('textbox').fill('pas une url');
  await instagram.getByRole('checkbox', { name: 'Activé' }).check();
  await social.getByTestId('social-save').click();
  await expectToast(
    page,
    'Impossible de sauvegarder les liens sociaux',
    'Le lien doit être une adresse https:// valide',
  );
  await instagram.getByRole('textbox').fill(`https://www.instagram.com/assistant.mariage.${tag}`);
  await social.getByTestId('social-save').click();
  await expectToast(page, 'Liens sociaux sauvegardés');
  await page.reload();
  await page.getByRole('tab', { name: 'Réseaux sociaux' }).click();
  await expect(page.getByTestId('social-Instagram').getByRole('textbox')).toHaveValue(
    `https://www.instagram.com/assistant.mariage.${tag}`,
  );
  await expect(page.getByTestId('social-Instagram').getByRole('checkbox')).toBeChecked();
});
