// « Annonces » of /wedding/:id: a guest of the list writes through the real signed WhatsApp webhook (personal link),
// the couple sees who an announcement would reach (text in the 24-hour window, not connected, Twilio not configured),
// sends one after the confirmation, and finds it in the history, queued. Then the printable personal links page.
// At 390 px (no sideways scroll) and 1366 px, with axe on each screen.
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

const SCREENSHOTS = 'test-results/announcements';

/** A French mobile number of this run alone: a phone binds to the wedding it last wrote to, whatever the spec. */
const randomPhone = () => `+3367${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function addGuest(page: Page, weddingId: number, guest: { name: string; phone: string; household?: string }) {
  const response = await page.request.post(`/api/weddings/${weddingId}/guests`, {
    data: guest,
    headers: { origin: ORIGIN },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: number; personalLink: string };
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

    test('the couple sees who an announcement reaches, sends it, follows it; the personal links print', async ({
      page,
      playwright,
    }) => {
      test.setTimeout(120_000);
      await signUpCouple(page, `annonces-${viewport.width}`);
      const wedding = await createWedding(page);
      // Announcements go out only while the assistant is on (as after the deposit).
      const admin = await playwright.request.newContext({ baseURL: ORIGIN });
      await activateAsAdmin(admin, wedding.id);
      await admin.dispose();
      const lea = await addGuest(page, wedding.id, {
        name: 'Léa Martin',
        phone: randomPhone(),
        household: 'Famille Martin',
      });
      await addGuest(page, wedding.id, { name: 'Paul Martin', phone: randomPhone(), household: 'Famille Martin' });
      await addGuest(page, wedding.id, { name: 'Zoé Bernard', phone: randomPhone() });

      await test.step('Léa opens her personal link on WhatsApp (signed webhook)', async () => {
        const start = new URL(lea.personalLink).searchParams.get('text');
        expect(start).toMatch(/^start-/);
        await guestWrites(page, randomPhone(), start!, 'Léa');
      });

      const panel = await test.step('« Annonces »: who would receive it', async () => {
        await gotoHydrated(page, `/wedding/${wedding.id}`);
        await page.getByRole('tab', { name: 'Annonces', exact: true }).click();
        const panel = page.getByRole('tabpanel', { name: 'Annonces', exact: true });
        const reach = panel.getByTestId('announcement-reach');
        await expect(reach.getByTestId('reach-text')).toHaveText(
          '1 par message WhatsApp (a écrit dans les dernières 24 h)',
        );
        await expect(reach.getByTestId('reach-template')).toHaveText('0 par modèle approuvé');
        await expect(reach.getByTestId('reach-unreachable')).toHaveText('0 injoignable');
        await expect(reach.getByTestId('reach-not-connected')).toHaveText(
          '2 invités de la liste n’ont pas encore écrit à l’assistant : ils ne peuvent pas recevoir d’annonce',
        );
        await expect(reach.getByTestId('reach-not-live')).toHaveText(
          'Twilio n’est pas configuré : les messages restent en file d’attente',
        );
        await expect(panel.getByText('Aucune annonce envoyée pour l’instant.')).toBeVisible();

        await panel.getByLabel('Destinataires').selectOption('Famille Martin');
        await expect(reach.getByTestId('reach-not-connected')).toHaveText(
          '1 invité de la liste n’a pas encore écrit à l’assistant : il ne peut pas recevoir d’annonce',
        );
        await expect(reach.getByTestId('reach-text')).toHaveText(
          '1 par message WhatsApp (a écrit dans les dernières 24 h)',
        );
        return panel;
      });

      await test.step('an empty message is refused before any confirmation', async () => {
        await panel.getByRole('button', { name: 'Envoyer' }).click();
        await expect(panel.getByTestId('announcement-error')).toHaveText('Écrivez le message à envoyer.');
      });

      const text = 'La cérémonie est avancée à 15 h. À samedi !';
      await test.step('write, see the counter, check the screen', async () => {
        await panel.getByRole('textbox', { name: 'Message' }).fill(text);
        await expect(panel.getByTestId('announcement-counter')).toHaveText(`${text.length} / 1000 caractères`);
        await noSidewaysScroll(page, 'annonces');
        await expectNoSeriousViolations(page, 'annonces');
        await page.screenshot({ path: `${SCREENSHOTS}/${viewport.width}-annonces.png`, fullPage: true });
      });

      await test.step('« Envoyer » asks, says how many, sends; the history shows it queued', async () => {
        await panel.getByRole('button', { name: 'Envoyer' }).click();
        const dialog = page.getByRole('dialog', { name: 'Envoyer cette annonce ?' });
        await expect(dialog).toContainText('1 invité recevra ce message sur WhatsApp.');
        await expectNoSeriousViolations(page, 'confirmation annonce');
        await dialog.getByRole('button', { name: 'Envoyer' }).click();
        await expectToast(page, 'Annonce envoyée', 'Les messages sont en file d’attente.');
        await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveValue('');
        await expect(panel.getByLabel('Destinataires')).toHaveValue('');

        const item = panel.getByTestId('announcement-item');
        await expect(item).toHaveCount(1);
        await expect(item).toContainText(text);
        await expect(item).toContainText('Destinataires : Famille Martin');
        await expect(item.getByTestId('announcement-counts')).toContainText('En attente : 1');
        await expect(item.getByTestId('announcement-counts')).toContainText('Envoyé : 0');
        await item.getByText('Détail par invité (1)').click();
        const line = item.getByTestId('announcement-delivery');
        await expect(line).toHaveCount(1);
        await expect(line).toContainText('message');
        await expect(line).toContainText('En attente');
        await noSidewaysScroll(page, 'historique des annonces');
        await expectNoSeriousViolations(page, 'historique des annonces');
        await page.screenshot({ path: `${SCREENSHOTS}/${viewport.width}-annonces-envoyee.png`, fullPage: true });
      });

      await test.step('« Messages »: Léa’s conversation shows the announcement she was sent, and how it went', async () => {
        await page.getByRole('tab', { name: 'Messages', exact: true }).click();
        const inbox = page.getByRole('tabpanel', { name: 'Messages', exact: true });
        await inbox.getByTestId('inbox-conversation').filter({ hasText: 'Léa' }).click();
        const copy = inbox.getByTestId('inbox-thread').getByTestId('inbox-copy');
        await expect(copy).toHaveCount(1);
        await expect(copy).toContainText('Annonce ·');
        await expect(copy).toContainText(text);
        await expect(copy.getByTestId('inbox-reply-status')).toHaveText('En attente d’envoi');
        await noSidewaysScroll(page, 'conversation avec annonce');
        await expectNoSeriousViolations(page, 'conversation avec annonce');
        await page.screenshot({ path: `${SCREENSHOTS}/${viewport.width}-conversation-annonce.png`, fullPage: true });
        await page.getByRole('tab', { name: 'Annonces', exact: true }).click();
      });

      await test.step('the printable links: a card per household with its QR code, then the guest without one', async () => {
        await expect(panel.getByTestId('guest-links-link')).toHaveAttribute('href', `/wedding/links?id=${wedding.id}`);
        await gotoHydrated(page, `/wedding/links?id=${wedding.id}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Liens personnels et QR codes' })).toBeVisible();
        const cards = page.getByTestId('guest-link-card');
        await expect(cards).toHaveCount(2);
        const martin = cards.filter({ has: page.getByRole('heading', { name: 'Famille Martin' }) });
        await expect(martin).toContainText('Léa Martin, Paul Martin');
        await expect(martin.getByTestId('guest-link')).toHaveText(lea.personalLink);
        await expect(martin.getByRole('img', { name: 'QR code du lien WhatsApp de Famille Martin' })).toBeVisible();
        // Each card says whose wedding, when, and what to do; the page says when the links answer.
        await expect(martin.getByTestId('guest-link-wedding')).toHaveText(
          /^Mariage (?:de |d')\S.* et .+ · \d{1,2} \S+ \d{4}$/,
        );
        await expect(martin.getByTestId('guest-link-instructions')).toContainText(
          'Scannez ce code avec votre téléphone',
        );
        await expect(page.getByTestId('links-work-when')).toContainText('Les liens fonctionnent dès maintenant');
        await expect(cards.nth(1)).toContainText('Zoé Bernard');
        await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
        await noSidewaysScroll(page, 'liens personnels');
        await expectNoSeriousViolations(page, 'liens personnels');
        await page.screenshot({ path: `${SCREENSHOTS}/${viewport.width}-liens.png`, fullPage: true });
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByTestId('app-top-bar')).toBeHidden();
        await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();
        await page.screenshot({ path: `${SCREENSHOTS}/${viewport.width}-liens-impression.png`, fullPage: true });
      });
    });
  });
}
