// GDPR in the browser: a couple downloads its data and erases its account from « Paramètres »; the back office's
// « Confidentialité et audit » lists administrators' writes, exports them and edits the retention periods; the
// published privacy policy has no blank left. Screens at 390 px and 1366 px.
import { readFile } from 'node:fs/promises';
import { test, type Page } from '@playwright/test';
import { logInAsAdmin, openAdmin } from './admin-helpers.ts';
import {
  createWedding,
  expect,
  expectNoSeriousViolations,
  expectToast,
  openSection,
  ORIGIN,
  settled,
  signUpCouple,
} from './couple-helpers.ts';

const WIDTHS = [390, 1366] as const;

async function shot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await settled(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
    // Nothing scrolls sideways on a phone.
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
}

test('a couple downloads its data, then erases its account with its password', async ({ page }) => {
  test.slow();
  const couple = await signUpCouple(page, 'rgpd', 'Éloïse', 'Rgpd');
  const wedding = await createWedding(page);
  await openSection(page, wedding.id, 'Paramètres');
  const privacy = page.getByTestId('privacy-settings');
  await expect(privacy.getByRole('heading', { name: 'Vos données personnelles' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    privacy.getByRole('button', { name: 'Télécharger mes données' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
    weddings: { brideName: string }[];
  };
  expect(data.account.email).toBe(couple.email);
  expect(data.weddings.map((w) => w.brideName)).toEqual(['Camille']);
  await expectToast(page, 'Vos données ont été téléchargées.');

  await privacy.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByTestId('privacy-delete-dialog');
  await expect(dialog.getByRole('heading', { name: 'Supprimer définitivement votre compte ?' })).toBeVisible();
  await expect(dialog).toContainText('Ce qui est effacé');
  await expect(dialog).toContainText('les invités et leurs numéros, tous les messages échangés');
  await expect(dialog).toContainText('Ce qui est conservé');
  await expect(dialog).toContainText('sans votre nom ni votre e-mail');
  await shot(page, 'couple-delete-dialog');
  await expectNoSeriousViolations(page, 'the erasure dialog');

  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Veuillez saisir votre mot de passe actuel')).toBeVisible();
  await dialog.getByLabel('Mot de passe actuel').fill('Pas-le-bon-1!');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.locator('#privacy-delete-password-error')).toHaveText('Mot de passe incorrect');

  await dialog.getByLabel('Mot de passe actuel').fill(couple.password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  const login = await page.request.post('/api/login-email', {
    data: { email: couple.email, password: couple.password },
    headers: { origin: ORIGIN },
  });
  expect(login.status()).toBe(401);
});

test('the back office lists and exports administrators’ writes and edits the retention periods', async ({ page }) => {
  await logInAsAdmin(page);
  // One recorded write to find (one that starts no site rebuild, which would outlive this run).
  const saved = await page.request.put('/api/admin/ai-control/settings', {
    data: { autoModeration: true, confidenceThreshold: 0.6, maxResponseLength: 500 },
    headers: { origin: ORIGIN },
  });
  expect(saved.status()).toBe(200);

  await openAdmin(page, '/admin/confidentialite');
  await expect(page.getByRole('heading', { level: 1, name: 'Confidentialité et audit' })).toBeVisible();
  const table = page.getByTestId('audit-table');
  await expect(table.getByText("Réglages de l'IA modifiés").first()).toBeVisible();
  await page.getByTestId('audit-target-filter').selectOption('assistant_settings');
  await expect(page).toHaveURL(/target=assistant_settings/);
  await expect(page.getByTestId('audit-row').first()).toContainText("Réglages de l'IA");
  await shot(page, 'admin-audit-log');

  await page
    .getByTestId('audit-row')
    .first()
    .getByRole('button', { name: /^Détail de l’entrée|^Détail de l'entrée/ })
    .first()
    .click();
  const detail = page.getByTestId('audit-view');
  await expect(detail).toContainText('Avant');
  // A readable diff: the field, its value before and after.
  await expect(detail.getByRole('row', { name: /confidenceThreshold/ })).toContainText('0.6');
  await detail.getByRole('button', { name: 'Fermer' }).first().click();

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
  expect(csv.suggestedFilename()).toMatch(/^journal-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text).toContain('Date;Administrateur;Action;Élément;Identifiant;Avant;Après');
  expect(text).toContain('assistant_settings.update');

  await page.getByRole('tab', { name: 'Conservation des données' }).click();
  const form = page.getByTestId('retention-settings');
  const trials = form.getByLabel('Essais gratuits sans compte (jours après leur création)');
  await expect(trials).toHaveValue('90');
  await trials.fill('0');
  await form.getByRole('button', { name: 'Enregistrer les durées' }).click();
  await expect(
    form.getByText('La durée de conservation des essais doit être un nombre entier de jours entre 1 et 365'),
  ).toBeVisible();
  await shot(page, 'admin-retention');
  await expectNoSeriousViolations(page, 'the retention periods');
});

test('the published privacy policy names the processors, the periods and how to use each right, with no blank', async ({
  page,
}) => {
  await page.goto('/page/confidentialite');
  const content = page.getByTestId('content-page');
  for (const text of [
    'Netlify',
    'Neon',
    'Stripe',
    'OpenAI',
    'Twilio',
    'SMTP',
    'un mois après le mariage',
    '90 jours',
    'Télécharger mes données',
    'Supprimer mon compte',
    'OUBLIE-MOI',
  ]) {
    await expect(content).toContainText(text);
  }
  for (const slug of ['confidentialite', 'cgu', 'mentions-legales']) {
    await page.goto(`/page/${slug}`);
    const body = await page.getByTestId('content-page').innerText();
    expect(body, slug).not.toMatch(/\[[^\]\n]+\]|\{\{/);
  }
  await page.goto('/page/confidentialite');
  await shot(page, 'public-privacy-policy');
});
