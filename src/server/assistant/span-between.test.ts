// « Combien de temps entre la fin de la cérémonie et le dîner ? », "how long between the end of the church bit and the
// drinks at the castle?": the span between two moments is quoted from the couple's notes, from the first moment's
// entry to the second's, both with their times, and nothing after.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Jeanne',
  groomName: 'Owen',
  weddingDate: '2028-07-08',
  ceremonyVenue: 'Église Saint-Pierre de Brantôme',
  ceremonyAddress: 'Place de l’Abbaye, 24310 Brantôme',
  ceremonyTime: '15:00',
  receptionVenue: 'Château de la Côte',
  receptionAddress: 'Route de la Côte, 24310 Biras',
  receptionTime: '17:00',
  emergencyContact: 'Paul (témoin) : 06 98 76 54 32',
  additionalInfo:
    'Pensez à la crème solaire. Programme du samedi : arrivée des invités dès 14h30, messe à 15h, cocktail au château à 17h avec un quatuor, dîner sous les tilleuls à 19h30, ouverture du bal à 23h. Le dimanche, brunch à 11h.',
};
const ask = expectRepliesOf({ wedding, faqs: [] });
const reply = (text: string) => answerQuestion({ wedding, faqs: [], text }).reply;

describe('the span between two moments', () => {
  it('runs from the first moment to the second, with their times', () => {
    ask('Combien de temps entre la fin de la messe et le dîner ?', '15h', '17h', '19h30');
    expect(reply('Combien de temps entre la fin de la messe et le dîner ?')).not.toContain('23h');
    ask('roughly how long between the end of the church bit and the dinner under the trees?', '15h', '19h30');
    expect(reply('Combien de temps entre la fin de la messe et le dîner ?')).toContain(
      'messe à 15h, cocktail au château',
    );
    expect(reply('roughly how long between the end of the church bit and the dinner under the trees?')).not.toContain(
      '23h',
    );
  });
});
