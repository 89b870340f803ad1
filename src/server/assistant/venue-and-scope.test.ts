// A villa wedding written for these tests only: a venue whose name is also a kind of lodging, « sur place »,
// several questions joined by a comma or « et », and questions about something this wedding's facts never name.
import { describe, expect, it } from 'vitest';
import { replyContains } from './testing/score-reply.ts';
import { answerQuestion } from './answer-question.ts';
import { bestReply } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Maud',
  groomName: 'Karim',
  weddingDate: '2028-07-08',
  ceremonyVenue: 'Mairie de Cassis',
  ceremonyAddress: 'Place Baragnon, 13260 Cassis',
  ceremonyTime: '14:00',
  receptionVenue: 'Villa Les Oliviers',
  receptionAddress: '12 chemin des Crêtes, 13260 Cassis',
  receptionTime: '17:00',
  dressCode: 'Tenue d’été élégante, pas de blanc.',
  parkingInfo: 'Parking gratuit dans la pinède, à 100 m de l’entrée.',
  accommodations: 'Hôtel Le Golfe à Cassis, chambres réservées jusqu’au 1er mai, code MAUDKARIM.',
  giftRegistry: null,
  emergencyContact: 'Inès (sœur de Maud) au 06 98 76 54 32',
  additionalInfo: null,
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Peut-on se baigner ?',
    answer: 'Oui, la piscine est ouverte pendant le cocktail, prenez un maillot.',
  },
  { id: 2, question: 'Les enfants sont-ils les bienvenus ?', answer: 'Bien sûr, un coin jeux les attend.' },
];
const ask = (text: string) => answerQuestion({ wedding, faqs, text });

describe('a venue named like a kind of place', () => {
  it('reads « la villa » as the reception, not as a place to sleep', () => {
    const { reply, source } = ask('Quelle est l’adresse de la villa ?');
    expect(replyContains(reply, 'chemin des Crêtes'), reply).toBe(true);
    expect(source).toBe('receptionVenue');
  });

  it('still reads « une villa » as lodging', () => {
    const { reply } = ask('Vous conseillez une villa ou un hôtel pour dormir ?');
    expect(replyContains(reply, 'Le Golfe'), reply).toBe(true);
  });
});

describe('« sur place »', () => {
  it('is at the wedding, not a seat: the parking part is answered with the ceremony time', () => {
    const { reply } = ask('Bonjour ! à quelle heure la mairie et est-ce qu’on peut se garer sur place ?');
    expect(replyContains(reply, '14h00'), reply).toBe(true);
    expect(replyContains(reply, 'pinède'), reply).toBe(true);
  });
});

describe('several questions joined by a comma or « and »', () => {
  it('answers a bare « address » and a subject of its own', () => {
    const { reply } = ask('What’s the address of the villa, and who should I call if I get lost?');
    expect(replyContains(reply, 'chemin des Crêtes'), reply).toBe(true);
    expect(replyContains(reply, '06 98 76 54 32'), reply).toBe(true);
  });
});

describe('a subject no fact of the wedding names', () => {
  it('says it does not know rather than giving the venue', () => {
    for (const text of ['What’s the wifi password at the villa?', 'Il y aura un DJ à la villa ?']) {
      const answer = ask(text);
      expect(answer.answered, `${text} -> ${answer.reply}`).toBe(false);
      expect(replyContains(answer.reply, '06 98 76 54 32'), answer.reply).toBe(true);
    }
  });

  it('still answers a subject the wedding names', () => {
    expect(replyContains(ask('La piscine de la villa est ouverte ?').reply, 'maillot')).toBe(true);
  });
});

describe('a moment of the day', () => {
  it('takes the dinner time from the notes when they give it, else the reception time', () => {
    expect(replyContains(ask('What time is dinner?').reply, '17h00')).toBe(true);
    const notes = {
      ...wedding,
      additionalInfo: 'Cocktail à 17h au bord de la piscine. Dîner à 20h sous les oliviers.',
    };
    for (const text of ['What time is dinner?', 'On dîne à quelle heure ?']) {
      const { reply } = answerQuestion({ wedding: notes, faqs, text });
      expect(replyContains(reply, '20h00'), `${text} -> ${reply}`).toBe(true);
    }
  });
});

describe('lodging given only in the notes', () => {
  it('answers « where to stay? » from a note naming a hotel', () => {
    const notes = {
      ...wedding,
      accommodations: null,
      additionalInfo: 'Nous avons une remise à l’hôtel Le Golfe avec le code MAUDKARIM.',
    };
    for (const text of ['Where should we stay?', 'On dort où ?']) {
      const { reply } = answerQuestion({ wedding: notes, faqs, text });
      expect(replyContains(reply, 'MAUDKARIM'), `${text} -> ${reply}`).toBe(true);
    }
  });
});

describe('a venue whose name holds a word that means something else', () => {
  it('keeps « un hôtel » a place to sleep when the reception is at the « Salons de l’Hôtel de Ville »', () => {
    const townHall = {
      ...wedding,
      receptionVenue: 'Salons de l’Hôtel de Ville',
      receptionAddress: '1 place de la Comédie, 69001 Lyon',
    };
    for (const text of ['Un hôtel à conseiller ?', 'Is there a hotel nearby?']) {
      const { reply } = answerQuestion({ wedding: townHall, faqs, text });
      expect(replyContains(reply, 'Le Golfe'), `${text} -> ${reply}`).toBe(true);
    }
  });
});

describe('another place named with a venue word', () => {
  it('reads the couple’s « l’hôtel Carlton » as a hotel, not as their « Hôtel de Ville »', () => {
    const townHall = {
      ...wedding,
      receptionVenue: 'Salons de l’Hôtel de Ville',
      accommodations: null,
      additionalInfo: 'Garez-vous au parking Bellecour. Nous avons une remise à l’hôtel Carlton avec le code LEASAM.',
    };
    const { reply } = answerQuestion({ wedding: townHall, faqs, text: 'Which hotel has a discount?' });
    expect(replyContains(reply, 'LEASAM'), reply).toBe(true);
  });
});

describe('when something ends', () => {
  it('takes the end of the party from a note that gives it, in any language', () => {
    const notes = { ...wedding, additionalInfo: 'Vin d’honneur à 17h, dîner à 20h30, soirée dansante jusqu’à 4h.' };
    for (const text of [
      'La fête se termine vers quelle heure ?',
      'What time does the party end?',
      '¿A qué hora termina la fiesta?',
      'How long does the party last?',
    ]) {
      const { reply } = answerQuestion({ wedding: notes, faqs, text });
      expect(replyContains(reply, '4h'), `${text} -> ${reply}`).toBe(true);
    }
  });
});

describe('a FAQ on the broader subject whose answer names the narrower one', () => {
  const mountain: AssistantWedding = { ...wedding, accommodations: null, dressCode: null };
  const mountainFaqs: AssistantFaq[] = [
    { id: 1, question: 'Où dormir ?', answer: 'Des chambres sont bloquées à l’hôtel Le Fer à Cheval, code EMLU28.' },
    {
      id: 2,
      question: 'Un régime alimentaire particulier ?',
      answer: 'Un menu végétarien est prévu, dites-le dans votre réponse.',
    },
    {
      id: 3,
      question: 'Faut-il prévoir une tenue particulière ?',
      answer: 'Tenue chic d’hiver et chaussures qui ne glissent pas.',
    },
  ];
  const reply = (text: string) => answerQuestion({ wedding: mountain, faqs: mountainFaqs, text });

  it('answers the narrower question, in the guest’s language', () => {
    const hotel = reply('Any hotel recommendations?');
    expect(replyContains(hotel.reply, 'EMLU28'), hotel.reply).toBe(true);
    expect(hotel.language).toBe('en');
    expect(
      replyContains(reply('Je suis végétarienne, il y aura quelque chose pour moi ?').reply, 'menu végétarien'),
    ).toBe(true);
  });

  it('knows « ¿qué nos ponemos? » asks what to wear', () => {
    expect(replyContains(reply('¿Qué nos ponemos?').reply, 'hiver')).toBe(true);
  });
});

describe('public transport in town', () => {
  it('finds the metro line in the notes', () => {
    const town = { ...wedding, additionalInfo: 'Métro Hôtel de Ville (lignes 1 et 11), puis 5 minutes à pied.' };
    for (const text of [
      'Comment venir en métro ?',
      'How do we get there by subway?',
      '¿Se puede ir en transporte público?',
    ]) {
      const { reply } = answerQuestion({ wedding: town, faqs, text });
      expect(replyContains(reply, 'lignes 1'), `${text} -> ${reply}`).toBe(true);
    }
  });
});

describe('an end asked where only the start is known', () => {
  it('does not give the start for the end, and says it does not know below the threshold', () => {
    const answer = ask('La fête finit à quelle heure ?');
    expect(answer.answered, answer.reply).toBe(false);
    expect(answer.confidence).toBeLessThan(0.8);
    expect(replyContains(ask('¿Se puede ir en vaqueros?').reply, 'élégante')).toBe(true);
  });
});

describe('a venue named with a word that is a filler in another language', () => {
  const mas = {
    ...wedding,
    ceremonyVenue: 'Temple de Nîmes',
    ceremonyAddress: '3 rue Grizot, 30000 Nîmes',
    receptionVenue: 'Mas de la Garrigue',
    receptionAddress: 'Chemin des Cigales, 30190 Sauzet',
  };
  const reply = (text: string) => bestReply(answerQuestion({ wedding: mas, faqs, text }));

  it('reads « le mas » as the reception', () => {
    expect(replyContains(reply('C’est où le mas ?'), 'Cigales')).toBe(true);
    expect(replyContains(reply('Combien de temps entre le temple et le mas ?'), '17h00')).toBe(true);
  });

  it('corrects « la cérémonie est bien au mas ? » with the ceremony’s place', () => {
    expect(replyContains(reply('La cérémonie est bien au mas ?'), 'Grizot')).toBe(true);
  });
});

describe('days off and bad weather', () => {
  const more: AssistantFaq[] = [
    ...faqs,
    {
      id: 3,
      question: 'Quels jours poser ?',
      answer: 'Le vendredi après-midi suffit, le brunch du dimanche est facultatif.',
    },
    { id: 4, question: 'Y a-t-il un plan B en cas de pluie ?', answer: 'Tout se replie sous un chapiteau chauffé.' },
  ];
  const reply = (text: string) => answerQuestion({ wedding, faqs: more, text }).reply;

  it('answers days off from the FAQ on them rather than with the date', () => {
    expect(replyContains(reply('Il faut prendre combien de jours de congé ?'), 'vendredi après-midi')).toBe(true);
  });

  it('knows « s’il fait moche » is the weather', () => {
    expect(replyContains(reply('Il se passe quoi s’il fait moche ?'), 'chapiteau')).toBe(true);
  });
});

describe('a place premise asked as a yes/no question', () => {
  it('answers where the event asked about really is, in English and Spanish', () => {
    for (const text of ['Is the reception at the town hall?', '¿La fiesta es en el ayuntamiento?']) {
      const { reply } = ask(text);
      expect(replyContains(reply, 'chemin des Crêtes'), `${text} -> ${reply}`).toBe(true);
    }
  });
});

describe('a moment of one event', () => {
  it('is never answered with the other event’s time alone', () => {
    for (const text of ['L’apéritif commence quand ?', 'When do the cocktails start?']) {
      const { reply } = ask(text);
      expect(replyContains(reply, '17h00'), `${text} -> ${reply}`).toBe(true);
    }
  });
});

describe('Spanish « tener »', () => {
  it('is no subject: « ¿tenéis lista de bodas? » asks for the gift list', () => {
    const gifts = { ...wedding, giftRegistry: 'Une cagnotte pour notre voyage de noces, lien sur maudkarim.fr.' };
    const { reply } = answerQuestion({ wedding: gifts, faqs, text: '¿Tenéis lista de bodas?' });
    expect(replyContains(reply, 'maudkarim.fr'), reply).toBe(true);
  });
});

describe('kinds of transport', () => {
  const notes = {
    ...wedding,
    additionalInfo:
      'Gare la plus proche : Cassis (TER depuis Marseille), puis 10 minutes de taxi. Covoiturage : groupe WhatsApp « Maud & Karim route ».',
  };
  const reply = (text: string) => answerQuestion({ wedding: notes, faqs, text }).reply;

  it('tells the train from the carpool', () => {
    expect(replyContains(reply('On peut venir en train ?'), 'TER')).toBe(true);
    expect(replyContains(reply('Anyone driving down who could give us a lift?'), 'WhatsApp')).toBe(true);
    expect(replyContains(reply('On arrive à la gare, comment rejoindre la mairie ?'), 'taxi')).toBe(true);
  });
});

describe('camping', () => {
  it('knows « camp » as a verb', () => {
    const tents = { ...wedding, accommodations: 'Hôtel Le Golfe à Cassis, ou camping Les Cigales à 2 km.' };
    expect(replyContains(answerQuestion({ wedding: tents, faqs, text: 'Can we camp?' }).reply, 'Cigales')).toBe(true);
  });
});

describe('a guest who says who they are', () => {
  it('greets back in Spanish: a capitalised name is no typo (« Marta » is not « marea »)', () => {
    const answer = ask('Hola, soy Marta, la amiga de Maud');
    expect(answer.kind).toBe('greeting');
    expect(answer.language).toBe('es');
  });
});

describe('the notes about the ceremony', () => {
  const notes = {
    ...wedding,
    additionalInfo: 'La cérémonie laïque est célébrée par notre ami Hugo. Elle dure environ 45 minutes.',
  };
  const reply = (text: string) => answerQuestion({ wedding: notes, faqs, text }).reply;

  it('finds who officiates in any language', () => {
    for (const text of ['Qui célèbre la cérémonie ?', 'Who is officiating?', '¿Quién oficia la ceremonia?'])
      expect(replyContains(reply(text), 'Hugo'), text).toBe(true);
  });

  it('reads « elle dure… » as the ceremony’s length', () => {
    for (const text of ['Combien de temps dure la cérémonie ?', 'How long is the ceremony?'])
      expect(replyContains(reply(text), '45 minutes'), text).toBe(true);
  });
});

describe('a diet described by what is not eaten', () => {
  const menus = [
    ...faqs,
    { id: 3, question: 'Y aura-t-il des options végétariennes ?', answer: 'Oui, un menu végétarien sur demande.' },
  ];
  it('goes to the FAQ on meat-free menus', () => {
    const text = 'I don’t eat fish, is that ok?';
    expect(replyContains(answerQuestion({ wedding, faqs: menus, text }).reply, 'menu végétarien'), text).toBe(true);
  });

  it('passes on to the couple a diet told without a question, for them to know', () => {
    const told = answerQuestion({ wedding, faqs: menus, text: 'Mon mari ne mange pas de poisson' });
    expect(told.kind).toBe('unknown');
    expect(told.reply).toMatch(/^Merci pour votre message, je le transmets/);
  });
});

describe('SMS spelling of « what time »', () => {
  it('reads « a que ora », « kel heure », « wat time » as a time', () => {
    for (const text of ['a que ora es la seremonia', 'la mairie c a kel heure', 'wat time is the ceremony']) {
      expect(replyContains(ask(text).reply, '14h00'), text).toBe(true);
    }
  });
});

describe('abroad', () => {
  const abroad: AssistantFaq[] = [
    ...faqs,
    { id: 3, question: 'Faut-il un passeport ?', answer: 'Une carte d’identité suffit pour les Européens.' },
    {
      id: 4,
      question: 'Peut-on payer par carte partout ?',
      answer: 'Prévoyez un peu d’espèces, les petits commerces ne prennent que le liquide.',
    },
  ];
  const reply = (text: string) => answerQuestion({ wedding, faqs: abroad, text }).reply;

  it('reads « papiers » as identity papers and cash as the FAQ on paying by card', () => {
    expect(replyContains(reply('Quels papiers prévoir ?'), 'carte d’identité')).toBe(true);
    expect(replyContains(reply('Should we bring cash?'), 'espèces')).toBe(true);
  });
});

describe('« laisser » and « en laisse »', () => {
  it('leaves the car in the car park, and keeps the dog on its leash', () => {
    expect(replyContains(ask('On laisse la voiture où ?').reply, 'pinède')).toBe(true);
    const dogs = [
      ...faqs,
      { id: 3, question: 'Les animaux ?', answer: 'Les chiens tenus en laisse sont les bienvenus.' },
    ];
    expect(
      replyContains(
        answerQuestion({ wedding, faqs: dogs, text: 'Notre chien peut venir en laisse ?' }).reply,
        'bienvenus',
      ),
    ).toBe(true);
  });
});

describe('a guest word one letter away from two known words', () => {
  it("is read as the word of a venue's name (« the manor » is the Manoir, not « mano »)", () => {
    const manor: AssistantWedding = {
      ...wedding,
      ceremonyVenue: 'Chapelle Saint-Yves',
      ceremonyAddress: 'Place de la Chapelle, 29870 Landéda',
      receptionVenue: 'Manoir de Kerlan',
      receptionAddress: 'Route de Kerlan, 29870 Landéda',
    };
    const askManor = (text: string) => answerQuestion({ wedding: manor, faqs: [], text }).reply;
    expect(askManor('What time does it start at the manor?')).toMatch(/5 pm/);
    expect(askManor('Where is the manor?')).not.toMatch(/Chapelle/);
  });
});
