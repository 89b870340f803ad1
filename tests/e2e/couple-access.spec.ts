// Who sees what: signed-out visitors, a couple without a wedding, another couple's wedding, an unreadable mirror.
import { test } from '@playwright/test';
import { expect, createWedding, expectToast, signUpCouple, STRONG_PASSWORD } from './couple-helpers.ts';

test("a second couple cannot open the first couple's wedding", async ({ page, browser }) => {
  await signUpCouple(page, 'premier');
  const wedding = await createWedding(page);
  await page.goto(`/wedding/${wedding.id}`);
  await expect(page.getByTestId('wedding-title')).toHaveText('Camille & Julien');

  const other = await browser.newContext();
  const intruder = await other.newPage();
  await signUpCouple(intruder, 'second', 'Léa', 'Martin');
  await intruder.goto(`/wedding/${wedding.id}`);
  await expect(intruder.getByRole('heading', { name: 'Mariage introuvable' })).toBeVisible();
  await expect(
    intruder.getByText("Ce mariage n'existe pas ou vous n'avez pas l'autorisation de le voir."),
  ).toBeVisible();
  await expect(intruder.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/');
  await expect(intruder.getByText('Camille & Julien')).toHaveCount(0);

  for (const path of ['/wedding/999999', '/wedding/abc', '/wedding/shell']) {
    await intruder.goto(path);
    await expect(intruder.getByRole('heading', { name: 'Mariage introuvable' })).toBeVisible();
  }
  await other.close();
});

test('signed-out visitors are asked to sign in, and /couple-signup sends them to the auth screen', async ({ page }) => {
  await page.goto('/couple-dashboard');
  await expect(page.getByRole('heading', { name: 'Veuillez vous connecter' })).toBeVisible();

  await page.goto('/wedding/1');
  await expect(page.getByRole('heading', { name: 'Veuillez vous connecter' })).toBeVisible();

  await page.goto('/couple-signup', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth-simulation$/);
  await expectToast(page, 'Authentification requise', "Veuillez vous connecter d'abord");

  // No stored form: /couple-signup, which (signed out) sends on to /auth-simulation; the chain ends there.
  await page.goto('/couple-complete-signup', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth-simulation$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // '/' sends a signed-out visitor on before it has finished loading: only its start is awaited.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/landing$/);
});

test('an unreadable session mirror is logged in French and leaves the visitor signed out', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/landing');
  await page.evaluate(() => sessionStorage.setItem('user', '{pas du json'));
  await page.goto('/couple-dashboard');
  await expect(page.getByRole('heading', { name: 'Veuillez vous connecter' })).toBeVisible();
  expect(logs.some((line) => line.includes('Utilisateur de session illisible'))).toBe(true);
});

test('a couple without a wedding sees "En attente"; signing in leads to the wedding form', async ({ page }) => {
  const couple = await signUpCouple(page, 'attente');
  await page.goto('/couple-dashboard');
  await expect(page.getByTestId('dashboard-pending')).toBeVisible();
  await expect(page.getByText('En attente')).toBeVisible();
  for (const step of [
    'Renseignez les informations de votre mariage',
    'Payez l’acompte (la moitié du forfait) : votre assistant est activé dès le paiement confirmé',
    'Envoyez votre lien WhatsApp à vos invités',
  ]) {
    await expect(page.getByText(step)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Configurer mon mariage' })).toHaveAttribute('href', '/couple-signup');

  await page.context().clearCookies();
  await page.goto('/auth-simulation?mode=login');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('login-form').getByLabel('Email').fill(couple.email);
  await page.getByTestId('login-form').getByLabel('Mot de passe').fill(STRONG_PASSWORD);
  await page.getByTestId('login-form').getByRole('button', { name: 'Se connecter' }).click();
  await expectToast(page, 'Connexion réussie !');
  await page.waitForURL('**/couple-signup');
});

test('the free-trial hand-over: the chosen plan is shown and sign-up follows redirectAfterAuth', async ({ page }) => {
  await page.goto('/landing');
  await page.evaluate(() => {
    sessionStorage.setItem('selectedPlan', 'couple');
    sessionStorage.setItem('redirectAfterAuth', '/couple-signup');
  });
  await page.goto('/auth-simulation');
  await expect(page.getByTestId('selected-plan')).toContainText('Formule Couple');
  const form = page.getByTestId('signup-form');
  await form.getByLabel('Prénom').fill('Inès');
  await form.getByLabel('Nom', { exact: true }).fill('Moreau');
  await form.getByLabel('Email').fill(`essai-${Date.now()}@example.com`);
  await form.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await form.getByLabel('Confirmer le mot de passe').fill(STRONG_PASSWORD);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL('**/couple-signup');
  expect(
    await page.evaluate(() => [sessionStorage.getItem('redirectAfterAuth'), sessionStorage.getItem('selectedPlan')]),
  ).toEqual([null, 'couple']);
});

test('a form kept from an expired session is finished by /couple-complete-signup after login', async ({ page }) => {
  const couple = await signUpCouple(page, 'complete');
  await page.goto('/landing');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'coupleFormData',
      JSON.stringify({ brideName: 'Alice', groomName: 'Bruno', weddingDate: '2027-09-18', ceremonyVenue: 'Mairie' }),
    ),
  );
  await page.context().clearCookies();
  await page.goto('/couple-complete-signup');
  await page.waitForURL('**/auth-simulation');
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterAuth'))).toBe('/couple-complete-signup');

  // The couple logs in in another tab (same cookies), then comes back.
  const response = await page.request.post('/api/login-email', {
    data: { email: couple.email, password: STRONG_PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/couple-complete-signup');
  await page.waitForURL(/\/wedding\/\d+$/);
  await expectToast(page, 'Mariage créé !');
  await expect(page.getByTestId('wedding-title')).toHaveText('Alice & Bruno');
  expect(await page.evaluate(() => sessionStorage.getItem('coupleFormData'))).toBeNull();
});
