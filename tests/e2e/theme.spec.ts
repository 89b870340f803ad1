import { expect, test } from '@playwright/test';

test('the theme starts light, toggles to dark and stays dark across reloads', async ({ page }) => {
  await page.goto('/landing');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  // Applied by the inline head script, before any island hydrates.
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.goto('/does-not-exist');
  await expect(html).toHaveClass(/dark/);

  await page.goto('/landing');
  await page.getByTestId('theme-toggle').click();
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the stored theme is applied before the first paint', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const classes: string[] = [];
  page.on('console', (msg) => classes.push(msg.text()));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => console.log(`dcl:${document.documentElement.className}`));
  });
  await page.goto('/landing');
  await expect.poll(() => classes.find((c) => c.startsWith('dcl:'))).toContain('dark');
});
