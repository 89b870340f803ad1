// A yes the learned status reader firmly reads otherwise (decision 026): nothing recorded, whether they come asked,
// the count said kept for the answer.
import { describe, expect, it } from 'vitest';
import { pendingRsvpOf, readFollowUp } from './follow-up.ts';
import { readRsvp } from './read-rsvp.ts';
import { doubtsStatus } from './status-model.ts';

const now = new Date('2027-01-01T12:00:00Z');

describe('a yes in doubt', () => {
  it.each([
    ["I can't make it, but Tom will come without me", 'en', 1],
    ['No podremos ir a la boda, pero estaremos en el brunch los dos', 'es', 2],
  ] as const)('asks whether « %s » comes, the count kept for the answer', (text, language, partySize) => {
    const read = readRsvp(text);
    expect(read).toMatchObject({ status: null, partySize, missing: 'status' });
    const pending = pendingRsvpOf('status', null, language, now, read!.partySize);
    expect(readFollowUp(pending, '1', now)).toMatchObject({ status: 'yes', partySize, missing: null });
    expect(readFollowUp(pending, '2', now)).toMatchObject({ status: 'no', partySize: null });
  });

  it('leaves a yes the model also reads as one, and never doubts a no or a maybe', () => {
    expect(doubtsStatus('Oui, nous serons 3 avec plaisir !', 'yes')).toBe(false);
    expect(doubtsStatus('Désolés, on ne pourra pas venir', 'no')).toBe(false);
    expect(doubtsStatus("We'll do our best to make it, no promises", 'maybe')).toBe(false);
    expect(readRsvp('Oui, nous serons 3 avec plaisir !')).toMatchObject({ status: 'yes', partySize: 3 });
  });
});
