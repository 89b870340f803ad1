// A day of two receptions: a lunch at the restaurant (the reception's fields) and a party in the evening (the notes).
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Lou',
  groomName: 'Malo',
  weddingDate: '2028-09-09',
  ceremonyVenue: 'Mairie de Chagny',
  ceremonyAddress: 'Place de la Mairie, 71150 Chagny',
  ceremonyTime: '10:30',
  receptionVenue: 'Restaurant Le Lavoir (déjeuner)',
  receptionAddress: '2 rue du Pont, 71150 Chagny',
  receptionTime: '12:30',
  emergencyContact: 'Romane (témoin) : 06 11 22 33 44',
  additionalInfo:
    'Après le déjeuner, quartier libre. À partir de 19h : soirée à la Grange des Tilleuls, 4 route de Beaune, 71150 Chagny, avec buffet et DJ jusqu’à 3h.',
};
const replyTo = (text: string) => answerQuestion({ wedding, faqs: [], text }).reply;

describe('the party in the evening', () => {
  it('is the entry naming the reception at an evening hour, not the lunch of the fields', () => {
    expect(replyTo('¿A qué hora empieza la fiesta de la noche?')).toMatch(/19h|19:00|7 ?pm/);
    expect(replyTo('¿Dónde es la fiesta por la noche?')).toMatch(/Grange des Tilleuls/);
  });
});
