import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { getAnswerIndex } from './build-answer-index.ts';
import { KNOWLEDGE } from './knowledge.ts';
import { conceptLabel } from './offer-choices.ts';
import { replyContains } from './testing/score-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

// A wedding written for these tests only (not the eval's): morning ceremony, some fields empty.
const wedding: AssistantWedding = {
  brideName: 'Léna',
  groomName: 'Hugo',
  weddingDate: '2028-05-20',
  ceremonyVenue: 'Église Saint-Pierre',
  ceremonyAddress: "3 rue de l'Abbaye, 67000 Strasbourg",
  ceremonyTime: '10:45',
  receptionVenue: 'Moulin de la Walk',
  receptionAddress: '2 rue du Moulin, 67500 Haguenau',
  receptionTime: '12:30',
  dressCode: 'Tenue de cocktail, couleurs vives bienvenues.',
  parkingInfo: null,
  accommodations: 'Hôtel Les Jardins à Haguenau : mentionnez « mariage Léna » pour le tarif de groupe.',
  giftRegistry: 'Une cagnotte en ligne : leetchi.com/lena-hugo.',
  emergencyContact: 'Paul (témoin) au 06 98 76 54 32',
  additionalInfo:
    "Un bus emmène les invités de l'église au moulin à 12h. Menu alsacien, options sans porc sur demande. Soirée dansante avec DJ jusqu'à 2h.",
};
const faqs: AssistantFaq[] = [
  { id: 11, question: 'Les enfants sont-ils invités ?', answer: 'Oui, et un menu enfant est prévu.' },
  { id: 12, question: 'Peut-on venir avec son chien ?', answer: "Non, désolés, pas d'animaux au moulin." },
];
const CONTACT = '06 98 76 54 32';

function ask(text: string, extra: Partial<Parameters<typeof answerQuestion>[0]> = {}) {
  return answerQuestion({ wedding, faqs, text, ...extra });
}

/** [question, tokens the reply must hold, tokens it must not hold, source] */
type Case = [string, string[], string[], string | null];

function check([question, expected, forbidden, source]: Case) {
  const answer = ask(question);
  for (const token of expected)
    expect(replyContains(answer.reply, token), `${question} -> ${answer.reply} (want ${token})`).toBe(true);
  for (const token of forbidden)
    expect(replyContains(answer.reply, token), `${question} -> ${answer.reply} (leaks ${token})`).toBe(false);
  expect(answer.source).toBe(source);
  expect(answer.confidence).toBeGreaterThanOrEqual(0);
  expect(answer.confidence).toBeLessThanOrEqual(1);
  return answer;
}

describe('answerQuestion: one fact per field', () => {
  const cases: Case[] = [
    ['À quelle heure commence la cérémonie ?', ['10h45'], ['12h30', 'leetchi'], 'ceremonyTime'],
    ['Où est l’église ?', ['Saint-Pierre', '67000'], ['Haguenau', '10h45'], 'ceremonyVenue'],
    ["Quelle est l'adresse de la cérémonie ?", ["3 rue de l'Abbaye"], ['67500'], 'ceremonyVenue'],
    ['La réception commence à quelle heure ?', ['12h30'], ['10h45', 'leetchi'], 'receptionTime'],
    ['Où a lieu la réception ?', ['Moulin de la Walk', '67500'], ['67000'], 'receptionVenue'],
    ['Quelle est la date du mariage ?', ['samedi 20 mai 2028'], ['leetchi'], 'weddingDate'],
    ['Quel est le dress code ?', ['cocktail'], ['leetchi', 'Jardins'], 'dressCode'],
    ['Un hôtel à conseiller ?', ['Jardins', 'tarif de groupe'], ['leetchi'], 'accommodations'],
    ['Y a-t-il une liste de cadeaux ?', ['leetchi.com/lena-hugo'], ['Jardins'], 'giftRegistry'],
    ["Comment aller de l'église au moulin ?", ['bus', '12h'], ['DJ', 'porc'], 'additionalInfo'],
    ['Y a-t-il des options sans porc ?', ['sans porc'], ['bus', 'DJ'], 'additionalInfo'],
    ["Jusqu'à quelle heure on danse ?", ['2h'], ['bus', 'porc'], 'additionalInfo'],
    ['Qui appeler en cas de problème ?', [CONTACT], ['leetchi'], 'emergencyContact'],
    ["Comment s'appelle le marié ?", ['Hugo'], ['leetchi'], 'groomName'],
    ['Les enfants sont invités ?', ['menu enfant'], ['animaux'], 'faq:11'],
    ['Je peux venir avec mon chien ?', ["pas d'animaux"], ['menu enfant'], 'faq:12'],
  ];
  it.each(cases)('%s', (...c) => {
    expect(check(c).kind).toBe('answer');
  });
});

describe('answerQuestion: styles of writing', () => {
  const cases: Case[] = [
    ['ceremonie a quelle heure', ['10h45'], [], 'ceremonyTime'],
    ['cérémonnie a quel heur ?', ['10h45'], [], 'ceremonyTime'],
    ['a kel h la messe stp', ['10h45'], [], 'ceremonyTime'],
    ['le moulin c ou', ['Haguenau'], ['67000'], 'receptionVenue'],
    ['ya un hotel pr dormir ?', ['Jardins'], [], 'accommodations'],
    ['on arrive a l eglise, cmt on va au moulin apres ?', ['bus'], ['DJ'], 'additionalInfo'],
  ];
  it.each(cases)('%s', (...c) => {
    check(c);
  });

  it('answers in English and Spanish, with the times and dates of their language', () => {
    const en = check(['What time is the ceremony?', ['10:45 am', '10h45'], [], 'ceremonyTime']);
    expect(en.language).toBe('en');
    const date = check(['When is the wedding?', ['Saturday, May 20, 2028'], [], 'weddingDate']);
    expect(date.language).toBe('en');
    const es = check(['¿A qué hora empieza la ceremonia?', ['10h45', 'empieza'], [], 'ceremonyTime']);
    expect(es.language).toBe('es');
    const esDate = check(['¿Qué día es la boda?', ['sábado 20 de mayo de 2028'], [], 'weddingDate']);
    expect(esDate.language).toBe('es');
    expect(check(['Can I bring my dog?', ["pas d'animaux"], [], 'faq:12']).reply).toMatch(
      /^Léna and Hugo wrote this in French: « Non/,
    );
  });

  it('corrects a wrong time or date and confirms a right one', () => {
    // The wrong value is not repeated: the reply holds only the right one.
    expect(check(['La cérémonie est à 11h ?', ['correction', '10h45'], ['11h'], 'ceremonyTime']).reply).toMatch(/^Non/);
    expect(check(['La cérémonie est bien à 10h45 ?', ['10h45'], [], 'ceremonyTime']).reply).toMatch(/^Oui/);
    expect(
      check(['Le mariage c’est bien le 21 mai ?', ['correction', 'samedi 20 mai 2028'], ['21 mai'], 'weddingDate'])
        .reply,
    ).toMatch(/^Non/);
    expect(check(['Is the ceremony at 11am?', ['not quite', '10:45 am'], ['11 am'], 'ceremonyTime']).reply).toMatch(
      /^Not quite/,
    );
  });
});

describe('answerQuestion: what it does not know', () => {
  it('says so and gives the emergency contact, for an empty field or an unknown subject', () => {
    for (const question of [
      'Parking ?',
      'Le mot de passe du wifi, svp ?',
      'On sera à quelle table ?',
      'Il y a une piscine au moulin ?',
    ]) {
      const answer = ask(question);
      expect(answer, question).toMatchObject({ kind: 'unknown', answered: false, source: null });
      expect(replyContains(answer.reply, CONTACT), answer.reply).toBe(true);
      expect(replyContains(answer.reply, 'leetchi')).toBe(false);
    }
  });

  it('sends the guest to the couple when there is no emergency contact', () => {
    const answer = answerQuestion({
      wedding: { ...wedding, emergencyContact: '' },
      faqs,
      text: 'Le mot de passe du wifi, svp ?',
    });
    expect(answer.kind).toBe('unknown');
    expect(answer.reply).toContain('Léna et Hugo');
  });

  it('in the guest’s language', () => {
    expect(ask('Is there a pool?')).toMatchObject({ kind: 'unknown', language: 'en' });
    expect(ask('Is there a pool?').reply).toMatch(/^I don't have that information, so I'm passing your question on to/);
    expect(ask('¿Hay piscina?').reply).toMatch(/^No tengo esa información: transmito su pregunta a/);
  });

  it('quotes the contact as the couple wrote it to a guest writing in another language', () => {
    expect(ask('Is there a pool?').reply).toContain('If it is urgent: « Paul (témoin) au 06 98 76 54 32 ».');
    expect(ask('Who do I call if I get lost?').reply).toBe(
      'Your contact if you need anything: « Paul (témoin) au 06 98 76 54 32 ».',
    );
    expect(ask('Il y a une piscine ?').reply).toContain("En cas d'urgence : Paul (témoin) au 06 98 76 54 32.");
  });

  it('answers the part of a message it knows and passes the rest on to the couple, as unanswered', () => {
    for (const [question, rest] of [
      ['À quelle heure commence la cérémonie ? Et il y a une piscine au moulin ?', 'Pour le reste, je transmets'],
      ['What time is the ceremony? And is there a pool?', "For the rest, I'm passing your question on to Léna"],
      ['¿A qué hora es la ceremonia? ¿Hay piscina?', 'Para lo demás, le paso su pregunta a Léna'],
    ] as const) {
      const answer = ask(question);
      expect(answer, question).toMatchObject({ kind: 'unknown', answered: false, source: null });
      expect(answer.trace?.outcome).toBe('partly');
      expect(replyContains(answer.reply, '10h45'), answer.reply).toBe(true);
      expect(answer.reply).toContain(rest);
      expect(replyContains(answer.reply, CONTACT), answer.reply).toBe(true);
    }
  });

  it('passes a message on too when one of its parts would not be answered outright alone', () => {
    const question = 'La cérémonie c’est à quelle heure ? Et on peut venir en vélo au moulin ?';
    const answer = ask(question);
    expect(answer).toMatchObject({ kind: 'unknown', answered: false, source: null });
    expect(answer.trace?.outcome).toBe('hedge');
    expect(replyContains(answer.reply, '10h45'), answer.reply).toBe(true);
    expect(answer.reply).toContain('Je transmets aussi votre question à Léna et Hugo');
    // Each part as the outcome model weighed it, for « Pourquoi cette réponse ? » and for its training.
    expect(answer.trace?.parts?.map((p) => p.asks)).toEqual([1, 1]);
    // Each part sure on its own: answered, nothing passed on.
    expect(ask('À quelle heure est la cérémonie et il y a un DJ ?')).toMatchObject({ answered: true });
  });

  it('applies the threshold it is given', () => {
    const question = 'À quelle heure commence la cérémonie ?';
    expect(ask(question, { threshold: 0.5 }).kind).toBe('answer');
    expect(ask(question, { threshold: 1.01 })).toMatchObject({ kind: 'unknown', answered: false });
  });
});

describe('answerQuestion: small talk', () => {
  it('greets and thanks warmly, in the guest’s language', () => {
    expect(ask('Bonjour !')).toMatchObject({ kind: 'greeting', answered: true, source: null, language: 'fr' });
    expect(ask('Bonjour !').reply).toContain('Léna et Hugo');
    expect(ask('Hello!')).toMatchObject({ kind: 'greeting', language: 'en' });
    expect(ask('merci beaucoup !!')).toMatchObject({ kind: 'thanks', language: 'fr' });
    expect(ask('merci beaucoup !!').reply).toMatch(/plaisir/);
    expect(ask('Thanks a lot')).toMatchObject({ kind: 'thanks', language: 'en' });
    expect(ask('¡Muchas gracias!')).toMatchObject({ kind: 'thanks', language: 'es' });
    expect(ask('Merci pour l’invitation !').kind).toBe('thanks');
  });

  it('answers a question that starts with a greeting, greeting back', () => {
    const answer = ask('Bonjour, à quelle heure est la cérémonie ?');
    expect(answer.kind).toBe('answer');
    expect(answer.reply).toMatch(/^Bonjour ! .*10h45/);
  });
});

describe('the per-wedding index', () => {
  it('is reused while the facts are the same and rebuilt when they change', () => {
    const first = getAnswerIndex(wedding, faqs);
    expect(getAnswerIndex({ ...wedding }, [...faqs])).toBe(first);
    expect(getAnswerIndex({ ...wedding, dressCode: 'Tenue de soirée.' }, faqs)).not.toBe(first);
  });
});

describe('answerQuestion: the partners as they are', () => {
  it('names la mariée by her role, whichever partner she is, and never calls a bride le marié', () => {
    const groomFirst = { ...wedding, brideName: 'Hugo', groomName: 'Léna' } as const;
    const roles = { firstPartnerRole: 'groom', secondPartnerRole: 'bride' } as const;
    const bride = answerQuestion({ wedding: { ...groomFirst, ...roles }, faqs, text: "Comment s'appelle la mariée ?" });
    expect(bride).toMatchObject({ kind: 'answer', reply: "La mariée s'appelle Léna." });
    expect(bride.sources).toEqual(['groomName']);

    const brides = { ...wedding, brideName: 'Inès', groomName: 'Léa' };
    const twoBrides = { ...brides, firstPartnerRole: 'bride', secondPartnerRole: 'bride' } as const;
    const asked = answerQuestion({ wedding: twoBrides, faqs, text: "Comment s'appelle le marié ?" });
    expect(asked.reply).not.toMatch(/marié s'appelle/);
    expect(asked.reply).toContain("d'Inès et Léa");
  });

  it('names both when the guest named the partner asked about: « Léna se marie avec qui ? »', () => {
    for (const text of ['Léna se marie avec qui ?', 'who is Lena marrying?', '¿Con quién se casa Hugo?']) {
      const reply = answerQuestion({ wedding, faqs, text }).reply;
      expect(reply, text).toMatch(/Léna (et|and|y) Hugo/);
    }
    // Naming the other partner, the one asked is named alone.
    expect(answerQuestion({ wedding, faqs, text: 'Hugo épouse qui ?' }).reply).toBe("La mariée s'appelle Léna.");
  });
});

describe('answerQuestion: a FAQ’s yes answers its own question', () => {
  const brunch: AssistantFaq[] = [
    ...faqs,
    {
      id: 13,
      question: 'Y a-t-il un brunch le lendemain ?',
      answer: 'Oui, un brunch est servi au moulin le dimanche à 11h.',
    },
  ];
  it.each([
    ['Le brunch c’est samedi ?', 'Un brunch est servi au moulin le dimanche à 11h.'],
    ['Les enfants sont pas invités c’est ça ?', 'Un menu enfant est prévu.'],
  ])('leaves the yes out of the reply to « %s »: it would confirm what is not', (text, reply) => {
    expect(answerQuestion({ wedding, faqs: brunch, text }).reply).toBe(reply);
  });

  it('keeps it for the question asked, or a day the answer names', () => {
    expect(answerQuestion({ wedding, faqs: brunch, text: 'Il y a un brunch dimanche ?' }).reply).toBe(
      'Oui, un brunch est servi au moulin le dimanche à 11h.',
    );
    expect(ask('Les enfants sont invités ?').reply).toBe('Oui, et un menu enfant est prévu.');
  });
});

describe('answerQuestion: « Pourquoi cette réponse ? »', () => {
  it('names what it understood for the couple, in French whatever the guest wrote in', () => {
    for (const question of ['À quelle heure commence la cérémonie ?', 'What time does the ceremony start?']) {
      const { trace } = ask(question);
      expect(trace?.subjects, question).toEqual(expect.arrayContaining(['time', 'ceremony']));
      expect(trace?.understood, question).toEqual(expect.arrayContaining(["l'heure", 'la cérémonie']));
      expect(trace?.features?.margin, question).toBeGreaterThan(0);
    }
  });

  it('has a French name for every subject it can understand', () => {
    const unnamed = KNOWLEDGE.concepts.map((c) => c.id).filter((id) => conceptLabel(id) === id);
    expect(unnamed).toEqual([]);
  });
});
