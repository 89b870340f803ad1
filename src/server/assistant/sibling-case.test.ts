// « ¿Hay menú sin gluten? » when the only FAQ on the food asks about a vegetarian menu: a narrower case that no fact
// names, asked of a FAQ on another case of the same subject, gets « je ne sais pas » with the contact.
// On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Nina',
  groomName: 'Karim',
  weddingDate: '2028-09-02',
  ceremonyVenue: 'Mairie de Rodez',
  ceremonyAddress: 'Place Sainte-Catherine, 12000 Rodez',
  ceremonyTime: '14:30',
  receptionVenue: 'Ferme du Lévézou',
  receptionAddress: 'Le Bourg, 12410 Salles-Curan',
  receptionTime: '18:00',
  emergencyContact: 'Pauline (témoin) : 06 98 76 54 32',
};
const faqs = [
  { id: 1, question: 'Il y a un menu végétarien ?', answer: 'Oui, un aligot aux cèpes et une tarte aux légumes.' },
];
const ask = expectRepliesOf({ wedding, faqs });

describe('a case of a subject that no fact names', () => {
  it('is not answered by the FAQ on another case', () => {
    ask('¿Hay menú sin gluten?', '06 98 76 54 32');
    ask('Is there a gluten-free menu?', '06 98 76 54 32');
  });

  it('leaves the FAQ to answer its own case', () => {
    ask('Un menu végé, c’est possible ?', 'aligot');
  });
});
