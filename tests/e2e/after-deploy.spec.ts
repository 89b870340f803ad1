// A couple's page left open while the site is deployed again: the old build's files are gone. A section whose code
// loads on first opening says so and offers to reload (then opens once reloaded), and a toast whose viewport cannot
// load is still shown, plainly. At 390 px and 1366 px.
import { test } from '@playwright/test';
import { activateAsAdmin, createWedding, expect, gotoHydrated, ORIGIN, signUpCouple } from './couple-helpers.ts';

const SCREENSHOTS = 'test-results/after-deploy';
/** What a deploy does to the old build's files: they answer 404. */
const GONE = { status: 404, contentType: 'text/html', body: 'Not Found' };

for (const viewport of [
  { name: 'téléphone', width: 390, height: 844 },
  { name: 'ordinateur', width: 1366, height: 900 },
]) {
  test.describe(`sur ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a section whose code is gone offers to reload, then opens', async ({ page }) => {
      await signUpCouple(page, 'apres-deploiement');
      const { id } = await createWedding(page);
      await gotoHydrated(page, `/wedding/${id}`);
      await page.route('**/_astro/MessagesSection.*.js', (route) => route.fulfill(GONE));
      await page.getByRole('tab', { name: 'Messages', exact: true }).click();
      const failed = page.getByTestId('part-failed');
      await expect(failed).toContainText('le site vient peut-être d’être mis à jour');
      await page.screenshot({ path: `${SCREENSHOTS}/part-failed-${viewport.width}.png` });

      await page.unroute('**/_astro/MessagesSection.*.js');
      await failed.getByRole('button', { name: 'Recharger la page' }).click();
      await page.waitForLoadState('load');
      await page.getByRole('tab', { name: 'Messages', exact: true }).click();
      await expect(page.getByTestId('inbox')).toBeVisible();
      await expect(page.getByTestId('part-failed')).toHaveCount(0);
    });

    test('a toast is shown even when its viewport cannot load', async ({ page, context, playwright }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signUpCouple(page, 'toast-sans-viewport');
      const { id } = await createWedding(page);
      // The link to share is offered once the assistant is on.
      const admin = await playwright.request.newContext({ baseURL: ORIGIN });
      await activateAsAdmin(admin, id);
      await admin.dispose();
      await page.route('**/_astro/toast-viewport.*.js', (route) => route.fulfill(GONE));
      await gotoHydrated(page, `/wedding/${id}`);
      await page.getByRole('button', { name: 'Copier' }).first().click();
      const plain = page.getByTestId('plain-toast');
      await expect(plain).toContainText('Lien copié');
      await expect(plain).toHaveAttribute('role', 'status');
      await expect(plain).toBeInViewport();
      await page.screenshot({ path: `${SCREENSHOTS}/plain-toast-${viewport.width}.png` });
    });
  });
}
