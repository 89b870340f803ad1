// The kinds of questions the engine used to miss (issue #10), on a wedding written for these tests only:
// indirect questions, words of the same family, words found only in a FAQ's answer, greetings and thanks that
// carry other words, a wrong premise about a place, English and Spanish guests, several questions at once.
import { describe, expect, it } from 'vitest';
import { replyContains } from './testing/score-reply.ts';
import { answerQuestion } from './answer-question.ts';
import { expectRepliesOf, expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Louise',
  groomName: 'Basile',
  weddingDate: '2028-06-03',
  ceremonyVenue: 'Église Saint-Lubin',
  ceremonyAddress: '1 place du Marché, 28400 Nogent-le-Rotrou',
  ceremonyTime: '15:00',
  receptionVenue: 'Domaine des Grands Prés',
  receptionAddress: 'Lieu-dit Les Prés, 28400 Souancé-au-Perche',
  receptionTime: '17:30',
  dressCode: 'Tenue de cocktail, évitez le blanc.',
  parkingInfo: 'Grand parking gratuit au domaine.',
  accommodations: null,
  giftRegistry: 'Une urne sera à l’entrée de la salle.',
  emergencyContact: 'Victor (témoin) au 06 11 22 33 44',
  additionalInfo: 'Programme : 17h30 vin d’honneur dans le parc. 20h30 dîner dans la grange. Minuit : pièce montée.',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Peut-on venir avec son chien ?',
    answer: 'Oui, les chiens tenus en laisse sont acceptés dans le parc.',
  },
  {
    id: 2,
    question: 'Les enfants sont-ils invités ?',
    answer: 'Avec plaisir ! Une animatrice s’occupe des petits pendant le dîner.',
  },
  { id: 3, question: 'Où dormir ?', answer: 'Hôtel du Perche à Nogent : code GRANDSPRES28 pour le tarif négocié.' },
  {
    id: 4,
    question: 'Et s’il pleut ?',
    answer: 'Tout se replie dans la grange, rien ne change au programme.',
    answerEn: 'Everything moves into the barn; the programme stays the same.',
  },
];
const ask = (text: string) => answerQuestion({ wedding, faqs, text });
const expectReply = expectRepliesOf({ wedding, faqs });

describe('questions that name no field', () => {
  it('finds the time of a moment of the day in the notes', () => {
    expectReply('On dîne vers quelle heure ?', '20h30');
    expectReply('La pièce montée, c’est à quelle heure ?', 'minuit');
  });

  it('reads the place of eating as the place of the meal, not a question on the menu', () => {
    expectReply('Le repas c’est où ?', 'Grands Prés');
    expectReply('Where do we go for lunch after the church?', 'Grands Prés');
    expectReply('¿Dónde es la comida?', 'Grands Prés');
  });
});

describe('a month or a year alone', () => {
  it('asks or checks the date', () => {
    expectReply('Le mariage c’est en juin ?', '3 juin 2028');
    expectReply('C’est bien en 2028 le mariage ?', '3 juin 2028');
    expectReply('¿La boda es en junio o en julio?', '3 de junio');
  });

  it('is small talk in a thank-you, and « may » stays a verb', () => {
    expect(ask('Merci beaucoup, à bientôt en juin !')).toMatchObject({ kind: 'thanks' });
    expect(ask('Thanks a lot, see you in June!')).toMatchObject({ kind: 'thanks' });
    expectReply('May I bring my labrador?', 'laisse');
  });
});

describe('words of the same family as the subject', () => {
  it('knows a named kind of pet and a little one', () => {
    expectReply('Notre labrador peut nous accompagner ?', 'laisse');
    expectReply('Is our toddler welcome?', 'animatrice');
  });
});

describe('words found only in a FAQ’s answer', () => {
  it('finds the booking code of the hotel FAQ', () => {
    expectReply('Il y a un code de réduction pour l’hôtel ?', 'GRANDSPRES28');
  });
});

describe('greetings and thanks that carry other words', () => {
  it('stays small talk with a name or a message', () => {
    expect(ask('Coucou, c’est Paul, le cousin de Louise !')).toMatchObject({ kind: 'greeting' });
    // « Marie » reads as « marié »: a name and who she is, still no question.
    expect(ask('Coucou, c’est Marie la cousine !')).toMatchObject({ kind: 'greeting' });
    expect(ask('Merci beaucoup, je transmets à ma sœur !')).toMatchObject({ kind: 'thanks' });
    expect(ask('Thanks, I’ll tell my husband!')).toMatchObject({ kind: 'thanks', language: 'en' });
  });

  it('reads the people a guest names as themselves, not as typos of a nearby word', () => {
    // « frère » is one letter from the "free" of a parking written in English.
    const english = { ...wedding, parkingInfo: 'Free parking at the estate.' };
    expect(
      answerQuestion({ wedding: english, faqs, text: 'Merci beaucoup, je transmets à mon frère !' }),
    ).toMatchObject({ kind: 'thanks' });
    expect(answerQuestion({ wedding: english, faqs, text: 'Merci, ma mère sera ravie !' })).toMatchObject({
      kind: 'thanks',
    });
  });
});

describe('a wrong premise about a place', () => {
  it('answers with the right venue', () => {
    expectReply('La réception c’est bien à l’église ?', 'Grands Prés');
  });
});

describe('English and Spanish guests', () => {
  it('gets the couple’s English version when there is one', () => {
    const { reply } = ask('What happens if it rains?');
    expect(reply).toBe('Everything moves into the barn; the programme stays the same.');
  });

  it('is told in its language that the couple wrote in French, with the French text', () => {
    const { reply } = ask('¿Puedo llevar a mi perro?');
    expect(reply).toMatch(/^Louise y Basile lo escribieron en francés: « Oui, les chiens/);
  });
});

describe('several questions in one message', () => {
  it('answers every part', () => {
    const { reply } = ask('parking + dress code ?');
    expect(replyContains(reply, 'gratuit')).toBe(true);
    expect(replyContains(reply, 'cocktail')).toBe(true);
  });

  it('splits after a greeting set off by a comma', () => {
    expectReply('Salut, on dîne à quelle heure et on peut venir avec le chien ?', '20h30', 'laisse');
  });

  it('reads « il y a » as French, not as the Spanish « y » between two questions', () => {
    expectReply('La cérémonie c’est à quelle heure et il y a un parking ?', '15h', 'gratuit');
  });

  it('says what it does not know and answers the rest', () => {
    const { reply, kind } = ask('À quelle heure la cérémonie ? Et où dormir ?');
    expect(kind).toBe('answer');
    expect(replyContains(reply, '15h')).toBe(true);
    expect(replyContains(reply, 'GRANDSPRES28')).toBe(true);
  });
});

describe('a part with no subject of its own', () => {
  const island: AssistantWedding = {
    ...wedding,
    additionalInfo:
      'Navette gratuite depuis la place du port à 14h. Cocktail au bord de l’eau. 1h30 : dernière navette vers le port.',
  };
  it('goes or comes back with what the part before it named', () => {
    const text = 'La navette part à quelle heure, et le dernier retour c’est quand ?';
    expectReplyTo({ wedding: island, faqs: [] }, text, '14h', '1h30');
    // « c'est quand ? » on its own would be the wedding's date.
    expect(replyContains(answerQuestion({ wedding: island, faqs: [], text }).reply, '3 juin')).toBe(false);
  });
});

describe('statements closed by one question', () => {
  const withMenu = [
    ...faqs,
    { id: 5, question: 'Un menu végétarien ?', answer: 'Oui, le traiteur prévoit un plat aux légumes de saison.' },
  ];
  it('knows « végé » for vegetarian', () => {
    expectReplyTo({ wedding, faqs: withMenu }, 'je suis végé, il y aura quelque chose pour moi ?', 'légumes');
  });

  it('answers each statement that « c’est possible ? » asks about', () => {
    expectReplyTo(
      { wedding, faqs: withMenu },
      'je suis végétarien et je viens avec ma fille de 3 ans, c’est possible ?',
      'légumes',
      'animatrice',
    );
    expectReplyTo(
      { wedding, faqs: withMenu },
      'Bonjour, je suis végétarienne et j’aimerais venir avec mon chien, c’est possible ?',
      'légumes',
      'laisse',
    );
  });
});

describe('a part named only by words of its own', () => {
  const gate: AssistantWedding = {
    ...wedding,
    additionalInfo:
      'Le portail du Clos Fleuri s’ouvre avec le digicode 4821B. Programme : 17h30 vin d’honneur dans le parc. 20h30 dîner dans la grange.',
  };
  it('is a question when a question word asks it', () => {
    expectReplyTo(
      { wedding: gate, faqs: [] },
      'Quel est le digicode du Clos Fleuri et on dîne à quelle heure ?',
      '4821B',
      '20h30',
    );
  });
});

describe('what a thing is called', () => {
  it('asks its name, not whom to call', () => {
    const { reply } = ask('Where do I park, and what’s the reception place called?');
    expect(replyContains(reply, 'gratuit'), reply).toBe(true);
    expect(replyContains(reply, 'Grands Prés'), reply).toBe(true);
    expect(replyContains(reply, '06 11 22 33 44'), reply).toBe(false);
  });
});

describe('a plain word’s plural', () => {
  it('is no inflection of a term (« petites questions » are no children)', () => {
    const { reply } = ask(
      'Bonsoir, deux petites questions : l’adresse de l’église, et la cérémonie commence à quelle heure ?',
    );
    expect(replyContains(reply, '1 place du Marché'), reply).toBe(true);
    expect(replyContains(reply, '15h'), reply).toBe(true);
    expect(replyContains(reply, 'animatrice'), reply).toBe(false);
  });
});
