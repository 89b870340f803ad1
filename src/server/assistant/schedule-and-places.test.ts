// A town-hall-and-farm wedding written for these tests only: where each moment of the day is, and when.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { expectReply } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Alice',
  groomName: 'Malo',
  weddingDate: '2028-05-20',
  ceremonyVenue: 'Mairie de Quimper (salle des mariages)',
  ceremonyAddress: '44 place Saint-Corentin, 29000 Quimper',
  ceremonyTime: '11:00',
  receptionVenue: 'Ferme de Kerlann',
  receptionAddress: '3 route de Kerlann, 29170 Fouesnant',
  receptionTime: '13:00',
  dressCode: 'Tenue de fête, chaussures plates conseillées pour la prairie.',
  parkingInfo: 'Parking dans le pré de la ferme.',
  accommodations: null,
  giftRegistry: null,
  emergencyContact: 'Yann (témoin) au 06 10 20 30 40',
  additionalInfo:
    'Programme : 10h45 accueil devant la mairie, 11h00 cérémonie civile, 11h45 photos de groupe au jardin de l’évêché, 12h30 apéritif en musique, 13h30 déjeuner sous la halle, 16h15 première danse des mariés. Fin vers 18h, pas de soirée dansante.',
};
const faqs: AssistantFaq[] = [
  { id: 1, question: 'Les enfants sont-ils invités ?', answer: 'Oui, avec plaisir.' },
  {
    id: 3,
    question: 'Peut-on demander des chansons au DJ ?',
    answer: 'Oui, ajoutez vos morceaux à notre playlist partagée.',
  },
  { id: 2, question: 'Y aura-t-il un bar ?', answer: 'Oui, un bar à cidre et à bière ouvert jusqu’à 17h.' },
];
const facts = { wedding, faqs };

describe('where each moment takes place', () => {
  it('reads « je mets quoi dans le GPS » as asking an address, not what to wear', () => {
    expectReply(facts, 'Je mets quoi dans le GPS pour la cérémonie ?', 'Saint-Corentin');
  });

  it('reads « the registry office » as the civil ceremony', () => {
    expectReply(facts, "Where's the registry office?", 'Saint-Corentin');
  });

  it('reads « l’échange des consentements » as the ceremony', () => {
    expectReply(facts, "Je dois aller où pour l'échange des consentements ?", 'Saint-Corentin');
    expect(
      answerQuestion({ ...facts, text: "Je dois aller où pour l'échange des consentements ?" }).reply,
    ).not.toContain('Kerlann');
  });
});

describe('when the day ends', () => {
  it('answers the end the couple wrote, not a start time nor the bar’s closing time', () => {
    expectReply(facts, 'La fête se termine à quelle heure ?', '18h');
    expectReply(facts, '¿A qué hora termina todo?', '18h');
  });

  it('answers the end of the thing asked about from its own fact', () => {
    expectReply(facts, 'Le bar est ouvert jusqu’à quelle heure ?', '17h');
  });
});

describe('what happens between two moments', () => {
  it('answers the entries of the couple’s timeline between the two moments named', () => {
    expectReply(facts, 'Entre la mairie et le déjeuner il se passe quoi ?', 'évêché', 'apéritif');
    expectReply(facts, '¿Qué pasa entre la ceremonia y la comida?', 'évêché', 'apéritif');
    expectReply(facts, 'What happens between the ceremony and lunch?', 'évêché', 'apéritif');
  });
});

describe('the time of a moment of the day', () => {
  it('answers « à quelle heure ? » from the entry that gives the moment’s time, not a FAQ on it that gives none', () => {
    expectReply(facts, '¿A qué hora empieza el baile?', '16h15');
  });

  it('reads « une ouverture de bal » as the dancing', () => {
    expectReply(facts, "L'ouverture de bal c'est vers quelle heure ?", '16h15');
  });
});
