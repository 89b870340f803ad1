// A new couple, as a person would: sign-up (weak then strong password), wedding form, dashboard, FAQ, wedding info,
// share link, password change, sign-out, sign-in again with everything still there.
import { test } from '@playwright/test';
import {
  activateAsAdmin,
  expect,
  expectToast,
  gotoHydrated,
  ORIGIN,
  STRONG_PASSWORD,
  uniqueEmail,
} from './couple-helpers.ts';

test('a new couple signs up, sets up the wedding and finds it again after signing back in', async ({
  page,
  context,
  playwright,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = uniqueEmail('parcours');
  const newPassword = 'Nouveau-Tilleul-2028?';

  await test.step('sign-up refuses a weak password, then a mismatch, then creates the account', async () => {
    await gotoHydrated(page, '/auth-simulation');
    await expect(page.getByRole('tab', { name: 'Inscription' })).toHaveAttribute('aria-selected', 'true');
    // Plain words for couples, no jargon (argon2id, cookies…).
    await expect(page.getByTestId('password-protection')).toContainText('nous ne le conservons jamais en clair');
    await expect(page.getByTestId('password-protection')).not.toContainText(/argon|cookie|HttpOnly/);
    await expect(page.getByTestId('back-home')).toHaveAttribute('href', '/landing');

    const form = page.getByTestId('signup-form');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expectToast(page, 'Email requis', 'Veuillez saisir votre email');

    await form.getByLabel('Prénom').fill('Camille');
    await form.getByLabel('Nom', { exact: true }).fill('Durand');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mot de passe', { exact: true }).fill('court');
    await form.getByLabel('Confirmer le mot de passe').fill('court');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expectToast(page, 'Mot de passe trop faible', 'Le mot de passe doit contenir au moins 8 caractères');
    await expect(page.getByTestId('signup-password-error')).toHaveText(
      'Le mot de passe doit contenir au moins 8 caractères',
    );

    await form.getByLabel('Mot de passe', { exact: true }).fill('motdepasse1');
    await form.getByLabel('Confirmer le mot de passe').fill('motdepasse1');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expectToast(
      page,
      'Mot de passe trop faible',
      'Le mot de passe doit contenir: majuscule, minuscule, chiffre et caractère spécial',
    );

    await form.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
    await form.getByLabel('Confirmer le mot de passe').fill('Mariage2027?');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expectToast(page, 'Mots de passe différents', 'Les mots de passe ne correspondent pas');

    await form.getByLabel('Confirmer le mot de passe').fill(STRONG_PASSWORD);
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expectToast(page, 'Compte créé !');
    await page.waitForURL('**/couple-signup');
  });

  await test.step('the wedding form checks its fields, then creates the wedding', async () => {
    await page.getByRole('button', { name: 'Créer mon assistant' }).click();
    await expectToast(page, 'Erreur de validation', 'Veuillez vérifier les informations saisies');
    await expect(page.getByTestId('signup-wedding-brideName-error')).toHaveText('Le prénom de la mariée est requis');
    await expect(page.getByTestId('signup-wedding-groomName-error')).toHaveText('Le prénom du marié est requis');
    await expect(page.getByTestId('signup-wedding-weddingDate-error')).toHaveText('La date du mariage est requise');

    await page.getByLabel('Prénom de la mariée').fill('Camille');
    await page.getByLabel('Prénom du marié').fill('Julien');
    await page.getByLabel('Date du mariage').fill('2027-06-12');
    await page.getByLabel('Lieu de la cérémonie').fill('Église Saint-Germain');
    await page.getByLabel('Heure de la cérémonie').fill('15:30');
    await page.getByLabel('Lieu de la réception').fill('Château de la Rivière');
    await page.getByRole('button', { name: 'Créer mon assistant' }).click();
    // The couple space leads to the wedding's one home.
    await page.waitForURL(/\/wedding\/\d+$/);
    await expectToast(page, 'Mariage créé !');
    await expect(page.getByTestId('wedding-title')).toHaveText('Camille & Julien');
    // Not paid yet: the status says so and the share link is not presented as ready.
    await expect(page.getByTestId('bot-badge')).toHaveText('En attente de paiement');
    await expect(page.getByTestId('link-panel')).toHaveAttribute('data-ready', 'false');
    await expect(page.getByText('12 juin 2027')).toBeVisible();
  });

  await test.step('FAQ: add, edit and delete', async () => {
    await page.getByRole('tab', { name: 'Questions fréquentes' }).click();
    const editor = page.getByTestId('faq-editor');
    await editor.getByRole('button', { name: 'Ajouter une question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle question' });
    const save = dialog.getByRole('button', { name: 'Enregistrer' });
    await dialog.getByLabel('Question').fill('Y a-t-il un parking ?');
    // The same rule as every other FAQ screen, so that what is saved here can be edited anywhere.
    await dialog.getByLabel('Réponse', { exact: true }).fill('Oui.');
    await save.click();
    await expect(page.getByTestId('faq-answer-detail-error')).toHaveText(
      'La réponse doit contenir au moins 20 caractères',
    );
    await dialog.getByLabel('Réponse', { exact: true }).fill('Oui, devant le château.');
    await save.click();
    await expectToast(page, 'FAQ créée');
    await expect(editor.getByTestId('faq-item')).toHaveCount(1);

    await editor.getByRole('button', { name: /Modifier/ }).click();
    const editDialog = page.getByRole('dialog', { name: 'Modifier la question' });
    await editDialog.getByLabel('Réponse', { exact: true }).fill('Oui, un grand parking gratuit devant le château.');
    await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'FAQ mise à jour');
    await expect(editor.getByTestId('faq-item')).toContainText('un grand parking gratuit');

    await editor.getByRole('button', { name: 'Ajouter une question' }).click();
    await dialog.getByLabel('Question').fill('Question à supprimer ?');
    await dialog.getByLabel('Réponse', { exact: true }).fill('Réponse provisoire, à supprimer.');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'FAQ créée');
    await expect(editor.getByTestId('faq-item')).toHaveCount(2);
    await expect(editor.getByTestId('faq-item').nth(1)).toContainText('Question à supprimer');

    await editor
      .getByTestId('faq-item')
      .nth(1)
      .getByRole('button', { name: /Supprimer/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la FAQ' });
    await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer cette FAQ ?');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page, 'FAQ supprimée');
    await expect(editor.getByTestId('faq-item')).toHaveCount(1);
  });

  await test.step('Informations edits the names and the date', async () => {
    await page.getByRole('tab', { name: 'Informations' }).click();
    await page.getByRole('button', { name: 'Modifier les informations' }).click();
    const form = page.getByTestId('wedding-form');
    await form.getByLabel('Prénom du marié').fill('Julien-Pierre');
    await form.getByLabel('Date du mariage').fill('2027-07-14');
    await form.getByRole('button', { name: 'Mettre à jour' }).click();
    await expectToast(page, 'Mariage mis à jour');
    await expect(page.getByTestId('wedding-title')).toHaveText('Camille & Julien-Pierre');
    await expect(page.getByText('14 juillet 2027')).toBeVisible();
  });

  await test.step('the share link is copied and opens WhatsApp in a new tab', async () => {
    // Guests get answers once the assistant runs: switched on here by an administrator, as after a payment.
    const admin = await playwright.request.newContext({ baseURL: ORIGIN });
    await activateAsAdmin(admin, Number(new URL(page.url()).pathname.split('/').pop()));
    await admin.dispose();
    await page.reload();
    const panel = page.getByTestId('link-panel');
    await expect(panel).toHaveAttribute('data-ready', 'true');
    const link = (await panel.getByTestId('whatsapp-link').textContent()) ?? '';
    expect(link).toMatch(/^https:\/\/wa\.me\/\d+\?text=start-[a-z2-9]{16}$/);
    // « Tester » opens the test chat (nothing stored), not WhatsApp: the couple's phone never becomes a guest.
    await expect(panel.getByRole('button', { name: 'Tester' })).toBeVisible();
    await panel.getByRole('button', { name: 'Copier' }).click();
    await expectToast(page, 'Lien copié !');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  await test.step('Paramètres changes the password', async () => {
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    await expect(page.getByTestId('account-email')).toHaveText(email);
    const form = page.getByTestId('password-form');
    await form.getByLabel('Mot de passe actuel').fill('Mauvais-1234!');
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expectToast(page, 'Erreur', 'Mot de passe actuel incorrect');

    await form.getByLabel('Mot de passe actuel').fill(STRONG_PASSWORD);
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expectToast(page, 'Mot de passe modifié', 'Vos autres sessions ont été déconnectées.');
  });

  await test.step('the avatar menu shows the name and role, and signs out', async () => {
    await expect(page.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Camille Durand');
    await expect(page.getByTestId('account-role')).toHaveText('Couple');
    await page.getByTestId('account-menu').getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/landing');
    expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
    await page.goto('/couple-dashboard');
    await expect(page.getByRole('heading', { name: 'Veuillez vous connecter' })).toBeVisible();
  });

  await test.step('signing in again finds the wedding, the edited FAQ and the new date', async () => {
    await gotoHydrated(page, '/auth-simulation');
    await page.getByRole('tab', { name: 'Connexion' }).click();
    const form = page.getByTestId('login-form');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expectToast(page, 'Champs requis', 'Veuillez saisir votre email et mot de passe');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mot de passe').fill(STRONG_PASSWORD);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expectToast(page, 'Erreur de connexion', 'Email ou mot de passe incorrect');
    await form.getByLabel('Mot de passe').fill(newPassword);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expectToast(page, 'Connexion réussie !');
    await page.waitForURL(/\/wedding\/\d+$/);
    await expect(page.getByTestId('wedding-title')).toHaveText('Camille & Julien-Pierre');
    await expect(page.getByText('14 juillet 2027')).toBeVisible();
    await page.getByRole('tab', { name: 'Questions fréquentes' }).click();
    await expect(page.getByTestId('faq-item')).toHaveCount(1);
    await expect(page.getByTestId('faq-item')).toContainText('un grand parking gratuit');
  });

  await test.step('the Tableau de bord of a couple with one wedding is that wedding', async () => {
    const home = page.url();
    await page.goto('/');
    await page.waitForURL(home);
    await expect(page.getByTestId('wedding-title')).toHaveText('Camille & Julien-Pierre');
    await expect(page.getByTestId('figures-guests')).toHaveText('0 invité · 0 a écrit');
  });
});
