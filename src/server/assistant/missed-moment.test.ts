// « On ne pourra pas être à la messe, on vous rejoint à partir de quelle heure ? »: the moment the guest will miss is
// no part of what they ask.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import type { AssistantWedding } from './types.ts';
import { CHAGNY } from './testing/chagny-wedding.ts';

const wedding: AssistantWedding = {
  ...CHAGNY,
  receptionTime: '18:30',
};
const replyTo = (text: string) => answerQuestion({ wedding, faqs: [], text }).reply;

describe('a moment the guest says they will miss', () => {
  it('leaves the time of the other one', () => {
    for (const text of [
      'On ne pourra pas être à la messe, on peut vous rejoindre au domaine à partir de quelle heure ?',
      'We won’t be at the church, what time can we join you at the reception?',
    ]) {
      const reply = replyTo(text);
      expect(reply, text).toMatch(/18h30|6:30/);
      expect(reply, text).not.toMatch(/15h|3 ?pm/);
    }
  });

  it('is not where the guest arrives', () => {
    expect(replyTo('On a un mariage civil ailleurs le matin, on arrive pour l’apéro : ça démarre quand ?')).toMatch(
      /18h30/,
    );
  });
});
