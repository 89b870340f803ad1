import { expect, test, type Page } from '@playwright/test';

/** The toast that says `text` (sonner keeps the previous one in the DOM while it leaves). */
async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]', { hasText: text }).first()).toBeVisible();
}

test.describe('free trial wizard', () => {
  test('validates each step, creates the trial, shows it, edits it and leads to sign-up', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/essai-gratuit');
    await expect(page.getByTestId('back-to-landing')).toHaveAttribute('href', '/landing');
    const step1 = page.getByTestId('trial-step-1');
    const step2 = page.getByTestId('trial-step-2');
    const step3 = page.getByTestId('trial-step-3');

    // Step 1: all three fields are required.
    await step1.getByRole('button', { name: 'Continuer' }).click();
    await expectToast(page, 'Champs requis');
    await expectToast(page, 'Veuillez remplir tous les champs');
    await expect(step1.getByLabel('Prénom de la mariée')).toBeFocused();
    await step1.getByLabel('Prénom de la mariée').fill('Camille');
    await step1.getByLabel('Prénom du marié').fill('Julien');
    await step1.getByRole('button', { name: 'Continuer' }).click();
    await expectToast(page, 'Veuillez remplir tous les champs');
    await expect(step1.getByLabel('Date du mariage')).toHaveAttribute('aria-invalid', 'true');
    await expect(step2).toBeHidden();
    await step1.getByLabel('Date du mariage').fill('2027-06-12');
    await step1.getByRole('button', { name: 'Continuer' }).click();
    await expect(step2).toBeVisible();

    // Step 2: venue and time are required; a custom question needs its answer (checked by the API).
    await step2.getByRole('button', { name: 'Créer mon assistant d’essai' }).click();
    await expectToast(page, "Veuillez remplir au moins le lieu et l'heure de la cérémonie");
    await step2.getByLabel('Lieu de la cérémonie').fill('Mairie de Bordeaux');
    await step2.getByRole('button', { name: 'Créer mon assistant d’essai' }).click();
    await expectToast(page, "Veuillez remplir au moins le lieu et l'heure de la cérémonie");
    await step2.getByLabel('Heure de la cérémonie').fill('15:30');
    await step2.getByLabel('Question', { exact: true }).fill('Y a-t-il un brunch le dimanche ?');
    await step2.getByRole('button', { name: 'Créer mon assistant d’essai' }).click();
    await expectToast(page, 'Veuillez saisir la réponse à votre question personnalisée');
    await expect(step3).toBeHidden();
    await step2.getByLabel('Réponse', { exact: true }).fill('Oui, à 11h au château.');
    await step2.getByRole('button', { name: 'Créer mon assistant d’essai' }).click();

    // Step 3: the trial as created, with the real quota everywhere.
    await expect(step3).toBeVisible();
    await expectToast(page, 'Essai créé avec succès !');
    await expect(page.getByTestId('trial-couple')).toHaveText('Camille & Julien');
    await expect(page.getByTestId('trial-date')).toHaveText('12 juin 2027');
    await expect(page.getByTestId('trial-quota')).toHaveText('3 questions restantes sur 3');
    await expect(page.getByTestId('trial-instructions')).toContainText('Posez jusqu’à 3 questions');
    await expect(page.getByTestId('trial-instructions')).toContainText('« Y a-t-il un brunch le dimanche ? »');
    const link = await page.getByTestId('trial-link').inputValue();
    expect(link).toMatch(/^https:\/\/wa\.me\/\d+\?text=start-trial-[a-z2-9]{16}$/);
    await expect(page.getByTestId('trial-test-link')).toHaveAttribute('href', link);
    await expect(page.getByTestId('trial-test-link')).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('trial-instructions')).toContainText(decodeURIComponent(link.split('text=')[1]!));

    await step3.getByRole('button', { name: 'Copier le lien' }).click();
    await expectToast(page, 'Lien copié !');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Editing updates the same trial (the browser holds its HttpOnly proof).
    // Two women try it as themselves: the second partner's role names her label « Prénom de la mariée » too.
    await step3.getByRole('button', { name: 'Modifier mes informations' }).click();
    await step1.locator('#trial-groom-role').selectOption({ label: 'La mariée' });
    await expect(step1.locator('label[for="trial-groom"]')).toHaveText('Prénom de la mariée *');
    await expect(step1.getByLabel('Prénom du marié')).toHaveCount(0);
    await step1.locator('#trial-groom').fill('Julie');
    await step1.getByRole('button', { name: 'Continuer' }).click();
    await step2.getByRole('button', { name: 'Mettre à jour mon assistant' }).click();
    await expectToast(page, 'Configuration mise à jour');
    await expect(page.getByTestId('trial-couple')).toHaveText('Camille & Julie');
    expect(await page.getByTestId('trial-link').inputValue()).toBe(link);
    expect((await context.cookies()).find((c) => c.name === 'trial_owner')?.httpOnly).toBe(true);

    await step3.getByRole('button', { name: 'Créer mon compte complet' }).click();
    await expect(page).toHaveURL(/\/auth-simulation/);
    const trialId = /start-(trial-[\w-]+)/.exec(decodeURIComponent(link))?.[1];
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('selectedPlan'),
        sessionStorage.getItem('redirectAfterAuth'),
        sessionStorage.getItem('trialToClaim'),
      ]),
    ).toEqual(['couple', '/couple-complete-signup', trialId]);

    // The new account keeps the trial: its wedding (Camille & Julie, two brides) and its FAQ, without typing them again.
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    const form = page.getByTestId('signup-form');
    await form.getByLabel('Prénom').fill('Camille');
    await form.getByLabel('Nom', { exact: true }).fill('Durand');
    await form.getByLabel('Email').fill(`essai-compte-${Date.now()}@example.com`);
    await form.getByLabel('Mot de passe', { exact: true }).fill('Tilleul-Vayres42!');
    await form.getByLabel('Confirmer le mot de passe').fill('Tilleul-Vayres42!');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL((url) => !/auth-simulation|couple-complete-signup|couple-signup/.test(url.pathname), {
      timeout: 20_000,
    });
    await expectToast(page, 'Votre essai gratuit est maintenant le mariage de votre compte');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    const weddings = (await (await page.request.get(`/api/weddings-by-user/${me.user.id}`)).json()) as {
      id: number;
      weddingId: string;
      brideName: string;
      groomName: string;
      firstPartnerRole: string | null;
      secondPartnerRole: string | null;
    }[];
    expect(
      weddings.map((w) => [w.weddingId, w.brideName, w.groomName, w.firstPartnerRole, w.secondPartnerRole]),
    ).toEqual([[trialId, 'Camille', 'Julie', 'bride', 'bride']]);
    const faqs = (await (await page.request.get(`/api/faqs/${weddings[0]!.id}`)).json()) as { question: string }[];
    expect(faqs.length).toBeGreaterThan(0);
  });

  test('another browser cannot edit the trial', async ({ page, browser }) => {
    await page.goto('/essai-gratuit');
    await page.getByLabel('Prénom de la mariée').fill('Inès');
    await page.getByLabel('Prénom du marié').fill('Karim');
    await page.getByLabel('Date du mariage').fill('2027-09-04');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Lieu de la cérémonie').fill('Mairie de Lyon');
    await page.getByLabel('Heure de la cérémonie').fill('14:00');
    await page.getByRole('button', { name: 'Créer mon assistant d’essai' }).click();
    const link = await page.getByTestId('trial-link').inputValue();
    await expect(page.getByTestId('trial-instructions')).toContainText('la question de votre choix');
    const weddingId = decodeURIComponent(link.split('text=')[1]!).replace(/^start-/, '');

    const other = await browser.newContext();
    const origin = new URL(page.url()).origin;
    const res = await other.request.patch(`/api/trial/weddings/${weddingId}`, {
      data: { brideName: 'Pirate' },
      headers: { origin },
    });
    expect(res.status()).toBe(404);
    await other.close();
  });
});
