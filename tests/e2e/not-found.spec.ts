import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-title')).toHaveText(/404 Page Not Found/);
  await expect(page.getByText('Avez-vous oublié d’ajouter la page au routeur ?')).toBeVisible();
});

test('an unknown API path answers a French JSON 404', async ({ request }) => {
  const response = await request.get('/api/cette-route-n-existe-pas');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ message: 'Ressource introuvable.' });
});
