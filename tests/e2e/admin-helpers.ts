// Shared steps of the back-office specs: the administrator's session, data created through the public API, axe.
import AxeBuilder from '@axe-core/playwright';
import { settled } from './couple-helpers.ts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';

/** Writes need this site's Origin (CSRF check); the browser sends it, API contexts must say it. */
export const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4390}`;
export const PASSWORD = 'Tilleul-Vayres42!';

let counter = 0;
export function unique(label: string): string {
  return `${label}-${Date.now().toString(36)}-${process.pid}-${++counter}`;
}

export async function post<T = unknown>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { origin: ORIGIN } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs the page's browser context in as the administrator (page.request shares its cookies). */
export async function logInAsAdmin(page: Page) {
  await post(page.request, '/api/admin/login', E2E_ADMIN);
}

/** Every island of the page is hydrated (Astro drops the `ssr` attribute then): its forms answer in the page. */
export async function waitForIslands(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Opens a back-office screen once the guard has let it through. */
export async function openAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('admin-menu')).toBeVisible();
  // Every island hydrated (Astro drops `ssr` then): typing earlier would not reach the component's state.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** A couple account with one wedding, created in a separate API context (the admin's cookies stay untouched). */
export async function createCoupleWithWedding(
  request: APIRequestContext,
  wedding: { brideName: string; groomName: string; weddingDate?: string },
  firstName = 'Prénom',
): Promise<{ userId: string; email: string; weddingId: number; publicId: string }> {
  const email = `${unique('couple')}@example.com`;
  const { user } = await post<{ user: { id: string } }>(request, '/api/create-simulated-user', {
    email,
    firstName,
    lastName: wedding.groomName,
    password: PASSWORD,
  });
  const created = await post<{ id: number; weddingId: string }>(request, '/api/weddings', {
    weddingDate: '2027-06-12',
    ceremonyVenue: 'Mairie de Bordeaux',
    ceremonyTime: '15:30',
    ...wedding,
  });
  return { userId: user.id, email, weddingId: created.id, publicId: created.weddingId };
}

/** A free trial (no account), as the public wizard creates it. */
export async function createTrial(request: APIRequestContext, brideName: string, groomName: string) {
  return post<{ weddingId: string }>(request, '/api/create-trial', {
    brideName,
    groomName,
    weddingDate: '2027-07-03',
    ceremonyVenue: 'Château de Vayres',
    ceremonyTime: '16:00',
  });
}

/** The toast on screen (sonner keeps a leaving one in the DOM for its exit animation). */
export function toast(page: Page) {
  return page.locator('[data-sonner-toast]:not([data-removed="true"])');
}

export async function expectToast(page: Page, title: string, description?: string) {
  let current = toast(page).filter({ hasText: title });
  if (description) current = current.filter({ hasText: description });
  await expect(current.first()).toBeVisible();
}

export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function expectNoSeriousViolations(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
}

export const ADMIN_ROUTES = [
  '/admin',
  '/admin/weddings',
  '/admin/users',
  '/admin/messages',
  '/admin/pre-inscriptions',
  '/admin/revenue',
  '/admin/pricing',
  '/admin/analytics',
  '/admin/monitoring',
  '/admin/ai-control',
  '/admin/api-management',
  '/admin/content-management',
  '/admin/pages',
  '/admin/confidentialite',
  '/admin/equipe',
] as const;
