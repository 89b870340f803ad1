// « What time is dinner? »: a FAQ on another point that mentions the moment in its answer gives its own times.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';
import { CHAGNY } from './testing/chagny-wedding.ts';

const wedding: AssistantWedding = {
  ...CHAGNY,
  additionalInfo: 'Vin d’honneur à 17h30 dans le parc. Dîner à 21h. Soirée dansante jusqu’à 3h.',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Les enfants sont-ils les bienvenus ?',
    answer:
      'Oui ! Un espace enfants avec deux animatrices sera ouvert de 19h à 1h, avec un repas enfants servi à 19h30 pendant le dîner, des jeux et un coin dodo.',
  },
];

describe('the time of a moment of the day', () => {
  it('is the entry of the notes naming it, not a FAQ on another point mentioning it in its answer', () => {
    const { reply } = answerQuestion({ wedding, faqs, text: 'What time is dinner served?' });
    expect(reply).toMatch(/21h|9 ?pm/);
    expect(reply).not.toMatch(/19h30|7:30/);
  });
});
