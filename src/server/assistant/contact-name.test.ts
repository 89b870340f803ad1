// A wedding abroad written for these tests only: the contact is « Karim (frère de Nour, coordination Tanger) »; the
// town in brackets says what he does, it is no name of his, and a question on the town is no question for him.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Nour',
  groomName: 'Hugo',
  weddingDate: '2028-06-17',
  ceremonyVenue: 'Mairie de Lyon 2e',
  ceremonyAddress: '2 rue d’Enghien, 69002 Lyon',
  ceremonyTime: '11:00',
  receptionVenue: 'Villa Tanger',
  receptionAddress: 'Rue de la Plage, Tanger',
  receptionTime: '20:00',
  dressCode: null,
  parkingInfo: null,
  accommodations:
    'À Tanger, nous avons réservé des chambres dans deux endroits : l’Hôtel El Minzah, dans la médina à 3 minutes à pied de la villa (90 € la nuit petit-déjeuner compris, à réserver avant le 15 avril), et l’Hôtel Atlas, en ville nouvelle, avec piscine (70 € la nuit). Les navettes du samedi soir partent de l’Hôtel Atlas.',
  giftRegistry: null,
  emergencyContact: 'Karim El Amrani (frère de Nour, coordination Tanger) : 06 52 18 44 07',
  additionalInfo: null,
};
const faqs: AssistantFaq[] = [];
const ask = expectRepliesOf({ wedding, faqs });

describe('the words in brackets after the contact’s name', () => {
  it('do not make a question on the town one for the contact', () =>
    ask('Vous avez des hôtels à conseiller à Tanger ?', 'El Minzah'));
});
