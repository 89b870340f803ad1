// « La soirée finit à quelle heure ? », "How late does the party go?": an entry of the couple's notes telling until
// when the party goes (« Soirée dansante jusqu'à 4h ») answers it, though no word of it says « end », over a FAQ on
// another point that happens to give a time.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Léa',
  groomName: 'Malik',
  weddingDate: '2028-09-16',
  ceremonyVenue: 'Mairie de Dole',
  ceremonyAddress: 'Place de l’Europe, 39100 Dole',
  ceremonyTime: '15:00',
  receptionVenue: 'Moulin des Écorces',
  receptionAddress: '4 chemin du Doubs, 39100 Dole',
  receptionTime: '17:30',
  emergencyContact: 'Inès (témoin) : 06 12 34 56 78',
  additionalInfo: 'Apéritif au bord de l’eau à 17h30. Dîner dans la grange à 20h. Soirée dansante jusqu’à 4h.',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Fera-t-il froid pendant la soirée ?',
    answer: 'Ça peut descendre à 12 °C sur l’eau après 21h : la salle est chauffée, mais prenez une petite laine.',
  },
  {
    id: 2,
    question: 'Qu’est-ce qu’on boit ?',
    answer: 'Crémant du Jura au vin d’honneur, vins du Jura au dîner, bar à bières offert jusqu’à minuit.',
  },
];
const ask = expectRepliesOf({ wedding, faqs });
const reply = (text: string) => answerQuestion({ wedding, faqs, text }).reply;

describe('until when the party goes', () => {
  it('is the entry of the notes telling until when it goes', () => {
    ask('ça finit à quelle heure la soirée ?', '4h');
    ask('How late does the party go?', '4h');
    expect(reply('How late does the party go?')).not.toContain('12 °C');
  });
});
