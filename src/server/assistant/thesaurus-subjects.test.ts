// Subjects the thesaurus learnt from the corpus of guest messages (bench/assistant/topics): faith and rites, things
// to do around, health, and coming for part of the day, which is a setting of the question, not its subject.
// On a wedding written for these tests only.
import { describe, expect, it } from 'vitest';
import { replyContains } from './testing/score-reply.ts';
import { answerQuestion } from './answer-question.ts';
import { expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Rachel',
  groomName: 'Elie',
  weddingDate: '2028-05-28',
  ceremonyVenue: 'Synagogue de la rue Buffault',
  ceremonyAddress: '28 rue Buffault, 75009 Paris',
  ceremonyTime: '15:30',
  receptionVenue: 'Pavillon Ledoyen',
  receptionAddress: '8 avenue Dutuit, 75008 Paris',
  receptionTime: '19:00',
  emergencyContact: 'Noémie (sœur de Rachel) : 06 55 44 33 22',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Faut-il se couvrir la tête ?',
    answer: 'Oui, des kippas seront prêtées à l’entrée pour les hommes.',
  },
  {
    id: 2,
    question: 'Que faire à Paris le dimanche ?',
    answer: 'Le marché des Enfants-Rouges et une balade le long du canal Saint-Martin.',
  },
  { id: 3, question: 'Y a-t-il une trousse de secours ?', answer: 'Oui, au vestiaire ; Noémie est infirmière.' },
];
const expectReply = (text: string, token: string) => expectReplyTo({ wedding, faqs }, text, token);

describe('new subjects', () => {
  it('knows a rite by its words', () => {
    expectReply('Mon mari n’est pas juif, il doit porter une kippa ?', 'kippas');
    expectReply('¿Hay que cubrirse la cabeza?', 'kippas');
  });

  it('knows things to do around', () => {
    expectReply('Des idées de visites le dimanche ?', 'Enfants-Rouges');
    expectReply('Any things to do in Paris on Sunday?', 'Enfants-Rouges');
  });

  it('knows health words', () => {
    expectReply('Il y aura un médecin ou de quoi se soigner sur place ?', 'infirmière');
  });

  it('says it does not know a health question no fact covers', () => {
    for (const text of ['Y aura-t-il un médecin sur place ?', 'Is there a doctor at the venue?']) {
      const { answered, reply } = answerQuestion({ wedding, faqs: faqs.slice(0, 2), text });
      expect(answered, `${text} -> ${reply}`).toBe(false);
      expect(replyContains(reply, '06 55 44 33 22')).toBe(true);
    }
  });
});

describe('the couple’s story', () => {
  it('is told by the couple’s notes, not by their names', () => {
    const told = { ...wedding, additionalInfo: 'Nous nous sommes rencontrés en 2016 à la chorale de la fac, à Lyon.' };
    expectReplyTo({ wedding: told, faqs }, 'Comment ils se sont rencontrés, Rachel et Elie ?', 'chorale');
    expectReplyTo({ wedding: told, faqs }, 'How did they meet?', 'chorale');
  });

  it('is not known without them', () => {
    const { answered, reply } = answerQuestion({
      wedding,
      faqs,
      text: 'Ils se sont rencontrés comment, Rachel et Elie ?',
    });
    expect(answered, reply).toBe(false);
  });
});

describe('a place of worship names the ceremony, not a rite', () => {
  it('answers the ceremony', () => {
    expectReply('C’est à quelle heure à la synagogue ?', '15h30');
    expectReply('Où est la synagogue ?', 'Buffault');
  });
});

describe('coming for part of the day', () => {
  it('is the setting of the question: the fact asked is still answered', () => {
    expectReply('Je ne pourrai venir qu’au dîner, ça commence à quelle heure ?', '19h');
    expectReply('We’ll be late for the ceremony, where is the party?', 'Ledoyen');
  });
});
