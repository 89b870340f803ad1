// A church wedding whose notes tell of the civil one apart (the day before, at the town hall): « la mairie », "the
// civil ceremony", « la boda civil » ask for that entry of the notes, not the church's fixed fields. Where the
// ceremony is itself at the town hall, « la mairie » is the ceremony.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const churchWedding: AssistantWedding = {
  brideName: 'Lucie',
  groomName: 'Malo',
  weddingDate: '2027-05-22',
  ceremonyVenue: 'Église Notre-Dame de Vitré',
  ceremonyAddress: 'Place Notre-Dame, 35500 Vitré',
  ceremonyTime: '15:00',
  receptionVenue: 'Manoir des Rochers',
  receptionAddress: 'Route de Rennes, 35500 Vitré',
  receptionTime: '18:00',
  emergencyContact: 'Hélène (sœur de Lucie) : 06 31 44 27 18',
  additionalInfo:
    'Le mariage civil aura lieu la veille, vendredi 21 mai à 17h à la mairie de Châteaubourg (5 rue de Paris), en petit comité. Samedi, dîner au manoir à 20h puis soirée dansante.',
};
const townHallWedding: AssistantWedding = {
  ...churchWedding,
  ceremonyVenue: 'Mairie de Vitré',
  ceremonyAddress: '5 place du Château, 35500 Vitré',
  additionalInfo: 'Après la mairie, photos de groupe dans le parc. Dîner au manoir à 20h puis soirée dansante.',
};

describe('the civil ceremony apart from the church', () => {
  const ask = expectRepliesOf({ wedding: churchWedding, faqs: [] });

  it('answers « la mairie » and "the civil ceremony" from the notes entry on it', () => {
    ask("Et le mariage à la mairie, c'est quand ?", 'vendredi 21 mai');
    ask('Is there a civil ceremony too? Can we attend?', 'Châteaubourg');
    ask('¿Dónde es la boda civil?', 'Châteaubourg');
  });

  it('still answers the church from its fixed fields', () => {
    ask("L'église c'est où ?", 'Notre-Dame');
  });

  it('reads « la mairie » as the ceremony when the ceremony is at the town hall', () => {
    expectRepliesOf({ wedding: townHallWedding, faqs: [] })('La mairie c’est à quelle heure ?', '15h');
  });
});
