// A free-text field is about its own subject and every narrower one; what it says in passing about another
// subject must not outrank the field that is about it.
import { describe, expect, it } from 'vitest';
import { replyContains } from './testing/score-reply.ts';
import { answerQuestion } from './answer-question.ts';
import { expectRepliesOf, expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Agathe',
  groomName: 'Malo',
  weddingDate: '2028-07-08',
  ceremonyVenue: 'Chapelle Sainte-Anne',
  ceremonyAddress: 'Route de la Chapelle, 29950 Bénodet',
  ceremonyTime: '14:30',
  receptionVenue: 'Manoir de Kerlan',
  receptionAddress: 'Kerlan, 29950 Bénodet',
  receptionTime: '17:00',
  parkingInfo:
    'Impossible de se garer devant la chapelle (chemin étroit) : parking du Port à 300 m, gratuit. Au manoir, parking dans le pré ; vous pouvez y laisser votre voiture pour la nuit.',
  accommodations:
    'Chambres réservées à l’Hôtel de la Plage (3 rue du Port, Bénodet), 75 € la nuit avec petit-déjeuner : donnez le mot AGATHEMALO en réservant avant le 1er mai.',
  additionalInfo: 'Un car de 50 places part de la place de la Chapelle à 16h30 pour le manoir.',
  emergencyContact: 'Erwan (témoin) : 06 12 34 56 78',
};
const expectReply = expectRepliesOf({ wedding, faqs: [] });

describe('a free-text field and its subject', () => {
  it('answers a narrower subject from the field about it, not from one that mentions it', () => {
    expectReply('Un hôtel pas loin ?', 'Hôtel de la Plage');
    expectReply('Il y a un code pour l’hôtel ?', 'AGATHEMALO');
    expectReply('Is there a hotel nearby?', 'Hôtel de la Plage');
  });

  it('still answers its own subject, in the settings it names', () => {
    expectReply('On peut laisser la voiture la nuit au manoir ?', 'pré');
    expectReply('Où peut-on se garer près de la chapelle ?', 'parking du Port');
    expectReply('Where do we park at the chapel?', 'parking du Port');
  });
});

describe('the sentences of a field kept for the question', () => {
  const hotels: AssistantWedding = {
    ...wedding,
    accommodations:
      'Trois hôtels à tarif négocié :\n- Hôtel Le Lys, place du Marché : code LYS28.\n- Hostellerie des Dunes, route de la plage : code DUNES28.\n- Gîtes du Manoir, sur place : code MANOIR28.',
  };
  it('keeps every one when the question names only the field’s subject', () => {
    const dressed: AssistantWedding = {
      ...wedding,
      dressCode: 'Chic bord de mer. Robes légères, costumes en lin, pas de cravate.',
    };
    expectReplyTo({ wedding: dressed, faqs: [] }, 'What’s the dress code?', 'Chic bord de mer', 'lin');
    const gifts: AssistantWedding = {
      ...wedding,
      giftRegistry: 'Pas de liste classique : on prépare un voyage. Une cagnotte en ligne : leetchi.com/agathe-malo.',
    };
    expectReplyTo({ wedding: gifts, faqs: [] }, '¿Cuál es la lista de regalos?', 'leetchi.com/agathe-malo', 'voyage');
  });

  it('keeps every one when the question names the subject the field is written on', () => {
    const village: AssistantWedding = {
      ...wedding,
      accommodations:
        'On a réservé le village de vacances Les Pins, route de la plage. Bungalow 4 personnes à 90 €/nuit, draps fournis.',
    };
    expectReplyTo({ wedding: village, faqs: [] }, 'Où on dort ?', 'Les Pins', '90');
  });

  it('keeps the one naming a short name the question names', () => {
    const { reply } = answerQuestion({ wedding: hotels, faqs: [], text: 'Le code pour le Lys c’est quoi ?' });
    expect(replyContains(reply, 'LYS28'), reply).toBe(true);
    expect(replyContains(reply, 'DUNES28'), reply).toBe(false);
  });
});
