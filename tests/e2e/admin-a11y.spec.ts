import { expect, test } from '@playwright/test';
import {
  ADMIN_ROUTES,
  createCoupleWithWedding,
  logInAsAdmin,
  openAdmin,
  ORIGIN,
  seriousViolations,
} from './admin-helpers.ts';

test('no serious or critical axe violation on any back-office screen, in light and dark themes', async ({
  page,
  playwright,
}) => {
  test.setTimeout(240_000);
  const couple = await playwright.request.newContext({ baseURL: ORIGIN });
  const { weddingId } = await createCoupleWithWedding(couple, { brideName: 'Axelle', groomName: 'Bruno' });
  await couple.dispose();
  await logInAsAdmin(page);
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const path of [...ADMIN_ROUTES, `/admin/wedding/${weddingId}`]) {
      await openAdmin(page, path);
      // The screen's data first (no spinner left), then the check.
      await expect(page.getByTestId('admin-loading')).toHaveCount(0, { timeout: 15_000 });
      found.push(...(await seriousViolations(page, `${path} (${theme})`)));
    }
  }
  expect(found).toEqual([]);
});
