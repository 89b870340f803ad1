// « Et s'il pleut ? » and « Quel temps fera-t-il ? » are both on the weather: a guest asking what happens in a case
// ("what if it rains?", « ¿y si llueve? ») is answered by the FAQ on that case. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Chloé',
  groomName: 'Malik',
  weddingDate: '2028-06-10',
  ceremonyVenue: 'Domaine de la Combe',
  ceremonyAddress: 'Lieu-dit la Combe, 24220 Saint-Cyprien',
  ceremonyTime: '16:00',
  receptionVenue: 'Domaine de la Combe',
  receptionAddress: 'Lieu-dit la Combe, 24220 Saint-Cyprien',
  receptionTime: '18:00',
  emergencyContact: 'Sarah (témoin) : 06 98 76 54 32',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Quel temps fait-il en juin dans la région ?',
    answer: 'Souvent 28 °C l’après-midi, des soirées plus fraîches : prenez un châle.',
  },
  {
    id: 2,
    question: 'Que se passe-t-il s’il pleut ?',
    answer: 'Plan B : la cérémonie se fera sous la halle du domaine.',
  },
];
const expectReply = expectRepliesOf({ wedding, faqs });

describe('a case asked', () => {
  it('answers "what if it rains?" with the FAQ on that case, not the one on the climate', () => {
    expectReply('What happens if it rains?', 'halle');
    expectReply('¿Y si llueve el día de la boda?', 'halle');
  });
});
