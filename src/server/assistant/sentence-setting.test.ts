// A town wedding written for these tests only: the parking field says « Au temple : » once, then goes on about it in
// sentences that do not repeat it; asked where to park near the temple, the guest gets those sentences too.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Claire',
  groomName: 'Yann',
  weddingDate: '2028-06-03',
  ceremonyVenue: 'Temple protestant de Nîmes',
  ceremonyAddress: '3 rue du Grand Temple, 30000 Nîmes',
  ceremonyTime: '14:30',
  receptionVenue: 'Mas des Oliviers',
  receptionAddress: 'Chemin des Oliviers, 30250 Sommières',
  receptionTime: '18:00',
  dressCode: null,
  parkingInfo:
    'Au temple : il n’y a pas de parking devant le temple (rue étroite). Le plus pratique est le parking souterrain Arènes, à 5 minutes à pied. Au mas : grand parking gratuit dans le pré.',
  accommodations: null,
  giftRegistry: null,
  emergencyContact: 'Jeanne (témoin) : 06 11 22 33 44',
  additionalInfo: null,
};
const faqs: AssistantFaq[] = [];
const ask = expectRepliesOf({ wedding, faqs });

describe('a sentence of a field naming no setting of its own', () => {
  it('is still in the previous sentence’s setting', () => ask('On peut se garer où près du temple ?', 'Arènes'));
});
