// A FAQ asked in the guest’s setting (« Et si j’arrive en retard ? » for "if we’re running late") answers it, not
// one that shares only the contact it names. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Louise',
  groomName: 'Simon',
  weddingDate: '2028-09-16',
  ceremonyVenue: 'Plage des Gollandières',
  ceremonyAddress: '17580 Le Bois-Plage-en-Ré',
  ceremonyTime: '16:30',
  receptionVenue: 'Ferme des Oyats',
  receptionAddress: 'Route des Marais, 17580 Le Bois-Plage-en-Ré',
  receptionTime: '18:00',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Je voudrais faire un discours, à qui m’adresser ?',
    answer:
      'Contactez notre témoin Hugo au 06 83 55 10 62 : il coordonne les prises de parole pendant le dîner (3 minutes chacune) et le vidéoprojecteur de la grange.',
  },
  {
    id: 2,
    question: 'Et si j’arrive en retard ?',
    answer:
      'Si vous arrivez après 16h30, n’essayez pas de rejoindre la plage : rendez-vous directement à la ferme, l’équipe vous accueillera et vous pourrez vous joindre au cocktail.',
  },
  {
    id: 3,
    question: 'Peut-on prendre des photos pendant la cérémonie ?',
    answer: 'Cérémonie débranchée : notre photographe Jules s’occupe de tout.',
  },
];
const expectReply = expectRepliesOf({ wedding, faqs });

describe('a setting asked alike', () => {
  it('answers "running late" with the FAQ on arriving late', () => {
    expectReply("If we're running late and miss the ceremony, where should we go?", 'directement');
  });
});
