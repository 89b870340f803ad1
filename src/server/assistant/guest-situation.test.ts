// A farm wedding written for these tests only: guests tell how they come (with the children, by plane) before
// asking where to sleep; the answer is on where to sleep, not on what they told of themselves.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { expectReply } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Léa',
  groomName: 'Hugo',
  weddingDate: '2028-07-08',
  ceremonyVenue: 'Mairie de Cluny',
  ceremonyAddress: 'Place du Marché, 71250 Cluny',
  ceremonyTime: '14:00',
  receptionVenue: 'Ferme des Tilleuls',
  receptionAddress: 'Lieu-dit Les Tilleuls, 71250 Cluny',
  receptionTime: '17:00',
  dressCode: null,
  parkingInfo: 'Parking gratuit dans le pré de la ferme.',
  accommodations:
    'Pour dormir près de la ferme :\n- Hôtel Le Cloître à Cluny (10 min de la ferme) : 30 chambres bloquées, 95 € la nuit.\n- Les Gîtes du Moulin à Taizé, à 800 m de la ferme (3 gîtes de 4 à 8 personnes), parfait pour les familles.',
  giftRegistry: null,
  emergencyContact: 'Manon (témoin) au 06 12 34 56 78',
  additionalInfo: null,
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Les enfants sont-ils invités ?',
    answer:
      'Bien sûr ! Une baby-sitter s’occupe des moins de 10 ans pendant le dîner, et des lits parapluie sont prévus.',
  },
  {
    id: 2,
    question: 'Y a-t-il un tarif pour l’hôtel ?',
    answer: 'Oui ! À l’hôtel Le Cloître, donnez le code LEAHUGO28 : 95 € au lieu de 130 €.',
  },
];
const facts = { wedding, faqs };

/** The reply is on what is asked, and says nothing of what the guest only told (the children's baby-sitter). */
function expectOnlyAsked(text: string, token: string) {
  expectReply(facts, text, token);
  expect(answerQuestion({ ...facts, text }).reply).not.toContain('baby-sitter');
}

describe('what the guest tells of themselves before asking', () => {
  it('answers where to sleep to « on vient à six avec les enfants, … des gîtes ? », not whether children come', () => {
    expectOnlyAsked('On vient à six avec les enfants, il y a des gîtes pas loin ?', 'Cloître');
  });

  it('answers where to sleep to « on est 6 avec les enfants, y a des gîtes ? »', () => {
    expectOnlyAsked('on est 6 avec les enfants, y a des gîtes ?', 'Cloître');
  });
});
