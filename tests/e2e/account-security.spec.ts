// Issue 30 in the browser: a sign-up with an e-mail that already has an account looks like any other and tells its
// owner to check the mailbox; a data export after an old sign-in asks the password again in a dialog, then goes on.
import { test } from '@playwright/test';
import {
  createWedding,
  expect,
  expectNoSeriousViolations,
  expectToast,
  gotoHydrated,
  openSection,
  signUpCouple,
  STRONG_PASSWORD,
} from './couple-helpers.ts';

test('a sign-up with a taken e-mail gets no session and is told to check the mailbox', async ({ page, browser }) => {
  const owner = await signUpCouple(await browser.newPage(), 'deja-inscrit');
  await gotoHydrated(page, '/auth-simulation');
  const form = page.getByTestId('signup-form');
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByLabel('Nom', { exact: true }).fill('Durand');
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await form.getByLabel('Confirmer le mot de passe').fill(STRONG_PASSWORD);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expectToast(page, 'Vérifiez votre boîte mail', 'Si un compte existe déjà avec cette adresse');
  await expect(page).toHaveURL(/\/auth-simulation/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('an export after an old sign-in asks the password again, then downloads', async ({ page }) => {
  // Sign-up, two accessibility scans and a download: more than the default 30 s on a busy machine.
  test.slow();
  const couple = await signUpCouple(page, 'reauth', 'Éloïse', 'Reauth');
  const wedding = await createWedding(page);
  // The server's answer to a session signed in more than 12 hours ago, for the first export only.
  let asked = false;
  await page.route('**/api/account/export', async (route) => {
    if (asked) return route.continue();
    asked = true;
    await route.fulfill({
      status: 403,
      json: {
        code: 'REAUTHENTICATION_REQUIRED',
        message: 'Pour votre sécurité, saisissez à nouveau votre mot de passe pour continuer.',
      },
    });
  });
  await openSection(page, wedding.id, 'Paramètres');
  const privacy = page.getByTestId('privacy-settings');
  await privacy.getByRole('button', { name: 'Télécharger mes données' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirmez votre mot de passe' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Mot de passe')).toBeFocused();
  await expectNoSeriousViolations(page, 'the password dialog');
  await dialog.getByLabel('Mot de passe').fill('Pas-le-bon-2027!');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Mot de passe incorrect.');

  await dialog.getByLabel('Mot de passe').fill(couple.password);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Confirmer' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Vos données ont été téléchargées.');
});
