import { describe, expect, it } from 'vitest';
import { pendingChoiceOf, pickOption } from './pending-choice.ts';

const now = new Date('2027-06-01T10:00:00Z');
const pending = pendingChoiceOf(
  [
    {
      label: "l'heure de la cérémonie",
      reply: 'La cérémonie commence à 15h30.',
      sources: ['ceremonyTime'],
      confidence: 0.8,
    },
    {
      label: 'la date limite de réponse',
      reply: 'Merci de répondre avant le 1er mai.',
      sources: ['faq:3'],
      confidence: 0.78,
    },
  ],
  'fr',
  now,
);

describe('pickOption', () => {
  it.each([
    ['2', 1],
    ['la 2', 1],
    ['Le 1.', 0],
    ['n°2', 1],
    ['2️⃣', 1],
    ['la cérémonie', 0],
    ['date limite', 1],
    // In words, with what a guest writes around them.
    ['deux', 1],
    ['le 2 stp', 1],
    ["c'est la 1 merci", 0],
    ['la deuxième', 1],
    ['the second one', 1],
    ['el segundo por favor', 1],
    ['premier', 0],
  ])('reads « %s » as option %i', (text, expected) => {
    expect(pickOption(pending, text, undefined, now)).toBe(expected);
  });

  it('reads a tapped button by its payload', () => {
    expect(pickOption(pending, "L'heure de la cérémonie", 'choice-2', now)).toBe(1);
  });

  it('leaves a new question, a number out of range and an expired choice alone', () => {
    expect(
      pickOption(pending, 'Il y a un parking près de la salle des fêtes pour les voitures ?', undefined, now),
    ).toBeNull();
    expect(pickOption(pending, '3', undefined, now)).toBeNull();
    expect(pickOption(pending, 'on sera 2', undefined, now)).toBeNull();
    expect(pickOption(pending, '2', undefined, new Date(now.getTime() + 31 * 60 * 1000))).toBeNull();
    expect(pickOption(null, '2', undefined, now)).toBeNull();
  });
});
