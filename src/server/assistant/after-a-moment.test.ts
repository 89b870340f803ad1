// « Et après le déjeuner, il se passe quoi ? », "what happens right after the ceremony?": what follows a moment is the
// next entry of the couple's notes (or those up to the moment named with « avant »), not the whole day's timeline.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Maud',
  groomName: 'Karim',
  weddingDate: '2028-05-20',
  ceremonyVenue: 'Mairie de Vichy',
  ceremonyAddress: 'Place de l’Hôtel de Ville, 03200 Vichy',
  ceremonyTime: '11:00',
  receptionVenue: 'Restaurant Les Célestins',
  receptionAddress: '111 boulevard des États-Unis, 03200 Vichy',
  receptionTime: '13:00',
  emergencyContact: 'Sofia (témoin) : 06 11 22 33 44',
  additionalInfo:
    'Cérémonie à 11h à la mairie (30 min). Photos de groupe dans le parc des Sources vers 11h45. Déjeuner au restaurant à 13h. Balade en calèche le long de l’Allier à 16h30. Fin vers 19h, pas de soirée dansante.',
};
const ask = expectRepliesOf({ wedding, faqs: [] });
const reply = (text: string) => answerQuestion({ wedding, faqs: [], text }).reply;

describe('what happens after a moment', () => {
  it('is the next entry of the notes', () => {
    ask('et apres le dejeuner il se passe quoi ?', 'calèche');
    expect(reply('et apres le dejeuner il se passe quoi ?')).not.toContain('11h45');
    ask('What happens right after the ceremony?', 'parc des Sources');
    expect(reply('What happens right after the ceremony?')).not.toContain('16h30');
  });

  it('runs up to the moment named with « avant »', () => {
    ask('Après la mairie il se passe quoi ? On a un trou avant le repas ?', '11h45');
    expect(reply('Après la mairie il se passe quoi ? On a un trou avant le repas ?')).not.toContain('16h30');
  });
});
