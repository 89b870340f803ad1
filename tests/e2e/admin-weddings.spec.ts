import { expect, test } from '@playwright/test';
import { createCoupleWithWedding, createTrial, expectToast, logInAsAdmin, openAdmin, ORIGIN } from './admin-helpers.ts';

test('search, filter, switch a bot, manage the FAQ, open the detail page and delete weddings', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  // Names unique to this run: other specs add weddings to the same database.
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  const eloise = await createCoupleWithWedding(api, { brideName: `Éloïse${tag}`, groomName: 'Marc' });
  const api2 = await playwright.request.newContext({ baseURL: ORIGIN });
  const ines = await createCoupleWithWedding(api2, { brideName: `Inès${tag}`, groomName: 'Karim' });
  const trial = await createTrial(api, `Zoé${tag}`, 'Lucas');
  await api.dispose();
  await api2.dispose();

  await logInAsAdmin(page);
  await openAdmin(page, '/admin/weddings');
  const rows = page.getByTestId('wedding-row');
  const search = page.getByTestId('weddings-search');

  // Case- and accent-insensitive search over bride, groom and assistant id.
  await search.fill(`eloise${tag.toLowerCase()}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Éloïse${tag} & Marc`);
  await expect(rows.first().getByTestId('wedding-type')).toHaveText('Couple');
  await expect(rows.first().getByTestId('wedding-status')).toHaveText('En attente de paiement');
  await search.fill(ines.publicId.toUpperCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Inès${tag} & Karim`);
  await search.fill(tag);
  await expect(rows).toHaveCount(3);

  // Type and status filters.
  await page.getByTestId('weddings-type-filter').selectOption('trial');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-wedding-id', trial.weddingId);
  await expect(rows.first().getByTestId('wedding-type')).toHaveText('Essai');
  await page.getByTestId('weddings-type-filter').selectOption('unpaid');
  await expect(rows).toHaveCount(2);
  await page.getByTestId('weddings-type-filter').selectOption('');
  // Of the three, only the trial answers guests yet (the couples have not paid).
  await page.getByTestId('weddings-status-filter').selectOption('answering');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-wedding-id', trial.weddingId);
  await page.getByTestId('weddings-status-filter').selectOption('');
  await expect(rows).toHaveCount(3);

  // Details dialog with the 5 latest messages.
  await search.fill(`Éloïse${tag}`);
  // The server searches after a pause in typing.
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('button', { name: 'Voir les détails' }).click();
  const details = page.getByTestId('wedding-details');
  await expect(details.getByRole('heading', { name: `Éloïse${tag} & Marc` })).toBeVisible();
  await expect(details.getByText('5 derniers messages')).toBeVisible();
  await expect(details.getByText('Aucun message trouvé')).toBeVisible();
  await details.locator('.modal-action').getByRole('button', { name: 'Fermer' }).click();

  // Management view: bot switch, FAQ manager, back.
  await rows.first().getByRole('button', { name: 'Gérer' }).click();
  const management = page.getByTestId('wedding-management');
  await expect(management.getByRole('heading', { name: `Éloïse${tag} & Marc` })).toBeVisible();
  await expect(management.getByTestId('bot-test')).toBeDisabled();
  await management.getByTestId('bot-switch').click();
  await expectToast(page, 'Bot activé');
  await expect(management.getByTestId('bot-switch')).toBeChecked();
  await expect(management.getByTestId('bot-test')).toHaveAttribute('href', /wa\.me/);

  // The couple's FAQ editor, with its rule: save disabled until both fields are filled, 10 / 20 characters.
  const editor = management.getByTestId('faq-editor');
  await expect(editor).toContainText("Aucune question pour l'instant");
  await editor.getByRole('button', { name: 'Ajouter une question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle question' });
  const save = dialog.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Question').fill('Vestiaire ?');
  await dialog.getByLabel('Réponse', { exact: true }).fill('Oui.');
  await save.click();
  await expect(page.getByTestId('faq-answer-admin-error')).toHaveText(
    'La réponse doit contenir au moins 20 caractères',
  );
  await dialog.getByLabel('Question').fill('Y a-t-il un vestiaire ?');
  await dialog.getByLabel('Réponse', { exact: true }).fill('Oui, à l’entrée de la salle de réception.');
  await dialog.getByText('Versions anglaise et espagnole').click();
  await dialog.getByLabel('Réponse en anglais (facultatif)').fill('Yes, at the entrance of the reception hall.');
  await save.click();
  await expectToast(page, 'FAQ ajoutée');
  await expect(editor.getByTestId('faq-item')).toHaveCount(1);
  const created = await (await page.request.get(`/api/faqs/${eloise.weddingId}`)).json();
  expect(created).toMatchObject([
    { question: 'Y a-t-il un vestiaire ?', answerEn: 'Yes, at the entrance of the reception hall.', answerEs: null },
  ]);

  await editor.getByRole('button', { name: /^Modifier/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Modifier la question' });
  await editDialog.getByLabel('Réponse', { exact: true }).fill('Oui, gardé, à l’entrée de la salle de réception.');
  await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'FAQ modifiée');
  await expect(editor.getByTestId('faq-item')).toContainText('Oui, gardé');

  await editor
    .getByTestId('faq-item')
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await page.getByRole('dialog', { name: 'Supprimer la FAQ' }).getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'FAQ supprimée');
  await expect(editor.getByTestId('faq-item')).toHaveCount(0);

  await page.getByTestId('management-back').click();
  await expect(page.getByTestId('weddings-table')).toBeVisible();
  await search.fill(tag);
  await page.getByTestId('weddings-status-filter').selectOption('answering');
  await expect(rows).toHaveCount(2);

  // The server kept it (and the couple's own API sees it).
  const check = await page.request.get(`/api/admin/weddings/${eloise.weddingId}`);
  expect(await check.json()).toMatchObject({ botActive: true });

  // The detail page, with measured figures and a truthful status badge.
  await page.goto(`/admin/wedding/${eloise.weddingId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Éloïse${tag} & Marc` })).toBeVisible();
  await expect(page.getByTestId('wedding-status').first()).toHaveText('Actif');
  await expect(page.getByTestId('stat-total-messages-value')).toHaveText('0');
  await expect(page.getByTestId('stat-connected-guests-value')).toHaveText('0');
  await expect(page.getByTestId('stat-active-guests-value')).toHaveText('0');
  await expect(page.getByTestId('stat-response-time')).not.toContainText('2 min');
  await page.getByRole('tab', { name: 'Invités' }).click();
  await expect(page.getByText('Aucun invité connecté')).toBeVisible();
  await page.getByTestId('bot-switch').click();
  await expectToast(page, 'Bot désactivé');
  // Switched off and never paid: the couple pages' own status and words.
  await expect(page.getByTestId('wedding-status').first()).toHaveText('En attente de paiement');

  // Delete from the list, after the browser's confirm.
  await openAdmin(page, '/admin/weddings');
  await search.fill(`Inès${tag}`);
  await expect(rows).toHaveCount(1);
  page.once('dialog', (dialog) => void dialog.accept());
  await rows.first().getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Mariage supprimé');
  await expect(page.getByText('Aucun mariage trouvé')).toBeVisible();
  expect((await page.request.get(`/api/admin/weddings/${ines.weddingId}`)).status()).toBe(404);

  // A refused confirm deletes nothing.
  await search.fill(`Éloïse${tag}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Éloïse${tag}`);
  page.once('dialog', (dialog) => void dialog.dismiss());
  await rows.first().getByRole('button', { name: 'Supprimer' }).click();
  await expect(rows).toHaveCount(1);
});

test('an unknown wedding id shows "Mariage introuvable"', async ({ page }) => {
  await logInAsAdmin(page);
  await openAdmin(page, '/admin/wedding/987654');
  await expect(page.getByRole('alert')).toContainText('Mariage introuvable');
});
