// « Programme du samedi : messe à 15h30, photos vers 16h45, vin d'honneur à 18h30, dîner à 20h30 »: a timeline the
// couple wrote as one sentence, each moment before its time. Each moment is its own entry, so that a question on one
// moment is not answered with every other time of the day.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { noteEntries } from './build-answer-index.ts';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantWedding } from './types.ts';

const splitNotes = (text: string) => noteEntries(text).map((n) => n.entry);

const wedding: AssistantWedding = {
  brideName: 'Ainhoa',
  groomName: 'Jon',
  weddingDate: '2028-07-08',
  ceremonyVenue: 'Église Saint-Vincent',
  ceremonyAddress: 'Place de la Mairie, 64500 Ciboure',
  ceremonyTime: '16:00',
  receptionVenue: 'Domaine Etxeberria',
  receptionAddress: 'Chemin des Crêtes, 64310 Ascain',
  receptionTime: '18:30',
  emergencyContact: 'Mikel (témoin) : 06 98 76 54 32',
  additionalInfo:
    'Programme du samedi : messe à 16h, photos de groupe sur le parvis vers 17h15, cocktail dans le jardin à 18h30 avec un groupe de txistu, dîner sous la halle à 20h45, ouverture du bal vers 23h30. Navette à 14h, retour à 1h, puis à 3h.',
};
const ask = expectRepliesOf({ wedding, faqs: [] });
const reply = (text: string) => answerQuestion({ wedding, faqs: [], text }).reply;

describe('a labelled timeline written as one sentence', () => {
  it('is cut at each timed moment, and not a shuttle with its returns', () => {
    expect(splitNotes(wedding.additionalInfo!)).toEqual([
      'Programme du samedi : messe à 16h',
      'photos de groupe sur le parvis vers 17h15',
      'cocktail dans le jardin à 18h30 avec un groupe de txistu',
      'dîner sous la halle à 20h45',
      'ouverture du bal vers 23h30.',
      'Navette à 14h, retour à 1h, puis à 3h.',
    ]);
  });

  it('answers one moment with its own time only', () => {
    ask('On mange à quelle heure ?', '20h45');
    expect(reply('On mange à quelle heure ?')).not.toContain('18h30');
    ask('Les photos de groupe, c’est vers quelle heure ?', '17h15');
    expect(reply('Les photos de groupe, c’est vers quelle heure ?')).not.toContain('20h45');
  });
});
