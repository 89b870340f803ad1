import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin } from './admin-helpers.ts';

/** The toast that says `text` (sonner keeps the previous one in the DOM while it leaves). */
async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]', { hasText: text }).first()).toBeVisible();
}

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4390}`;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fill(
  page: Page,
  values: { email?: string; firstName?: string; lastName?: string; weddingDate?: string },
) {
  if (values.email !== undefined) await page.getByLabel('Email').fill(values.email);
  if (values.firstName !== undefined) await page.getByLabel('Prénom').fill(values.firstName);
  if (values.lastName !== undefined) await page.getByLabel('Nom', { exact: true }).fill(values.lastName);
  if (values.weddingDate !== undefined) await page.getByLabel('Date du mariage').fill(values.weddingDate);
}

test.describe('pre-registration', () => {
  test('a couple pre-registers and is told it will hear at the opening (no price promised without a code)', async ({
    page,
  }) => {
    await page.goto('/pre-inscription');
    const email = uniqueEmail('merci');
    await fill(page, { email, firstName: 'Léa', lastName: 'Martin', weddingDate: '2027-07-03' });
    await page.getByRole('button', { name: 'Je me pré-inscris' }).click();

    const thanks = page.getByTestId('pre-registration-thanks');
    await expect(thanks).toBeVisible();
    await expect(thanks.getByRole('heading', { name: 'Merci pour votre pré-inscription !' })).toBeFocused();
    await expect(thanks).toContainText('Nous vous écrirons à');
    await expect(page.locator('main')).not.toContainText('au lieu de');
    await expect(thanks).toContainText(email);
    await expect(page.getByTestId('pre-registration-form')).toBeHidden();
    await expectToast(page, 'Merci pour votre pré-inscription !');
  });

  test('a duplicate e-mail gets the same thanks as a first one (telling no one it is listed) and no second registration', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('double');
    const first = await request.post('/api/pre-registration', {
      data: { email, firstName: 'Anne' },
      headers: { origin: ORIGIN },
    });
    expect(first.status()).toBe(201);

    await page.goto('/pre-inscription');
    await fill(page, { email: email.toUpperCase(), firstName: 'Anne' });
    await page.getByRole('button', { name: 'Je me pré-inscris' }).click();
    await expectToast(page, 'Merci pour votre pré-inscription !');
    await expect(page.getByTestId('pre-registration-thanks')).toBeVisible();

    // Rows for this e-mail only: other workers pre-register at the same time, so the global count moves.
    await logInAsAdmin(page);
    const listed = (await (await page.request.get('/api/admin-direct/pre-registrations')).json()) as {
      preRegistrations: { email: string }[];
    };
    expect(listed.preRegistrations.filter((row) => row.email.toLowerCase() === email.toLowerCase())).toHaveLength(1);
  });

  test('e-mail and first name are required', async ({ page }) => {
    await page.goto('/pre-inscription');
    await page.getByRole('button', { name: 'Je me pré-inscris' }).click();
    await expectToast(page, "L'email et le prénom sont obligatoires");
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toBeFocused();

    await fill(page, { email: uniqueEmail('requis') });
    await page.getByRole('button', { name: 'Je me pré-inscris' }).click();
    await expectToast(page, "L'email et le prénom sont obligatoires");
    await expect(page.getByLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');

    await fill(page, { email: 'pas-un-email', firstName: 'Zoé' });
    await page.getByRole('button', { name: 'Je me pré-inscris' }).click();
    await expectToast(page, "L'adresse email n'est pas valide");
    await expect(page.getByTestId('pre-registration-thanks')).toBeHidden();
  });

  test('the counter climbs to the number of pre-registrations and exposes no e-mail', async ({ page, request }) => {
    const origin = ORIGIN;
    for (const label of ['compteur-a', 'compteur-b', 'compteur-c']) {
      expect(
        (
          await request.post('/api/pre-registration', {
            data: { email: uniqueEmail(label), firstName: 'Test' },
            headers: { origin },
          })
        ).status(),
      ).toBe(201);
    }
    const res = await request.get('/api/admin-direct/pre-registrations');
    const body = await res.text();
    expect(Object.keys(JSON.parse(body) as object)).toEqual(['count']);
    expect(body).not.toContain('@');

    await page.goto('/pre-inscription');
    const counter = page.getByTestId('pre-registration-counter').locator('[data-counter]');
    // It starts from 0 and moves one step per 100 ms toward the count, which is refreshed every 5 s.
    const apiCount = async () =>
      ((await (await request.get('/api/admin-direct/pre-registrations')).json()) as { count: number }).count;
    await expect
      .poll(async () => Number(await counter.textContent()) === (await apiCount()), { timeout: 30_000 })
      .toBe(true);
    expect(Number(await counter.textContent())).toBeGreaterThanOrEqual(3);

    // A new registration elsewhere shows up at the next refresh.
    const shown = Number(await counter.textContent());
    expect(
      (
        await request.post('/api/pre-registration', {
          data: { email: uniqueEmail('compteur-d'), firstName: 'Test' },
          headers: { origin },
        })
      ).status(),
    ).toBe(201);
    await expect.poll(async () => Number(await counter.textContent()), { timeout: 12_000 }).toBeGreaterThan(shown);
  });
});
