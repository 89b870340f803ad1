import { describe, expect, it } from 'vitest';
import { asksToChangeAnswer } from './change-answer.ts';

describe('asksToChangeAnswer', () => {
  it('reads a request to change the answer, without the new one, in the three languages', () => {
    for (const text of [
      'Modifier',
      'Je voudrais modifier ma réponse svp',
      'est-ce que je peux changer ma réponse ?',
      'Can I change my RSVP?',
      'I would like to update my answer please',
      'Quisiera cambiar mi respuesta',
    ])
      expect(asksToChangeAnswer(text), text).toBe(true);
  });

  it('leaves anything else to the usual reading: a change of something else, or the new answer itself', () => {
    for (const text of [
      'On peut changer de tenue pour la soirée ?',
      'je veux changer de table',
      'Finalement on ne pourra pas venir',
      'Can I change my answer to 3 people?',
      'merci',
    ])
      expect(asksToChangeAnswer(text), text).toBe(false);
  });
});
