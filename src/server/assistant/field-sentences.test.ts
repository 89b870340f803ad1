// A long free-text field is quoted sentence by sentence: the reply keeps the sentences on what the guest asks, read
// from what they say (an amount of money is a price, a number to call a phone) as well as from the words they use.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Lison',
  groomName: 'Gaël',
  weddingDate: '2028-06-10',
  ceremonyVenue: 'Mairie de Cassis',
  ceremonyAddress: 'Place Baragnon, 13260 Cassis',
  ceremonyTime: '15:00',
  receptionVenue: 'Domaine du Bestouan',
  receptionAddress: 'Chemin du Bestouan, 13260 Cassis',
  receptionTime: '18:00',
  parkingInfo:
    'Au domaine : parking gratuit dans le pré, suivez les panneaux « L&G ». À la mairie il n’y a que 10 places au bord du port : venez à pied depuis le centre.',
  accommodations:
    'On a réservé une partie du camping Les Calanques (route de Port-Miou, Cassis). Bungalow 4 personnes à 95 € la nuit, 2 nuits minimum. Réservation à l’accueil au 04 42 01 72 13 avec la référence LISGAEL. Piscine et draps fournis.',
  giftRegistry:
    'Votre présence est notre plus beau cadeau ! Si vous voulez participer à notre voyage au Pérou : cagnotte en ligne sur www.leetchi.com/c/lison-gael. Pas de cadeaux encombrants svp, on rentre en avion après le mariage !',
  additionalInfo:
    'Réservez la location de voiture dès que vous avez vos billets : en juin les agences sont prises d’assaut et les prix explosent.',
  emergencyContact: 'Maud, notre témoin, sur place le jour J',
};
const expectReply = expectRepliesOf({ wedding, faqs: [] });

describe('the sentences of a field kept for a question', () => {
  it('does not count twice a word the question already asks as a concept', () => {
    // « mariage » is the wedding, not a word that singles out the sentence naming it.
    expectReply('Vous avez une liste de mariage ?', 'leetchi');
  });

  it('reads an amount of money as a price, a phone number as a phone', () => {
    expectReply('Combien coûte un bungalow ?', '95');
    expectReply('What’s the phone number to book at the campsite?', '04 42 01 72 13');
  });

  it('reads every sentence of a field as on its subject, whether it names it or not', () => {
    expectReply('Il y a de quoi se garer à la mairie ?', '10 places');
    expectReply('Where are guests staying?', 'Les Calanques');
  });
});
