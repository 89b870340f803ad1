// Questions on the schedule answered from the couple's notes: when a moment ends, how long it lasts, which day an
// entry is set on, what happens between two moments.
import { describe, expect, it } from 'vitest';
import { expectReply as expectReplyTo } from './testing/expect-reply.ts';
import { answerQuestion } from './answer-question.ts';
import type { AssistantWedding } from './types.ts';
import { CHAGNY } from './testing/chagny-wedding.ts';

const base: AssistantWedding = {
  ...CHAGNY,
};
const weekend: AssistantWedding = {
  ...base,
  additionalInfo: [
    'SAMEDI 9 septembre : messe à 15h, vin d’honneur à 17h30 au domaine, dîner à 20h. Soirée dansante jusqu’à 3h.',
    'DIMANCHE 10 septembre : brunch au domaine de 11h à 14h, on finira les restes du gâteau !',
  ].join('\n'),
};

const expectReply = (wedding: AssistantWedding, text: string, ...tokens: string[]) =>
  expectReplyTo({ wedding, faqs: [] }, text, ...tokens);
const replyTo = (wedding: AssistantWedding, text: string) => answerQuestion({ wedding, faqs: [], text }).reply;

describe('when the party ends', () => {
  it('is the entry that gives an end time, not one that merely says « finir »', () => {
    expectReply(weekend, 'La soirée se termine à quelle heure ?', '3h');
    expectReply(weekend, 'How late does the party go?', '3h');
    expect(replyTo(weekend, 'La soirée se termine à quelle heure ?')).toMatch(/^Soirée dansante/);
  });
});

describe('dancing', () => {
  it('is what a « soirée dansante » is about', () => {
    expectReply(weekend, 'Jusqu’à quelle heure on danse ?', '3h');
    const lunch: AssistantWedding = {
      ...base,
      additionalInfo: 'Déjeuner au restaurant à 12h30. Fin vers 17h30, pas de soirée dansante.',
    };
    expectReply(lunch, 'Y a une soirée le soir ? on danse ?', 'pas de soirée dansante');
  });
});

describe('a heading of the notes', () => {
  it('is never quoted alone', () => {
    const headed: AssistantWedding = {
      ...weekend,
      additionalInfo: `Programme du week-end :\n${weekend.additionalInfo}`,
    };
    expect(replyTo(headed, 'C’est quoi le programme du week-end ?')).not.toMatch(/^Programme du week-end :$/);
    expectReply(headed, 'C’est quoi le programme du week-end ?', '15h');
  });
});

describe('how long a moment lasts', () => {
  it('is the length in brackets after it, whatever the rest of the entry is about', () => {
    const lengths: AssistantWedding = {
      ...base,
      additionalInfo:
        'Après la messe (environ 50 min), on descend tous au lavoir pour la photo de groupe (3 minutes à pied). Ensuite direction le domaine, à 4 km (6 minutes en voiture).',
    };
    expectReply(lengths, 'La messe dure longtemps ?', '50 min');
    expectReply(lengths, 'How long is the ceremony?', '50 min');
  });
});

describe('a thing the guest names that the thesaurus does not know', () => {
  it('is what a « what time? » asks about, not the start of the ceremony', () => {
    const gondola: AssistantWedding = {
      ...base,
      additionalInfo:
        'GONDOLA / GONDOLE : la gondole part du ponton du lac à 14h15, gratuite pour les invités.\nLe photographe sera là toute la journée.',
    };
    expectReply(gondola, 'La gondole part à quelle heure ?', '14h15');
    expectReply(gondola, 'What time is the gondola?', '14h15');
  });
});

describe('the way back', () => {
  it('is answered by the return trips, not the way there', () => {
    const shuttles: AssistantWedding = {
      ...base,
      additionalInfo:
        'Navette : un car part de la gare de Beaune à 14h15 pour l’église, puis emmène tout le monde au domaine.\nDîner à 20h.\nNavettes retour vers Beaune à 1h et à 3h, départ devant le domaine.',
    };
    expectReply(shuttles, '¿A qué hora es la vuelta en autobús?', '3h');
    expect(replyTo(shuttles, '¿A qué hora es la vuelta en autobús?')).not.toMatch(/14h15/);
  });
});
