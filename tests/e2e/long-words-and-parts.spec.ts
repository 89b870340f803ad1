// Screens found wrong by people walking the product: a long link in a guest's message widened the back office's AI
// control at 390 px; the guest import's preview hid its columns (errors included) off to the side at 390 px; the
// wedding form's « Heure de la réception » edited the vin d'honneur without saying so.
import { test, type Page } from '@playwright/test';
import {
  ORIGIN,
  activateAsAdmin,
  createWedding,
  expect,
  gotoHydrated,
  guestWrites,
  noSidewaysScroll,
  signUpCouple,
} from './couple-helpers.ts';
import { logInAsAdmin } from './admin-helpers.ts';

const SHOTS = 'test-results/long-words';
const LONG_LINK =
  'https://www.un-domaine-de-mariage-tres-long.fr/chemin/vers/une/page/au/nom/extremement/long/qui/ne/se/coupe/jamais?code=abcdefghijklmnopqrstuvwxyz0123456789';
const LONG_NAME = 'Marie-Charlotte-Alexandrine-Éléonore de la Rochefoucauld-Montmorency-Beauharnais';

/** Every element of `testId` fits its own width (nothing sticks out sideways). */
async function fitsItsBox(page: Page, testId: string) {
  const overflows = await page
    .getByTestId(testId)
    .evaluateAll((nodes) => nodes.map((n) => n.scrollWidth - n.clientWidth).filter((d) => d > 0));
  expect(overflows, `${testId} : contenu plus large que sa boîte`).toEqual([]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`a long link in a guest's message wraps on the AI control page (${viewport.width} px)`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signUpCouple(page, `long-link-${viewport.width}`);
    const wedding = await createWedding(page);
    const admin = await playwright.request.newContext({ baseURL: ORIGIN });
    await activateAsAdmin(admin, wedding.id);
    await admin.dispose();
    const from = `+336${String(Date.now()).slice(-8)}`;
    await guestWrites(page, from, new URL(wedding.whatsappLink).searchParams.get('text')!);
    await guestWrites(page, from, `Ce lien est-il le bon pour le covoiturage ${LONG_LINK} ?`);

    await page.context().clearCookies();
    await logInAsAdmin(page);
    await page.goto('/admin/ai-control');
    const question = page.getByTestId('ai-question').filter({ hasText: 'covoiturage' }).first();
    await expect(question).toBeVisible();
    await fitsItsBox(page, 'ai-question');
    await noSidewaysScroll(page, 'contrôle IA');
    await question.screenshot({ path: `${SHOTS}/ai-control-${viewport.width}.png` });
  });

  test(`the guest import's preview shows every column of long lines (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await signUpCouple(page, `import-${viewport.width}`);
    const wedding = await createWedding(page);
    await gotoHydrated(page, `/wedding/${wedding.id}`);
    await page.getByRole('tab', { name: 'Invités', exact: true }).click();
    const csv = [
      'Prénom;Nom;Téléphone;Foyer;Enfant;Langue',
      `${LONG_NAME};Saint-Exupéry-Villeneuve;06 11 22 33 44;Famille de la Rochefoucauld-Montmorency-Beauharnais;non;fr`,
      'Paul;Durand;12;Famille Durand;;',
    ].join('\n');
    await page
      .getByLabel('Fichier CSV des invités')
      .setInputFiles({ name: 'invites.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const preview = page.getByTestId('guest-import-preview');
    await expect(preview.getByTestId('guest-import-row')).toHaveCount(2);
    // The error and the household are on screen, inside the preview, without scrolling sideways.
    const box = (await preview.boundingBox())!;
    for (const text of ['Numéro de téléphone invalide', 'Famille de la Rochefoucauld', 'Marie-Charlotte']) {
      const cell = (await preview.getByText(text).first().boundingBox())!;
      expect(cell.x, text).toBeGreaterThanOrEqual(box.x);
      expect(cell.x + cell.width, text).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    await noSidewaysScroll(page, 'aperçu de l’import');
    await preview.screenshot({ path: `${SHOTS}/import-preview-${viewport.width}.png` });
  });
}

test('the wedding form names the part its reception fields edit: the vin d’honneur, not « la réception »', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpCouple(page, 'parts-form');
  const wedding = await createWedding(page);
  const parts = (await (await page.request.get(`/api/weddings/${wedding.id}/parts`)).json()) as {
    id: number;
    kind: string;
    time: string | null;
    venue: string | null;
  }[];
  const [ceremony, reception] = parts;
  const saved = await page.request.put(`/api/weddings/${wedding.id}/parts`, {
    headers: { origin: ORIGIN },
    data: {
      parts: [
        { id: ceremony!.id, kind: 'ceremony', time: ceremony!.time, venue: ceremony!.venue },
        { kind: 'cocktail', time: '17:30', venue: 'Jardin du domaine' },
        { id: reception!.id, kind: 'dinner', time: '20:00', venue: reception!.venue },
      ],
    },
  });
  expect(saved.ok()).toBe(true);

  await gotoHydrated(page, `/wedding/${wedding.id}`);
  const facts = page.getByTestId('wedding-facts');
  await expect(facts.getByRole('heading', { name: 'Vin d’honneur' })).toBeVisible();
  await expect(facts).toContainText('Heure (Vin d’honneur)');
  await expect(facts).toContainText('Les autres moments (Dîner) se modifient dans « Journée et foyers ».');
  await expect(facts).not.toContainText('Heure de la réception');

  await page.getByTestId('edit-wedding').click();
  const form = page.getByTestId('wedding-form');
  await expect(form.getByLabel('Heure de la réception')).toHaveCount(0);
  await form.getByLabel('Heure (Vin d’honneur)').fill('18:00');
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByTestId('wedding-facts')).toContainText('18:00');
  const after = (await (await page.request.get(`/api/weddings/${wedding.id}/parts`)).json()) as {
    kind: string;
    time: string | null;
  }[];
  expect(after.find((p) => p.kind === 'cocktail')!.time).toBe('18:00');
  expect(after.find((p) => p.kind === 'dinner')!.time).toBe('20:00');
  await noSidewaysScroll(page, 'formulaire du mariage');
});
