import type { AssistantWedding } from '../types.ts';

/** A small wedding written for the engine's tests (a church, then an estate), never one of bench/assistant's sets. */
export const CHAGNY: AssistantWedding = {
  brideName: 'Lou',
  groomName: 'Malo',
  weddingDate: '2028-09-09',
  ceremonyVenue: 'Église Saint-Pierre',
  ceremonyAddress: 'Place de l’Église, 71150 Chagny',
  ceremonyTime: '15:00',
  receptionVenue: 'Domaine des Tilleuls',
  receptionAddress: '4 route de Beaune, 71150 Chagny',
  receptionTime: '17:30',
  emergencyContact: 'Romane (témoin) : 06 11 22 33 44',
};

/** The same wedding with every free-text field filled, for what needs each of them (the welcome's examples). */
export const CHAGNY_FULL: AssistantWedding = {
  ...CHAGNY,
  parkingInfo:
    'Parking gratuit dans la cour du domaine, fléché depuis la route de Beaune ; vous pouvez y laisser la voiture toute la nuit.',
  dressCode: 'Tenue de cocktail, couleurs d’automne bienvenues ; évitez les talons fins, la cour est en graviers.',
  accommodations:
    'Hôtel Le Lameloise à Chagny (5 minutes du domaine) : chambres bloquées jusqu’au 1er août, 110 € la nuit. Gîtes au domaine pour les familles.',
  giftRegistry:
    'Votre présence nous suffit ! Une cagnotte pour notre voyage de noces est ouverte sur lepotcommun.fr, et une urne vous attend au domaine.',
};
