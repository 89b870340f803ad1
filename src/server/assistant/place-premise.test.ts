// A church-and-château wedding written for these tests only: guests check a place they name (right or wrong), and
// the answer is where the thing really is.
import { describe, it } from 'vitest';
import { expectReply } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Lucie',
  groomName: 'Hugo',
  weddingDate: '2028-06-17',
  ceremonyVenue: 'Église Saint-Pierre',
  ceremonyAddress: 'Place du Marché, 49400 Saumur',
  ceremonyTime: '15:00',
  receptionVenue: 'Château de Brézé',
  receptionAddress: '2 rue du Château, 49260 Brézé',
  receptionTime: '18:30',
  dressCode: 'Tenue de cocktail.',
  parkingInfo: 'Parking gratuit devant le château.',
  accommodations: null,
  giftRegistry: null,
  emergencyContact: 'Paul (témoin) au 06 11 22 33 44',
  additionalInfo: 'Le dîner est servi dans les caves du château.',
};
const faqs: AssistantFaq[] = [
  { id: 1, question: 'Jusqu’à quand répondre ?', answer: 'Avant le 1er mars, sur notre site.' },
  { id: 2, question: 'Les enfants sont-ils invités ?', answer: 'Oui, un menu enfant est prévu par le restaurant.' },
  {
    id: 3,
    question: 'Faut-il louer une voiture ?',
    answer: 'Pas besoin : une navette part de la gare de Saumur à 14h.',
  },
];
const facts = { wedding, faqs };

describe('a place the guest names to check it', () => {
  it('answers where the wedding is when the guest names another town', () => {
    expectReply(facts, 'La boda es en Angers, ¿no?', 'Saumur');
  });

  it('answers the ceremony place, not its time, for « at the cathedral, right? »', () => {
    expectReply(facts, 'Just to confirm, the ceremony is at the cathedral, right?', 'Saint-Pierre');
  });

  it('reads the place named as the guest’s idea, not as what is asked', () => {
    expectReply(facts, 'The dinner is at the church hall, right?', 'Brézé');
  });

  it('hears a premise in « me dijeron que… ¿es así? » and « … je crois ? »', () => {
    expectReply(facts, 'Me dijeron que la cena es en Angers, ¿es así?', 'Brézé');
    expectReply(facts, 'Le dîner est à Angers je crois ?', 'Brézé');
  });

  it('reads « dans quelle église » as asking which place, whoever is named with it', () => {
    expectReply(facts, 'Pourriez-vous m’indiquer dans quelle église se marient Lucie et Hugo ?', 'Saint-Pierre');
  });

  it('answers where the party is when the guest asks if it is somewhere else than the ceremony', () => {
    expectReply(
      facts,
      'Is the reception at the same place as the ceremony or do we have to drive somewhere else?',
      'Brézé',
    );
    expectReply(facts, 'Le dîner c’est au même endroit que la cérémonie ou faut reprendre la voiture ?', 'Brézé');
  });
});

describe('a place asked by its kind', () => {
  const lunchAndFarm: AssistantWedding = {
    ...wedding,
    receptionVenue: 'Restaurant Le Relais (déjeuner)',
    receptionAddress: '5 quai Mayaud, 49400 Saumur',
    receptionTime: '12:30',
    additionalInfo:
      'Déjeuner au restaurant après la cérémonie. Le soir à partir de 19h : fête à la Ferme des Tilleuls, 3 route de Vihiers, 49260 Montreuil-Bellay.',
  };

  it('gives the place the couple’s notes name by that kind, not the field’s venue', () => {
    expectReply({ wedding: lunchAndFarm, faqs }, 'c’est quoi l’adresse de la ferme pour le soir ?', 'Vihiers');
  });
});
