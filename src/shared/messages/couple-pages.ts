// Titles of the signed-in pages' documents (couple space, weddings), read by the .astro files at build time: no
// island imports this catalogue, so its words cost those pages no JavaScript.
import { translator } from './translate.ts';

export const couplePageMessages = {
  'couplePage.paymentSuccess.title': 'Paiement confirmé · Assistant Mariage',
  'couplePage.balancePayment.title': 'Régler le solde · Assistant Mariage',
  'couplePage.completeSignup.title': 'Création de votre assistant · Assistant Mariage',
  'couplePage.dashboard.title': 'Espace couple · Assistant Mariage',
  'couplePage.payment.title': 'Paiement du forfait Couple · Assistant Mariage',
  'couplePage.signup.title': 'Configurez votre mariage · Assistant Mariage',
  'couplePage.auth.title': 'Espace couple · Inscription et connexion · Assistant Mariage',
  'couplePage.checkout.title': 'Commande du forfait Couple · Assistant Mariage',
  'couplePage.home.title': 'Tableau de bord · Assistant Mariage',
  'couplePage.wedding.title': 'Mariage · Assistant Mariage',
  'couplePage.newWedding.title': 'Nouveau mariage · Assistant Mariage',
  'couplePage.guestLinks.title': 'Liens personnels des invités · Assistant Mariage',
} as const;

export const t = translator(couplePageMessages);
