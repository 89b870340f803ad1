// The dashboard's Invités connectés and Messages récents tabs, fed with guests and messages (the WhatsApp side
// that creates them is tested with its webhook; here the API answers are stubbed to check what the couple sees).
import { test } from '@playwright/test';
import { createWedding, expect, gotoHydrated, signUpCouple } from './couple-helpers.ts';

test('guests show their name or "Invité anonyme" and their last interaction; messages the 10 latest', async ({
  page,
}) => {
  await signUpCouple(page, 'activite');
  const wedding = await createWedding(page);
  const at = '2027-06-01T08:05:00.000Z';
  await page.route(`**/api/guests/${wedding.id}`, (route) =>
    route.fulfill({
      json: [
        {
          id: 1,
          weddingId: wedding.id,
          phoneNumber: '+33612345678',
          firstName: 'Léa',
          lastName: 'Martin',
          lastInteraction: at,
          messageCount: 3,
          createdAt: at,
        },
        {
          id: 2,
          weddingId: wedding.id,
          phoneNumber: '+33698765432',
          firstName: null,
          lastName: null,
          lastInteraction: null,
          messageCount: 0,
          createdAt: at,
        },
      ],
    }),
  );
  const messages = Array.from({ length: 12 }, (_, i) => ({
    id: 100 - i,
    weddingId: wedding.id,
    guestId: i % 2 ? null : 1,
    guestName: i % 2 ? 'Invité' : 'Léa Martin',
    guestPhone: null,
    content: `Question ${i + 1}`,
    response: i === 0 ? null : `Réponse ${i + 1}`,
    messageType: 'incoming',
    sender: 'guest',
    answered: i !== 0,
    createdAt: at,
  }));
  await page.route(`**/api/messages/${wedding.id}?limit=10`, (route) => route.fulfill({ json: messages }));

  await gotoHydrated(page, '/couple-dashboard');
  await page.getByRole('tab', { name: 'Invités connectés' }).click();
  const rows = page.getByTestId('guests-table').getByRole('row');
  await expect(rows).toHaveCount(3);
  // 08:05 UTC is 10:05 in Paris (the browser's time zone in playwright.config.ts).
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['Léa Martin', '+33612345678', '01/06/2027 10:05', '3']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['Invité anonyme', '+33698765432', "Pas d'interaction", '0']);

  await page.getByRole('tab', { name: 'Messages récents' }).click();
  const list = page.getByTestId('messages-list').getByRole('listitem');
  await expect(list).toHaveCount(10);
  await expect(list.first()).toContainText('Question 1');
  await expect(list.first()).toContainText('Sans réponse');
  await expect(list.nth(1)).toContainText('Réponse 2');
  await expect(list.nth(1)).toContainText('Invité');
});
