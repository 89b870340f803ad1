// What a guest says around a question (an adjective, who comes with them) is not its subject; and a date the couple
// wrote in English is repeated in the guest's language.
// On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Lucie',
  groomName: 'Marc',
  weddingDate: '2028-02-12',
  ceremonyVenue: 'Chapelle des Neiges',
  ceremonyAddress: '3 route du Col, 73150 Val-d’Isère',
  ceremonyTime: '15:00',
  receptionVenue: 'Chalet du Lac',
  receptionAddress: '12 chemin du Lac, 73150 Val-d’Isère',
  receptionTime: '18:30',
  emergencyContact: 'Paul (frère de Marc) : 06 11 22 33 44',
};
const faqs: AssistantFaq[] = [
  { id: 1, question: 'Les enfants sont-ils invités ?', answer: 'Oui, avec une garderie au chalet de 18h à minuit.' },
  { id: 2, question: 'Et s’il neige beaucoup ?', answer: 'En cas de tempête, la cérémonie se replie dans la salle du chalet.' },
];
const expectReply = (text: string, token: string) => expectReplyTo({ wedding, faqs }, text, token);

describe('dates written in English', () => {
  it('are repeated in the guest’s language', () => {
    const english = [{ id: 1, question: 'When do we RSVP?', answer: 'By 1 March 2028 on our website.' }];
    expectReplyTo({ wedding, faqs: english }, '¿Cuál es la fecha límite para confirmar?', '1 de marzo');
    expectReplyTo({ wedding, faqs: english }, 'Jusqu’à quand pour confirmer ?', '1er mars');
  });
});
