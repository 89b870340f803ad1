// « Le nom du restaurant ? », "the name of the place we're eating at?": the name of a venue is asked as its place.
import { describe, it } from 'vitest';
import { expectReply } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Harriet',
  groomName: 'Tom',
  weddingDate: '2028-06-10',
  ceremonyVenue: 'Pieve di San Leolino',
  ceremonyAddress: 'Via di San Leolino, 53017 Radda in Chianti',
  ceremonyTime: '17:00',
  receptionVenue: 'Villa Poggio ai Cipressi',
  receptionAddress: 'Strada del Chianti 4, 53017 Radda in Chianti',
  receptionTime: '19:00',
  emergencyContact: 'Romane (best woman): +33 6 11 22 33 44',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Are children welcome?',
    answer:
      'Yes! There is a kids’ menu (pasta, gelato) and two babysitters will look after them, photos and games included.',
  },
];

describe('the name of the venue', () => {
  it('is asked as its place', () => {
    expectReply(
      { wedding, faqs },
      "Whats the name of the place we're eating at? want to check it out on insta",
      'Poggio ai Cipressi',
    );
  });
});
