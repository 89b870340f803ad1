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
