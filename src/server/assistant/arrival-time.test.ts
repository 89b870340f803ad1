// « À quelle heure faut-il arriver ? »: when the couple wrote when to arrive, before the ceremony, that is the answer.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Lou',
  groomName: 'Malo',
  weddingDate: '2028-09-09',
  ceremonyVenue: 'Jardin du Cortijo El Olivar',
  ceremonyAddress: 'Chemin des Oliviers, 13100 Aix-en-Provence',
  ceremonyTime: '19:00',
  receptionVenue: 'Mas des Oliviers',
  receptionAddress: 'Chemin des Oliviers, 13100 Aix-en-Provence',
  receptionTime: '20:30',
  emergencyContact: 'Romane (témoin) : 06 11 22 33 44',
  additionalInfo:
    'Accueil au cortijo à 18h30 avec citronnade à l’ombre.\nLe dimanche, brunch au bord de la piscine du cortijo à partir de 13h.',
};
const replyTo = (text: string) => answerQuestion({ wedding, faqs: [], text }).reply;

describe('the time to arrive', () => {
  it('is the welcome the couple set before the ceremony', () => {
    expect(replyTo('¿A qué hora tenemos que llegar al cortijo?')).toMatch(/18h30|18:30/);
  });
});
