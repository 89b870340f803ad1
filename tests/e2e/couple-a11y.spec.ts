// axe-core on every couple screen, in both themes: no serious or critical violation. Also the toast system.
import { test, type Page } from '@playwright/test';
import {
  expect,
  activateAsAdmin,
  addFaq,
  createWedding,
  expectNoSeriousViolations,
  expectRed,
  gotoHydrated,
  ORIGIN,
  setTheme,
  signUpCouple,
  toast,
} from './couple-helpers.ts';

// Each page is analysed twice (light and dark): longer than the default 30 s.
test.describe.configure({ timeout: 180_000 });

async function checkBothThemes(page: Page, label: string) {
  await expectNoSeriousViolations(page, label);
  // setTheme waits for the colours to settle, so the contrast checks never see a frame mid-transition.
  await setTheme(page, 'dark');
  await expectNoSeriousViolations(page, `${label} (sombre)`);
  await setTheme(page, 'light');
}

test('signed-out screens', async ({ page }) => {
  await gotoHydrated(page, '/auth-simulation');
  await expect(page.getByTestId('signup-form')).toBeVisible();
  await checkBothThemes(page, 'auth-simulation (inscription)');
  await page.getByRole('tab', { name: 'Connexion' }).click();
  await checkBothThemes(page, 'auth-simulation (connexion)');

  await page.goto('/couple-dashboard');
  await expect(page.getByTestId('sign-in-required')).toBeVisible();
  await checkBothThemes(page, 'couple-dashboard (déconnecté)');
});

test('signed-in screens without a wedding', async ({ page }) => {
  await signUpCouple(page, 'axe-vide');
  await page.goto('/couple-dashboard');
  await expect(page.getByTestId('dashboard-pending')).toBeVisible();
  await checkBothThemes(page, 'couple-dashboard (en attente)');

  await gotoHydrated(page, '/couple-signup');
  await expect(page.getByTestId('wedding-form')).toBeVisible();
  await page.getByRole('button', { name: 'Créer mon assistant' }).click();
  await expect(page.getByTestId('signup-wedding-brideName-error')).toBeVisible();
  await checkBothThemes(page, 'couple-signup (erreurs)');

  await page.goto('/wedding/new');
  await expect(page.getByTestId('wedding-form')).toBeVisible();
  await checkBothThemes(page, 'wedding/new');

  await page.goto('/');
  await expect(page.getByText("Vous n'avez pas encore de mariage.")).toBeVisible();
  await checkBothThemes(page, 'tableau de bord (vide)');

  await page.goto('/wedding/424242');
  await expect(page.getByTestId('wedding-not-found')).toBeVisible();
  await checkBothThemes(page, 'mariage introuvable');
});

async function coupleWithWedding(page: Page, label: string) {
  await signUpCouple(page, label);
  const wedding = await createWedding(page);
  for (const n of [1, 2, 3, 4])
    await addFaq(page, wedding.id, `Question numéro ${n} ?`, `Une réponse assez longue numéro ${n}.`);
  return wedding;
}

test('the couple space leads to the wedding: its dashboard, every section and dialog', async ({ page }) => {
  // Ten screens, each analysed in both themes: past 3 minutes on the loaded CI machine (2 CPUs, 2 workers and
  // the server rebuilding the public site for the content specs).
  test.setTimeout(420_000);
  await coupleWithWedding(page, 'axe-mariage');
  await gotoHydrated(page, '/couple-dashboard');
  await page.waitForURL(/\/wedding\/\d+$/);
  await expect(page.getByTestId('wedding-dashboard')).toBeVisible();
  await expect(page.getByTestId('figures-guests')).toHaveText('0 invité · 0 a écrit');
  await expect(page.getByTestId('wedding-facts')).toBeVisible();
  await checkBothThemes(page, 'mariage (tableau de bord)');
  await page.getByRole('button', { name: 'Modifier les informations' }).click();
  await expect(page.getByTestId('wedding-form')).toBeVisible();
  await checkBothThemes(page, 'mariage (édition)');
  for (const tab of ['Questions fréquentes', 'Invités', 'Messages', 'Annonces', 'Paramètres', 'Paiement']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tabpanel', { name: tab, exact: true })).toBeVisible();
    await expect(page.getByTestId('loading')).toHaveCount(0);
    await checkBothThemes(page, `mariage ${tab}`);
  }
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await checkBothThemes(page, 'menu du compte');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Questions fréquentes', exact: true }).click();
  await expect(page.getByTestId('faq-item')).toHaveCount(4);
  await page.getByRole('button', { name: 'Ajouter une question' }).click();
  await checkBothThemes(page, 'dialogue FAQ');
  await page.keyboard.press('Escape');
});

test('an active assistant, the stop dialog and the review dialog', async ({ page, playwright }) => {
  await signUpCouple(page, 'axe-actif');
  const wedding = await createWedding(page);
  const admin = await playwright.request.newContext({ baseURL: ORIGIN });
  await activateAsAdmin(admin, wedding.id);
  await admin.dispose();

  await gotoHydrated(page, `/wedding/${wedding.id}`);
  await expect(page.getByTestId('bot-badge')).toHaveText('Actif');
  await checkBothThemes(page, 'mariage actif');
  await page.getByRole('tab', { name: 'Paramètres', exact: true }).click();
  await page.getByRole('button', { name: "Arrêter l'assistant" }).click();
  const stop = page.getByRole('dialog', { name: "Arrêter l'assistant" });
  await stop.getByRole('radio', { name: 'Autre raison' }).check();
  await stop.getByRole('button', { name: "Arrêter l'assistant" }).click();
  await expect(stop.getByRole('alert')).toBeVisible();
  await checkBothThemes(page, 'dialogue arrêt');
  await stop.getByRole('radio', { name: 'Le mariage est terminé' }).check();
  await stop.getByRole('button', { name: "Arrêter l'assistant" }).click();
  await expect(page.getByRole('dialog', { name: 'Votre avis nous intéresse' })).toBeVisible();
  await checkBothThemes(page, 'dialogue avis');
});

test('toasts: one at a time, the destructive one in red, readable in both themes', async ({ page }) => {
  await gotoHydrated(page, '/auth-simulation');
  const submit = page.getByTestId('login-form');
  await page.getByRole('tab', { name: 'Connexion' }).click();
  await submit.getByRole('button', { name: 'Se connecter' }).click();
  await submit.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('tab', { name: 'Inscription' }).click();
  await page.getByTestId('signup-form').getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page)).toContainText('Email requis');
  await expect(toast(page)).toHaveAttribute('data-type', 'error');
  await expectRed(toast(page));
  await checkBothThemes(page, 'toast destructif');
});
