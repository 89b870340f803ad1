// « Le brunch est payant ? », « c'est combien le taxi ? »: a price asked is not answered by a fact that says nothing
// of what anything costs (the brunch's hours, the venue's address), but by one giving an amount in any currency or
// saying it is free. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Inès',
  groomName: 'Bastien',
  weddingDate: '2028-06-10',
  ceremonyVenue: 'Mairie de Sarlat',
  ceremonyAddress: 'Place de la Liberté, 24200 Sarlat',
  ceremonyTime: '15:00',
  receptionVenue: 'Moulin de la Vézère',
  receptionAddress: 'Route des Eyzies, 24620 Tursac',
  receptionTime: '18:00',
  emergencyContact: 'Lucie (témoin) : 06 12 34 56 78',
  additionalInfo: 'Dimanche : brunch au moulin de 11h à 15h. Une barque mène à l’île du moulin : 5 euros par personne.',
};
const ask = expectRepliesOf({ wedding, faqs: [] });

describe('a price asked', () => {
  it('is not answered by a fact that tells no price', () => {
    ask('Le brunch du dimanche est payant ?', '06 12 34 56 78');
    ask("C'est combien le taxi de la mairie jusqu'au moulin ?", '06 12 34 56 78');
  });

  it('is answered by a fact giving an amount', () => {
    ask('How much is the boat to the island?', '5 euros');
  });

  it('is not read in a costume or a gluten-free menu', () => {
    ask('Le brunch finit à quelle heure, même en costume ?', '15');
  });
});
