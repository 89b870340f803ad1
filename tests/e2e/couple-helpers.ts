// Shared steps of the couple-space specs: accounts and weddings through the API, toasts, axe.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { E2E_ADMIN, E2E_TWILIO_TOKEN } from '../../playwright.config.ts';
import { SAMPLE_WEDDING } from '../../db/seed/sample-wedding.ts';

/** Islands load React and ask the server who is signed in: on a busy machine that takes more than the default 5 s. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const STRONG_PASSWORD = 'Tilleul-Vayres42!';

let counter = 0;
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${process.pid}-${++counter}@example.com`;
}

/** Writes need this site's Origin (CSRF check); the browser sends it, API contexts must say it (same as playwright.config.ts). */
export const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4390}`;

async function post(request: APIRequestContext, origin: string, path: string, data?: unknown) {
  const response = await request.post(path, { data, headers: { origin } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

export type Couple = { email: string; password: string; firstName: string; lastName: string; id: string };

/** A couple signed up and signed in within this page's browser context (page.request shares its cookies). */
export async function signUpCouple(
  page: Page,
  label = 'couple',
  firstName = 'Camille',
  lastName = 'Durand',
): Promise<Couple> {
  const email = uniqueEmail(label);
  const { user } = await post(page.request, ORIGIN, '/api/create-simulated-user', {
    email,
    firstName,
    lastName,
    password: STRONG_PASSWORD,
  });
  return { email, password: STRONG_PASSWORD, firstName, lastName, id: user.id };
}

const {
  brideName,
  groomName,
  weddingDate,
  ceremonyVenue,
  ceremonyAddress,
  ceremonyTime,
  receptionVenue,
  receptionAddress,
  receptionTime,
  dressCode,
} = SAMPLE_WEDDING;
/** The sample wedding's ceremony, reception and dress code (the other fields left for the specs to fill). */
export const WEDDING: Record<string, string> = {
  brideName,
  groomName,
  weddingDate,
  ceremonyVenue,
  ceremonyAddress,
  ceremonyTime,
  receptionVenue,
  receptionAddress,
  receptionTime,
  dressCode,
};

export async function createWedding(
  page: Page,
  fields: Record<string, string> = WEDDING,
): Promise<{ id: number; whatsappLink: string }> {
  return post(page.request, ORIGIN, '/api/weddings', fields);
}

export async function addFaq(page: Page, weddingId: number, question: string, answer: string) {
  return post(page.request, ORIGIN, `/api/weddings/${weddingId}/faqs`, { question, answer });
}

/** Switches the assistant on as the administrator (a couple needs a paid package for that). */
export async function activateAsAdmin(request: APIRequestContext, weddingId: number) {
  await post(request, ORIGIN, '/api/admin/login', E2E_ADMIN);
  await post(request, ORIGIN, `/api/weddings/${weddingId}/bot/toggle`);
}

/** The toast on screen (sonner keeps a leaving one in the DOM for its exit animation). */
export function toast(page: Page) {
  return page.locator('[data-sonner-toast]:not([data-removed="true"])');
}

export async function expectToast(page: Page, title: string, description?: string) {
  const current = toast(page).filter({ hasText: title });
  await expect(current).toBeVisible();
  if (description) await expect(current).toContainText(description);
  return current;
}

/**
 * Waits until no finite CSS transition or animation is running (a theme switch, a toast's entrance): axe then
 * measures the colours the page settles on, never a frame in between. Endless ones (spinners) are ignored.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    // Each pass waits for the running ones (at most 2 s: a very long one is not a colour change); a transition
    // may start another, hence a few passes.
    const pass = () =>
      Promise.race([
        Promise.all(running().map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
    for (let i = 0; i < 5 && running().length > 0; i++) await pass();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Switches the theme as the toggle does, and waits for the page to have finished changing colour. */
export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((next) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    document.documentElement.dataset.theme = next;
  }, theme);
  await settled(page);
}

export async function expectNoSeriousViolations(page: Page, label: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The element's background as sRGB (daisyUI colours are oklch; a canvas converts them). */
export async function backgroundRgb(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((node) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(node).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}

/** Clearly red: a strong red channel well above green and blue. */
export async function expectRed(locator: Locator) {
  const [r, g, b] = await backgroundRgb(locator);
  expect(r, `rgb(${r}, ${g}, ${b})`).toBeGreaterThan(150);
  expect(r - Math.max(g, b), `rgb(${r}, ${g}, ${b})`).toBeGreaterThan(60);
}

/** Opens a section of the wedding's one home (« Informations », « Paramètres »…) and returns its panel. */
export async function openSection(page: Page, weddingId: number, name: string) {
  await gotoHydrated(page, `/wedding/${weddingId}`);
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name, exact: true });
}

/** Navigates and waits until every island has hydrated (a click on server-rendered HTML before that does nothing). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** A guest's WhatsApp message as Twilio sends it: form-encoded, signed with the auth token over URL + sorted params. */
export async function guestWrites(page: Page, from: string, body: string, profileName = 'Léa'): Promise<string> {
  const params: Record<string, string> = {
    MessageSid: `SMe2e${Date.now()}${Math.random().toString(36).slice(2, 10)}`,
    AccountSid: 'ACe2e',
    From: `whatsapp:${from}`,
    To: 'whatsapp:+14155238886',
    Body: body,
    NumMedia: '0',
    ProfileName: profileName,
  };
  const url = `${ORIGIN}/api/whatsapp/webhook`;
  const signed =
    url +
    Object.keys(params)
      .sort()
      .map((key) => key + params[key])
      .join('');
  const signature = createHmac('sha1', E2E_TWILIO_TOKEN).update(Buffer.from(signed, 'utf8')).digest('base64');
  const response = await page.request.post(url, { form: params, headers: { 'x-twilio-signature': signature } });
  expect(response.status(), await response.text()).toBe(200);
  return response.text();
}

/** The page does not scroll sideways (a phone's 390 px included). */
export async function noSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label} : défilement horizontal`).toBeLessThanOrEqual(clientWidth);
}
