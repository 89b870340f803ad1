// A phrase of the thesaurus ending in `*` (« on s'est rencontré* ») takes any ending on its last word, as a single
// word with `*` does: the couple's « on s'est rencontrés » names their story.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Léa',
  groomName: 'Malo',
  weddingDate: '2027-05-29',
  ceremonyVenue: 'Mairie de Vannes',
  ceremonyAddress: 'Place Maurice Marchais, 56000 Vannes',
  ceremonyTime: '15:00',
  receptionVenue: 'Manoir de Kerlevenan',
  receptionAddress: '56370 Sarzeau',
  receptionTime: '18:00',
  additionalInfo: 'On s’est rencontrés en 2016 sur un voilier pendant la Semaine du Golfe. Le dîner est servi à 20h.',
  emergencyContact: 'Yves (témoin) : 06 22 33 44 55',
};
const expectReply = expectRepliesOf({ wedding, faqs: [] });

describe('a phrase of the thesaurus with any ending on its last word', () => {
  it('reads the couple’s « on s’est rencontrés » as their story', () => {
    expectReply('¿Cómo se conocieron los novios?', 'Semaine du Golfe');
    expectReply('Ils se sont rencontrés où ?', 'Semaine du Golfe');
  });
});
