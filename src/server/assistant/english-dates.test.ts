// A date the couple wrote in English is repeated in the guest's language.
// On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectReply } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

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

describe('dates written in English', () => {
  it('are repeated in the guest’s language', () => {
    const english = [{ id: 1, question: 'When do we RSVP?', answer: 'By 1 March 2028 on our website.' }];
    expectReply({ wedding, faqs: english }, '¿Cuál es la fecha límite para confirmar?', '1 de marzo');
    expectReply({ wedding, faqs: english }, 'Jusqu’à quand pour confirmer ?', '1er mars');
  });
});
