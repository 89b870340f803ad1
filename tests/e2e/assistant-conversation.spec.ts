// The assistant converses: unsure which subject a guest means, it offers numbered choices (in the couple's test chat
// as buttons, on WhatsApp as « 1. … 2. … »), answers the pick, and says « Pourquoi cette réponse ? ».
import { test } from '@playwright/test';
import {
  activateAsAdmin,
  createWedding,
  expect,
  openSection,
  guestWrites,
  noSidewaysScroll,
  signUpCouple,
} from './couple-helpers.ts';

const AMBIGUOUS = "Combien de temps entre l'église et la salle ?";

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`a conversation with a choice at ${viewport.width} px`, async ({ page, request }, testInfo) => {
    await page.setViewportSize(viewport);
    await signUpCouple(page, `choix${viewport.width}`);
    const wedding = await createWedding(page);

    await test.step('the couple’s test chat offers the choices as buttons and answers the one tapped', async () => {
      await openSection(page, wedding.id, 'Questions fréquentes');
      const chat = page.getByTestId('test-chat');
      await chat.getByLabel('Votre question').fill(AMBIGUOUS);
      await chat.getByRole('button', { name: 'Envoyer' }).click();
      await expect(chat).toContainText('vous parlez de :');
      const choices = chat.getByRole('group', { name: 'Choix proposés à l’invité' }).getByRole('button');
      await expect(choices).toHaveCount(2);
      await chat.getByText('Pourquoi cette réponse ?').last().click();
      const why = chat.getByTestId('why-this-reply').last();
      await expect(why).toContainText('il demande à l’invité lequel');
      // What it understood and what weighed, for the couple to read.
      await expect(why).toContainText(/Compris : .*la cérémonie/);
      await expect(why.getByTestId('why-weighed')).toContainText('Écart avec l’information suivante');
      await page.screenshot({ path: testInfo.outputPath(`test-chat-choix-${viewport.width}.png`), fullPage: true });
      await choices.nth(1).click();
      await expect(chat.locator('.chat-bubble').last()).toContainText('Château');
      await noSidewaysScroll(page, 'mariage');
    });

    await test.step('on WhatsApp, « 2 » answers the second subject, and the couple sees why', async () => {
      await activateAsAdmin(request, wedding.id);
      const guest = `+3361${String(viewport.width).padStart(4, '0')}${String(Date.now()).slice(-4)}`;
      const link = /text=(start-[a-z0-9-]+)/.exec(decodeURIComponent(wedding.whatsappLink))?.[1] ?? '';
      await guestWrites(page, guest, link);
      const asked = await guestWrites(page, guest, AMBIGUOUS);
      expect(asked).toMatch(/1\. [^<]+\n2\. /);
      const answered = await guestWrites(page, guest, '2');
      expect(answered).toContain('Château');
      const messages = await openSection(page, wedding.id, 'Messages');
      const latest = messages.getByTestId('messages-list').getByRole('listitem').first();
      await latest.getByText('Pourquoi cette réponse ?').click();
      await expect(latest.getByTestId('why-this-reply')).toContainText('L’assistant a trouvé l’information');
      await page.screenshot({ path: testInfo.outputPath(`messages-pourquoi-${viewport.width}.png`), fullPage: true });
    });
  });
}
