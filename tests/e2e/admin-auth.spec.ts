import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import {
  ADMIN_ROUTES,
  expectNoSeriousViolations,
  expectToast,
  logInAsAdmin,
  PASSWORD,
  post,
  unique,
  waitForIslands,
} from './admin-helpers.ts';

test.describe('administrator session', () => {
  test('every back-office route sends a visitor to /admin/login and shows nothing of the back office', async ({
    page,
  }) => {
    // Sixteen pages in turn, each loaded then redirected: more than the default 30 s on a loaded CI machine.
    test.slow();
    for (const path of [...ADMIN_ROUTES, '/admin/wedding/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByTestId('admin-menu')).toHaveCount(0);
    }
  });

  test('the guard says it is checking while the check runs', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/check-auth', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/weddings');
    await expect(page.getByText("Vérification de l'authentification...")).toBeVisible();
    await expect(page.getByTestId('admin-menu')).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a password typed before the page’s script has loaded never goes out in the address', async ({ page }) => {
    // The islands' scripts held back: the form is the server's HTML alone, as on a slow phone.
    await page.route('**/_astro/**/*.js', () => undefined);
    await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
    await page.locator('#admin-username').fill('admin');
    await page.locator('#admin-password').fill('not-in-the-url');
    await page.locator('#admin-password').press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('not-in-the-url');
    await expect(page.getByTestId('admin-login-form').getByRole('button', { name: 'Se connecter' })).toBeDisabled();
  });

  test('login: required fields, wrong credentials, show/hide password, success to /admin', async ({ page }) => {
    await page.goto('/admin/login');
    // Before hydration the browser itself would submit the form.
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText("Veuillez saisir votre nom d'utilisateur et mot de passe");

    await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('pas-le-bon');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expectToast(page, 'Erreur de connexion', 'Identifiants incorrects');
    await expect(page.getByRole('alert').filter({ hasText: 'Identifiants incorrects' })).toBeVisible();

    await password.fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  });

  test('the side menu lists every route, highlights the current one, and logs out', async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto('/admin/revenue');
    const menu = page.getByTestId('admin-menu');
    await expect(menu).toBeVisible();
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([...ADMIN_ROUTES]);
    await expect(menu.getByRole('link', { name: 'Revenus' })).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('admin-logout').click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a couple is not an administrator', async ({ page }) => {
    await post(page.request, '/api/create-simulated-user', {
      email: `${unique('couple')}@example.com`,
      firstName: 'A',
      lastName: 'B',
      password: PASSWORD,
    });
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the login page has no serious accessibility violation', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    await expectNoSeriousViolations(page, '/admin/login');
  });
});
