// The weddings list at 1366 px: the table fits (no sideways scroll inside it either, long e-mails wrap), and the
// browser's Back walks back through the list's pages and filters, then from a wedding to the page it was opened
// from.
import { expect, test, type Page } from '@playwright/test';
import { createCoupleWithWedding, logInAsAdmin, unique } from './admin-helpers.ts';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#admin-main')).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder)
    await page.screenshot({ path: `${folder}/lists-${page.viewportSize()?.width ?? 0}-${name}.png`, fullPage: true });
}

test('the weddings table fits at 1366 px, and Back returns to the previous page and filter of the list', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const tag = unique('Nav');
  const names: string[] = [];
  for (const bride of ['Anne-Charlotte', 'Bérénice', 'Clémentine']) {
    // Each couple signs up in a context of its own (the administrator's cookies stay untouched); their addresses
    // are long, the kind that used to widen the table past the screen.
    const couple = await browser.newContext();
    await createCoupleWithWedding(
      couple.request,
      { brideName: `${bride}${tag}`, groomName: 'Maximilien-Alexandre' },
      'Prénom-très-long-pour-tester',
    );
    await couple.close();
    names.push(`${bride}${tag}`);
  }
  await logInAsAdmin(page);

  await open(page, `/admin/weddings?q=${encodeURIComponent(tag)}&sort=couple&dir=asc&limit=1`);
  const rows = page.getByTestId('wedding-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(names[0]!);
  const region = page.getByTestId('weddings-table').getByRole('region');
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  // Unlimited rows: still no sideways scroll in the table.
  await open(page, `/admin/weddings?q=${encodeURIComponent(tag)}`);
  await expect(rows).toHaveCount(3);
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(rows.first().getByTestId('wedding-assistant-id')).toBeVisible();
  await shot(page, 'weddings');

  // Page 1 → 2 → 3, then Back twice.
  await open(page, `/admin/weddings?q=${encodeURIComponent(tag)}&sort=couple&dir=asc&limit=1`);
  const first = page.url();
  await page.getByTestId('list-next').click();
  await expect(rows.first()).toContainText(names[1]!);
  const second = page.url();
  expect(second).toContain('after=');
  await page.getByTestId('list-next').click();
  await expect(rows.first()).toContainText(names[2]!);
  await page.goBack();
  await expect(page).toHaveURL(second);
  await expect(rows.first()).toContainText(names[1]!);

  // A wedding opened from page 2: Back returns to page 2.
  await rows.first().locator('a[data-row-primary]').click();
  await expect(page).toHaveURL(/\/admin\/wedding\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(second);
  await expect(rows.first()).toContainText(names[1]!);

  await page.goBack();
  await expect(page).toHaveURL(first);
  await expect(rows.first()).toContainText(names[0]!);

  // A filter is a step too: Back removes it.
  await page.getByTestId('weddings-type-filter').selectOption('unpaid');
  await expect(page).toHaveURL(/type=unpaid/);
  await page.goBack();
  await expect(page).toHaveURL(first);
  await expect(page.getByTestId('weddings-type-filter')).toHaveValue('');
});
