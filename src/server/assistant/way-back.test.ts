// Questions on getting there and back: the way back is answered by the return trip, not by the way there.
import { describe, expect, it } from 'vitest';
import { expectRepliesOf, expectReply as expectReplyTo } from './testing/expect-reply.ts';
import { answerQuestion } from './answer-question.ts';
import type { AssistantWedding } from './types.ts';
import { CHAGNY } from './testing/chagny-wedding.ts';

const wedding: AssistantWedding = {
  ...CHAGNY,
  receptionTime: '19:30',
  additionalInfo: [
    'NAVETTE : le samedi, un car part de la gare de Chagny à 14h15 pour l’église, puis emmène tout le monde au domaine à 16h45.',
    'Retours vers Chagny à 1h et à 3h.',
  ].join(' '),
};

const expectReply = expectRepliesOf({ wedding, faqs: [] });
const replyTo = (text: string) => answerQuestion({ wedding, faqs: [], text }).reply;

describe('the way back', () => {
  it('is the return trip, not the way there nor the start of the party', () => {
    expectReply('À quelle heure sont les retours en navette le soir ?', '1h', '3h');
    expect(replyTo('À quelle heure sont les retours en navette le soir ?')).not.toMatch(/14h15/);
    expectReply('Pour rentrer le soir, il y a un car à quelle heure ?', '1h');
  });
});

describe('on foot', () => {
  it('is a way from one venue to the other', () => {
    const walk: AssistantWedding = {
      ...wedding,
      additionalInfo:
        'Cérémonie à 15h (environ 30 min), photos sur la place vers 15h45, puis on rejoint le domaine à pied (10 min) pour le vin d’honneur. En tram : ligne A, arrêt Église.',
    };
    expectReplyTo({ wedding: walk, faqs: [] }, 'How do we get from the ceremony to the reception?', 'à pied');
  });
});

describe('a FAQ on a narrower case', () => {
  it('does not answer the plain question it names the subject of', () => {
    const faqs = [
      {
        id: 1,
        question: 'Et si on rate le dernier car ?',
        answer: 'Pas de panique : appelez Taxis Chagny au 03 85 00 00 00, réservez à l’avance si vous restez après 1h.',
      },
    ];
    const coach: AssistantWedding = {
      ...wedding,
      additionalInfo: 'Un car part de la gare de Chagny à 14h15 pour l’église.',
    };
    expectReplyTo({ wedding: coach, faqs }, 'Le car part à quelle heure ?', '14h15');
    expectReplyTo({ wedding: coach, faqs }, 'Et si on rate le dernier car ?', 'Taxis Chagny');
  });
});
