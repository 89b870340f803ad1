// Titles of the couple pages' documents, read by the .astro files at build time: no island imports this
// catalogue, so its words cost the couple pages no JavaScript.
import { translator } from './translate.ts';

export const couplePageMessages = {
  'couplePage.paymentSuccess.title': 'Paiement confirmé · Assistant Mariage',
  'couplePage.balancePayment.title': 'Régler le solde · Assistant Mariage',
  'couplePage.completeSignup.title': 'Création de votre assistant · Assistant Mariage',
} as const;

export const t = translator(couplePageMessages);
