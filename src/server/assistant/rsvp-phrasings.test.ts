// A guest who has « pas encore répondu » or asks until when to « vous le dire » asks about the RSVP, not the date of
// the wedding. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Julia',
  groomName: 'Tom',
  weddingDate: '2028-05-20',
  ceremonyVenue: 'Église Saint-Pierre',
  ceremonyAddress: 'Place de l’Église, 35000 Rennes',
  ceremonyTime: '15:00',
  receptionVenue: 'Manoir de la Prée',
  receptionAddress: 'La Prée, 35000 Rennes',
  receptionTime: '18:00',
  emergencyContact: 'Nina (témoin) : 06 45 67 89 01',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Comment confirmer notre présence ?',
    answer: 'Par le formulaire sur notre site avant le 1er mars 2028, ou par SMS à Nina.',
  },
  { id: 2, question: 'Y a-t-il quelque chose le dimanche ?', answer: 'Oui, un brunch à 11h au manoir.' },
];
const expectReply = (text: string, token: string) => expectReplyTo({ wedding, faqs }, text, token);

describe('ways of asking about the RSVP', () => {
  it('reads « pas encore répondu » as the RSVP', () => {
    expectReply('On n’a pas encore répondu, c’est encore bon si on envoie ça en février ?', 'formulaire');
  });
});
