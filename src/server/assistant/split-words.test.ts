// « plus » joins two questions ("parking plus dress code ?"), not a superlative (« la gare la plus proche »); a piece
// offering a choice (« Lille ou Arras ? ») gives the options of the question before it.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Margaux',
  groomName: 'Baptiste',
  weddingDate: '2028-05-20',
  ceremonyVenue: 'Mairie de Lille',
  ceremonyAddress: 'Place Augustin Laurent, 59000 Lille',
  ceremonyTime: '14:30',
  receptionVenue: 'Le Petit Carillon',
  receptionAddress: '12 rue de Gand, 59800 Lille',
  receptionTime: '16:30',
  additionalInfo:
    'Venir en train : la mairie est à 10 min à pied de la gare Lille-Flandres.\nEn métro, ligne 2, arrêt Mairie de Lille. Attention, le dernier métro passe vers 0h30.',
  emergencyContact: 'Chloé : 06 12 34 56 78',
};
const ask = expectRepliesOf({ wedding, faqs: [] });

describe('the words that cut a message into questions', () => {
  it('does not cut at a superlative « plus »', () => {
    ask('Quelle gare la plus proche et quel est le dernier métro ?', 'Lille-Flandres', '0h30');
  });
});
