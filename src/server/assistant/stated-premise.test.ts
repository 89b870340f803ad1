// A town-hall-and-farm wedding written for these tests only: guests check a time, a date or a fact they state, and
// the answer corrects or confirms it.
import { describe, it } from 'vitest';
import { expectReply } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Inès',
  groomName: 'Malo',
  weddingDate: '2028-09-16',
  ceremonyVenue: 'Mairie de Dinan',
  ceremonyAddress: 'Place du Guesclin, 22100 Dinan',
  ceremonyTime: '10:30',
  receptionVenue: 'Ferme du Val',
  receptionAddress: 'Lieu-dit Le Val, 22100 Léhon',
  receptionTime: '12:30',
  dressCode: 'Tenue champêtre.',
  parkingInfo: 'Parking gratuit devant la ferme.',
  accommodations: null,
  giftRegistry: null,
  emergencyContact: 'Yann (témoin) au 06 12 34 56 78',
  additionalInfo: null,
};
const faqs: AssistantFaq[] = [
  { id: 1, question: '¿Hasta cuándo confirmar?', answer: 'Antes del 1 de julio, en nuestra web.' },
];
const facts = { wedding, faqs };

describe('a time or a date the guest states to check it', () => {
  it('reads « a las 11 » as an hour to correct, not a place', () => {
    expectReply(facts, 'La ceremonia es a las 11, ¿no?', '10h30');
  });

  it('reads « Sunday the 17th » as the date the guest believes, not as the day after', () => {
    expectReply(facts, 'Just checking, the wedding is on Sunday the 17th right?', 'September 16');
  });
});
