// Pre-launch (issue 28, the launch rule): every door to sign-up (landing, pricing, free trial, sign-up tab) says the
// same sentence and the API refuses new couple accounts with it; « Se connecter » stays open. On a phone and a
// desktop, against a server started in pre-launch (SITE_INITIAL_MODE=pre_launch).
import { expect, test, type Page } from '@playwright/test';
import { commonMessages } from '../../src/shared/messages/common.ts';
import { DEMO_COUPLE, ownServer } from './own-server.ts';

const SENTENCE = commonMessages['launch.signUpClosed'];
const server = ownServer({ name: 'pre-launch', portOffset: 1000, env: { SITE_INITIAL_MODE: 'pre_launch' } });
const PRE_LAUNCH_BASE = server.base;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: PRE_LAUNCH_BASE });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  await server.start();
});
test.afterAll(async () => server.stop());

async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder)
    await page.screenshot({
      path: `${folder}/pre-launch-${page.viewportSize()?.width ?? 0}-${name}.png`,
      fullPage: true,
    });
}

for (const viewport of [
  { name: 'téléphone', width: 390, height: 844 },
  { name: 'ordinateur', width: 1366, height: 900 },
]) {
  test.describe(`sur ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the landing: banner, disabled sign-up buttons, the sentence, « Se connecter » open', async ({ page }) => {
      await page.goto('/landing');
      await expect(page.getByTestId('construction-banner')).toContainText('Site en construction');
      for (const name of ['Essai gratuit', 'Réserver une démo', 'Commencer gratuitement']) {
        await expect(page.getByRole('button', { name, exact: true }).first()).toBeDisabled();
      }
      await expect(page.getByTestId('sign-up-closed').first()).toHaveText(new RegExp(SENTENCE));
      await expect(page.getByTestId('header-login')).toHaveAttribute('href', '/auth-simulation?mode=login');
      await expect(page.locator('a[href="/essai-gratuit"], a[href^="/api/login"]')).toHaveCount(0);
      await shot(page, 'landing');
      // The pricing cards on the landing lead nowhere either.
      await page.locator('#pricing').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-plan]').first()).toBeVisible();
      await expect(page.locator('[data-plan] a')).toHaveCount(0);
    });

    test('pricing and the free trial say the same sentence and offer no way in', async ({ page }) => {
      await page.goto('/pricing');
      await expect(page.getByTestId('sign-up-closed')).toHaveText(new RegExp(SENTENCE));
      await expect(page.locator('[data-plan]').first()).toBeVisible();
      await expect(page.locator('[data-plan] a')).toHaveCount(0);
      await expect(page.locator('a[href="/essai-gratuit"]')).toHaveCount(0);
      await shot(page, 'pricing');

      await page.goto('/essai-gratuit');
      await expect(page.getByTestId('sign-up-closed')).toHaveText(new RegExp(SENTENCE));
      await expect(page.locator('form')).toHaveCount(0);
      await shot(page, 'essai-gratuit');
      await page.getByTestId('sign-up-closed').getByRole('link', { name: 'Se pré-inscrire' }).click();
      await expect(page).toHaveURL(/\/pre-inscription$/);
    });

    test('the sign-up tab says the sentence, the API refuses, and the demo couple signs in', async ({ page }) => {
      await page.goto('/auth-simulation');
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
      await expect(page.getByTestId('sign-up-closed')).toHaveText(new RegExp(SENTENCE));
      await expect(page.getByTestId('signup-form')).toHaveCount(0);
      await shot(page, 'inscription');

      const refused = await page.request.post('/api/create-simulated-user', {
        data: {
          email: `ferme-${viewport.width}-${Date.now()}@example.com`,
          firstName: 'Léa',
          lastName: 'Roux',
          password: 'Tilleul-Vayres42!',
        },
        headers: { origin: PRE_LAUNCH_BASE },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(SENTENCE);

      await page.goto('/landing');
      await page.getByTestId('header-login').click();
      await page.waitForURL('**/auth-simulation?mode=login');
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
      const form = page.getByTestId('login-form');
      await form.locator('#login-email').fill(DEMO_COUPLE.email);
      await form.locator('#login-password').fill(DEMO_COUPLE.password);
      await form.locator('button[type=submit]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth-simulation'));
      await shot(page, 'connecte');
    });
  });
}
