// « Messages » of /wedding/:id, the couple's inbox: guests write through the real signed WhatsApp webhook, the
// questions the assistant could not answer wait for the couple (the e-mail's link opens this tab), who answers one,
// saves it as a FAQ, follows its delivery status (queued here: Twilio is not configured) and closes another without
// replying. Then the notification choice of the settings. At 390 px (no sideways scroll) and 1366 px, with axe and
// screenshots.
import { test } from '@playwright/test';
import {
  activateAsAdmin,
  createWedding,
  expect,
  expectNoSeriousViolations,
  expectToast,
  gotoHydrated,
  guestWrites,
  noSidewaysScroll,
  ORIGIN,
  signUpCouple,
} from './couple-helpers.ts';

const SCREENSHOTS = 'test-results/couple-inbox';

/** A French mobile number of this run alone: a phone binds to the wedding it last wrote to, whatever the spec. */
const randomPhone = () => `+3366${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

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

    test('the couple finds the unanswered questions, answers one on WhatsApp and saves it as a FAQ', async ({
      page,
      playwright,
    }) => {
      test.setTimeout(120_000);
      await signUpCouple(page, `inbox-${viewport.width}`);
      const wedding = await createWedding(page);
      const admin = await playwright.request.newContext({ baseURL: ORIGIN });
      await activateAsAdmin(admin, wedding.id);
      await admin.dispose();
      const start = new URL(wedding.whatsappLink).searchParams.get('text')!;

      await test.step('two guests write on WhatsApp (signed webhook)', async () => {
        const lea = randomPhone();
        await guestWrites(page, lea, start, 'Léa');
        await guestWrites(page, lea, 'Y aura-t-il un photobooth ?', 'Léa');
        await guestWrites(page, lea, 'Est-ce qu’on peut venir avec notre chien ?', 'Léa');
        const paul = randomPhone();
        await guestWrites(page, paul, start, 'Paul');
        await guestWrites(page, paul, 'À quelle heure est la cérémonie ?', 'Paul');
      });

      const panel =
        await test.step('the e-mail’s link opens « Messages »: open questions first, then every conversation', async () => {
          await gotoHydrated(page, `/wedding/${wedding.id}#messages`);
          const panel = page.getByRole('tabpanel', { name: 'Messages', exact: true });
          await expect(panel.getByRole('heading', { name: 'Boîte de réception' })).toBeVisible();
          const open = panel.getByTestId('inbox-open-item');
          await expect(open).toHaveCount(2);
          await expect(open.nth(0)).toContainText('« Y aura-t-il un photobooth ? »');
          await expect(open.nth(0)).toContainText('Léa');
          await expect(panel.getByTestId('inbox-open')).toContainText('2 messages en attente');
          const conversations = panel.getByTestId('inbox-conversation');
          await expect(conversations).toHaveCount(2);
          await expect(conversations.nth(0)).toContainText('Paul');
          await expect(conversations.nth(0)).toContainText('À quelle heure est la cérémonie ?');
          await noSidewaysScroll(page, 'boîte de réception');
          await expectNoSeriousViolations(page, 'boîte de réception');
          await page.screenshot({ path: `${SCREENSHOTS}/${viewport.width}-inbox.png`, fullPage: true });
          return panel;
        });

      const thread = panel.getByTestId('inbox-thread');
      await test.step('« Répondre » opens the guest’s conversation, aimed at that question', async () => {
        await panel.getByTestId('inbox-open-item').nth(1).getByRole('button', { name: 'Répondre' }).click();
        await expect(thread.getByRole('heading', { name: 'Conversation avec Léa' })).toBeVisible();
        await expect(thread.getByTestId('inbox-guest-message')).toHaveCount(3);
        await expect(thread.getByTestId('inbox-reply-form')).toContainText(
          'Votre réponse à : « Est-ce qu’on peut venir avec notre chien ? »',
        );
        if (viewport.isMobile) await expect(panel.getByTestId('inbox-open')).toBeHidden();
        await thread.getByRole('button', { name: 'Envoyer' }).click();
        await expect(thread.getByTestId('inbox-reply-error')).toHaveText('Écrivez votre réponse.');
      });

      await test.step('« Envoyer » with « Enregistrer aussi comme question fréquente »: sent, in the FAQ, translations offered', async () => {
        await thread.getByRole('textbox').fill('Oui, les chiens sont les bienvenus s’ils restent tenus en laisse.');
        await thread.getByRole('checkbox', { name: /Enregistrer aussi comme question fréquente/ }).check();
        await thread.getByRole('button', { name: 'Envoyer' }).click();
        const sent = await expectToast(page, 'Réponse envoyée et ajoutée à vos questions fréquentes');
        // On a phone the toast covers the bottom of the thread: the couple closes it (before it leaves on its own).
        await sent.getByRole('button', { name: 'Fermer la notification' }).click();
        await expect(sent).toBeHidden();
        const reply = thread.getByTestId('inbox-couple-reply');
        await expect(reply).toHaveCount(1);
        await expect(reply).toContainText('Oui, les chiens sont les bienvenus');
        await expect(reply.getByTestId('inbox-reply-status')).toHaveText('En attente d’envoi');
        await expect(thread.getByTestId('inbox-faq-saved')).toContainText('Ajoutée à vos questions fréquentes');
        await expect(thread.getByTestId('inbox-faq-saved').getByRole('button', { name: 'Traduire' })).toBeVisible();
        await expect(thread.getByTestId('inbox-reply-form')).toContainText(
          'Votre réponse à : « Y aura-t-il un photobooth ? »',
        );
        await noSidewaysScroll(page, 'conversation');
        await expectNoSeriousViolations(page, 'conversation');
        await page.screenshot({ path: `${SCREENSHOTS}/${viewport.width}-conversation.png`, fullPage: true });
      });

      await test.step('the FAQ’s English and Spanish versions are offered, in the FAQ form', async () => {
        await thread
          .getByTestId('inbox-faq-saved')
          .getByRole('button', { name: 'Versions anglaise et espagnole' })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Question fréquente' });
        await expect(dialog.getByRole('textbox', { name: 'Question' })).toHaveValue(
          'Est-ce qu’on peut venir avec notre chien ?',
        );
        await dialog.getByText('Versions anglaise et espagnole').click();
        await dialog
          .getByRole('textbox', { name: 'Réponse en anglais (facultatif)' })
          .fill('Yes, dogs are welcome on a leash.');
        await dialog
          .getByRole('textbox', { name: 'Réponse en espagnol (facultatif)' })
          .fill('Sí, los perros son bienvenidos con correa.');
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await expectToast(page, 'FAQ mise à jour');
        await expect(dialog).toBeHidden();
      });

      await test.step('« Classer sans répondre » closes the photobooth question: nothing is sent', async () => {
        await expect(panel.getByTestId('inbox-open')).toContainText('1 message en attente');
        await thread.getByRole('button', { name: 'Classer sans répondre' }).click();
        await expectToast(page, 'Question classée');
        await expect(thread.getByTestId('inbox-couple-reply')).toHaveCount(1);
        await expect(thread.getByRole('button', { name: 'Classer sans répondre' })).toHaveCount(0);
      });

      await test.step('the questions leave the open list; the FAQ tab has the one saved', async () => {
        if (viewport.isMobile) await thread.getByRole('button', { name: 'Retour à la liste' }).click();
        await expect(panel.getByTestId('inbox-open-item')).toHaveCount(0);
        await expect(panel.getByTestId('inbox-open')).toContainText('Aucun message en attente de votre réponse.');
        await page.getByRole('tab', { name: 'Questions fréquentes', exact: true }).click();
        const faq = page.getByRole('tabpanel', { name: 'Questions fréquentes', exact: true });
        await expect(faq).toContainText('Est-ce qu’on peut venir avec notre chien ?');
        await expect(faq).toContainText('EN · ES');
      });

      await test.step('« Paramètres »: a daily digest instead of an e-mail per question', async () => {
        await page.getByRole('tab', { name: 'Paramètres', exact: true }).click();
        const setting = page.getByTestId('inbox-notifications');
        await expect(setting.getByRole('radio', { name: /Tout de suite/ })).toBeChecked();
        await setting.getByRole('radio', { name: /Une fois par jour/ }).check();
        await expectToast(page, 'Préférence enregistrée');
        await page.reload();
        await page.getByRole('tab', { name: 'Paramètres', exact: true }).click();
        await expect(
          page.getByTestId('inbox-notifications').getByRole('radio', { name: /Une fois par jour/ }),
        ).toBeChecked();
      });
    });
  });
}
