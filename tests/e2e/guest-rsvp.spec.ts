// The answers to the invitation on « Invités »: guests answer through the signed WhatsApp webhook, the couple sees
// the server's figures, the deadline and the diets, filters the list and downloads the caterer's CSV; 390 px and
// 1366 px never scroll sideways.
import { readFile } from 'node:fs/promises';
import { test, type Page } from '@playwright/test';
import {
  ORIGIN,
  WEDDING,
  activateAsAdmin,
  createWedding,
  expect,
  expectNoSeriousViolations,
  gotoHydrated,
  guestWrites,
  noSidewaysScroll,
  signUpCouple,
} from './couple-helpers.ts';

const SCREENSHOTS = 'test-results/guest-rsvp';

async function addListedGuest(
  page: Page,
  weddingId: number,
  guest: { name: string; phone: string; household?: string },
) {
  const response = await page.request.post(`/api/weddings/${weddingId}/guests`, {
    data: guest,
    headers: { origin: ORIGIN },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('guests answer on WhatsApp; the couple sees the figures, filters the list and exports it for the caterer', async ({
  page,
  playwright,
}) => {
  test.setTimeout(150_000);
  await signUpCouple(page, 'rsvp');
  const wedding = await createWedding(page, { ...WEDDING, rsvpDeadline: '2027-05-01' });
  const admin = await playwright.request.newContext({ baseURL: ORIGIN });
  await activateAsAdmin(admin, wedding.id);
  await admin.dispose();
  const start = decodeURIComponent(new URL(wedding.whatsappLink).searchParams.get('text') ?? '');
  expect(start).toMatch(/^start-/);

  await test.step('three guests listed, then four answers over the signed webhook', async () => {
    await addListedGuest(page, wedding.id, {
      name: 'Hélène Martin',
      phone: '06 11 11 11 11',
      household: 'Famille Martin',
    });
    await addListedGuest(page, wedding.id, { name: 'Paul Durand', phone: '06 22 22 22 22' });
    await addListedGuest(page, wedding.id, { name: 'Léa Petit', phone: '06 44 44 44 44' });
    await guestWrites(page, '+33611111111', start, 'Invité WhatsApp');
    await guestWrites(
      page,
      '+33611111111',
      'Oui, avec mon mari et nos 2 enfants. Je suis végétarienne.',
      'Invité WhatsApp',
    );
    await guestWrites(page, '+33622222222', start, 'Invité WhatsApp');
    await guestWrites(page, '+33622222222', 'Désolé, je ne pourrai pas venir', 'Invité WhatsApp');
    // Not on the list: their answer is recorded, apart, and counts nowhere until the couple adds them (in English:
    // their language is kept).
    await guestWrites(page, '+33633333333', start, 'Invité WhatsApp');
    await guestWrites(page, '+33633333333', "We'll be there, promise!", 'Invité WhatsApp');
  });

  await gotoHydrated(page, `/wedding/${wedding.id}`);
  await page.getByRole('tab', { name: 'Invités', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Invités', exact: true });

  await test.step('the figures, the deadline and the diets are the server’s', async () => {
    const figures = panel.getByTestId('rsvp-figures');
    await expect(figures.getByTestId('rsvp-yes-value')).toHaveText('1');
    await expect(figures.getByTestId('rsvp-yes-desc')).toHaveText('4 personnes');
    await expect(figures.getByTestId('rsvp-no-value')).toHaveText('1');
    await expect(figures.getByTestId('rsvp-maybe-value')).toHaveText('0');
    await expect(figures.getByTestId('rsvp-waiting-value')).toHaveText('1');
    await expect(figures.getByTestId('rsvp-yes')).toContainText('Présents');
    await expect(panel.getByTestId('rsvp-deadline')).toHaveText('Réponses jusqu’au samedi 1er mai 2027');
    await expect(panel.getByRole('heading', { name: 'Régimes et allergies' })).toBeVisible();
    await expect(panel.getByTestId('rsvp-diet')).toHaveCount(1);
    await expect(panel.getByTestId('rsvp-diet')).toContainText('Hélène Martin');
    await expect(panel.getByTestId('rsvp-diet')).toContainText('Famille Martin');
    await expect(panel.getByTestId('rsvp-diet')).toContainText('végétarienne');
    const helene = panel.getByTestId('guest-row').filter({ hasText: 'Hélène Martin' });
    await expect(helene.getByTestId('guest-rsvp')).toHaveText('Présent (4 personnes)');
    await expect(helene.getByTestId('guest-diet')).toContainText('végétarienne');
    await expect(panel.getByTestId('guest-row')).toHaveCount(4);
    // No language on the list: the one each guest writes in, said as such (the invitation's and reminder's).
    await expect(helene).toContainText('Français (d’après ses messages)');
    const unlisted = panel.getByTestId('guest-row').filter({ hasText: '+33633333333' });
    await expect(unlisted).toContainText('Anglais (d’après ses messages)');
    await expect(unlisted.getByTestId('guest-not-counted')).toHaveText('Hors liste : ne compte pas encore');
    const outside = panel.getByTestId('outside-answers');
    await expect(outside.getByRole('heading', { name: 'Réponses hors liste' })).toBeVisible();
    await expect(outside.getByTestId('outside-answer')).toHaveCount(1);
    await expect(outside.getByTestId('outside-answer')).toContainText('+33633333333');
    await expect(outside.getByTestId('outside-answer-said')).toHaveText("Message : « We'll be there, promise! »");
    // « Les foyers » are the couple's: the stranger's answer is under « Réponses hors liste » alone, until added.
    const foyers = panel.getByTestId('households');
    await expect(foyers.getByTestId('household-card-name').filter({ hasText: 'Famille Martin' })).toBeVisible();
    await expect(foyers.getByTestId('household-card-name').filter({ hasText: 'Invité WhatsApp' })).toHaveCount(0);
    await expect(panel.getByTestId('guest-row').filter({ hasText: 'Léa Petit' })).not.toContainText('d’après');
    await expectNoSeriousViolations(page, 'invités avec réponses');
  });

  await test.step('the filter keeps the attending guests, with the summary’s counts', async () => {
    const filter = panel.getByLabel('Afficher');
    await expect(filter.locator('option[value="yes"]')).toHaveText('Présents (1)');
    await expect(filter.locator('option[value="waiting"]')).toHaveText('En attente (1)');
    await filter.selectOption('yes');
    await expect(panel.getByTestId('guest-row')).toHaveCount(1);
    await expect(panel.getByTestId('guest-row').filter({ hasText: 'Hélène Martin' })).toHaveCount(1);
    await filter.selectOption('waiting');
    await expect(panel.getByTestId('guest-row')).toHaveCount(1);
    await expect(panel.getByTestId('guest-row')).toContainText('Léa Petit');
    await filter.selectOption('no');
    await expect(panel.getByTestId('guest-row')).toHaveCount(1);
    await expect(panel.getByTestId('guest-row')).toContainText('Paul Durand');
    await filter.selectOption('maybe');
    await expect(panel.getByTestId('guest-filter-empty')).toBeVisible();
    await filter.selectOption('yes');
  });

  await test.step('« Exporter pour le traiteur (CSV) » downloads the attending guests', async () => {
    const downloading = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Exporter pour le traiteur (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^invites-.+-yes\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'Nom;Téléphone;Foyer;Enfant;Langue;E-mail;Réponse;Nombre de personnes;Cérémonie;Réception;Régime ou allergies',
    );
    expect(csv.slice(1)).toHaveLength(1);
    expect(csv.slice(1).join('\n')).toContain('Hélène Martin;+33611111111;Famille Martin;');
    expect(csv.slice(1).join('\n')).not.toContain(';+33633333333;');
    expect(csv.slice(1).every((line) => line.includes(';Présent;'))).toBe(true);
    await expect(panel.getByRole('link', { name: 'Exporter toute la liste (CSV)' })).toHaveAttribute(
      'href',
      `/api/weddings/${wedding.id}/guests/export?rsvp=all`,
    );
  });

  await test.step('« Ajouter à la liste » makes the answer outside the list count, in a household of its own', async () => {
    const outside = panel.getByTestId('outside-answers');
    const foyers = panel.getByTestId('households').getByTestId('household-card-name');
    await expect(foyers).toHaveCount(3);
    await expect(page.getByTestId('figures-guests')).toHaveText('3 invités · 2 ont écrit');
    await expect(page.getByTestId('figures-outside')).toHaveText('1 personne hors de votre liste a aussi écrit');
    // The list's own counts say the same as the dashboard's: who wrote among the list, the stranger apart.
    await expect(panel.getByTestId('guest-count-listed')).toHaveText('3 invités sur la liste');
    await expect(panel.getByTestId('guest-count-written')).toHaveText('2 ont déjà écrit');
    await expect(panel.getByTestId('guest-count-outside')).toHaveText('1 personne hors de votre liste a aussi écrit');
    await outside.getByRole('button', { name: /^Ajouter à la liste/ }).click();
    const dialog = page.getByTestId('outside-dialog');
    await expect(dialog.getByRole('radio', { name: 'Un nouveau foyer' })).toBeChecked();
    await page.screenshot({ path: `${SCREENSHOTS}/outside-dialog.png` });
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(outside).toHaveCount(0);
    await expect(panel.getByTestId('rsvp-yes-value')).toHaveText('2');
    await expect(panel.getByTestId('rsvp-yes-desc')).toHaveText('5 personnes');
    await expect(panel.getByLabel('Afficher').locator('option[value="yes"]')).toHaveText('Présents (2)');
    // The rest of the page follows without a reload: « Les foyers » below, the dashboard's figures above.
    await expect(foyers).toHaveCount(4);
    await expect(page.getByTestId('figures-guests')).toHaveText('4 invités · 3 ont écrit');
    await expect(page.getByTestId('figures-outside')).toHaveCount(0);
    await expect(panel.getByTestId('guest-count-written')).toHaveText('3 ont déjà écrit');
    await expect(panel.getByTestId('guest-count-outside')).toHaveCount(0);
  });

  await test.step('390 px and 1366 px: no sideways scroll, the figures in one row on a desktop', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page, 'invités 390 px');
    await page.screenshot({ path: `${SCREENSHOTS}/rsvp-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await noSidewaysScroll(page, 'invités 1366 px');
    const tops = await panel
      .getByTestId('rsvp-figures')
      .locator('.stat')
      .evaluateAll((stats) => stats.map((stat) => Math.round(stat.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'les quatre chiffres sur une ligne').toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/rsvp-1366.png`, fullPage: true });
  });
});
