// A mountain wedding written for these tests only: the hotel's booking code is given as the couple word it
// (« avec le code ROSELUC28 (-10 %) »), never as « code promo » or « réduction »; it still answers the guest who asks
// for a discount, and tells no price.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Rose',
  groomName: 'Lucas',
  weddingDate: '2028-07-08',
  ceremonyVenue: 'Mairie de Chamonix',
  ceremonyAddress: '38 place de l’Église, 74400 Chamonix',
  ceremonyTime: '15:00',
  receptionVenue: 'Refuge du Lac Blanc',
  receptionAddress: 'Route des Praz, 74400 Chamonix',
  receptionTime: '18:00',
  dressCode: null,
  parkingInfo: 'Parking gratuit devant le refuge.',
  accommodations:
    'Nous avons bloqué 15 chambres à l’Hôtel Les Aiguilles avec le code ROSELUC28 (-10 %), à réserver au 04 50 53 12 12.',
  giftRegistry: null,
  emergencyContact: 'Jeanne (témoin) : 06 11 22 33 44',
  additionalInfo: 'Navettes depuis la gare de Chamonix à 14h30.',
};
const faqs: AssistantFaq[] = [];
const ask = expectRepliesOf({ wedding, faqs });

describe('a booking code given in the couple’s words', () => {
  it('answers the guest asking for a promo code', () => ask('C’est quoi le code promo pour l’hôtel ?', 'ROSELUC28'));
  it('answers the guest asking for a discount', () => ask('Is there a hotel block with a discount?', 'ROSELUC28'));
  it('answers in Spanish too', () => ask('¿Hay algún hotel con descuento para los invitados?', 'ROSELUC28'));
});
