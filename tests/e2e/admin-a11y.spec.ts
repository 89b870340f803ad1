import { expect, test } from '@playwright/test';
import {
  ADMIN_ROUTES,
  createCoupleWithWedding,
  logInAsAdmin,
  openAdmin,
  ORIGIN,
  post,
  seriousViolations,
} from './admin-helpers.ts';
import { guestWrites } from './couple-helpers.ts';

test('no serious or critical axe violation on any back-office screen, in light and dark themes', async ({
  page,
  browser,
  playwright,
}) => {
  // Every back-office screen in two themes, each checked by axe: minutes of CPU on a loaded CI machine.
  test.setTimeout(420_000);
  const couple = await playwright.request.newContext({ baseURL: ORIGIN });
  const { weddingId, publicId } = await createCoupleWithWedding(couple, { brideName: 'Axelle', groomName: 'Bruno' });
  await couple.dispose();
  await logInAsAdmin(page);
  // AI control with a flagged answer to review (its buttons checked too): a threshold no answer reaches, auto-moderation off.
  await post(page.request, `/api/weddings/${weddingId}/bot/toggle`);
  const put = await page.request.put('/api/admin/ai-control/settings', {
    data: { autoModeration: false, confidenceThreshold: 1 },
    headers: { origin: ORIGIN },
  });
  expect(put.status()).toBe(200);
  const phone = `+3362${String(Date.now()).slice(-7)}`;
  const writer = await (await browser.newContext()).newPage();
  await guestWrites(writer, phone, `start-${publicId}`);
  await guestWrites(writer, phone, 'À quelle heure est la cérémonie ?');
  await writer.context().close();
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
