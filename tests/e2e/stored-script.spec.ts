// Stored HTML and script in every text field a couple, a guest or a visitor can fill, then every page that shows
// them, as the couple and as the administrator: no dialog opens, no element of the payload reaches the DOM, and
// the text is shown as text. The pages' CSP would block an inline handler anyway; this checks the rendering itself.
import { createHmac } from 'node:crypto';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_TWILIO_TOKEN } from '../../playwright.config.ts';
import { expect, ORIGIN, STRONG_PASSWORD, uniqueEmail } from './couple-helpers.ts';

const PAYLOAD = `<img src=x onerror=alert(1)><svg onload=alert(2)><script>alert(3)</script>"'`;
/** What a reader sees of it when it is rendered as text. */
const VISIBLE = '<img src=x onerror=alert(1)>';
const INJECTED = 'img[src="x"], svg[onload], script:text-is("alert(3)")';

async function post(request: APIRequestContext, path: string, data: unknown, method: 'post' | 'patch' = 'post') {
  const response = await request[method](path, { data, headers: { origin: ORIGIN } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function guestWrites(request: APIRequestContext, from: string, body: string) {
  const params: Record<string, string> = {
    MessageSid: `SMxss${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
    AccountSid: 'ACe2e',
    From: `whatsapp:${from}`,
    To: 'whatsapp:+14155238886',
    Body: body,
    NumMedia: '0',
    ProfileName: PAYLOAD,
  };
  const url = `${ORIGIN}/api/whatsapp/webhook`;
  const signature = createHmac('sha1', E2E_TWILIO_TOKEN)
    .update(
      Buffer.from(
        url +
          Object.keys(params)
            .sort()
            .map((key) => key + params[key])
            .join(''),
        'utf8',
      ),
    )
    .digest('base64');
  const response = await request.post(url, { form: params, headers: { 'x-twilio-signature': signature } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens a page, lets its islands load their data, and checks nothing of the payload ran or became markup. */
async function visit(page: Page, path: string, dialogs: string[], { showsPayload = true } = {}) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
  if (showsPayload)
    await expect(page.getByText(VISIBLE).filter({ visible: true }).first(), path).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(INJECTED), path).toHaveCount(0);
  expect(dialogs, path).toEqual([]);
}

test('stored HTML and script render as text for the couple and the administrator', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });

  // The couple: names, every wedding field, a FAQ, a scheduled message, a review.
  await post(page.request, '/api/create-simulated-user', {
    email: uniqueEmail('xss'),
    firstName: PAYLOAD,
    lastName: PAYLOAD,
    password: STRONG_PASSWORD,
  });
  const text = (max: number) => PAYLOAD.slice(0, max);
  const wedding = (await post(page.request, '/api/weddings', {
    brideName: PAYLOAD,
    groomName: PAYLOAD,
    weddingDate: '2027-06-12',
    ceremonyVenue: PAYLOAD,
    ceremonyAddress: PAYLOAD,
    ceremonyTime: '15:30',
    receptionVenue: PAYLOAD,
    receptionAddress: PAYLOAD,
    receptionTime: '19:30',
    dressCode: PAYLOAD,
    parkingInfo: PAYLOAD,
    accommodations: PAYLOAD,
    giftRegistry: PAYLOAD,
    emergencyContact: text(300),
    additionalInfo: PAYLOAD,
  })) as { id: number; weddingId: string };
  await post(page.request, `/api/weddings/${wedding.id}/faqs`, {
    question: PAYLOAD,
    answer: PAYLOAD,
    answerEn: PAYLOAD,
    answerEs: PAYLOAD,
  });
  const scheduled = (await (await page.request.get(`/api/weddings/${wedding.id}/scheduled-messages`)).json()) as {
    id: number;
  }[];
  await post(page.request, `/api/scheduled-messages/${scheduled[0]!.id}`, { message: PAYLOAD }, 'patch');

  // A guest with a scripted profile name asks a scripted question (the assistant on, as the administrator).
  await post(request, '/api/admin/login', E2E_ADMIN);
  await post(request, `/api/weddings/${wedding.id}/bot/toggle`, {});
  await guestWrites(request, '+33611223344', `start-${wedding.weddingId}`);
  await guestWrites(request, '+33611223344', PAYLOAD);

  // A visitor pre-registers and starts a trial with it.
  await post(request, '/api/pre-registration', {
    email: uniqueEmail('xss-pre'),
    firstName: PAYLOAD,
    lastName: PAYLOAD,
  });
  await post(request, '/api/create-trial', {
    brideName: PAYLOAD,
    groomName: PAYLOAD,
    weddingDate: '2027-06-12',
    ceremonyVenue: PAYLOAD,
    ceremonyTime: '16:00',
    receptionVenue: PAYLOAD,
  });

  await visit(page, '/couple-dashboard', dialogs);
  for (const tab of ['Invités connectés', 'Messages récents']) {
    const button = page.getByRole('tab', { name: tab });
    if (await button.count()) {
      await button.click();
      await expect(page.locator(INJECTED)).toHaveCount(0);
    }
  }
  await visit(page, `/wedding/${wedding.id}`, dialogs);
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await page.waitForLoadState('networkidle');
    await expect(page.locator(INJECTED)).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);

  // The administrator's screens that list what couples, guests and visitors wrote.
  const admin = await browser.newPage();
  admin.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await post(admin.request, '/api/admin/login', E2E_ADMIN);
  for (const path of [
    '/admin/users',
    '/admin/weddings',
    `/admin/wedding/${wedding.id}`,
    '/admin/messages',
    '/admin/pre-inscriptions',
  ]) {
    await visit(admin, path, dialogs);
  }
  await visit(admin, '/admin', dialogs, { showsPayload: false });
  await admin.close();
  expect(dialogs).toEqual([]);
});
