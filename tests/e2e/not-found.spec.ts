import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-title')).toHaveText(/Erreur 404 · Page introuvable/);
  await expect(page.getByText('Cette page n’existe pas ou a changé d’adresse.')).toBeVisible();
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/landing');
});

test('an unknown API path answers a French JSON 404', async ({ request }) => {
  const response = await request.get('/api/cette-route-n-existe-pas');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ message: 'Ressource introuvable.' });
});
