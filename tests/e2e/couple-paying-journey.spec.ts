// The paying couple's whole journey without typing a URL, on a phone (390 px) and a desktop (1366 px): landing →
// « Se connecter » → sign-up → wedding → deposit paid with the simulated card → assistant on → test chat → a guest's
// message through the signed WhatsApp webhook → it shows in the statistics. axe and the sideways-scroll check on
// every page it visits.
import { test, type Page } from '@playwright/test';
import {
  STRONG_PASSWORD,
  expect,
  expectNoSeriousViolations,
  expectToast,
  guestWrites,
  uniqueEmail,
} from './couple-helpers.ts';

/** No page may scroll sideways; then axe, once the page has settled. */
async function checkPage(page: Page, label: string) {
  // Islands loaded with the page have hydrated (the landing's demo waits to be scrolled to).
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]:not([client="visible"])').length === 0);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label} : défilement horizontal`).toBeLessThanOrEqual(clientWidth);
  await expectNoSeriousViolations(page, label);
  // E2E_SCREENSHOTS=<folder>: one full-page picture per step, to look at the journey as its couple sees it.
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder)
    await page.screenshot({
      path: `${folder}/${page.viewportSize()?.width ?? 0}-${label.replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
}

for (const viewport of [
  { name: 'téléphone', width: 390, height: 844, isMobile: true },
  { name: 'ordinateur', width: 1366, height: 900, isMobile: false },
]) {
  test.describe(`sur ${viewport.name} (${viewport.width} px)`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
    });

    test('from the landing page to an active assistant whose guest message shows in the statistics', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const email = uniqueEmail(`parcours-${viewport.width}`);

      await test.step('the landing offers « Se connecter »', async () => {
        await page.goto('/landing');
        await checkPage(page, 'landing');
        await page.getByTestId('header-login').click();
        await page.waitForURL('**/auth-simulation?mode=login');
        await checkPage(page, 'connexion');
      });

      await test.step('sign-up, then the wedding form', async () => {
        await page.getByRole('tab', { name: 'Inscription' }).click();
        const form = page.getByTestId('signup-form');
        await form.getByLabel('Prénom').fill('Léna');
        await form.getByLabel('Nom', { exact: true }).fill('Moreau');
        await form.getByLabel('Email').fill(email);
        await form.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
        await form.getByLabel('Confirmer le mot de passe').fill(STRONG_PASSWORD);
        await form.getByRole('button', { name: 'Créer mon compte' }).click();
        await page.waitForURL('**/couple-signup');
        await checkPage(page, 'formulaire du mariage');

        await page.getByLabel('Prénom de la mariée').fill('Léna');
        await page.getByLabel('Prénom du marié').fill('Hugo');
        await page.getByLabel('Date du mariage').fill('2027-09-25');
        await page.getByLabel('Lieu de la cérémonie').fill('Mairie de Lyon 2e');
        await page.getByLabel('Heure de la cérémonie').fill('15:30');
        await page.getByLabel('Lieu de la réception').fill('Domaine de la Source');
        await page.getByRole('button', { name: 'Créer mon assistant' }).click();
        // The couple space leads to the wedding's one home.
        await page.waitForURL(/\/wedding\/\d+$/);
      });

      await test.step('unpaid: the status says so, the link is not presented as ready, the next step pays', async () => {
        await expect(page.getByTestId('bot-badge')).toHaveText('En attente de paiement');
        await expect(page.getByTestId('link-panel')).toHaveAttribute('data-ready', 'false');
        await expect(page.getByTestId('link-blocked')).toContainText('Ne l’envoyez pas encore');
        await expect(page.getByTestId('next-steps')).toBeVisible();
        await expect(page.getByRole('link', { name: /admin/i })).toHaveCount(0);
        await checkPage(page, 'espace couple (à payer)');
        await page
          .getByTestId('next-steps')
          .getByRole('link', { name: 'Activer mon assistant — payer l’acompte (47,50 €)' })
          .click();
        await page.waitForURL(/\/couple-payment\?weddingId=\d+$/);
        await expect(page.getByTestId('test-mode-badge')).toBeVisible();
        await checkPage(page, 'paiement');
      });

      await test.step('the simulated card pays the deposit once the terms are accepted; the main button leads to the couple space', async () => {
        await page.getByTestId('checkout-consent').getByRole('checkbox').check();
        await page.getByTestId('pay-button').click();
        await page.waitForURL(/\/couple-payment-success\?payment_intent=pi_sim_/);
        await expect(page.getByRole('heading', { name: 'Paiement confirmé !' })).toBeVisible();
        await expect(page.getByRole('link', { name: /admin/i })).toHaveCount(0);
        await checkPage(page, 'paiement confirmé');
        await page.getByTestId('to-dashboard').click();
        await page.waitForURL(/\/wedding\/\d+$/);
        await expect(page.getByTestId('bot-badge')).toHaveText('Actif');
        await expect(page.getByTestId('link-panel')).toHaveAttribute('data-ready', 'true');
        await checkPage(page, 'espace couple (actif)');
        await page.getByRole('tab', { name: 'Paiement', exact: true }).click();
        await expect(page.getByTestId('payment-deposit')).toHaveText('47,50 €');
      });

      let weddingId = '';
      await test.step('the assistant is on, and answers the test chat', async () => {
        await expect(page.getByTestId('bot-badge')).toHaveText('Actif');
        await expect(page.getByTestId('bot-toggle')).toBeChecked();
        await expect(page.getByTestId('link-panel')).toHaveAttribute('data-ready', 'true');
        weddingId =
          /text=start-([a-z0-9-]+)/.exec((await page.getByTestId('whatsapp-link').textContent()) ?? '')?.[1] ?? '';
        expect(weddingId).not.toBe('');
        await checkPage(page, 'mariage');
        // « Tester » opens the test chat, which stores nothing: the couple's own phone never becomes a guest.
        await page.getByTestId('test-link').click();
        await expect(page.getByRole('tab', { name: 'Questions fréquentes', exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        const chat = page.getByTestId('test-chat');
        await chat.getByLabel('Votre question').fill('À quelle heure est la cérémonie ?');
        await chat.getByRole('button', { name: 'Envoyer' }).click();
        await expect(chat).toContainText(/15(h|:)30/);
      });

      await test.step('a guest writes on WhatsApp; the message shows in the statistics', async () => {
        const guest = `+3361${String(viewport.width).padStart(4, '0')}${String(Date.now()).slice(-4)}`;
        await guestWrites(page, guest, `start-${weddingId}`);
        const reply = await guestWrites(page, guest, 'Où se passe la réception ?');
        expect(reply).toContain('Domaine de la Source');
        await page.reload();
        // Come by the wedding's link, on no list: counted apart from the list, and as activity.
        await expect(page.getByTestId('figures-guests')).toHaveText('0 invité · 0 a écrit');
        await expect(page.getByTestId('figures-outside')).toHaveText('1 personne hors de votre liste a aussi écrit');
        await expect(page.getByTestId('stat-active')).toHaveText('1');
        await expect(page.getByTestId('stat-messages')).not.toHaveText('0');
        await page.getByRole('tab', { name: 'Messages', exact: true }).click();
        await page.getByRole('heading', { name: 'Ce que demandent vos invités' }).scrollIntoViewIfNeeded();
        // The most asked facts: the reception's place, from the guest's question.
        await expect(page.getByTestId('wedding-insights')).toContainText('Lieu de la réception');
        // The chart spans its card (a card's figure is a centred flex row in daisyUI, which once shrank it to nothing).
        expect((await page.getByTestId('messages-per-day').boundingBox())?.width ?? 0).toBeGreaterThan(250);
        await checkPage(page, 'statistiques');
      });

      await test.step('a question the assistant could not answer becomes a FAQ, and the next guest gets the answer', async () => {
        const guest = `+3362${String(viewport.width).padStart(4, '0')}${String(Date.now()).slice(-4)}`;
        await guestWrites(page, guest, `start-${weddingId}`);
        const question = 'Quel est le code du wifi de la salle ?';
        expect(await guestWrites(page, guest, question)).not.toContain('MARIAGE2027');
        await page.reload();
        await page.getByRole('tab', { name: 'Messages', exact: true }).click();
        await page.getByRole('heading', { name: 'Ce que demandent vos invités' }).scrollIntoViewIfNeeded();
        const unanswered = page.getByTestId('unanswered-list');
        await expect(unanswered).toContainText(question);
        await unanswered.getByRole('button', { name: 'Ajouter à la FAQ' }).click();
        const dialog = page.getByRole('dialog', { name: 'Ajouter à la FAQ' });
        await expect(dialog.getByLabel('Question')).toHaveValue(question);
        await dialog
          .getByLabel('Réponse', { exact: true })
          .fill('Le code du wifi est MARIAGE2027, affiché à l’entrée de la salle.');
        await checkPage(page, 'ajouter à la FAQ');
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await expectToast(page, 'FAQ créée');
        await expect(page.getByTestId('unanswered-list')).toHaveCount(0);
        expect(await guestWrites(page, `${guest.slice(0, -1)}9`, `start-${weddingId}`)).toBeTruthy();
        expect(await guestWrites(page, `${guest.slice(0, -1)}9`, question)).toContain('MARIAGE2027');
      });
    });
  });
}
