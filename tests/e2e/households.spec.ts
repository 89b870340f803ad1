// « Journée et foyers » and the import that keeps people: the parts of the day with their times and places, a
// household of two members (one without a phone) answering per part on WhatsApp, a `Prénom;Nom` import with a
// duplicate (« Doublon ») and a rejected file downloaded, fixed and imported again, then the table plan from a CSV.
// At 1366 px and 390 px, without sideways scroll.
import { readFile } from 'node:fs/promises';
import { test, type Page } from '@playwright/test';
import {
  ORIGIN,
  activateAsAdmin,
  createWedding,
  expect,
  expectNoSeriousViolations,
  expectToast,
  gotoHydrated,
  guestWrites,
  noSidewaysScroll,
  signUpCouple,
  toast,
} from './couple-helpers.ts';

const SCREENSHOTS = 'test-results/households';

/** « Journée et foyers » is the lower part of the « Invités » section: its own region there. */
async function openTab(page: Page, weddingId: number, name: 'Journée et foyers' | 'Invités') {
  await gotoHydrated(page, `/wedding/${weddingId}`);
  await page.getByRole('tab', { name: 'Invités', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Invités', exact: true });
  return name === 'Invités' ? panel : panel.getByRole('region', { name: 'Journée, foyers et plan de table' });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`parts, a household answering per part, an import with a duplicate and a fixed rejected file, the table plan (${viewport.width} px)`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signUpCouple(page, `foyers-${viewport.width}`);
    const wedding = await createWedding(page);
    const admin = await playwright.request.newContext({ baseURL: ORIGIN });
    await activateAsAdmin(admin, wedding.id);
    await admin.dispose();
    const start = decodeURIComponent(new URL(wedding.whatsappLink).searchParams.get('text') ?? '');
    const shot = (name: string) =>
      page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport.width}.png`, fullPage: true });

    let day = await openTab(page, wedding.id, 'Journée et foyers');
    await test.step('the parts of the day: the ceremony and reception, then a vin d’honneur and a dinner', async () => {
      const parts = day.getByTestId('wedding-part');
      await expect(parts).toHaveCount(2);
      await expect(parts.nth(0).getByTestId('wedding-part-time')).toHaveValue('15:30');
      await parts.nth(1).getByTestId('wedding-part-kind').selectOption('cocktail');
      await day.getByTestId('wedding-part-add').click();
      const dinner = parts.nth(2);
      await dinner.getByTestId('wedding-part-kind').selectOption('dinner');
      await dinner.getByTestId('wedding-part-time').fill('20:30');
      await dinner.getByTestId('wedding-part-venue').fill('Orangerie du château');
      await day.getByTestId('wedding-parts-save').click();
      await expectToast(page, 'Moments de la journée enregistrés');
      await expect(day.getByTestId('wedding-part')).toHaveCount(3);
      await expect(day.getByTestId('wedding-part').nth(2).getByTestId('wedding-part-venue')).toHaveValue(
        'Orangerie du château',
      );
    });

    await test.step('a household of two, one without a phone, invited to the ceremony and the vin d’honneur only', async () => {
      await day.getByTestId('household-new').click();
      const form = day.getByTestId('household-form');
      await form.getByTestId('household-name').fill('Famille Roux');
      await form.getByTestId('household-seats').fill('3');
      await form.getByTestId('household-part').nth(2).uncheck();
      const members = form.getByTestId('household-member-row');
      await members.nth(0).getByTestId('member-first-name').fill('Hélène');
      await members.nth(0).getByTestId('member-last-name').fill('Roux');
      await members.nth(0).getByTestId('member-phone').fill('06 12 34 56 78');
      await members.nth(1).getByTestId('member-first-name').fill('François');
      await members.nth(1).getByTestId('member-last-name').fill('Roux');
      await form.getByTestId('household-save').click();
      await expectToast(page, 'Foyer enregistré');
      const card = day.getByTestId('household-card').filter({ hasText: 'Famille Roux' });
      await expect(card.getByTestId('household-member')).toHaveCount(2);
      await expect(card).toContainText('sans téléphone');
      await expect(card).toContainText('En attente');
    });

    await test.step('Hélène answers on WhatsApp: the household’s answer, per part, with who gave it', async () => {
      await guestWrites(page, '+33612345678', start, 'Hélène');
      await guestWrites(page, '+33612345678', 'On sera 3 avec plaisir !', 'Hélène');
      day = await openTab(page, wedding.id, 'Journée et foyers');
      const card = day.getByTestId('household-card').filter({ hasText: 'Famille Roux' });
      await expect(card.getByTestId('household-part-answer')).toHaveCount(2);
      await expect(card.getByTestId('household-part-answer').first()).toContainText('Présent (3)');
      await expect(card).toContainText('Réponse donnée par Hélène Roux');
      // The dinner counts nobody of theirs; the ceremony counts 3 people, once.
      await expect(day.getByTestId('wedding-part-counts').nth(0)).toHaveText('1 foyer invité · 1 vient · 3 personnes');
      await expect(day.getByTestId('wedding-part-counts').nth(2)).toHaveText('0 foyer invité · 0 vient · 0 personne');
      await noSidewaysScroll(page, 'journée et foyers');
      await expectNoSeriousViolations(page, 'journée et foyers');
      await shot('day');
    });

    const guestsTab = await openTab(page, wedding.id, 'Invités');
    let rejected = '';
    await test.step('an import in Prénom;Nom columns: a duplicate shown, a rejected line downloadable', async () => {
      const csv = [
        'Prénom;Nom;Téléphone;Foyer',
        'Hélène;Roux;06 12 34 56 78;Famille Roux',
        'Jeanne;Petit;;Famille Petit',
        'Marc;Petit;06 11;Famille Petit',
      ].join('\n');
      await guestsTab
        .getByLabel('Fichier CSV des invités')
        .setInputFiles({ name: 'invites.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      const preview = guestsTab.getByTestId('guest-import-preview');
      await expect(preview.getByTestId('guest-import-summary')).toHaveText(
        '1 nouveau, 0 fusionné, 1 doublon ignoré, 1 ligne en erreur ignorée',
      );
      const rows = preview.getByTestId('guest-import-row');
      await expect(rows.nth(0)).toContainText('Doublon');
      await expect(rows.nth(0).getByTestId('guest-import-duplicate')).toContainText('Doublon de Hélène Roux');
      await expect(rows.nth(1)).toContainText('Jeanne Petit');
      await expect(rows.nth(2)).toContainText('06 11');
      await expect(rows.nth(2).getByTestId('guest-import-row-errors')).toContainText('Numéro de téléphone invalide');
      await noSidewaysScroll(page, 'aperçu import');
      await shot('import-preview');
      const downloading = page.waitForEvent('download');
      await preview.getByTestId('guest-import-rejected-download').click();
      rejected = await readFile(await (await downloading).path(), 'utf8');
      expect(rejected.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Prénom;Nom;Téléphone;Foyer;Motif du rejet');
      await preview.getByRole('button', { name: 'Confirmer l’import' }).click();
      await expectToast(page, 'Import terminé');
      await expect(guestsTab.getByTestId('guest-row').filter({ hasText: 'Jeanne Petit' })).toContainText(
        'sans téléphone',
      );
      // The duplicate was not merged: one Hélène, on her phone.
      await expect(guestsTab.getByTestId('guest-row').filter({ hasText: '+33612345678' })).toHaveCount(1);
    });

    await test.step('the rejected file, fixed, imported again', async () => {
      const fixed = rejected.replace('06 11', '06 11 11 11 11');
      await guestsTab
        .getByLabel('Fichier CSV des invités')
        .setInputFiles({ name: 'lignes-rejetees.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed, 'utf8') });
      const preview = guestsTab.getByTestId('guest-import-preview');
      await expect(preview.getByTestId('guest-import-summary')).toHaveText(
        '1 nouveau, 0 fusionné, 0 ligne en erreur ignorée',
      );
      await preview.getByRole('button', { name: 'Confirmer l’import' }).click();
      // The first import's toast may still be on screen: this one is told by its own summary.
      await expect(
        toast(page).filter({ hasText: 'Import terminé' }).filter({ hasText: '0 ligne en erreur ignorée' }),
      ).toBeVisible();
      const marc = guestsTab.getByTestId('guest-row').filter({ hasText: 'Marc Petit' });
      await expect(marc.getByTestId('guest-phone')).toHaveText('+33611111111');
      await expect(marc).toContainText('Famille Petit');
      // François shows the household's answer, given by Hélène.
      await expect(
        guestsTab.getByTestId('guest-row').filter({ hasText: 'François Roux' }).getByTestId('guest-answered-by'),
      ).toHaveText('réponse du foyer, par Hélène Roux');
      await shot('guests');
    });

    await test.step('the table plan from Table;Prénom;Nom, each bad line told', async () => {
      day = await openTab(page, wedding.id, 'Journée et foyers');
      const plan = day.getByTestId('seating-plan');
      const csv = [
        'Table;Prénom;Nom',
        'Table des témoins;Hélène;Roux',
        'Table des témoins;François;Roux',
        'Table 2;Jeanne;Petit',
        'Table 2;Personne;Inconnue',
      ].join('\n');
      await plan
        .getByTestId('seating-file')
        .setInputFiles({ name: 'plan.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      const preview = plan.getByTestId('seating-preview');
      await expect(preview).toContainText('3 invités placés, 1 ligne en erreur');
      await expect(preview.getByTestId('seating-preview-row').nth(3)).toContainText(
        'Aucun invité de votre liste ne s’appelle « Personne Inconnue ».',
      );
      await plan.getByTestId('seating-confirm').click();
      await expectToast(page, 'Plan de table enregistré');
      const tables = plan.getByTestId('seating-table');
      await expect(tables).toHaveCount(2);
      await expect(tables.nth(0)).toContainText('Table des témoins');
      await expect(tables.nth(0)).toContainText('François Roux');
      await expect(day.getByTestId('household-card').filter({ hasText: 'Famille Roux' })).toContainText(
        'Table : Table des témoins',
      );
      await noSidewaysScroll(page, 'plan de table');
      await shot('seating');
    });

    await test.step('a brunch added once the list is made: the whole list invited, as its box says', async () => {
      const parts = day.getByTestId('wedding-part');
      await day.getByTestId('wedding-part-add').click();
      const brunch = parts.nth(3);
      await expect(brunch.getByTestId('wedding-part-invite-all')).toBeChecked();
      await brunch.getByTestId('wedding-part-kind').selectOption('brunch');
      await brunch.getByTestId('wedding-part-time').fill('11:00');
      await brunch.screenshot({ path: `${SCREENSHOTS}/new-part-${viewport.width}.png` });
      await day.getByTestId('wedding-parts-save').click();
      await expectToast(page, 'Moments de la journée enregistrés');
      // Saved, it is a part like the others: the box was for its creation only.
      await expect(day.getByTestId('wedding-part-invite-all')).toHaveCount(0);
      await expect(day.getByTestId('household-card').filter({ hasText: 'Famille Roux' })).toContainText(
        'Cérémonie, Vin d’honneur, Brunch',
      );
    });
  });
}

test('two women create their wedding as themselves: the form speaks of « la mariée » twice, never of « le marié »', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpCouple(page, 'deux-mariees', 'Inès');
  await gotoHydrated(page, '/wedding/new');
  const form = page.getByTestId('wedding-form');
  await form.getByTestId('secondPartnerRole-select').selectOption('bride');
  await expect(form.getByText('Les mariées', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Prénom de la mariée')).toHaveCount(2);
  await expect(form.getByLabel('Prénom du marié')).toHaveCount(0);
  await page.getByRole('button', { name: 'Créer le mariage' }).click();
  await expect(form.getByText('Le prénom de la mariée est requis')).toHaveCount(2);
  await expect(form).not.toContainText('Le prénom du marié est requis');
  await form.getByLabel('Prénom de la mariée').nth(0).fill('Inès');
  await form.getByLabel('Prénom de la mariée').nth(1).fill('Léa');
  await form.getByLabel('Date du mariage').fill('2028-05-20');
  await page.getByRole('button', { name: 'Créer le mariage' }).click();
  await page.waitForURL(/\/wedding\/\d+$/);
  await expect(page.getByTestId('wedding-title')).toHaveText('Inès & Léa');
  await noSidewaysScroll(page, 'deux mariées');
  await page.screenshot({ path: `${SCREENSHOTS}/two-brides-390.png`, fullPage: true });
});
