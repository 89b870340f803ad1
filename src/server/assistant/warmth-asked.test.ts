// The warmth of one thing (« la piscine est chauffée ? ») is not answered by a fact on that thing that says nothing of
// heat or cold: « je ne sais pas » with the contact. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Clara',
  groomName: 'Mehdi',
  weddingDate: '2028-07-22',
  ceremonyVenue: 'Mas des Cigales',
  ceremonyAddress: 'Chemin des Cigales, 84000 Avignon',
  ceremonyTime: '17:00',
  receptionVenue: 'Mas des Cigales',
  receptionAddress: 'Chemin des Cigales, 84000 Avignon',
  receptionTime: '19:00',
  emergencyContact: 'Sami (témoin) : 06 98 87 76 65',
  additionalInfo: 'Il fera chaud : des éventails seront distribués à l’accueil.',
};
const faqs = [
  {
    id: 1,
    question: 'Peut-on profiter de la piscine ?',
    answer: 'Oui, la piscine du mas est ouverte aux invités de 11h à 16h le dimanche.',
  },
];
const ask = expectRepliesOf({ wedding, faqs });

describe('the warmth of one thing', () => {
  it('is not answered by a fact on that thing that says nothing of heat', () => {
    ask('La piscine est chauffée ?', '06 98 87 76 65');
    ask('L’eau de la piscine est à quelle température ?', '06 98 87 76 65');
  });

  it('leaves the thing itself and the heat answered', () => {
    ask('La piscine est ouverte quand ?', '11h');
    ask('Il va faire chaud ?', 'éventails');
  });
});
