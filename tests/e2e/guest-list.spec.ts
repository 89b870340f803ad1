// The couple's guest list (/wedding/:id, « Invités »): a guest added by hand with a French number, a CSV import
// previewed (nothing written) then confirmed, edit and delete, and a 390 px screen that never scrolls sideways.
import { test, type Page } from '@playwright/test';
import {
  createWedding,
  expect,
  expectNoSeriousViolations,
  expectToast,
  gotoHydrated,
  signUpCouple,
} from './couple-helpers.ts';

const SCREENSHOTS = 'test-results/guest-list';

async function openGuestTab(page: Page, weddingId: number) {
  await gotoHydrated(page, `/wedding/${weddingId}`);
  await page.getByRole('tab', { name: 'Invités', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Invités', exact: true });
  await expect(panel.getByTestId('guest-counts')).toBeVisible();
  return panel;
}

async function addGuest(page: Page, fields: { name: string; phone: string; household?: string; language?: string }) {
  await page.getByRole('button', { name: 'Ajouter un invité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un invité' });
  await dialog.getByLabel('Nom').fill(fields.name);
  await dialog.getByLabel('Téléphone').fill(fields.phone);
  if (fields.household) await dialog.getByLabel('Foyer', { exact: true }).fill(fields.household);
  if (fields.language) await dialog.getByLabel('Langue').selectOption(fields.language);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  return dialog;
}

/** Three lines: a new guest, a bad phone, and the phone of the guest added by hand (written another way). */
const CSV = [
  'nom;téléphone;foyer;langue;email',
  'Léa Martin;06 98 76 54 32;Famille Martin;fr;lea@example.com',
  'Numéro Faux;12;;;',
  'Paul Durand;+33612345678;Famille Durand;en;paul@example.com',
].join('\n');

async function chooseCsv(page: Page, csv: string) {
  await page
    .getByLabel('Fichier CSV des invités')
    .setInputFiles({ name: 'invites.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

test('a couple adds a guest, previews a CSV import without writing, confirms it, edits and deletes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpCouple(page, 'invites');
  const wedding = await createWedding(page);
  const panel = await openGuestTab(page, wedding.id);

  await test.step('empty list, counts at zero', async () => {
    await expect(panel.getByTestId('guest-list-empty')).toBeVisible();
    await expect(panel.getByTestId('guest-count-listed')).toHaveText('0 invité sur la liste');
    await expect(panel.getByTestId('guest-count-written')).toHaveText('0 a déjà écrit');
    await expect(panel.getByTestId('rsvp-waiting-value')).toHaveText('0');
    await expect(panel.getByTestId('rsvp-deadline')).toHaveText(
      'Pas de date limite de réponse : vous pouvez en fixer une dans « Informations » (« Modifier les informations »).',
    );
    await expect(panel.getByTestId('rsvp-diets')).toHaveCount(0);
  });

  await test.step('the form checks before sending, then a French number is listed in E.164', async () => {
    await page.getByRole('button', { name: 'Ajouter un invité' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un invité' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByTestId('guest-name-error')).toHaveText('Le nom de l’invité est obligatoire.');
    // A phone is optional: a child or a grandmother without a mobile is listed too.
    await expect(dialog.getByTestId('guest-phone-error')).toHaveCount(0);
    await expect(dialog.getByLabel('Nom')).toBeFocused();
    await expectNoSeriousViolations(page, 'dialogue invité (erreurs)');
    await page.keyboard.press('Escape');

    await addGuest(page, { name: 'Paul Durand', phone: '06 12 34 56 78', household: 'Famille Durand' });
    await expectToast(page, 'Invité ajouté');
    const row = panel.getByTestId('guest-row').filter({ hasText: 'Paul Durand' });
    await expect(row.getByTestId('guest-phone')).toHaveText('+33612345678');
    await expect(row).toContainText('Famille Durand');
    await expect(row.getByTestId('guest-written')).toHaveText('pas encore');
    await expect(row.getByTestId('guest-rsvp')).toHaveText('En attente');
    await expect(panel.getByTestId('guest-count-listed')).toHaveText('1 invité sur la liste');
  });

  await test.step('the same phone again completes that guest instead of doubling it', async () => {
    await addGuest(page, { name: 'Paul Durand', phone: '+33 6 12 34 56 78', language: 'fr' });
    await expectToast(page, 'Invité mis à jour');
    await expect(panel.getByTestId('guest-row')).toHaveCount(1);
  });

  await test.step('a bad phone is refused next to the field', async () => {
    const dialog = await addGuest(page, { name: 'Faux Numéro', phone: '12' });
    await expect(dialog.getByTestId('guest-phone-error').or(dialog.getByTestId('guest-form-error'))).toContainText(
      'invalide',
    );
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(panel.getByTestId('guest-row')).toHaveCount(1);
  });

  await test.step('the CSV preview shows each line, writes nothing', async () => {
    await chooseCsv(page, CSV);
    const preview = panel.getByTestId('guest-import-preview');
    await expect(preview).toBeVisible();
    await expect(preview.getByTestId('guest-import-summary')).toHaveText(
      '1 nouveau, 0 fusionné, 1 doublon ignoré, 1 ligne en erreur ignorée',
    );
    const rows = preview.getByTestId('guest-import-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Nouvel invité');
    await expect(rows.nth(1)).toContainText('Erreur');
    await expect(rows.nth(1).getByTestId('guest-import-row-errors')).toContainText('Numéro de téléphone invalide');
    await expect(rows.nth(2)).toContainText('Doublon');
    await expect(rows.nth(2).getByTestId('guest-import-duplicate')).toContainText(
      'Doublon de Paul Durand, déjà dans votre liste',
    );
    await expectNoSeriousViolations(page, 'aperçu import');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/preview-1366.png`, fullPage: true });

    // Nothing written yet: the list on screen and the one the server returns are unchanged.
    await expect(panel.getByTestId('guest-row')).toHaveCount(1);
    const listed = await page.request.get(`/api/weddings/${wedding.id}/guests`);
    expect(await listed.json()).toHaveLength(1);
  });

  await test.step('« Annuler » drops the preview; choosing again then confirming writes the valid lines', async () => {
    await panel.getByRole('button', { name: 'Annuler' }).click();
    await expect(panel.getByTestId('guest-import-preview')).toHaveCount(0);
    await expect(panel.getByTestId('guest-row')).toHaveCount(1);

    await chooseCsv(page, CSV);
    await panel.getByRole('button', { name: 'Confirmer l’import' }).click();
    await expectToast(page, 'Import terminé', '1 nouveau, 0 fusionné, 1 doublon ignoré, 1 ligne en erreur ignorée');
    await expect(panel.getByTestId('guest-import-preview')).toHaveCount(0);
    await expect(panel.getByTestId('guest-row')).toHaveCount(2);
    const lea = panel.getByTestId('guest-row').filter({ hasText: 'Léa Martin' });
    await expect(lea.getByTestId('guest-phone')).toHaveText('+33698765432');
    await expect(lea).toContainText('Français');
    await expect(panel.getByTestId('guest-row').filter({ hasText: 'Paul Durand' })).toHaveCount(1);
    await expect(panel.getByTestId('guest-count-listed')).toHaveText('2 invités sur la liste');
    await expect(panel).not.toContainText('Numéro Faux');
    await expectNoSeriousViolations(page, 'liste des invités');
    await page.screenshot({ path: `${SCREENSHOTS}/list-1366.png`, fullPage: true });
  });

  await test.step('edit, then delete after confirmation', async () => {
    await panel.getByRole('button', { name: 'Modifier : Léa Martin' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier l’invité' });
    await expect(edit.getByLabel('Nom')).toHaveValue('Léa Martin');
    await edit.getByLabel('Foyer', { exact: true }).fill('Cousins');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Invité mis à jour');
    await expect(panel.getByTestId('guest-row').filter({ hasText: 'Léa Martin' })).toContainText('Cousins');

    await panel.getByRole('button', { name: 'Supprimer : Léa Martin' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cet invité ?' });
    await expect(confirm).toContainText('Léa Martin sera retiré');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page, 'Invité retiré de la liste.');
    await expect(panel.getByTestId('guest-row')).toHaveCount(1);
    await expect(panel.getByRole('button', { name: 'Ajouter un invité' })).toBeFocused();
  });
});

test('at 390 px the guest tab never makes the page scroll sideways, and each guest reads as a card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpCouple(page, 'invites-mobile');
  const wedding = await createWedding(page);
  const panel = await openGuestTab(page, wedding.id);
  await addGuest(page, {
    name: 'Marie-Charlotte de La Rochefoucauld',
    phone: '06 12 34 56 78',
    household: 'Famille de La Rochefoucauld',
    language: 'en',
  });
  await expectToast(page, 'Invité ajouté');
  await expect(panel.getByTestId('guest-row')).toHaveCount(1);
  await chooseCsv(page, CSV);
  await expect(panel.getByTestId('guest-import-preview')).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // The guest list itself does not scroll sideways either: each field carries its column's name.
  const box = panel.getByTestId('guest-table-box');
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const phone = panel.getByTestId('guest-phone').first();
  expect(await phone.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Téléphone"');
  const remove = await panel
    .getByTestId('guest-row')
    .first()
    .getByRole('button', { name: /Supprimer/ })
    .boundingBox();
  expect(remove!.x + remove!.width).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'invités 390 px');
  await page.screenshot({ path: `${SCREENSHOTS}/tab-390.png`, fullPage: true });
});
