// "When's the first dance?", « les photos de groupe c'est quand ? »: a FAQ naming the moment but giving neither a time
// nor a date answers no "when"; the entry of the couple's notes giving the moment's time does.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Rose',
  groomName: 'Ewan',
  weddingDate: '2028-08-26',
  ceremonyVenue: 'Château de Puymartin',
  ceremonyAddress: 'Lieu-dit Puymartin, 24200 Marquay',
  ceremonyTime: '15:30',
  receptionVenue: 'Château de Puymartin',
  receptionAddress: 'Lieu-dit Puymartin, 24200 Marquay',
  receptionTime: '16:30',
  emergencyContact: 'Tom (témoin) : 06 55 44 33 22',
  additionalInfo:
    'Samedi 26 : cérémonie laïque à 15h30, cocktail dans la cour à 16h30, dîner dans la grange à 19h30, première danse à 22h30, fin de soirée vers 3h.',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Y aura-t-il de la musique ?',
    answer: 'Après la première danse, place au groupe folk puis DJ jusqu’au bout de la nuit !',
  },
];
const ask = expectRepliesOf({ wedding, faqs });

describe('when a moment is', () => {
  it('is the time the notes give it, not a FAQ that only names it', () => {
    ask("When's the first dance?", '22h30');
  });
});
