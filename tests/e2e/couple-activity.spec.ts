// The wedding's figures and the assistant's latest replies, fed with guests and messages (the WhatsApp side that
// creates them is tested with its webhook; here the API answers are stubbed to check what the couple sees).
import { test } from '@playwright/test';
import { createWedding, expect, gotoHydrated, signUpCouple } from './couple-helpers.ts';

test('the figures say what they count (« 3 invités · 1 a écrit »); Messages shows the 10 latest replies', async ({
  page,
}) => {
  await signUpCouple(page, 'activite');
  const wedding = await createWedding(page);
  const at = '2027-06-01T08:05:00.000Z';
  // The server's figures: three people on the guest list, one of whom wrote.
  await page.route(`**/api/weddings/${wedding.id}/stats`, (route) =>
    route.fulfill({ json: { totalMessages: 12, totalGuests: 1, activeGuests: 1, guestsOnList: 3, outsideWrote: 0 } }),
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

  await gotoHydrated(page, `/wedding/${wedding.id}`);
  await expect(page.getByTestId('figures-guests')).toHaveText('3 invités · 1 a écrit');
  // Guests are listed and one wrote: the next step is sending the link (after the deposit).
  await expect(page.getByTestId('next-steps')).toContainText(
    'Ajouter vos invités (un par un ou depuis un fichier) : Fait',
  );

  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  const list = page.getByTestId('messages-list').getByRole('listitem');
  await expect(list).toHaveCount(10);
  await expect(list.first()).toContainText('Question 1');
  await expect(list.first()).toContainText('Sans réponse');
  await expect(list.nth(1)).toContainText('Réponse 2');
  await expect(list.nth(1)).toContainText('Invité');
  // 08:05 UTC is 10:05 in Paris (the browser's time zone in playwright.config.ts).
  await expect(list.first()).toContainText('01/06/2027 10:05');
});
