// The couple's one home (/wedding/:id) and /wedding/new: header, the one assistant switch, what to do next, the
// figures, the sections, FAQ rules, stopping for good (Paramètres) and the review.
import { test } from '@playwright/test';
import {
  expect,
  activateAsAdmin,
  addFaq,
  createWedding,
  expectToast,
  ORIGIN,
  signUpCouple,
  toast,
} from './couple-helpers.ts';

test('the wedding page shows the wedding, leads an unpaid switch to the payment and edits settings and FAQ', async ({
  page,
}) => {
  await signUpCouple(page, 'detail');
  const wedding = await createWedding(page);
  await page.goto(`/wedding/${wedding.id}`);

  await expect(page.getByTestId('wedding-title')).toHaveText('Camille & Julien');
  await expect(page.getByText('12 juin 2027')).toBeVisible();
  await expect(page.getByTestId('bot-badge')).toHaveText('En attente de paiement');
  // Guests would get no answer: no link to send or test, but what is missing and the button that fixes it.
  await expect(page.getByTestId('link-panel')).toHaveAttribute('data-ready', 'false');
  await expect(page.getByTestId('link-blocked')).toContainText('Ne l’envoyez pas encore');
  await expect(page.getByTestId('pay-deposit')).toHaveText('Activer mon assistant — payer l’acompte (47,50 €)');
  await expect(page.getByRole('button', { name: 'Tester' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Arrêter l'assistant" })).toHaveCount(0);
  // What to do next: the details are in, the deposit is the step at hand.
  const next = page.getByTestId('next-steps');
  await expect(next.locator('[aria-current="step"]')).toContainText('Payer l’acompte');
  await expect(next.getByTestId('pay-deposit')).toBeVisible();
  // Figures that say what they count.
  await expect(page.getByTestId('figures-guests')).toHaveText('0 invité · 0 a écrit');
  for (const [id, label] of [
    ['stat-messages', 'messages échangés avec l’assistant'],
    ['stat-active', 'invités actifs ces 7 derniers jours'],
  ] as const) {
    await expect(page.getByTestId(id)).toHaveText('0');
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  const sections = page.getByRole('tablist', { name: 'Sections de votre mariage' }).getByRole('tab');
  await expect(sections).toHaveText([
    'Informations',
    'Questions fréquentes',
    'Invités',
    'Messages',
    'Annonces',
    'Paramètres',
    'Paiement',
  ]);

  await test.step('the switch of an unpaid wedding leads to its payment, not to an error', async () => {
    await page.getByRole('switch', { name: 'Assistant actif' }).click();
    await page.waitForURL(`**/couple-payment?weddingId=${wedding.id}`);
    await expect(page.getByTestId('order-summary')).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    await page.goto(`/wedding/${wedding.id}`);
  });

  await test.step('Informations: ceremony, reception, practical details', async () => {
    const facts = page.getByTestId('wedding-facts');
    await expect(facts).toContainText('Église Saint-Germain');
    await expect(facts).toContainText('15:30');
    await expect(facts).toContainText('Château de la Rivière');
    await expect(facts).toContainText('Tenue chic');
  });

  await test.step('FAQ: the next step leads there; the 10 / 20 character rules per field, then creation', async () => {
    await page.getByRole('tab', { name: 'Questions fréquentes' }).click();
    await page.getByRole('button', { name: 'Ajouter une question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle question' });
    await dialog.getByLabel('Question').fill('Parking ?');
    await dialog.getByLabel('Réponse', { exact: true }).fill('Oui.');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByTestId('faq-question-detail-error')).toHaveText(
      'La question doit contenir au moins 10 caractères',
    );
    await expect(page.getByTestId('faq-answer-detail-error')).toHaveText(
      'La réponse doit contenir au moins 20 caractères',
    );
    await dialog.getByLabel('Question').fill('Y a-t-il un parking sur place ?');
    await expect(page.getByTestId('faq-question-detail-error')).toHaveCount(0);
    await dialog.getByLabel('Réponse', { exact: true }).fill('Oui, un parking gratuit devant le château.');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'FAQ créée');
    await expect(page.getByTestId('faq-item')).toHaveCount(1);

    await page.getByRole('button', { name: /Modifier/ }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la question' });
    await edit.getByLabel('Réponse', { exact: true }).fill('Trop court');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByTestId('faq-answer-detail-error')).toHaveText(
      'La réponse doit contenir au moins 20 caractères',
    );
    await edit.getByLabel('Réponse', { exact: true }).fill('Oui, 200 places gratuites devant le château.');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'FAQ mise à jour');
    await expect(page.getByTestId('faq-item')).toContainText('200 places');
  });

  await test.step('with FAQs, the next step moves on to the guests', async () => {
    for (const n of [2, 3, 4])
      await addFaq(page, wedding.id, `Question numéro ${n} ?`, `Une réponse assez longue numéro ${n}.`);
    await page.reload();
    await expect(page.getByTestId('next-steps').locator('[aria-current="step"]')).toContainText('Payer l’acompte');
    await expect(page.getByTestId('next-steps')).toContainText('cadeaux…) : Fait');
  });

  await test.step('Informations: every field, "Mettre à jour", validation', async () => {
    await page.getByRole('button', { name: 'Modifier les informations' }).click();
    const form = page.getByTestId('wedding-form');
    await expect(form.getByLabel('Heure de la cérémonie')).toHaveValue('15:30');
    for (const label of [
      'Code vestimentaire',
      'Parking',
      'Hébergements',
      'Liste de mariage',
      "Contact d'urgence",
      'Informations complémentaires',
    ]) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await form.getByLabel('Code vestimentaire').fill('Chic et champêtre, tons pastel');
    await form.getByLabel("Contact d'urgence").fill('Léa, 06 12 34 56 78');
    await form.getByRole('button', { name: 'Mettre à jour' }).click();
    await expectToast(page, 'Mariage mis à jour');
    await expect(page.getByTestId('wedding-facts')).toContainText('Chic et champêtre, tons pastel');

    await page.getByRole('button', { name: 'Modifier les informations' }).click();
    await form.getByLabel('Prénom de la mariée').fill('');
    await form.getByRole('button', { name: 'Mettre à jour' }).click();
    await expectToast(page, 'Erreur de validation', 'Veuillez vérifier les informations saisies');
    await expect(page.getByTestId('settings-brideName-error')).toHaveText('Le prénom de la mariée est requis');
    await expect(form.getByLabel('Prénom de la mariée')).toBeFocused();
  });

  await test.step('Paiement: the deposit to pay', async () => {
    await page.getByRole('tab', { name: 'Paiement' }).click();
    await expect(page.getByTestId('payment-section')).toContainText('L’acompte (la moitié du forfait)');
  });
});

test('stopping an active assistant asks a reason, then a review', async ({ page, playwright }) => {
  await signUpCouple(page, 'stop');
  const wedding = await createWedding(page);
  const admin = await playwright.request.newContext({ baseURL: ORIGIN });
  await activateAsAdmin(admin, wedding.id);
  await admin.dispose();

  await page.goto(`/wedding/${wedding.id}`);
  await expect(page.getByTestId('bot-badge')).toHaveText('Actif');
  await expect(page.getByTestId('whatsapp-link')).toHaveText(wedding.whatsappLink);
  await expect(page.getByRole('button', { name: 'Tester' })).toBeVisible();
  // One control in the header (the switch); stopping for good is in Paramètres, behind its confirmation.
  await expect(page.getByRole('button', { name: "Arrêter l'assistant" })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await page.getByRole('button', { name: "Arrêter l'assistant" }).click();

  const stop = page.getByRole('dialog', { name: "Arrêter l'assistant" });
  for (const label of [
    'Le mariage est terminé',
    "Je n'en ai plus besoin",
    'Le coût est trop élevé',
    'Problème technique',
    'Autre raison',
  ]) {
    await expect(stop.getByRole('radio', { name: label })).toBeVisible();
  }
  await stop.getByRole('button', { name: "Arrêter l'assistant" }).click();
  await expect(stop.getByRole('alert')).toHaveText('Veuillez sélectionner ou saisir une raison.');
  await expectToast(page, 'Erreur', 'Veuillez sélectionner ou saisir une raison.');
  await stop.getByRole('radio', { name: 'Autre raison' }).check();
  await stop.getByRole('button', { name: "Arrêter l'assistant" }).click();
  await expect(stop.getByRole('alert')).toHaveText('Veuillez sélectionner ou saisir une raison.');
  await stop.getByLabel('Précisez la raison').fill('Nous changeons de date');
  await stop.getByRole('button', { name: "Arrêter l'assistant" }).click();
  await expectToast(page, 'Assistant arrêté');

  const review = page.getByRole('dialog', { name: 'Votre avis nous intéresse' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('radio', { name: '5 étoiles' })).toBeChecked();
  await expect(review.getByRole('button', { name: 'Peut-être plus tard' })).toBeVisible();
  await review.getByRole('radio', { name: '4 étoiles' }).check();
  await review.getByLabel('Commentaire (facultatif)').fill('Très pratique pour nos invités.');
  await review.getByRole('button', { name: "Envoyer l'avis" }).click();
  await expectToast(page, 'Merci pour votre avis !');
  await expect(review).toBeHidden();
  await expect(page.getByTestId('bot-badge')).toHaveText('Arrêté');
  await expect(page.getByRole('button', { name: "Arrêter l'assistant" })).toHaveCount(0);
  await expect(page.getByTestId('stop-section')).toContainText('Rallumez-le avec l’interrupteur');
  await expect(page.getByRole('switch', { name: 'Assistant actif' })).not.toBeChecked();
  await expect(toast(page)).toHaveCount(1);
});

test('/wedding/new creates a wedding with every field and opens it', async ({ page }) => {
  await signUpCouple(page, 'nouveau');
  await page.goto('/wedding/new');
  await expect(page.getByRole('heading', { name: 'Nouveau mariage' })).toBeVisible();
  await expect(page.getByText('Conseils pour configurer votre assistant')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/couple-dashboard');

  await page.getByRole('button', { name: 'Créer le mariage' }).click();
  await expectToast(page, 'Erreur de validation', 'Veuillez vérifier les informations saisies');

  await page.getByLabel('Prénom de la mariée').fill('Inès');
  await page.getByLabel('Prénom du marié').fill('Hugo');
  await page.getByLabel('Date du mariage').fill('2028-05-20');
  await page.getByLabel('Adresse de la réception').fill('Domaine des Vignes, 33330 Saint-Émilion');
  await page.getByLabel('Hébergements').fill('Hôtel du Parc, code MARIAGE10');
  await page.getByLabel('Informations complémentaires').fill('Navette depuis la gare à 14h00');
  await page.getByRole('button', { name: 'Créer le mariage' }).click();
  await page.waitForURL(/\/wedding\/\d+$/);
  await expectToast(page, 'Mariage créé !');
  await expect(page.getByTestId('wedding-title')).toHaveText('Inès & Hugo');
  await expect(page.getByText('20 mai 2028')).toBeVisible();
  await expect(page.getByTestId('wedding-facts')).toContainText('Hôtel du Parc, code MARIAGE10');
});
