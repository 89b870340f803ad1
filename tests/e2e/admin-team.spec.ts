// Several administrators, as they live it on a phone and a desktop: the built-in administrator invites a colleague
// from « Équipe », the colleague opens the link of the e-mail (read from the outbox, the server stopped so that its
// PGlite folder can be opened), chooses a password, lands in the back office as Support: e-mails masked, every
// write refused with the French read-only message; the administrator sees the colleague's role and sign-in.
import { desc, eq } from 'drizzle-orm';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openLocalDb } from '../../db/local.ts';
import { outbox } from '../../db/schema/index.ts';
import { expectToast } from './admin-helpers.ts';
import { ownServer } from './own-server.ts';

const server = ownServer({ name: 'team', portOffset: 1200 });
const BUILT_IN = { username: 'admin', password: 'E2e-admin-secret-1!' };
const STAFF_PASSWORD = 'Colline-Orangee-58!';
const READ_ONLY = 'Accès en lecture seule : le rôle Support ne peut rien modifier. Demandez à un Administrateur.';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: server.base });
test.beforeAll(async () => {
  test.setTimeout(420_000);
  await server.start();
});
test.afterAll(async () => server.stop());

async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder)
    await page.screenshot({ path: `${folder}/team-${page.viewportSize()?.width ?? 0}-${name}.png`, fullPage: true });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  // The menu is in the drawer on a phone: the screen's main area says the guard let it through.
  await expect(page.locator('#admin-main')).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

/** The last e-mail sent to `to`, read from the outbox while the server is stopped. */
async function lastEmailTo(to: string) {
  await server.stop();
  const handle = await openLocalDb({ dataDir: server.dataDir });
  try {
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    return mail;
  } finally {
    await handle.close();
    await server.start();
  }
}

async function signedInPage(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({
    baseURL: server.base,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width, height },
  });
  return context.newPage();
}

for (const viewport of [
  { name: 'téléphone', width: 390, height: 844 },
  { name: 'ordinateur', width: 1366, height: 900 },
]) {
  test(`sur ${viewport.name} (${viewport.width} px): invite a colleague, who joins as Support and can only read`, async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const stamp = `${viewport.width}-${Date.now()}`;
    const colleague = `sam-${stamp}@example.com`;
    const coupleEmail = `camille-${stamp}@example.com`;

    const admin = await signedInPage(browser, viewport.width, viewport.height);
    const signUp = await admin.request.post('/api/create-simulated-user', {
      data: { email: coupleEmail, firstName: 'Camille', lastName: 'Martin', password: 'Tilleul-Vayres42!' },
      headers: { origin: server.base },
    });
    expect(signUp.status()).toBe(201);
    await admin.context().clearCookies();
    const login = await admin.request.post('/api/admin/login', { data: BUILT_IN, headers: { origin: server.base } });
    expect(login.status()).toBe(200);

    // The built-in administrator invites Sam as Support.
    await open(admin, '/admin/equipe');
    await expect(admin.getByTestId('admin-role')).toHaveText('Administrateur');
    await expect(admin.getByTestId('admin-read-only')).toBeHidden();
    await admin.locator('#invite-email').fill(colleague);
    await admin.locator('#invite-role').selectOption('support');
    await admin.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expectToast(admin, `Invitation envoyée à ${colleague} (valable 48 heures).`);
    await expect(admin.getByTestId('team-invitation').filter({ hasText: colleague })).toContainText('Support');
    await noSidewaysScroll(admin);
    await shot(admin, 'admin-invite');

    const mail = await lastEmailTo(colleague);
    expect(mail?.subject).toBe('Invitation au back office de l’Assistant Mariage');
    const link = /(http\S+\/admin\/invitation#[\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(link, mail?.body).toBeTruthy();

    // Sam opens the link in a browser of their own and chooses a password.
    const sam = await signedInPage(browser, viewport.width, viewport.height);
    await sam.goto(link!.replace(server.base, ''));
    await expect(sam.getByTestId('invitation-form')).toContainText(
      `Vous êtes invité(e) comme Support avec l’adresse ${colleague}`,
    );
    await sam.locator('#invitation-first-name').fill('Sam');
    await sam.locator('#invitation-last-name').fill('Support');
    await sam.locator('#invitation-password').fill('faible');
    await sam.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(sam.locator('#invitation-password-error')).toBeVisible();
    await sam.locator('#invitation-password').fill(STAFF_PASSWORD);
    await shot(sam, 'invitation');
    await sam.getByRole('button', { name: 'Créer mon compte' }).click();
    await sam.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await expect(sam.locator('#admin-main')).toBeVisible();
    await expect(sam.getByTestId('admin-role')).toHaveText('Support · Lecture seule');
    await expect(sam.getByTestId('admin-read-only')).toBeVisible();

    // Support sees the couple's e-mail masked, even by searching it; the server refuses every write.
    await open(sam, `/admin/users?q=camille-${stamp}`);
    await expect(sam.getByText('Aucun utilisateur trouvé')).toBeVisible();
    await open(sam, '/admin/users?type=couple');
    const row = sam.getByTestId('user-row').filter({ hasText: 'Camille' }).first();
    await expect(row).toContainText('c•••@example.com');
    expect(await sam.content()).not.toContain(coupleEmail);
    await noSidewaysScroll(sam);
    await shot(sam, 'support-users');
    await row.getByTestId('user-delete').click();
    await sam.getByTestId('confirm-dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(sam, "Impossible de supprimer l'utilisateur", READ_ONLY);
    const refused = await sam.request.post('/api/admin/team/invitations', {
      data: { email: 'autre@example.com', role: 'administrator' },
      headers: { origin: server.base },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ message: READ_ONLY });

    await open(sam, '/admin/equipe');
    await expect(sam.getByTestId('team-invite')).toHaveCount(0);
    await expect(sam.getByText('Lecture seule').first()).toBeVisible();
    expect(await sam.content()).not.toContain(colleague);
    await noSidewaysScroll(sam);
    await shot(sam, 'support-team');

    // The administrator sees Sam: Support, active, signed in; the couple's e-mail in full.
    await open(admin, '/admin/equipe');
    const member = admin.getByTestId('team-member').filter({ hasText: colleague });
    await expect(member.getByTestId('team-member-role')).toHaveValue('support');
    await expect(member.getByTestId('team-member-status')).toHaveText('Actif');
    await expect(member).not.toContainText('Jamais');
    await expect(member.getByTestId('team-member-email')).toHaveText(colleague);
    await noSidewaysScroll(admin);
    await shot(admin, 'admin-team');
    await open(admin, `/admin/users?q=camille-${stamp}`);
    await expect(admin.getByTestId('user-row').first()).toContainText(coupleEmail);

    // The administrator disables Sam: his session ends at once.
    await open(admin, '/admin/equipe');
    await member.getByTestId('team-member-disable').click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Désactiver' }).click();
    await expectToast(admin, 'Équipe mise à jour');
    await expect(member.getByTestId('team-member-status')).toHaveText('Désactivé');
    expect((await sam.request.get('/api/admin/check-auth')).status()).toBe(401);

    await sam.context().close();
    await admin.context().close();
  });
}
