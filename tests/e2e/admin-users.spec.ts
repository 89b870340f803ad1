import { expect, test } from '@playwright/test';
import {
  createCoupleWithWedding,
  expectToast,
  logInAsAdmin,
  openAdmin,
  ORIGIN,
  PASSWORD,
  post,
  unique,
} from './admin-helpers.ts';

test('filters users, shows the Admin badge and unfinished sign-ups, creates, views, edits and deletes', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5);
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  const withWedding = await createCoupleWithWedding(
    api,
    { brideName: `Louise${tag}`, groomName: `Martin${tag}` },
    `Louise${tag}`,
  );
  await api.dispose();
  const lonely = await playwright.request.newContext({ baseURL: ORIGIN });
  const lonelyEmail = `${unique('sans-mariage')}@example.com`;
  await post(lonely, '/api/create-simulated-user', {
    email: lonelyEmail,
    firstName: `Paul${tag}`,
    lastName: 'Seul',
    password: PASSWORD,
  });
  await lonely.dispose();

  await logInAsAdmin(page);
  await openAdmin(page, '/admin/users');
  const rows = page.getByTestId('user-row');

  // The built-in administrator with its badge; the type filter finds it.
  await page.getByTestId('users-type-filter').selectOption('admin');
  const adminRow = page.locator('[data-user-id="admin-001"]');
  await expect(adminRow.getByTestId('admin-badge')).toHaveText('Admin');
  await page.getByTestId('users-type-filter').selectOption('');

  // Search; a user without a wedding shows 'Inscription non finalisée'.
  await page.getByTestId('users-search').fill(`PAUL${tag}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Inscription non finalisée');
  await page.getByTestId('users-search').fill(`louise${tag}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('1 mariage');
  await expect(rows.first()).not.toContainText('mariage(s)');

  // View: a click on the row opens the account.
  await rows.first().getByText('Couple', { exact: true }).click();
  const view = page.getByTestId('user-view');
  await expect(view.getByTestId('user-details')).toContainText(withWedding.email);
  await expect(view.getByRole('link', { name: `Louise${tag} & Martin${tag}` })).toBeVisible();
  await view.locator('.modal-action').getByRole('button', { name: 'Fermer' }).click();

  // Edit.
  await rows.first().getByRole('button', { name: 'Modifier' }).click();
  const form = page.getByTestId('user-form');
  await form.getByLabel('Nom', { exact: true }).fill(`Martin${tag}-Durand`);
  // The status follows the account's payments and trials; the team can only grant « Actif » on top of them.
  await expect(form.getByTestId('user-form-status')).toContainText("Statut d'abonnement aujourd'hui : Inactif.");
  await form.getByLabel("Accès accordé par l'équipe").selectOption('Oui : actif sans paiement');
  await form.getByTestId('user-form-submit').click();
  await expectToast(page, 'Utilisateur mis à jour');
  await expect(rows.first()).toContainText(`Martin${tag}-Durand`);
  await expect(rows.first()).toContainText('Actif');

  // New user (the spec's 'new user' button works).
  await page.getByTestId('user-new').click();
  const create = page.getByTestId('user-form');
  const newEmail = `${unique('nouveau')}@example.com`;
  await create.getByLabel('E-mail').fill(newEmail);
  await create.getByLabel('Prénom').fill(`Nora${tag}`);
  await create.getByLabel('Nom', { exact: true }).fill('Petit');
  await create.getByLabel('Mot de passe').fill('faible');
  await create.getByTestId('user-form-submit').click();
  await expect(create.getByRole('alert')).toHaveText('Le mot de passe doit contenir au moins 8 caractères');
  await create.getByLabel('Mot de passe').fill(PASSWORD);
  await create.getByTestId('user-form-submit').click();
  await expectToast(page, 'Utilisateur créé');
  await page.getByTestId('users-search').fill(`nora${tag}`);
  await expect(rows).toHaveCount(1);

  // Delete the couple with its wedding, after confirmation.
  await page.getByTestId('users-search').fill(`louise${tag}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Louise${tag}`);
  await rows.first().getByTestId('user-delete').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(
    'Ses mariages et tout ce qui en dépend seront supprimés définitivement.',
  );
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Utilisateur supprimé');
  await expect(page.getByText('Aucun utilisateur trouvé')).toBeVisible();
  expect((await page.request.get(`/api/admin/weddings/${withWedding.weddingId}`)).status()).toBe(404);

  // The built-in administrator shows as the protected account it is: no delete offered (the server refuses it too).
  await page.getByTestId('users-search').fill('');
  await page.getByTestId('users-type-filter').selectOption('admin');
  await expect(adminRow.getByTestId('built-in-badge')).toHaveText('Compte intégré (admin-001)');
  await expect(adminRow.getByTestId('user-protected')).toHaveText('Administrateur protégé');
  await expect(adminRow.getByTestId('user-delete')).toHaveCount(0);
  await expect(adminRow).toContainText('Administrateur');
  await expect(adminRow).not.toContainText('Inscription non finalisée');
  const refused = await page.request.delete('/api/admin/users/admin-001', { headers: { origin: ORIGIN } });
  expect(refused.status()).toBe(403);
});
