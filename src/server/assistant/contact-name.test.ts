// A wedding abroad written for these tests only: the contact is « Karim (frère de Nour, coordination Tanger) »; the
// town in brackets says what he does, it is no name of his, and a question on the town is no question for him.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { expectReply, expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Nour',
  groomName: 'Hugo',
  weddingDate: '2028-06-17',
  ceremonyVenue: 'Mairie de Lyon 2e',
  ceremonyAddress: '2 rue d’Enghien, 69002 Lyon',
  ceremonyTime: '11:00',
  receptionVenue: 'Villa Tanger',
  receptionAddress: 'Rue de la Plage, Tanger',
  receptionTime: '20:00',
  dressCode: null,
  parkingInfo: null,
  accommodations:
    'À Tanger, nous avons réservé des chambres dans deux endroits : l’Hôtel El Minzah, dans la médina à 3 minutes à pied de la villa (90 € la nuit petit-déjeuner compris, à réserver avant le 15 avril), et l’Hôtel Atlas, en ville nouvelle, avec piscine (70 € la nuit). Les navettes du samedi soir partent de l’Hôtel Atlas.',
  giftRegistry: null,
  emergencyContact: 'Karim El Amrani (frère de Nour, coordination Tanger) : 06 52 18 44 07',
  additionalInfo: null,
};
const faqs: AssistantFaq[] = [];
const ask = expectRepliesOf({ wedding, faqs });

describe('the words in brackets after the contact’s name', () => {
  it('do not make a question on the town one for the contact', () =>
    ask('Vous avez des hôtels à conseiller à Tanger ?', 'El Minzah'));
});

describe('« s’adresser à », turning to someone', () => {
  const speech = {
    id: 1,
    question: 'Nous aimerions faire un discours ou une surprise : comment faire ?',
    answer: 'Écrivez à Léa, notre témoin, qui tient le programme de la soirée.',
  };
  const facts = { wedding, faqs: [speech] };

  it('asks whom to turn to, and never for an address', () => {
    for (const text of [
      'On voudrait préparer une chanson surprise avec les cousins, on s’adresse à qui ?',
      'Pour le discours, je m’adresse à qui ?',
    ]) {
      const reply = answerQuestion({ ...facts, text }).reply;
      expect(reply, text).toContain('Léa');
      expect(reply, text).not.toContain('Rue de la Plage');
    }
    expectReply(facts, 'On s’adresse à qui si on est perdus ?', 'Karim El Amrani');
    expectReply(facts, 'Quelle est l’adresse de la villa ?', 'Rue de la Plage');
  });
});
