// « What's for dinner? » asks what is eaten, not when dinner is served. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Lucie',
  groomName: 'Hugo',
  weddingDate: '2028-06-10',
  ceremonyVenue: 'Mairie de Gordes',
  ceremonyAddress: 'Place du Château, 84220 Gordes',
  ceremonyTime: '16:00',
  receptionVenue: 'Mas des Bories',
  receptionAddress: 'Route de Murs, 84220 Gordes',
  receptionTime: '18:30',
  emergencyContact: 'Inès (témoin) : 06 11 22 33 44',
  additionalInfo: '20h30 dîner sous les platanes (agneau de Sisteron, tian de légumes, tarte au citron)',
};
const expectReply = (text: string, token: string) => expectReplyTo({ wedding, faqs: [] }, text, token);

describe('asking what is eaten', () => {
  it('answers « what’s for dinner? » with the dinner’s dishes', () => {
    expectReply('What’s for dinner?', 'Sisteron');
  });
});
