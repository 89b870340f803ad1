// « Mot de passe oublié » as a couple lives it, on a phone and a desktop: the link under the login form, the
// neutral answer, the e-mail read from the outbox (the server stopped so that its PGlite folder can be opened),
// the new password from the link, the old one refused, the link spent.
import { desc, eq } from 'drizzle-orm';
import { expect, test, type Page } from '@playwright/test';
import { openLocalDb } from '../../db/local.ts';
import { outbox } from '../../db/schema/index.ts';
import { expectNoSeriousViolations } from './couple-helpers.ts';
import { ownServer } from './own-server.ts';

const server = ownServer({ name: 'reset', portOffset: 1100 });
const OLD = 'Tilleul-Vayres42!';
const NEW = 'Nouveau-mdp-2028!';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: server.base });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  await server.start();
});
test.afterAll(async () => server.stop());

async function hydrated(page: Page, path: string) {
  // Ready means hydrated, not every subresource loaded: the wait below is the one that matters.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder)
    await page.screenshot({ path: `${folder}/reset-${page.viewportSize()?.width ?? 0}-${name}.png`, fullPage: true });
}

/** The last e-mail sent to `to`, read from the outbox while the server is stopped. */
async function lastEmailTo(to: string) {
  await server.stop();
  const handle = await openLocalDb({ dataDir: server.dataDir });
  try {
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    return mail;
  } finally {
    await handle.close();
    await server.start();
  }
}

async function logIn(page: Page, email: string, password: string) {
  await hydrated(page, '/auth-simulation?mode=login');
  const form = page.getByTestId('login-form');
  await form.locator('#login-email').fill(email);
  await form.locator('#login-password').fill(password);
  await form.locator('button[type=submit]').click();
}

for (const viewport of [
  { name: 'téléphone', width: 390, height: 844 },
  { name: 'ordinateur', width: 1366, height: 900 },
]) {
  test(`sur ${viewport.name} (${viewport.width} px): forgot, e-mailed link, new password, old one refused`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = `oubli-${viewport.width}-${Date.now()}@example.com`;
    const signUp = await page.request.post('/api/create-simulated-user', {
      data: { email, firstName: 'Lou', lastName: 'Martin', password: OLD },
      headers: { origin: server.base },
    });
    expect(signUp.status()).toBe(201);
    await page.context().clearCookies();

    await hydrated(page, '/auth-simulation?mode=login');
    await page.getByTestId('forgot-password').click();
    await page.waitForURL('**/mot-de-passe-oublie');
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    await page.locator('#reset-email').fill(email);
    await shot(page, 'demande');
    await expectNoSeriousViolations(page, 'mot de passe oublié');
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByTestId('reset-sent')).toContainText('Si un compte existe pour cette adresse');
    await shot(page, 'envoye');

    const mail = await lastEmailTo(email);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    const link = /(http\S+\/reinitialiser-mot-de-passe#[\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(link, mail?.body).toBeTruthy();

    await hydrated(page, link!.replace(server.base, ''));
    await page.locator('#reset-password').fill('faible');
    await page.locator('#reset-confirm').fill('faible');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.locator('#reset-password-error')).toContainText('au moins 8 caractères');
    await page.locator('#reset-password').fill(NEW);
    await page.locator('#reset-confirm').fill(NEW);
    await shot(page, 'nouveau');
    await expectNoSeriousViolations(page, 'nouveau mot de passe');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.waitForURL('**/auth-simulation?mode=login');
    await expect(page.getByText('Mot de passe modifié : connectez-vous avec le nouveau.')).toBeVisible();
    await shot(page, 'modifie');

    await logIn(page, email, OLD);
    await expect(page.getByText('Email ou mot de passe incorrect').first()).toBeVisible();
    await logIn(page, email, NEW);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth-simulation'));

    // The link is spent, tried from another browser that never signed in (the signed-in tab moves on by itself;
    // closing it mid-navigation once left the next page's load pending until the test timed out under CI load).
    const { width, height } = viewport;
    const other = await browser.newContext({ baseURL: server.base, viewport: { width, height }, locale: 'fr-FR' });
    const fresh = await other.newPage();
    await hydrated(fresh, link!.replace(server.base, ''));
    await fresh.locator('#reset-password').fill('Encore-un-autre-3!');
    await fresh.locator('#reset-confirm').fill('Encore-un-autre-3!');
    await fresh.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(fresh.getByText('Ce lien de réinitialisation n’est plus valable').first()).toBeVisible();
    await other.close();
  });
}
