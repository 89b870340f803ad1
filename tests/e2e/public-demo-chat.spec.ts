import { expect, test, type Page } from '@playwright/test';

async function openDemo(page: Page, path = '/landing') {
  await page.goto(path);
  const chat = page.getByTestId('demo-chat');
  await chat.scrollIntoViewIfNeeded();
  // Hydrated when it scrolls into view.
  await expect(chat).toHaveAttribute('data-ready', 'true');
  const input = chat.getByTestId('demo-input');
  return { chat, input, messages: chat.getByTestId('demo-message') };
}

test.describe('demo chat', () => {
  test('starts with the four sample messages, in a scrolling transcript about 24rem high', async ({ page }) => {
    const { chat, messages } = await openDemo(page);
    await expect(messages).toHaveCount(4);
    await expect(messages.nth(0)).toHaveAttribute('data-type', 'incoming');
    await expect(messages.nth(1)).toContainText('15h30');
    await expect(messages.nth(3)).toContainText('parking');
    await expect(chat).toContainText('En ligne');
    await expect(chat.getByTestId('demo-input')).toHaveAttribute('placeholder', 'Tapez votre question...');
    const transcript = chat.getByTestId('demo-transcript');
    expect((await transcript.boundingBox())!.height).toBeCloseTo(384, -1);
    expect(await transcript.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
  });

  test('answers by keyword after about a second, with Enter or the button', async ({ page }) => {
    const { chat, input, messages } = await openDemo(page);
    const cases: [string, string][] = [
      ['Quel est le dress code ?', 'chic champêtre'],
      ['Où peut-on se garer ?', 'parking gratuit'],
      ['Un hôtel à conseiller ?', 'code promo'],
      ['À quelle heure commence la réception ?', '19h30'],
    ];
    let count = 4;
    for (const [index, [question, answer]] of cases.entries()) {
      await input.fill(question);
      const sentAt = Date.now();
      if (index % 2 === 0) await input.press('Enter');
      else await chat.getByTestId('demo-send').click();
      await expect(input).toHaveValue('');
      await expect(messages).toHaveCount(count + 1);
      await expect(messages.last()).toHaveAttribute('data-type', 'incoming');
      await expect(messages.last()).toContainText(question);
      await expect(messages).toHaveCount(count + 2, { timeout: 5000 });
      // The bot answers 1 s after the message is sent, not before.
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(950);
      await expect(messages.last()).toHaveAttribute('data-type', 'outgoing');
      await expect(messages.last()).toContainText(answer);
      count += 2;
    }
    // The newest message is scrolled into view inside the transcript.
    await expect(messages.last()).toBeInViewport();
  });

  test('gives the default reply when no keyword matches', async ({ page }) => {
    const { input, messages } = await openDemo(page);
    await input.fill('Bonjour !');
    await input.press('Enter');
    await expect(messages).toHaveCount(6);
    await expect(messages.last()).toContainText('contactez directement les mariés');
  });

  test('ignores blank input', async ({ page }) => {
    const { chat, input, messages } = await openDemo(page);
    await input.fill('   ');
    await input.press('Enter');
    await chat.getByTestId('demo-send').click();
    await page.waitForTimeout(1300);
    await expect(messages).toHaveCount(4);
  });

  test('uses its own keyword list on the pre-registration page', async ({ page }) => {
    const { input, messages } = await openDemo(page, '/pre-inscription');
    await input.fill('Qui contacter le jour J ?');
    await input.press('Enter');
    await expect(messages).toHaveCount(6);
    await expect(messages.last()).toContainText('06 12 34 56 78');
  });
});
