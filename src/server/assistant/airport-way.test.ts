// A way to or from the airport is not answered by a shuttle that leaves from elsewhere: « je ne sais pas » with the
// contact. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Élise',
  groomName: 'Karim',
  weddingDate: '2028-09-16',
  ceremonyVenue: 'Mairie de Colmar',
  ceremonyAddress: '1 place de la Mairie, 68000 Colmar',
  ceremonyTime: '14:00',
  receptionVenue: 'Domaine du Vignoble',
  receptionAddress: 'Route des Vins, 68000 Colmar',
  receptionTime: '17:30',
  emergencyContact: 'Hugo (témoin) : 06 12 23 34 45',
  additionalInfo:
    'Navette : un car part de la place de la Mairie à 16h45 vers le domaine. Depuis Paris, le TGV arrive à la gare de Colmar en 2h20.',
};
const ask = expectRepliesOf({ wedding, faqs: [] });

describe('a way to or from the airport', () => {
  it('is not answered by a shuttle that leaves from elsewhere', () => {
    ask('Is there a bus from the airport to the town centre?', '06 12 23 34 45');
    ask('Which airport is the closest to fly into?', '06 12 23 34 45');
  });

  it('leaves the shuttle asked as such, and another way named, answered', () => {
    ask('Il y a une navette pour aller au domaine ?', '16h45');
    ask('Can we come by train from Paris instead of flying?', 'TGV');
  });
});
