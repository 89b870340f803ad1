// A wedding written for these tests only: a guest asking whether it is in the morning or the afternoon asks its time
// (« por la tarde » is the afternoon, not being late).
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Clara',
  groomName: 'Diego',
  weddingDate: '2028-07-01',
  ceremonyVenue: 'Mairie de Bayonne',
  ceremonyAddress: 'Place de la Liberté, 64100 Bayonne',
  ceremonyTime: '15:30',
  receptionVenue: 'Domaine de Lana',
  receptionAddress: 'Chemin de Lana, 64100 Bayonne',
  receptionTime: '18:30',
  dressCode: null,
  parkingInfo: null,
  accommodations: null,
  giftRegistry: null,
  emergencyContact: 'Ane (témoin) au 06 12 34 56 78',
  additionalInfo: null,
};
const ask = expectRepliesOf({ wedding, faqs: [] });

describe('the morning or the afternoon', () => {
  it('answers « ¿por la mañana o por la tarde? » with the time', () => {
    ask('¿La boda empieza por la mañana o por la tarde?', '15h30');
  });

  it("answers « le matin ou l'aprèm ? » with the ceremony's time", () => {
    ask("la cérémonie c'est plutôt le matin ou l'aprèm ? je dois poser une demi-journée", '15h30');
  });
});
