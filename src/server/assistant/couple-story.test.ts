// "How did the couple meet?": meeting, said of the couple (by that word or by their names), asks for their story,
// not for who they are. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Solène Martel',
  groomName: 'Yoan Riou',
  weddingDate: '2028-07-08',
  ceremonyVenue: 'Mairie de Quimper',
  ceremonyAddress: 'Place Saint-Corentin, 29000 Quimper',
  ceremonyTime: '14:00',
  receptionVenue: 'Manoir de Kerlaz',
  receptionAddress: 'Route de la Plage, 29100 Kerlaz',
  receptionTime: '18:00',
  emergencyContact: 'Gwen (témoin) : 06 11 22 33 44',
  additionalInfo:
    'Notre histoire : nous nous sommes rencontrés en 2018 sur un voilier aux Glénan.\nParking gratuit devant le manoir.',
};
const ask = expectRepliesOf({ wedding, faqs: [] });

describe('the couple’s story', () => {
  it('answers how the couple met from the notes, not with their names', () => {
    ask('How did the couple meet?', 'Glénan');
    ask('How did the bride and groom meet?', 'Glénan');
  });

  it('reads the couple’s names as the couple', () => {
    ask('How did Solène and Yoan meet?', 'Glénan');
  });
});
