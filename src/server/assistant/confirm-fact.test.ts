// A wedding written for these tests only, with a FAQ on answering the invitation: a guest who wants to « confirmer la
// date » or "confirm the time" checks that fact, they are not asking how to answer.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Jeanne',
  groomName: 'Hugo',
  weddingDate: '2028-09-09',
  ceremonyVenue: 'Église Saint-Pierre',
  ceremonyAddress: "Place de l'Église, 59000 Lille",
  ceremonyTime: '14:00',
  receptionVenue: 'Ferme du Moulin',
  receptionAddress: 'Chemin du Moulin, 59710 Avelin',
  receptionTime: '18:00',
  dressCode: null,
  parkingInfo: null,
  accommodations: null,
  giftRegistry: null,
  emergencyContact: 'Paul (témoin) au 06 12 34 56 78',
  additionalInfo: null,
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Comment confirmer notre présence ?',
    answer: 'Répondez avant le 1er juin 2028 par SMS à Jeanne.',
  },
];
const ask = expectRepliesOf({ wedding, faqs });

describe('confirming a fact is checking it, not answering the invitation', () => {
  it('gives the date to « je voudrais confirmer la date exacte »', () => {
    ask('Bonjour, je voudrais confirmer la date exacte du mariage pour poser mes congés', '9 septembre');
  });

  it("gives the ceremony's time to « pouvez-vous me confirmer l'heure de la cérémonie ? »", () => {
    ask("Pourriez-vous me confirmer l'heure de la cérémonie ?", '14h');
  });
});
