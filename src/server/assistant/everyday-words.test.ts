// "Where does the boat leave from?", « ¿hay que llevar bicicleta? »: an everyday word the thesaurus does not hold,
// asked in another language than the couple's notes, is found there in their language (« bateau », « vélo »).
// On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Inès',
  groomName: 'Paul',
  weddingDate: '2028-07-08',
  ceremonyVenue: 'Mairie de Vannes',
  ceremonyAddress: 'Place Maurice Marchais, 56000 Vannes',
  ceremonyTime: '14:00',
  receptionVenue: 'Domaine de Kerbihan',
  receptionAddress: 'Route de Séné, 56860 Séné',
  receptionTime: '18:00',
  emergencyContact: 'Lucas (témoin) : 06 11 22 33 44',
  additionalInfo: 'Le bateau pour l’île d’Arz part du quai Tabarly à 16h15.',
};
const faqs: AssistantFaq[] = [
  { id: 1, question: 'Faut-il apporter son vélo ?', answer: 'Non, nous prêtons des vélos sur place.' },
  {
    id: 2,
    question: 'Pourra-t-on goûter les huîtres du golfe ?',
    answer: 'Oui, servies au cocktail avec du muscadet.',
  },
];
const ask = expectRepliesOf({ wedding, faqs });

describe('an everyday word asked in another language than the notes', () => {
  it('finds the note written in the couple’s language', () => {
    ask('Which pier does the boat leave from?', 'Tabarly');
    ask('¿A qué hora sale el barco?', '16h15');
  });

  it('finds the FAQ asked in the couple’s language', () => {
    ask('¿Tenemos que llevar bicicleta?', 'prêtons');
    ask('Will there be oysters?', 'muscadet');
  });
});
