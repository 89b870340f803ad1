// A yes that waits on something is a maybe; a part of the day named as the only one is kept, and says yes.
import { describe, expect, it } from 'vitest';
import { readRsvpByGrammar } from './read-rsvp.ts';

describe('a yes that waits on something', () => {
  it.each([
    "Oui si j'ai mon congé !",
    'je viens si mon chef valide mes RTT',
    'Yes if I get the day off!',
    "I'll be there if my boss approves my leave",
    'Sí, si me dan el día libre',
    'Oui si mes parents peuvent garder les petits 🙏',
    "Normalement oui, j'attends la confirmation de mes congés",
    'Je vais tout faire pour venir, mais je ne promets rien. On serait 2',
    "We'll do our best to make it, no promises",
    'Haremos lo posible por ir, pero no prometo nada',
    "I'm in if I get the Friday off, otherwise I can't",
    "Chaud pour venir mais faut que je trouve une voiture, sinon c'est mort",
    'Voy si encuentro vuelo, si no no podré',
    "J'aimerais venir mais je n'ai pas encore mon planning. Ce n'est pas gagné",
    'Il faut que je voie avec mon chef. Réponse d’ici la fin du mois',
    "I'd love to come but I don't have my rota yet",
    'Me encantaría ir, pero todavía no tengo las fechas de vacaciones',
    // « Es posible que vaya »: Spanish says its maybe in the subjunctive.
    'Es posible que vaya',
    'Puede que vayamos, os digo algo',
  ])('« %s » is a maybe, and nothing is asked', (text) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'maybe', missing: null });
  });

  it.each([
    'Sí, vamos, el sábado tengo libre',
    'va, al final si que voy!! cambie el turno',
    'Si je perds au tennis j’arrive pour la soirée, sinon pour la cérémonie. Dans tous les cas je viens !',
    'on vient même si le bébé est petit',
    'Oui on vient ! Sinon, on sera 3 et pas de régime',
  ])('« %s » stays a yes', (text) => {
    expect(readRsvpByGrammar(text)?.status).toBe('yes');
  });
});

describe('the parts of the day', () => {
  it.each([
    ["On viendra seulement au vin d'honneur, on sera 2", 2],
    ["Je passerai juste pour le vin d'honneur !", null],
    ['Pour nous ce sera le cocktail uniquement, à 3', 3],
    ['We can only make the drinks reception, the two of us', 2],
    ['Solo podremos ir al cóctel, seremos 2', 2],
    ["Je ne pourrai être là qu'au vin d'honneur", null],
  ])('« %s » comes to the vin d’honneur only', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize, parts: ['cocktail'] });
  });

  it.each([
    ['Je ne pourrai pas venir à la mairie ni au dîner, mais je serai au brunch avec mon mari', 2],
    ["I'm so sorry, I can't come to the wedding itself, but I'd love to pop by for the brunch. Just me", 1],
    ['No podremos ir a la boda, pero estaremos en el brunch los dos', 2],
  ])('« %s » declines a part of the day and comes to another: a yes', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize });
  });

  it('keeps the part come to beside the parts declined as the only one', () => {
    expect(
      readRsvpByGrammar('Je ne pourrai pas venir à la mairie ni au dîner, mais je serai au brunch avec mon mari'),
    ).toMatchObject({ status: 'yes', partySize: 2, parts: ['brunch'] });
    expect(readRsvpByGrammar('On sera 2 au dîner')?.parts).toEqual([]);
    expect(readRsvpByGrammar('Yes to the ceremony, no to the dinner')?.parts).toEqual(['ceremony']);
    expect(readRsvpByGrammar("Pas à la messe, mais on sera là au vin d'honneur et au dîner, à 2")).toMatchObject({
      status: 'yes',
      partySize: 2,
      parts: ['cocktail', 'dinner'],
    });
  });

  it('reads a question about a part as no answer', () => {
    expect(
      readRsvpByGrammar(
        "Est-ce que les enfants sont invités au dîner ou seulement au vin d'honneur ? On a une petite de 3 ans",
      ),
    ).toBeNull();
    expect(
      readRsvpByGrammar("Bonjour, j'aimerais savoir s'il y a une messe, ou seulement une cérémonie laïque."),
    ).toBeNull();
  });
});

describe('who would come, beside a doubt', () => {
  it.each([
    ['Sans doute oui, je dois encore voir avec mon chef. Juste moi.', 1],
    ["Probably, I'm still waiting on my leave. It'll just be me.", 1],
    ['Casi segura que sí, falta que me confirmen las vacaciones. Yo sola.', 1],
    ['Presque sûr que oui, j’attends mon planning. Juste moi.', 1],
  ])('keeps « %s » a maybe, for %s', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'maybe', partySize });
  });
});

describe('counts said part by part', () => {
  it.each([
    ['On sera 2 à la mairie et 4 au dîner, les enfants nous rejoignent le soir', 4],
    ["We'll be 6 at the dinner but only 4 at the ceremony", 6],
    ['Seremos 3 en la ceremonia y 5 en la cena', 5],
  ])('counts the household as its largest part: « %s » is %s', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'yes', partySize });
  });
});

describe('joining the wedding later, and not ruling it out', () => {
  it('reads joining for a part as coming', () => {
    expect(readRsvpByGrammar('Je ne serai pas à la mairie mais je vous rejoins pour le dîner')?.status).toBe('yes');
    // Joining in spirit, or in the couple's joy, is no coming.
    expect(readRsvpByGrammar('Me uno a vosotros de corazón, no podré viajar')?.status).toBe('no');
  });

  it.each([
    ['Creo que no podremos, aunque no lo descarto. Seríamos 3.', 3],
    ["I don't think we can make it... not ruling it out though. It would be 2 of us.", 2],
    ["Je ne pense pas pouvoir, mais je n'exclus pas de venir. On serait 2.", 2],
  ])('reads « %s » as a maybe for %s', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'maybe', partySize });
  });
});

describe('an answer put off to a day or a month', () => {
  it.each([
    'On en parle ce soir et on vous répond demain',
    'Je te dis demain !',
    'Je bosse en horaires décalés. Je peux vous répondre début mai ?',
    "Honestly don't know yet. Can I tell you in February?",
    'Is it ok if I reply a bit later? Still waiting to hear about my shifts',
    'Todavía no sé. ¿Os puedo contestar en marzo?',
  ])('« %s » is a maybe', (text) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'maybe', partySize: null });
  });

  it.each(['Can I reply by post instead?', 'Vous pouvez me dire où se garer ?'])('« %s » answers nothing', (text) => {
    expect(readRsvpByGrammar(text)).toBeNull();
  });
});

describe('a supposition after a comma', () => {
  it.each([
    ['Tout dépend de mon planning, si je suis libre je viens avec ma sœur', 2],
    ["It depends on my shifts, if I get the Saturday off I'll come with my son", 2],
  ])('« %s » is a maybe for who would come under its « if » (%s)', (text, partySize) => {
    expect(readRsvpByGrammar(text)).toMatchObject({ status: 'maybe', partySize });
  });
});
