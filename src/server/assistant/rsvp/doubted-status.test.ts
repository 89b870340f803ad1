// A yes or a maybe the learned status reader firmly reads otherwise (decisions 026, 027): nothing recorded, whether
// they come asked, the count said kept for the answer.
import { describe, expect, it } from 'vitest';
import { pendingRsvpOf, readFollowUp } from './follow-up.ts';
import { readRsvp } from './read-rsvp.ts';
import { doubtsStatus } from './status-model.ts';

const now = new Date('2027-01-01T12:00:00Z');

describe('a yes in doubt', () => {
  it('asks whether "I\'m a no… we\'ll be 2 at the festival" comes, the count kept for a yes', () => {
    const text = "I'm a no, sorry! Same weekend as Glastonbury, we'll be 2 at the festival 🎸";
    const read = readRsvp(text);
    expect(read).toMatchObject({ status: null, partySize: 2, missing: 'status' });
    const pending = pendingRsvpOf('status', null, 'en', now, read!.partySize);
    expect(readFollowUp(pending, '1', now)).toMatchObject({ status: 'yes', partySize: 2, missing: null });
    expect(readFollowUp(pending, '2', now)).toMatchObject({ status: 'no', partySize: null });
    expect(readFollowUp(pending, 'yes, just me', now)).toMatchObject({ status: 'yes', partySize: 1 });
  });

  it('keeps "we\'ll be there" speaking for several through the question: the yes after it is no count of one', () => {
    const read = readRsvp("I'm a no, sorry! we'll be there at the festival");
    expect(read).toMatchObject({ status: null, partySize: null, missing: 'status', forSeveral: true });
    const pending = pendingRsvpOf('status', null, 'en', now, null, read!);
    expect(readFollowUp(pending, '1', now)).toMatchObject({ status: 'yes', partySize: null, forSeveral: true });
    expect(readFollowUp(pending, 'yes, just me', now)).toMatchObject({ status: 'yes', partySize: 1 });
    expect(readFollowUp(pending, '2', now)?.forSeveral).toBeUndefined();
  });

  it('leaves a yes or a maybe the model also reads as one, and never doubts a no', () => {
    expect(doubtsStatus('Oui, nous serons 3 avec plaisir !', 'yes')).toBe(false);
    expect(doubtsStatus('Désolés, on ne pourra pas venir', 'no')).toBe(false);
    expect(doubtsStatus("We'll try our best to come but can't promise anything yet", 'maybe')).toBe(false);
    expect(readRsvp('Oui, nous serons 3 avec plaisir !')).toMatchObject({ status: 'yes', partySize: 3 });
    expect(readRsvp('Je ne sais pas encore si on pourra, je vous dis vite')).toMatchObject({ status: 'maybe' });
  });
});

describe('a maybe in doubt', () => {
  it('asks whether « peut-être un peu en retard, mais on sera 4 » comes, the count kept for a yes', () => {
    const text = 'On arrivera peut-être un peu en retard, mais on sera 4 !';
    const read = readRsvp(text);
    expect(read).toMatchObject({ status: null, partySize: 4, missing: 'status' });
    const pending = pendingRsvpOf('status', null, 'fr', now, read!.partySize);
    expect(readFollowUp(pending, '1', now)).toMatchObject({ status: 'yes', partySize: 4, missing: null });
    expect(readFollowUp(pending, '3', now)).toMatchObject({ status: 'maybe', partySize: 4 });
  });
});
