// A FAQ on one narrower case of a subject (coming from the airport) does not answer a guest who names another case of
// it (the train station), unless it asks that case too. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Elsa',
  groomName: 'Malik',
  weddingDate: '2028-09-02',
  ceremonyVenue: 'Bastide des Oliviers',
  ceremonyAddress: 'Route de Goult, 84220 Roussillon',
  ceremonyTime: '16:30',
  receptionVenue: 'Bastide des Oliviers',
  receptionAddress: 'Route de Goult, 84220 Roussillon',
  receptionTime: '18:30',
  emergencyContact: 'Inès (témoin) : 06 98 76 54 32',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Comment venir depuis l’aéroport ?',
    answer:
      'L’aéroport le plus proche est Marseille (1h10 de route). Pas de navette depuis l’aéroport : louez une voiture, ou prenez le train jusqu’à Avignon pour attraper notre navette de 15h30.',
  },
  {
    id: 2,
    question: 'Y a-t-il des navettes depuis la gare ?',
    answer:
      'Oui, un car part de la gare d’Avignon à 15h30. Retours vers la gare à 1h15 et 2h45, réservation dans le RSVP.',
  },
];
const expectReply = (text: string, token: string) => expectReplyTo({ wedding, faqs }, text, token);

describe('a FAQ on another case of the subject asked', () => {
  it('answers a bus back to the station with the station’s shuttles, not the way from the airport', () => {
    expectReply('¿Hay autobús para volver a la estación por la noche?', '2h45');
  });
});
