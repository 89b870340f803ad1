// The invitation on WhatsApp, as a couple sends it from « Journée et foyers » (in « Invités »), and the answers per part that come back:
// the guest's side driven through the signed webhook. Without Twilio (as here) nothing can leave: the screen says so
// and what to do, and no household shows as invited; the guest answers in her own words. At 1366 px and 390 px, without sideways scroll.
import { test, type Page } from '@playwright/test';
import {
  ORIGIN,
  activateAsAdmin,
  createWedding,
  expect,
  expectNoSeriousViolations,
  expectToast,
  gotoHydrated,
  guestWrites,
  noSidewaysScroll,
  signUpCouple,
} from './couple-helpers.ts';

/** « Journée et foyers » is the lower part of the « Invités » section: its own region there. */
async function openDay(page: Page, weddingId: number) {
  await gotoHydrated(page, `/wedding/${weddingId}`);
  await page.getByRole('tab', { name: 'Invités', exact: true }).click();
  return page
    .getByRole('tabpanel', { name: 'Invités', exact: true })
    .getByRole('region', { name: 'Journée, foyers et plan de table' });
}

for (const [viewport, phone] of [
  [{ width: 1366, height: 900 }, '06 55 44 33 21'],
  [{ width: 390, height: 844 }, '06 55 44 33 22'],
] as const) {
  test(`the couple sends the invitation, then sees the answers per part (${viewport.width} px)`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signUpCouple(page, `invitation-${viewport.width}`);
    const wedding = await createWedding(page);
    const admin = await playwright.request.newContext({ baseURL: ORIGIN });
    await activateAsAdmin(admin, wedding.id);
    await admin.dispose();
    const from = `+33${phone.replace(/\s/g, '').slice(1)}`;

    let day = await openDay(page, wedding.id);
    await test.step('a household of two seats, invited to the ceremony and the reception', async () => {
      await day.getByTestId('household-new').click();
      const form = day.getByTestId('household-form');
      await form.getByTestId('household-name').fill('Famille Morel');
      await form.getByTestId('household-seats').fill('2');
      const members = form.getByTestId('household-member-row');
      await members.nth(0).getByTestId('member-first-name').fill('Inès');
      await members.nth(0).getByTestId('member-last-name').fill('Morel');
      await members.nth(0).getByTestId('member-phone').fill(phone);
      await form.getByTestId('household-save').click();
      await expectToast(page, 'Foyer enregistré');
      await expect(day.getByTestId('household-invited')).toHaveText('Invitation pas encore envoyée');
    });

    await test.step('without Twilio nothing leaves: the screen says so and what to do, no household shows as invited', async () => {
      const all = day.getByTestId('invite-all');
      await expect(all).toHaveText('Envoyer l’invitation aux foyers pas encore invités (1)');
      await all.click();
      const summary = day.getByTestId('invitations-summary');
      await expect(summary).toContainText('Aucune invitation n’est partie');
      await expect(summary).toContainText('Twilio');
      await expect(summary).toContainText('Liens personnels et QR codes');
      await expect(day.getByTestId('household-invited')).toHaveText('Invitation pas encore envoyée');
      await expect(all).toHaveText('Envoyer l’invitation aux foyers pas encore invités (1)');
      await expect(day.getByTestId('household-invite')).toHaveText('Envoyer l’invitation');
      await noSidewaysScroll(page, 'invitation refusée');
      await page.screenshot({ path: `test-results/invitation/refused-${viewport.width}.png`, fullPage: true });
    });

    await test.step('Inès answers in her own words (her link), then per part and tells a diet', async () => {
      await guestWrites(page, from, new URL(wedding.whatsappLink).searchParams.get('text')!, 'Inès');
      expect(await guestWrites(page, from, 'Oui, avec plaisir', 'Inès')).toContain('Cérémonie : combien serez-vous ?');
      expect(await guestWrites(page, from, '2', 'Inès')).toContain('Réception : combien serez-vous ?');
      expect(await guestWrites(page, from, '1', 'Inès')).toContain('Un régime ou une allergie ?');
      const summary = await guestWrites(page, from, 'Végétarienne', 'Inès');
      expect(summary).toContain('Cérémonie : 2 personnes');
      expect(summary).toContain('Réception : 1 personne');
      expect(summary).toContain('Modifier');
    });

    await test.step('the couple sees the household’s answer per part, who gave it, and the diet', async () => {
      day = await openDay(page, wedding.id);
      const card = day.getByTestId('household-card').filter({ hasText: 'Famille Morel' });
      const answers = card.getByTestId('household-part-answer');
      await expect(answers).toHaveCount(2);
      await expect(answers.nth(0)).toHaveText('Cérémonie : Présent (2)');
      await expect(answers.nth(1)).toHaveText('Réception : Présent (1)');
      await expect(card).toContainText('Réponse donnée par Inès Morel');
      await expect(card.getByTestId('household-diet')).toHaveText('Régime ou allergie : Végétarienne');
      await noSidewaysScroll(page, 'invitation');
      await expectNoSeriousViolations(page, 'invitation');
      await page.screenshot({ path: `test-results/invitation/answers-${viewport.width}.png`, fullPage: true });
    });

    await test.step('a yes of a household of two that stops before saying how many is counted 1, and the screens say so', async () => {
      const roy = `${from.slice(0, -1)}9`;
      await day.getByTestId('household-new').click();
      const form = day.getByTestId('household-form');
      await form.getByTestId('household-name').fill('Famille Roy');
      await form.getByTestId('household-seats').fill('3');
      const member = form.getByTestId('household-member-row').nth(0);
      await member.getByTestId('member-first-name').fill('Paul');
      await member.getByTestId('member-phone').fill(roy);
      await form.getByTestId('household-add-member').click();
      await form.getByTestId('household-member-row').nth(1).getByTestId('member-first-name').fill('Léa');
      await form.getByTestId('household-save').click();
      await expectToast(page, 'Foyer enregistré');
      await guestWrites(page, roy, new URL(wedding.whatsappLink).searchParams.get('text')!, 'Paul');
      expect(await guestWrites(page, roy, 'Oui on vient !', 'Paul')).toContain('Combien serez-vous en tout ?');

      day = await openDay(page, wedding.id);
      const counts = day.getByTestId('wedding-part-counts');
      await expect(counts.nth(0)).toHaveText(
        '2 foyers invités · 2 viennent · 3 personnes · 1 foyer sans nombre (compté 1)',
      );
      const figures = page.getByTestId('rsvp-figures');
      await expect(figures.getByTestId('rsvp-yes-desc')).toHaveText('3 personnes');
      await expect(figures.getByTestId('rsvp-yes-note')).toHaveText('dont 1 foyer sans nombre (compté 1)');
      await expect(
        day
          .getByTestId('household-card')
          .filter({ hasText: 'Famille Roy' })
          .getByTestId('household-part-answer')
          .nth(0),
      ).toHaveText('Cérémonie : Présent (nombre à préciser)');
      await noSidewaysScroll(page, 'sans nombre');
      await page.screenshot({ path: `test-results/invitation/uncounted-${viewport.width}.png`, fullPage: true });
    });

    await test.step('« Oui on vient ! » from a household of one, no seats set, is asked how many, not counted 1', async () => {
      const marc = `${from.slice(0, -1)}8`;
      await day.getByTestId('household-new').click();
      const form = day.getByTestId('household-form');
      await form.getByTestId('household-name').fill('Marc Petit');
      const member = form.getByTestId('household-member-row').nth(0);
      await member.getByTestId('member-first-name').fill('Marc');
      await member.getByTestId('member-phone').fill(marc);
      await form.getByTestId('household-save').click();
      await expectToast(page, 'Foyer enregistré');
      await guestWrites(page, marc, new URL(wedding.whatsappLink).searchParams.get('text')!, 'Marc');
      expect(await guestWrites(page, marc, 'Oui on vient !', 'Marc')).toContain('Combien serez-vous en tout ?');

      day = await openDay(page, wedding.id);
      const card = day.getByTestId('household-card').filter({ hasText: 'Marc Petit' });
      await expect(card.getByTestId('household-part-answer').nth(0)).toHaveText(
        'Cérémonie : Présent (nombre à préciser)',
      );
      await expect(day.getByTestId('wedding-part-counts').nth(0)).toHaveText(
        '3 foyers invités · 3 viennent · 4 personnes · 2 foyers sans nombre (comptés\u00a01 chacun)',
      );
      await noSidewaysScroll(page, 'foyer d’une personne sans nombre');
      await card.screenshot({ path: `test-results/invitation/solo-uncounted-${viewport.width}.png` });
    });
  });
}
