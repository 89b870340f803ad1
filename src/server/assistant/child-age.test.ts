// A child named by its age (« notre petit de 2 ans », "our 2 year old", « bebé de 8 meses »): the question is about
// children, and the age is no date. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Inès',
  groomName: 'Paul',
  weddingDate: '2028-06-17',
  ceremonyVenue: 'Mairie de Vannes',
  ceremonyAddress: 'Place Maurice Marchais, 56000 Vannes',
  ceremonyTime: '15:00',
  receptionVenue: 'Manoir de Kerlann',
  receptionAddress: 'Route de Kerlann, 56000 Vannes',
  receptionTime: '18:30',
  emergencyContact: 'Yann (témoin) : 06 12 34 56 78',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Les enfants sont-ils les bienvenus ?',
    answer: 'Oui ! Une nounou, Gaëlle, les garde au grenier du manoir dès le dîner.',
  },
  { id: 2, question: 'Peut-on venir avec son chien ?', answer: 'Non, désolés : pas d’animaux au manoir.' },
];
const expectReply = expectRepliesOf({ wedding, faqs });

describe('a child named by its age', () => {
  it('reads « notre petit de 2 ans » and "our 2 year old" as a child', () => {
    expectReply('on peut venir avec notre petit de 2 ans ?', 'Gaëlle');
    expectReply("We're bringing our 2 year old, is that ok?", 'Gaëlle');
    expectReply('¿Podemos ir con nuestro bebé de 8 meses?', 'Gaëlle');
  });
});
