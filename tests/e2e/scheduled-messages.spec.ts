// « Messages automatiques » (Paramètres) at a phone's 390 px and a laptop's 1366 px: the proposed texts follow the
// wedding and exist in English and Spanish; the couple's own French text goes to all until they write their own
// English one; « Revenir au texte proposé » brings the proposals back.
import { test } from '@playwright/test';
import { createWedding, expect, expectToast, ORIGIN, signUpCouple } from './couple-helpers.ts';

// A couple abroad: the planned moments read on the wedding's clock (« Rappel la veille (18h) »), not the browser's.
test.use({ timezoneId: 'America/Montreal' });

for (const width of [390, 1366]) {
  test(`automatic messages follow the wedding and speak the guests' languages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await signUpCouple(page, `scheduled-${width}`);
    const wedding = await createWedding(page);
    const moved = await page.request.patch(`/api/weddings/${wedding.id}`, {
      data: { ceremonyTime: '16:00' },
      headers: { origin: ORIGIN },
    });
    expect(moved.ok()).toBe(true);

    await page.goto(`/wedding/${wedding.id}`);
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    const reminder = page.getByTestId('scheduled-messages').locator('article[data-kind="reminder_24h"]');
    const french = reminder.getByRole('textbox', { name: 'Texte du message' });
    await expect(french).toHaveValue(/rendez-vous à 16h, à l'Église Saint-Germain/);
    await expect(reminder).toContainText('Texte proposé');
    await expect(reminder).toContainText(/Prévu le \d{2}\/\d{2}\/\d{4} 18:00/);
    // The thanks go to the list's households that said they come: none yet.
    const thanks = page.getByTestId('scheduled-messages').locator('article[data-kind="thank_you"]');
    await expect(thanks).toContainText('Aucun invité connecté à remercier pour l’instant');
    await reminder.getByText('Pour vos invités anglophones et hispanophones').click();
    const english = reminder.getByRole('textbox', { name: 'Texte en anglais' });
    await expect(english).toHaveValue(/join them at 4 pm \(16h\), Église Saint-Germain/);
    await expect(reminder.getByRole('textbox', { name: 'Texte en espagnol' })).toHaveValue(/¡Es mañana!/);

    await french.fill('À demain ! Pensez au covoiturage depuis la gare.');
    await reminder.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Message automatique mis à jour');
    await expect(reminder).toContainText('Votre texte : il est envoyé tel quel.');
    await expect(english).toHaveValue('');
    await expect(english).toHaveAttribute('placeholder', /reçoivent votre texte en français/);

    await english.fill('See you tomorrow! Think of car sharing from the station.');
    await reminder.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(reminder.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    await reminder.getByText('Pour vos invités anglophones et hispanophones').click();
    await expect(english).toHaveValue('See you tomorrow! Think of car sharing from the station.');
    await expect(french).toHaveValue('À demain ! Pensez au covoiturage depuis la gare.');
    await page.screenshot({ path: test.info().outputPath(`scheduled-${width}.png`), fullPage: true });

    await reminder.getByRole('button', { name: 'Revenir au texte proposé' }).click();
    await expectToast(page, 'Texte proposé rétabli');
    await expect(french).toHaveValue(/rendez-vous à 16h/);
    await expect(english).toHaveValue(/join them at 4 pm/);
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrolls).toBe(false);
  });
}
