// « C'est le mariage de qui ? On m'a donné ce numéro »: the contact answers no part that asks nothing, nor one that
// another part's fact already answers with someone to reach.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { expectReply } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Alice Martin',
  groomName: 'Bruno Petit',
  weddingDate: '2027-06-12',
  ceremonyVenue: 'Mairie de Dijon',
  ceremonyTime: '15:00',
  emergencyContact: 'Chloé Martin (sœur d’Alice) : 06 11 22 33 44',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Je voudrais faire un discours',
    answer: 'Avec plaisir ! Contactez Hugo, notre témoin, au 06 55 66 77 88 : il organise les discours.',
  },
];
const facts = { wedding, faqs };
const replyTo = (text: string) => answerQuestion({ ...facts, text }).reply;

describe('the contact beside another answer', () => {
  it('is not given for a part that only says why the guest writes', () => {
    for (const text of [
      'C’est le mariage de qui ? On m’a donné ce numéro',
      'Sorry, who is getting married? A friend forwarded me this number.',
    ]) {
      expectReply(facts, text, 'Alice', 'Bruno');
      expect(replyTo(text), text).not.toMatch(/Chloé/);
    }
  });

  it('is not given when the other part names whom to reach', () => {
    const text = 'je voudrais faire un petit discours, je m’adresse à qui ?';
    expectReply(facts, text, 'Hugo');
    expect(replyTo(text)).not.toMatch(/Chloé/);
  });

  it('is given when asked for itself', () => {
    expectReply(
      facts,
      'Who should I call if something goes wrong, and who do I talk to for a speech?',
      '06 11 22 33 44',
      'Hugo',
    );
  });
});
