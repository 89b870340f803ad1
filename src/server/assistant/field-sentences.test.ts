// A long free-text field is quoted sentence by sentence: the reply keeps the sentences on what the guest asks.
import { describe, it } from 'vitest';
import { expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Lison',
  groomName: 'Gaël',
  weddingDate: '2028-06-10',
  ceremonyVenue: 'Mairie de Cassis',
  ceremonyAddress: 'Place Baragnon, 13260 Cassis',
  ceremonyTime: '15:00',
  receptionVenue: 'Domaine du Bestouan',
  receptionAddress: 'Chemin du Bestouan, 13260 Cassis',
  receptionTime: '18:00',
  giftRegistry: 'Votre présence est notre plus beau cadeau ! Si vous voulez participer à notre voyage au Pérou : cagnotte en ligne sur www.leetchi.com/c/lison-gael. Pas de cadeaux encombrants svp, on rentre en avion après le mariage !',
  emergencyContact: 'Maud (témoin) : 06 12 34 56 78',
};
const expectReply = (text: string, ...tokens: string[]) => expectReplyTo({ wedding, faqs: [] }, text, ...tokens);

describe('the sentences of a field kept for a question', () => {
  it('does not count twice a word the question already asks as a concept', () => {
    // « mariage » is the wedding, not a word that singles out the sentence naming it.
    expectReply('Vous avez une liste de mariage ?', 'leetchi');
  });
});
