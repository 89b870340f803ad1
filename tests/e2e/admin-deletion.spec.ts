// Before deleting a paying couple, the administrator reads what they paid and that the balance due on their saved
// card will not be charged; the weddings list's browser confirm says it too; the delete waits for it.
import { expect, test } from '@playwright/test';
import { createCoupleWithWedding, expectToast, logInAsAdmin, openAdmin, ORIGIN, post } from './admin-helpers.ts';

async function payDeposit(api: Parameters<typeof createCoupleWithWedding>[0], weddingId: number) {
  const { paymentIntentId } = await post<{ paymentIntentId: string }>(api, '/api/create-couple-payment', {
    weddingId,
  });
  await post(api, '/api/payments/consent', { paymentIntentId, accepted: true });
  await post(api, '/api/payments/simulated/confirm', { paymentIntentId, cardNumber: '4242 4242 4242 4242' });
}

test('deleting a paying couple names the money paid and the balance due on the saved card', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  const couple = await createCoupleWithWedding(api, { brideName: 'Payée', groomName: 'Supprimé' });
  await payDeposit(api, couple.weddingId);
  const other = await createCoupleWithWedding(api, { brideName: 'Liste', groomName: 'Payante' });
  await payDeposit(api, other.weddingId);
  await api.dispose();

  await logInAsAdmin(page);
  const before = (await (await page.request.get('/api/admin/stats')).json()) as { totalRevenueCents: number };

  // The weddings list: the browser's confirm carries the warning; refused, nothing goes.
  await openAdmin(page, `/admin/weddings?q=${encodeURIComponent('Liste')}`);
  const rows = page.getByTestId('wedding-row');
  await expect(rows.filter({ hasText: 'Payante' })).toHaveCount(1);
  // Handled inside the event, as Playwright asks: a confirm left open until the click returns stalled the click (once
  // in a full run, 80 s to the timeout).
  let warning = '';
  page.once('dialog', (dialog) => {
    warning = dialog.message();
    void dialog.dismiss();
  });
  await rows.filter({ hasText: 'Payante' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect.poll(() => warning).toContain('A payé 47,50');
  expect(warning).toMatch(/Un solde de 47,50\s€ doit être prélevé le .+ sur la carte enregistrée/);
  expect((await page.request.get(`/api/admin/weddings/${other.weddingId}`)).status()).toBe(200);

  // The users screen: the dialog shows the money before « Supprimer » can be pressed.
  await openAdmin(page, `/admin/users?q=${encodeURIComponent(couple.email)}`);
  await page.locator(`[data-user-id="${couple.userId}"]`).getByTestId('user-delete').click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer' });
  const impact = dialog.getByTestId('deletion-impact');
  await expect(impact).toContainText('A payé 47,50');
  await expect(impact).toContainText('sur la carte enregistrée : après la suppression, il ne le sera plus.');
  await expect(impact).toContainText('Les chiffres passés (messages envoyés, chiffre d’affaires) ne changent pas.');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Utilisateur supprimé');

  // The money stays in the books.
  const after = (await (await page.request.get('/api/admin/stats')).json()) as { totalRevenueCents: number };
  expect(after.totalRevenueCents).toBeGreaterThanOrEqual(before.totalRevenueCents);
});
