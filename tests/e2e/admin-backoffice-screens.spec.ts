// The back office's screens of issue 29 at a phone's 390 px and a laptop's 1366 px: the dashboard with its action
// inbox, the weddings list (status groups, no sideways scroll), the typed messages, AI control's flagged answers
// reviewed « juste », and the audit log that records it. Screenshots go to test-results for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { createCoupleWithWedding, logInAsAdmin, ORIGIN, post, unique } from './admin-helpers.ts';
import { guestWrites, noSidewaysScroll } from './couple-helpers.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** openAdmin's wait, at any width (the menu is a drawer on a phone). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('admin-menu')).toBeAttached();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function shot(page: Page, name: string, width: number) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test.describe.configure({ mode: 'serial' });

test('issue 29 screens at 390 and 1366 px', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = unique('bo');
  const other = await browser.newContext();
  // A wedding in three days whose couple has not paid: its guests get no answer (the inbox says so).
  const soon = await createCoupleWithWedding(other.request, {
    brideName: `Élodie${tag}`,
    groomName: 'Marc',
    weddingDate: inDays(3),
  });
  // A wedding the administrator switches on, whose guests write: a join, a question, an answer to the invitation, STOP.
  const talking = await createCoupleWithWedding(other.request, { brideName: `Sophie${tag}`, groomName: 'Jean' });
  await logInAsAdmin(page);
  await post(page.request, `/api/weddings/${talking.weddingId}/bot/toggle`);
  // A threshold no answer reaches, auto-moderation off: the answer goes out, flagged.
  const put = await page.request.put('/api/admin/ai-control/settings', {
    data: { autoModeration: false, confidenceThreshold: 1 },
    headers: { origin: ORIGIN },
  });
  expect(put.status()).toBe(200);
  const phone = `+3361${String(Date.now()).slice(-7)}`;
  // The guest writes from outside the administrator's session (no cookie of theirs on Twilio's calls).
  const guest = await other.newPage();
  await guestWrites(guest, phone, `start-${talking.publicId}`);
  await guestWrites(guest, phone, 'À quelle heure est la cérémonie ?');
  await guestWrites(guest, phone, 'On sera 2');
  await guestWrites(guest, phone, 'STOP');

  // 1366 first: the review made there is in the audit log at both widths.
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });

    await open(page, '/admin');
    const inbox = page.getByTestId('action-inbox');
    await expect(inbox).toContainText('À traiter');
    await expect(inbox.getByTestId('inbox-silent')).toContainText(`Élodie${tag}`);
    await expect(
      inbox
        .getByTestId('inbox-silent-wedding')
        .filter({ hasText: `Élodie${tag}` })
        .getByRole('link'),
    ).toHaveAttribute('href', `/admin/wedding/${soon.weddingId}`);
    await noSidewaysScroll(page, `dashboard ${width}`);
    await shot(page, 'dashboard', width);

    await open(page, `/admin/weddings?q=${encodeURIComponent(tag)}`);
    await expect(page.getByTestId('wedding-row')).toHaveCount(2);
    await expect(page.getByTestId('count-refunded')).toBeVisible();
    await page.getByTestId('weddings-status-filter').selectOption('answering');
    await expect(page.getByTestId('wedding-row')).toHaveCount(1);
    await noSidewaysScroll(page, `weddings ${width}`);
    await shot(page, 'weddings', width);
    if (width === 1366) {
      // « Retour » from a wedding goes back to the list as it was (search and filter in the URL).
      const listUrl = page.url();
      expect(listUrl).toContain('status=answering');
      await page.getByTestId('wedding-row').first().locator('a[data-row-primary]').click();
      await expect(page).toHaveURL(new RegExp(`/admin/wedding/${talking.weddingId}$`));
      await expect(page.getByTestId('wedding-back')).toHaveAttribute(
        'href',
        new URL(listUrl).pathname + new URL(listUrl).search,
      );
      await page.getByTestId('wedding-back').click();
      await expect(page).toHaveURL(listUrl);
    }

    await open(page, `/admin/messages?q=${encodeURIComponent(`Sophie${tag}`)}`);
    const kinds = page.getByTestId('message-kind');
    await expect(kinds).toHaveCount(4);
    for (const label of ['Rejoint', 'Question', 'Réponse à l’invitation', 'STOP'])
      await expect(kinds.filter({ hasText: label }).first()).toBeVisible();
    await expect(page.getByTestId('message-answered-by').first()).toContainText('Répondu par : assistant');
    await page.getByTestId('messages-kind-filter').selectOption('question');
    await expect(page.getByTestId('message-kind')).toHaveCount(1);
    await noSidewaysScroll(page, `messages ${width}`);
    await shot(page, 'messages', width);

    await open(page, '/admin/ai-control');
    await expect(page.getByTestId('ai-success')).toContainText('Questions répondues');
    const flagged = page
      .getByTestId('ai-flagged-answer')
      .filter({ hasText: 'À quelle heure est la cérémonie ?' })
      .first();
    await expect(flagged).toBeVisible();
    // « Pourquoi cette réponse ? »: what the engine understood, under the flagged answer.
    const why = flagged.getByTestId('why-this-reply');
    await why.getByText('Pourquoi cette réponse ?').click();
    await expect(why).toContainText('%');
    if (width === 1366) {
      await flagged.getByTestId('ai-mark-right').click();
      await expect(flagged.getByTestId('ai-flagged-verdict')).toContainText('Juste');
      await expect(page.getByTestId('ai-right')).toBeVisible();
    }
    await noSidewaysScroll(page, `ai ${width}`);
    await shot(page, 'ai-control', width);

    await open(page, '/admin/confidentialite');
    await expect(page.locator('body')).toContainText('Réponse signalée vérifiée');
    // The record named, searchable by its name; its entry shows what changed, « avant » and « après ».
    await page.getByTestId('audit-search').fill(`Sophie${tag}`);
    const reviewed = page.getByTestId('audit-row').filter({ hasText: 'Réponse signalée vérifiée' });
    await expect(reviewed).toContainText(`Réponse signalée de Sophie${tag} & Jean`);
    await reviewed.locator('[data-row-primary]').click();
    await expect(page.getByTestId('audit-diff')).toContainText('reviewVerdict');
    await expect(page.getByTestId('audit-diff')).toContainText('right');
    await shot(page, 'audit-entry', width);
    await page.keyboard.press('Escape');
    await noSidewaysScroll(page, `audit ${width}`);
    await shot(page, 'audit', width);
  }
  // The settings back to their defaults for the other specs of this server.
  expect(
    (
      await page.request.put('/api/admin/ai-control/settings', {
        data: { autoModeration: true, confidenceThreshold: 0.8 },
        headers: { origin: ORIGIN },
      })
    ).status(),
  ).toBe(200);
  await other.close();
});
