// "Who?" asked of a fact that names nobody (the menu, the dress code): the fact does not say who, the guest is told
// « je ne sais pas ». On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Inès',
  groomName: 'Paul',
  weddingDate: '2028-07-08',
  ceremonyVenue: 'Mairie de Vannes',
  ceremonyAddress: 'Place Maurice Marchais, 56000 Vannes',
  ceremonyTime: '14:30',
  receptionVenue: 'Manoir de Kerlann',
  receptionAddress: 'Route de Kerlann, 56000 Vannes',
  receptionTime: '18:00',
  dressCode: 'Tenue de cocktail, couleurs claires, chaussures plates pour la pelouse.',
  emergencyContact: 'Lou (témoin) : 06 22 33 44 55',
  additionalInfo:
    'Dîner à 20h : menu breton, crêpes et cidre à volonté. La soirée est animée par notre ami DJ Malo jusqu’à 3h.',
};
const ask = expectRepliesOf({ wedding, faqs: [] });

describe('who, asked of a fact that names nobody', () => {
  it('is not answered by the menu or the dress code', () => {
    ask('Quel est le nom du traiteur ?', '06 22 33 44 55');
    ask('Who designed the bride’s dress?', '06 22 33 44 55');
  });

  it('is answered by a fact that names the person', () => {
    ask('C’est qui le DJ ?', 'Malo');
  });
});
