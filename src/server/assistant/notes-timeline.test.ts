// The couple's notes often hold the day's timeline, one moment after another on one line. Each moment is its own
// fact, and « le programme ? » gets the whole timeline, in whichever language the couple wrote it.
import { describe, expect, it } from 'vitest';
import { expectReply as expectReplyTo } from './testing/expect-reply.ts';
import { answerQuestion } from './answer-question.ts';
import { noteEntries } from './build-answer-index.ts';
import type { AssistantWedding } from './types.ts';

const splitNotes = (text: string) => noteEntries(text).map((n) => n.entry);

const base: AssistantWedding = {
  brideName: 'Maëlle',
  groomName: 'Yanis',
  weddingDate: '2028-08-19',
  ceremonyVenue: 'Bastide des Oliviers',
  ceremonyAddress: '120 chemin des Crêtes, 83510 Lorgues',
  ceremonyTime: '17:00',
  receptionVenue: 'Bastide des Oliviers',
  receptionAddress: '120 chemin des Crêtes, 83510 Lorgues',
  receptionTime: '18:30',
  emergencyContact: 'Inès (témoin) : 06 21 43 65 87',
};
const french: AssistantWedding = {
  ...base,
  additionalInfo:
    'Déroulé : 16h30 accueil sous les pins ; 17h00 cérémonie laïque ; 18h30 apéritif au bord du bassin ; 20h45 dîner sur la terrasse ; 23h15 ouverture du bal. Le bassin est interdit à la baignade.',
};
const english: AssistantWedding = {
  ...base,
  additionalInfo:
    'Saturday timeline: 16:30 please be seated, 17:00 ceremony, 18:30 drinks on the lawn, 20:15 dinner in the orangery, 22:45 cake and first dance.',
};

const expectReply = (wedding: AssistantWedding, text: string, ...tokens: string[]) =>
  expectReplyTo({ wedding, faqs: [] }, text, ...tokens);

describe('the notes read entry by entry', () => {
  it('cuts a timeline at each moment, whatever separates them', () => {
    expect(splitNotes(french.additionalInfo!)).toEqual([
      'Déroulé : 16h30 accueil sous les pins',
      '17h00 cérémonie laïque',
      '18h30 apéritif au bord du bassin',
      '20h45 dîner sur la terrasse',
      '23h15 ouverture du bal.',
      'Le bassin est interdit à la baignade.',
    ]);
    expect(splitNotes(english.additionalInfo!)).toHaveLength(5);
    // A comma before anything but a time does not cut.
    expect(splitNotes('Navette à 14h, puis retour à 1h.')).toEqual(['Navette à 14h, puis retour à 1h.']);
  });

  it('answers the time of one moment from its own entry', () => {
    expectReply(french, 'On passe à table vers quelle heure ?', '20h45');
    expectReply(english, "What time's dinner?", '20:15');
  });

  it('prefers the moment asked to the start time of the whole party', () => {
    // Eating is the dinner, not the menu; the dance and the cake are moments of their own.
    expectReply(french, 'On mange à quelle heure ?', '20h45');
    expectReply(french, 'La première danse, c’est vers quelle heure ?', '23h15');
    expectReply(english, 'When do we eat?', '20:15');
    expectReply(english, 'What time is the cake cut?', '22:45');
    // Only that moment is quoted, not every entry with a time.
    expect(answerQuestion({ wedding: french, faqs: [], text: 'On mange à quelle heure ?' }).reply).not.toContain(
      '23h15',
    );
    // The party itself still starts when the couple said it does.
    expectReply(french, 'La réception commence à quelle heure ?', '18h30');
    // Arriving is not a moment of the party: « on arrive de Lyon » asks the ceremony's time.
    expectReply(french, 'On arrive de Lyon le matin, la cérémonie commence à quelle heure ?', '17h');
  });
});

describe('« le programme ? »', () => {
  it('gets the couple’s whole timeline when the notes hold one', () => {
    expectReply(french, 'C’est quoi le déroulé de la journée ?', '16h30', '20h45', '23h15');
    expectReply(english, 'What’s the schedule for the day?', '16:30', '20:15', '22:45');
    expectReply(french, 'What is the programme of the day?', '20h45');
    expectReply(english, "What's the plan for the day?", '16:30', '20:15');
  });

  it('falls back on both start times without a timeline', () => {
    expectReply(
      { ...base, additionalInfo: 'Le bassin est interdit à la baignade.' },
      'Quel est le programme ?',
      '17h',
      '18h30',
    );
  });
});

describe('a heading of the notes and the entries it heads', () => {
  const menu: AssistantWedding = {
    ...base,
    additionalInfo:
      'Dancing until 2:00. MENU: Provençal feast – starter of tapenade and panisses; mains of lamb from Sisteron or a vegetable tian; dessert: tarte tropézienne. Shuttles leave at 1:00.',
  };

  it('answers with the entries under the heading, not the heading alone', () => {
    expectReply(menu, 'What’s on the menu for dinner?', 'Sisteron');
    expectReply(menu, 'On mange quoi ?', 'Sisteron');
  });

  it('still answers a narrower point from its own entry', () => {
    expectReply(menu, 'C’est quoi le dessert ?', 'tropézienne');
  });
});
