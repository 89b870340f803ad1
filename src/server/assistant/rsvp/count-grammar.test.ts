// A count said with no yes-word: « moi + 1 », « on arrive à 3 », people listed; a count asked about says nothing.
import { describe, expect, it } from 'vitest';
import { countedAlone } from './count-grammar.ts';
import { readRsvp } from './read-rsvp.ts';

const read = (text: string) => {
  const r = readRsvp(text);
  return r && { status: r.status, partySize: r.partySize };
};

describe('a count said with no yes-word', () => {
  it.each([
    ['Moi + 1 !', 2],
    ['Oui avec Paul et les 2 petits', 4],
    ['Ma femme et moi serons là', 2],
    ['On arrive à 3 !', 3],
    ['Me and my husband plus our 3 kids', 5],
  ])('« %s » is a yes for %s', (text, partySize) => {
    expect(read(text)).toEqual({ status: 'yes', partySize });
  });

  it('leaves a count asked about, and a bare number, alone', () => {
    expect(readRsvp('on peut venir à 4 ?')).toBeNull();
    expect(countedAlone('3')).toBeNull();
    expect(countedAlone('on arrive à 4 ?')).toBeNull();
  });
});
