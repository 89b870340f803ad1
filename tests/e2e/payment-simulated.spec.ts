// The couple package paid in simulated mode (no Stripe key on the e2e server): the same pages and states as with
// Stripe, a labelled test card form, the server recording the payment as it records Stripe's webhook.
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { SAMPLE_WEDDING } from '../../db/seed/sample-wedding.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';

const euros = (amount: string) => new RegExp(`${amount}\\s€`);

/** A signed-in couple with one wedding, made through the API in the page's own cookie jar. */
async function coupleWithWedding(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const email = `paiement-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signUp = await page.request.post('/api/create-simulated-user', {
    data: { email, firstName: 'Camille', lastName: 'Durand', password: 'Tilleul-Vayres42!' },
    headers,
  });
  expect(signUp.status()).toBe(201);
  const created = await page.request.post('/api/weddings', { data: SAMPLE_WEDDING, headers });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function createDiscountCode(baseURL: string, code: Record<string, unknown>) {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await admin.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  const res = await admin.post('/api/admin/pricing/discounts', { data: code });
  expect(res.status(), await res.text()).toBe(201);
  await admin.dispose();
}

test.describe('couple package payment (simulated mode)', () => {
  test('a couple pays the deposit, sees the confirmation with the right amounts, and the assistant becomes active', async ({
    page,
    baseURL,
  }) => {
    const weddingId = await coupleWithWedding(page, baseURL!);
    await page.goto(`/couple-payment?weddingId=${weddingId}`);

    const summary = page.getByTestId('order-summary');
    await expect(summary.getByTestId('price-amount')).toHaveText(euros('95,00'));
    await expect(summary.getByTestId('deposit-amount')).toHaveText(euros('47,50'));
    await expect(summary.getByTestId('balance-amount')).toHaveText(euros('47,50'));
    await expect(summary).toContainText('12 juin 2027');
    await expect(page.getByTestId('test-mode-badge')).toHaveText('MODE TEST');

    // The terms of sale and the balance's charge on the wedding day, above the button: nothing is paid unticked.
    const consent = page.getByTestId('checkout-consent');
    await expect(consent).toContainText('J’accepte les conditions générales de vente');
    await expect(consent).toContainText(
      /le solde de 47,50\s€ sur la carte enregistrée le 12\/06\/2027, jour du mariage/,
    );
    await expect(consent.getByRole('link', { name: 'Lire les conditions générales de vente' })).toHaveAttribute(
      'href',
      '/page/cgv',
    );
    await page.getByTestId('pay-button').click();
    await expect(page).toHaveURL(/\/couple-payment\?weddingId=/);
    await consent.getByRole('checkbox').check();
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/couple-payment-success\?payment_intent=pi_sim_/);
    await expect(page.getByRole('heading', { name: 'Paiement confirmé !' })).toBeVisible();
    await expect(page.getByTestId('paid-amount')).toHaveText(euros('47,50'));
    await expect(page.getByTestId('remaining-amount')).toHaveText(euros('47,50'));
    await expect(page.getByTestId('wedding-date')).toHaveText('12 juin 2027');
    // The main button leads to the couple's space; a couple never sees a link to the back office.
    await expect(page.getByRole('link', { name: 'Accéder à mon espace couple' })).toHaveAttribute(
      'href',
      '/couple-dashboard',
    );
    await expect(page.locator('a[href^="/admin"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Imprimer la facture' })).toBeVisible();
    // The printable invoice: numbered, the seller named, the buyer, the VAT rule (no rate configured here).
    await expect(page.getByTestId('invoice-number')).toHaveText(/^F-\d{4}-\d{6}$/);
    await expect(page.getByTestId('invoice-seller')).toContainText('Assistant Mariage');
    await expect(page.getByTestId('invoice-seller')).toContainText('SIREN / RCS');
    await expect(page.getByTestId('invoice-buyer')).toContainText('Camille');
    await expect(page.getByTestId('invoice-vat')).toContainText('TVA non applicable, art. 293 B du CGI');

    const wedding = await page.request.get(`/api/weddings/${weddingId}`);
    expect(await wedding.json()).toMatchObject({
      botActive: true,
      paymentStatus: 'deposit_paid',
      firstPaymentAmount: 4750,
      remainingPaymentAmount: 4750,
    });

    // Back on the payment page, nothing more to pay: the confirmation is shown again.
    await page.goto(`/couple-payment?weddingId=${weddingId}`);
    await page.waitForURL(/\/couple-payment-success\?payment_intent=pi_sim_/);
  });

  test('a declined test card shows "Erreur de paiement" with the bank message, and nothing is activated', async ({
    page,
    baseURL,
  }) => {
    const weddingId = await coupleWithWedding(page, baseURL!);
    await page.goto(`/couple-payment?weddingId=${weddingId}`);
    await page.getByRole('button', { name: /4000 0000 0000 0002/ }).click();
    await page.getByTestId('checkout-consent').getByRole('checkbox').check();
    await page.getByTestId('pay-button').click();
    await expect(page.getByText('Erreur de paiement')).toBeVisible();
    await expect(page.getByText('Votre carte a été refusée.')).toBeVisible();
    await expect(page).toHaveURL(/\/couple-payment\?weddingId=/);
    const wedding = await page.request.get(`/api/weddings/${weddingId}`);
    expect(await wedding.json()).toMatchObject({ botActive: false, paymentStatus: 'failed' });
  });

  test('a discount code lowers the amount to pay', async ({ page, baseURL }) => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await createDiscountCode(baseURL!, { code, type: 'percentage', value: 10, description: 'Test e2e' });
    const weddingId = await coupleWithWedding(page, baseURL!);
    await page.goto(`/couple-payment?weddingId=${weddingId}`);
    await expect(page.getByTestId('deposit-amount')).toHaveText(euros('47,50'));

    await page.getByLabel('Code promo').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByTestId('discount-applied')).toContainText(code);
    await expect(page.getByTestId('discount-amount')).toHaveText(/−9,50\s€/);
    await expect(page.getByTestId('total-amount')).toHaveText(euros('85,50'));
    await expect(page.getByTestId('deposit-amount')).toHaveText(euros('42,75'));
    await expect(page.getByTestId('pay-button')).toHaveText(/Payer 42,75\s€/);

    await page.getByTestId('checkout-consent').getByRole('checkbox').check();
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/couple-payment-success/);
    await expect(page.getByTestId('paid-amount')).toHaveText(euros('42,75'));
    await expect(page.getByTestId('receipt')).toContainText(code);
  });

  test('an invalid code is refused with a message and the amount stays the same', async ({ page, baseURL }) => {
    const weddingId = await coupleWithWedding(page, baseURL!);
    await page.goto(`/couple-payment?weddingId=${weddingId}`);
    await page.getByLabel('Code promo').fill('NEXISTEPAS');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByTestId('discount-error')).toHaveText('Ce code promo n’existe pas.');
    await expect(page.getByLabel('Code promo')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('deposit-amount')).toHaveText(euros('47,50'));
  });

  test('/couple-checkout leads to the payment of the couple’s wedding; the server’s refusals are shown, never swallowed', async ({
    page,
    baseURL,
  }) => {
    const weddingId = await coupleWithWedding(page, baseURL!);
    await page.goto('/couple-checkout');
    await page.waitForURL(`**/couple-payment?weddingId=${weddingId}`);
    await expect(page.getByTestId('order-summary')).toBeVisible();

    // Without a wedding id, the couple's own wedding.
    await page.goto('/couple-payment');
    await page.waitForURL(`**/couple-payment?weddingId=${weddingId}`);

    await page.goto('/couple-payment-success?payment_intent=pi_sim_inconnu123');
    await expect(page.getByTestId('payment-problem')).toBeVisible();
    const problem = await page.request.get('/api/payment-success?payment_intent=pi_sim_inconnu123');
    await expect(page.getByTestId('payment-problem-message')).toHaveText(
      ((await problem.json()) as { message: string }).message,
    );
    await expect(page.getByRole('link', { name: 'Retour à mon espace couple' })).toHaveAttribute(
      'href',
      '/couple-dashboard',
    );
    expect(page.url()).toContain('/couple-payment-success');
  });
});
