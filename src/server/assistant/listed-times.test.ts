// A lake wedding written for these tests only: the notes list the return shuttles' times in one entry (« à 1h, 2h30
// et 4h15 »); a comma between two times lists them, it does not start another entry of the day.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Inès',
  groomName: 'Paul',
  weddingDate: '2028-07-15',
  ceremonyVenue: 'Mairie d’Évian',
  ceremonyAddress: 'Place Charles de Gaulle, 74500 Évian-les-Bains',
  ceremonyTime: '15:00',
  receptionVenue: 'Salle des Tilleuls',
  receptionAddress: '12 chemin du Lac, 74500 Publier',
  receptionTime: '18:00',
  dressCode: null,
  parkingInfo: null,
  accommodations: null,
  giftRegistry: null,
  emergencyContact: 'Jeanne (témoin) : 06 11 22 33 44',
  additionalInfo: 'Dîner à 20h, soirée dansante jusqu’à 4h. Navettes retour vers Évian à 1h, 2h30 et 4h15.',
};
const faqs: AssistantFaq[] = [];
const ask = expectRepliesOf({ wedding, faqs });

describe('times listed in one entry of the notes', () => {
  it('are all given for the return shuttles', () => ask('Y a-t-il une navette pour rentrer à Évian ?', '2h30', '4h15'));
});
