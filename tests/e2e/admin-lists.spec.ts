// The back office as one application: client-side navigation without a new authentication check, lists paged
// and sorted by the server with their state in the URL, a refund with its confirmation, no page wider than a
// phone, and the dashboard's figures equal to the other screens'.
import { expect, test } from '@playwright/test';
import {
  ADMIN_ROUTES,
  createCoupleWithWedding,
  expectToast,
  logInAsAdmin,
  openAdmin,
  ORIGIN,
  post,
} from './admin-helpers.ts';

test('moving between screens reads the session once and never shows the guard again', async ({ page }) => {
  await logInAsAdmin(page);
  const checks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/admin/check-auth') checks.push(r.url());
  });
  let fullLoads = 0;
  page.on('load', () => fullLoads++);
  await openAdmin(page, '/admin');
  const menu = page.getByTestId('admin-menu');
  for (const [label, path] of [
    ['Mariages', '/admin/weddings'],
    ['Utilisateurs', '/admin/users'],
    ['Revenus', '/admin/revenue'],
    ['Monitoring', '/admin/monitoring'],
    ['Tableau de bord', '/admin'],
  ] as const) {
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-admin-guard]')).toBeHidden();
    await expect(page.getByTestId('admin-loading')).toHaveCount(0);
  }
  expect(checks).toHaveLength(1);
  expect(fullLoads).toBe(1);
});

test('a list pages, sorts and filters on the server, with its state in the URL', async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const tag = `Pag${Date.now().toString(36).slice(-5)}`;
  // Five weddings of this run, brides named so that their order is known.
  for (const bride of ['Amandine', 'Béatrice', 'Camille', 'Delphine', 'Estelle']) {
    const api = await playwright.request.newContext({ baseURL: ORIGIN });
    await createCoupleWithWedding(api, { brideName: `${bride}${tag}`, groomName: 'Martin' });
    await api.dispose();
  }
  await logInAsAdmin(page);
  await openAdmin(page, `/admin/weddings?q=${tag}&sort=couple&dir=asc&limit=2`);
  const rows = page.getByTestId('wedding-row');
  const range = page.getByTestId('list-range');
  await expect(range).toHaveText('1–2 sur 5');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Amandine${tag}`);
  await expect(page.getByTestId('list-previous')).toBeDisabled();

  await page.getByTestId('list-next').click();
  await expect(range).toHaveText('3–4 sur 5');
  await expect(rows.first()).toContainText(`Camille${tag}`);
  await expect(page).toHaveURL(/after=/);
  // The page is in the URL: a reload shows the same rows.
  await page.reload();
  await expect(range).toHaveText('3–4 sur 5');
  await expect(rows.first()).toContainText(`Camille${tag}`);
  await page.getByTestId('list-next').click();
  await expect(range).toHaveText('5–5 sur 5');
  await expect(page.getByTestId('list-next')).toBeDisabled();
  await page.getByTestId('list-previous').click();
  await expect(range).toHaveText('3–4 sur 5');

  // Sorting again starts from the first page, in the other order.
  await page.getByRole('columnheader', { name: 'Mariage', exact: true }).getByRole('button').click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(page).not.toHaveURL(/after=|before=/);
  await expect(range).toHaveText('1–2 sur 5');
  await expect(rows.first()).toContainText(`Estelle${tag}`);
  await expect(page.getByRole('columnheader', { name: 'Mariage', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // A filter goes to the URL too, and a shared link opens the same view.
  await page.getByTestId('weddings-type-filter').selectOption('trial');
  await expect(page).toHaveURL(/type=trial/);
  await expect(page.getByText('Aucun mariage trouvé')).toBeVisible();
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByTestId('weddings-type-filter')).toHaveValue('trial');
  await expect(other.getByTestId('weddings-search')).toHaveValue(tag);
  await other.close();

  // A row opens the wedding's page.
  await page.getByTestId('weddings-type-filter').selectOption('');
  await rows.first().getByText('Couple', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/wedding\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Estelle${tag} & Martin` })).toBeVisible();
});

test('an administrator refunds a payment after confirming it; the figures follow', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  const couple = await createCoupleWithWedding(api, { brideName: 'Rembourse', groomName: 'Moi' });
  const { paymentIntentId } = await post<{ paymentIntentId: string }>(api, '/api/create-couple-payment', {
    weddingId: couple.weddingId,
  });
  await post(api, '/api/payments/consent', { paymentIntentId, accepted: true });
  await post(api, '/api/payments/simulated/confirm', { paymentIntentId, cardNumber: '4242 4242 4242 4242' });
  await api.dispose();

  await logInAsAdmin(page);
  // This couple's own figure, not the platform's: other workers pay and sign up while this test runs.
  const paid = async () =>
    ((await (await page.request.get(`/api/admin/users/${couple.userId}`)).json()) as { paidCents: number }).paidCents;
  expect(await paid()).toBe(4750);
  await openAdmin(page, `/admin/revenue?q=${encodeURIComponent(couple.email)}`);
  const row = page.getByTestId('transaction-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Complété');
  await row.getByText('Achat unique').click();
  const dialog = page.getByTestId('transaction-dialog');
  await expect(dialog).toContainText('47,50');
  const confirm = page.getByTestId('confirm-dialog');
  // An amount that is no euros is said so in the dialog, before any confirmation; euros typed with a sign are read.
  await dialog.getByTestId('refund-amount').fill('abc');
  await dialog.getByTestId('refund-open').click();
  await expect(dialog.getByTestId('refund-error')).toContainText('Indiquez un montant en euros, de 0,01 € à 47,50');
  await expect(confirm).toBeHidden();
  await dialog.getByTestId('refund-amount').fill('10 €');
  await dialog.getByTestId('refund-open').click();
  await expect(confirm).toContainText('Rembourser 10,00');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await dialog.getByTestId('refund-amount').fill('');
  await dialog.getByTestId('refund-open').click();
  await expect(confirm).toContainText('Rembourser 47,50');
  await confirm.getByRole('button', { name: 'Rembourser' }).click();
  await expectToast(page, 'Remboursement effectué');
  await expect(dialog.getByTestId('refund-unavailable')).toHaveText('Ce paiement est entièrement remboursé.');
  await dialog.locator('.modal-action').getByRole('button', { name: 'Fermer' }).click();
  await expect(row).toContainText('Remboursé');

  expect(await paid()).toBe(0);
  const wedding = (await (await page.request.get(`/api/admin/weddings/${couple.weddingId}`)).json()) as {
    paymentStatus: string;
    botActive: boolean;
  };
  expect(wedding).toMatchObject({ paymentStatus: 'refunded', botActive: false });
});

test('the dashboard shows the same figures as the lists, and the admin account as an administrator', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await openAdmin(page, '/admin');
  // Other workers create weddings and payments meanwhile: compare one quiet moment's figures, retrying until one comes.
  await expect(async () => {
    await page.reload();
    const stats = (await (await page.request.get('/api/admin/stats')).json()) as {
      totalWeddings: number;
      totalUsers: number;
      paidUsers: number;
    };
    await expect(page.getByTestId('stat-weddings-value')).toHaveText(
      new Intl.NumberFormat('fr-FR').format(stats.totalWeddings),
      { timeout: 5_000 },
    );
    // French plurals: « 0 payant », « 1 payant », « 2 payants ».
    await expect(page.getByTestId('stat-users')).toContainText(
      stats.paidUsers <= 1 ? `${stats.paidUsers} payant ` : `${stats.paidUsers} payants`,
      { timeout: 5_000 },
    );
    const weddings = (await (await page.request.get('/api/admin/weddings?limit=1')).json()) as { total: number };
    expect(weddings.total).toBe(stats.totalWeddings);
  }).toPass({ timeout: 45_000 });
  await expect(page.getByTestId('stat-revenue-trend')).toBeVisible();
  await openAdmin(page, '/admin/users?type=admin');
  const admin = page.locator('[data-user-id="admin-001"]');
  await expect(admin).toContainText('Administrateur');
  await expect(admin).not.toContainText('Inscription non finalisée');
});

test('monitoring checks the providers on demand and says when none is configured', async ({ page }) => {
  await logInAsAdmin(page);
  await openAdmin(page, '/admin/monitoring?range=1h');
  await expect(page.getByTestId('monitoring-range').getByRole('button', { name: '1 heure' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByTestId('monitoring-check').click();
  await expectToast(page, 'Aucun fournisseur configuré : rien à vérifier.');
  await expect(page.getByTestId('service-payments')).toHaveAttribute('data-status', 'not_configured');
  // The uptime says over which span it was measured (this server's data began minutes ago).
  await expect(page.getByTestId('monitoring-uptime')).toContainText('début des mesures');
  await expect(page.getByTestId('monitoring-chart-summary')).toContainText('sur la période');
});

test('no back-office page scrolls sideways on a 390 px phone', async ({ page, playwright }) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  const { weddingId } = await createCoupleWithWedding(api, {
    brideName: 'Étroite-Largeur-De-Nom-Composé',
    groomName: 'Maximilien-Alexandre',
  });
  await api.dispose();
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page);
  const wide: string[] = [];
  for (const path of [
    ...ADMIN_ROUTES,
    `/admin/wedding/${weddingId}`,
    `/admin/weddings?gestion=${weddingId}`,
    '/admin/pricing?tab=discounts',
    '/admin/pricing?tab=regional',
    '/admin/pricing?tab=analytics',
  ]) {
    // The side menu is folded away on a phone: the screen's main area says the page is shown.
    await page.goto(path);
    await expect(page.locator('#admin-main')).toBeVisible();
    await expect(page.getByTestId('admin-loading')).toHaveCount(0, { timeout: 15_000 });
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    if (scroll > client) wide.push(`${path}: ${scroll} px`);
  }
  expect(wide).toEqual([]);
});
