import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectToast, logInAsAdmin, openAdmin } from './admin-helpers.ts';

test('revenue: the period selector drives the call and the CSV export downloads that period', async ({ page }) => {
  await logInAsAdmin(page);
  const periods: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/admin/revenue') periods.push(url.searchParams.get('period')!);
  });
  await openAdmin(page, '/admin/revenue');
  await expect(page.getByTestId('revenue-total')).toBeVisible();
  const selector = page.getByTestId('revenue-period');
  await expect(selector.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'true');
  for (const [label, period] of [
    ['7 jours', '7d'],
    ['90 jours', '90d'],
    ['12 mois', '1y'],
  ] as const) {
    await selector.getByRole('button', { name: label }).click();
    await expect(selector.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => periods.at(-1)).toBe(period);
  }
  await expect(page.getByTestId('revenue-forecasts')).toContainText('Soldes du mois prochain');
  await expect(page.getByTestId('revenue-metrics')).toContainText('Taux de conversion');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('revenue-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^revenus-1y-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Référence;Date;Client;E-mail;Type;Statut;Montant;Remboursé;Devise;Description',
  );
});

test('dashboard: four cards and five tabs', async ({ page }) => {
  await logInAsAdmin(page);
  await openAdmin(page, '/admin');
  for (const id of ['stat-users', 'stat-weddings', 'stat-messages', 'stat-revenue'])
    await expect(page.getByTestId(id)).toBeVisible();
  await expect(page.getByTestId('stat-users')).toContainText(/\d+ payants? · \d+ en essai/);
  for (const tab of ['Utilisateurs', 'Mariages', 'Messages', 'Pré-inscriptions', 'Revenus']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: tab }).getByTestId('admin-loading')).toHaveCount(0);
  }
});

test('analytics and monitoring: their periods drive the calls; monitoring counts real requests', async ({ page }) => {
  await logInAsAdmin(page);
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/admin/analytics' || url.pathname === '/api/admin/monitoring')
      seen.push(`${url.pathname}?${url.searchParams}`);
  });
  await openAdmin(page, '/admin/analytics');
  await expect(page.getByTestId('analytics-ai')).toBeVisible();
  await page.getByTestId('analytics-period').getByRole('button', { name: '7 jours' }).click();
  await expect.poll(() => seen.at(-1)).toBe('/api/admin/analytics?period=7');
  await page.getByTestId('analytics-period').getByRole('button', { name: '90 jours' }).click();
  await expect.poll(() => seen.at(-1)).toBe('/api/admin/analytics?period=90');
  await expect(page.getByTestId('analytics-response')).not.toContainText('2 min');

  await openAdmin(page, '/admin/monitoring');
  await expect.poll(() => seen.at(-1)).toBe('/api/admin/monitoring?range=24h');
  await expect(page.getByTestId('monitoring-status')).toContainText('Opérationnel');
  // This very session made requests: they are counted, by route pattern (which ones lead depends on the other specs
  // sharing the server, so only that the back office's own routes are there).
  await expect(page.getByTestId('monitoring-network')).toContainText(/GET \/api\/admin\/[a-z-]+/);
  for (const [label, range] of [
    ['1 heure', '1h'],
    ['7 jours', '7d'],
    ['30 jours', '30d'],
  ] as const) {
    await page.getByTestId('monitoring-range').getByRole('button', { name: label }).click();
    await expect.poll(() => seen.at(-1)).toBe(`/api/admin/monitoring?range=${range}`);
  }
  for (const service of ['api', 'database', 'ai', 'whatsapp', 'email', 'payments'])
    await expect(page.getByTestId(`service-${service}`)).toBeVisible();
  await expect(page.getByTestId('service-database')).toContainText('PGlite');
});

test('AI control: settings and instructions are saved', async ({ page }) => {
  await logInAsAdmin(page);
  await openAdmin(page, '/admin/ai-control');
  const settings = page.getByTestId('ai-settings');
  await expect(settings.getByTestId('ai-auto-moderation')).toBeChecked();
  await expect(page.getByTestId('ai-status')).toContainText('Moteur local');
  await settings.getByTestId('ai-threshold').fill('0.7');
  await settings.getByTestId('ai-max-length').fill('400');
  await settings.getByTestId('ai-settings-save').click();
  await expectToast(page, 'Paramètres enregistrés');
  const instructions = page.getByTestId('ai-instructions');
  await instructions.getByRole('textbox').fill('Vouvoyez les invités.');
  await instructions.getByRole('button', { name: 'Mettre à jour les instructions' }).click();
  await expectToast(page, 'Instructions mises à jour');
  await page.reload();
  await expect(page.getByTestId('ai-threshold')).toHaveValue('0.7');
  await expect(page.getByTestId('ai-max-length')).toHaveValue('400');
  await expect(page.getByTestId('ai-instructions').getByRole('textbox')).toHaveValue('Vouvoyez les invités.');
  // Back to the defaults for the other specs.
  await page.getByTestId('ai-threshold').fill('0.8');
  await page.getByTestId('ai-max-length').fill('500');
  await page.getByTestId('ai-settings-save').click();
  await expectToast(page, 'Paramètres enregistrés');
  await page.getByTestId('ai-instructions').getByRole('textbox').fill('');
  await page.getByTestId('ai-instructions').getByRole('button', { name: 'Mettre à jour les instructions' }).click();
  await expectToast(page, 'Instructions mises à jour');
});

test('API management: providers from the environment, nothing secret on the page', async ({ page }) => {
  await logInAsAdmin(page);
  await openAdmin(page, '/admin/api-management');
  for (const provider of ['openai', 'twilio', 'stripe'])
    await expect(page.getByTestId(`api-card-${provider}`)).toContainText('Non configuré');
  await expect(page.getByTestId('api-status-openai')).toHaveText('Inactif');
  await expect(page.getByTestId('api-test-openai')).toBeDisabled();
  await page.getByRole('tab', { name: 'Stripe' }).click();
  await expect(page.getByTestId('stripe-mode')).toHaveText('Simulé (paiement local)');
  await expect(page.getByTestId('api-panel-stripe')).toContainText('Couples');
  await expect(page.getByTestId('api-panel-stripe')).toContainText('par mois');
  const html = await page.content();
  expect(html).not.toMatch(/sk_(live|test)_|whsec_/);
});

test('messages and pre-registrations screens', async ({ page }) => {
  await logInAsAdmin(page);
  await openAdmin(page, '/admin/messages');
  await page.getByTestId('messages-search').fill('zzz-aucun-message-zzz');
  await expect(page.getByText('Aucun message trouvé')).toBeVisible();
  await openAdmin(page, '/admin/pre-inscriptions');
  await expect(page.getByTestId('pre-week')).toContainText('Cette semaine');
  await expect(page.getByTestId('pre-total')).toBeVisible();
});
