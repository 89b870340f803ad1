// The RSVP reader on messages written for these tests (the evaluation sets of bench/assistant/rsvp stay apart).
import { describe, expect, it } from 'vitest';
import { readRsvp } from './read-rsvp.ts';

const read = (text: string) => {
  const r = readRsvp(text);
  return r && { status: r.status, partySize: r.partySize, diet: r.diet !== null };
};

describe('readRsvp', () => {
  it.each([
    ['Nous serons 2, avec plaisir !', 'yes', 2],
    ['Oui avec mon fils', 'yes', 2],
    ['Coucou ! Lucas et moi on sera là 🎉', 'yes', 2],
    ['Oui pour moi, ma femme et nos 3 enfants', 'yes', 5],
    ['We will be there, the three of us', 'yes', 3],
    ['Sí, iremos mi marido y yo', 'yes', 2],
    ['On sera 2 + le bébé', 'yes', 3],
    ['Je viendrai seule', 'yes', 1],
    ['Count me in! +1', 'yes', 2],
  ])('reads « %s » as %s for %s', (text, status, partySize) => {
    expect(read(text)).toEqual({ status, partySize, diet: false });
  });

  it.each([
    ['Finalement je ne pourrai pas venir', 'no'],
    ["Unfortunately we can't make it, we'll be abroad that week", 'no'],
    ['Lamentablemente no podremos ir', 'no'],
    ['On sera avec vous par la pensée, gros bisous', 'no'],
    ['Pas encore sûrs, on vous redit vite', 'maybe'],
    ["I'd love to come but I'm not sure I can get the day off", 'maybe'],
    ['Si mon patron me donne mon samedi, je viens avec plaisir', 'maybe'],
  ])('reads « %s » as %s', (text, status) => {
    expect(read(text)?.status).toBe(status);
  });

  it('keeps only those who come: « mon mari viendra mais moi non »', () => {
    expect(read('Mon mari viendra, mais moi je ne pourrai pas')).toEqual({ status: 'yes', partySize: 1, diet: false });
    expect(read("My parents won't come but I will, on my own")).toEqual({ status: 'yes', partySize: 1, diet: false });
  });

  it('reads a dietary need told, not asked', () => {
    expect(read('Un végétarien parmi nous')).toEqual({ status: null, partySize: null, diet: true });
    expect(read('Oui on vient ! Ma fille est allergique aux noix')).toEqual({ status: 'yes', partySize: null, diet: true });
    expect(read('Y aura-t-il un menu végétarien ?')).toBeNull();
    expect(read('On sera 3, aucune allergie')).toEqual({ status: 'yes', partySize: 3, diet: false });
  });

  it.each([
    'Je peux venir avec mon copain ?',
    "Jusqu'à quand faut-il confirmer sa présence ?",
    'Is there parking? We are coming from Lyon',
    'On vient en 2 voitures, il y a de la place pour se garer ?',
    'Si on ne peut pas venir, on fait comment pour le cadeau ?',
    'How many guests are invited?',
    'Merci pour les infos !',
  ])('takes no question for an answer: « %s »', (text) => {
    expect(read(text)).toBeNull();
  });

  it('gives what the message also asks to the assistant', () => {
    expect(readRsvp('On sera 2 ! Il y a un parking ?')).toMatchObject({ status: 'yes', partySize: 2, asked: 'Il y a un parking ?' });
  });
});
