// « Il y a une pharmacie près du domaine ? »: a thing asked whether it is there, in a word the thesaurus does not know
// and no fact of the wedding contains, next to only a setting (the venue): the venue's address is no answer.
// On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Zoé',
  groomName: 'Malik',
  weddingDate: '2028-05-20',
  ceremonyVenue: 'Mairie de Cahors',
  ceremonyAddress: '73 boulevard Gambetta, 46000 Cahors',
  ceremonyTime: '15:00',
  receptionVenue: 'Domaine du Causse',
  receptionAddress: 'Lieu-dit Le Causse, 46090 Arcambal',
  receptionTime: '18:00',
  emergencyContact: 'Hugo (témoin) : 06 44 55 66 77',
  additionalInfo: 'Au domaine, une boulangerie ambulante servira des fougasses au cocktail.',
};
const ask = expectRepliesOf({ wedding, faqs: [] });

describe('whether a thing no fact names is there', () => {
  it('is not answered by the venue it is asked of', () => {
    ask('Il y a une pharmacie près du domaine ?', '06 44 55 66 77');
    ask('Is there a launderette near the domaine?', '06 44 55 66 77');
  });

  it('is answered by the fact that names it', () => {
    ask('Y aura-t-il des fougasses au domaine ?', 'boulangerie');
  });

  it('is named by a fact in a word the search stems further than the question (« boulangerie »)', () => {
    ask('Il y a une boulangerie au domaine ?', 'fougasses');
  });
});
