// A word two letters longer than a known one is another word, not its typo: « situation » is no « station ».
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Margaux',
  groomName: 'Adrien',
  weddingDate: '2028-09-18',
  ceremonyVenue: 'Église Saint-Cyr',
  ceremonyAddress: 'Place de l’Église, 21190 Volnay',
  ceremonyTime: '15:00',
  receptionVenue: 'Domaine Ravenot',
  receptionAddress: '14 rue des Pressoirs, 21190 Meursault',
  receptionTime: '17:30',
  giftRegistry: 'Votre présence est notre plus beau cadeau ! Une cagnotte est ouverte sur leetchi.',
  additionalInfo: 'Un car part de la gare de Beaune à 14h15 pour l’église. Retours vers la gare à 1h et 3h.',
  emergencyContact: 'Chloé : 06 12 34 56 78',
};
const ask = expectRepliesOf({ wedding, faqs: [] });

describe('typos corrected by length', () => {
  it('reads « situation » as itself, not « station »', () => {
    ask('what’s the gift situation?', 'leetchi');
    ask('Where’s the reception and what’s the gift situation?', 'Ravenot', 'leetchi');
  });
});
