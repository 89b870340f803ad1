// What the reader asks when one thing is missing, and how the next message answers it.
import { describe, expect, it } from 'vitest';
import {
  changeQuestion,
  changesCountUnsaid,
  FOLLOW_UP_TTL_MS,
  followUpQuestion,
  pendingChangeOf,
  pendingRsvpOf,
  readChange,
  readFollowUp,
} from './follow-up.ts';
import { readRsvp } from './read-rsvp.ts';

const now = new Date('2027-03-01T10:00:00Z');

describe('what is asked', () => {
  it('asks the count after a yes without one, whether they come after a diet alone, and nothing after a maybe or a no', () => {
    expect(readRsvp('oui !')?.missing).toBe('partySize');
    expect(readRsvp('¡¡Síííí!! 🎉🎉')?.missing).toBe('partySize');
    expect(readRsvp('Nous serons 2, avec plaisir !')?.missing).toBeNull();
    expect(readRsvp('Je suis végétarienne, pour info')?.missing).toBe('status');
    expect(readRsvp('Pas encore sûrs, on vous redit vite')?.missing).toBeNull();
    expect(readRsvp('Finalement je ne pourrai pas venir')?.missing).toBeNull();
  });

  it('words the question in the guest’s language', () => {
    expect(followUpQuestion('partySize', 'fr')).toBe('Combien serez-vous en tout ?');
    expect(followUpQuestion('partySize', 'en')).toBe('How many of you will there be in all?');
    expect(followUpQuestion('status', 'es')).toBe('¿Entonces vendrá? (sí, no, o todavía no lo sabe)');
  });
});

describe('the answer to the follow-up', () => {
  const count = pendingRsvpOf('partySize', 'yes', 'fr', now);
  it.each([
    ['3', 3],
    ['trois', 3],
    ['on sera 4', 4],
    ['juste moi', 1],
    ['nous deux', 2],
    ['5 personnes', 5],
  ])('« %s » answers how many: %s', (text, partySize) => {
    expect(readFollowUp(count, text, now)).toMatchObject({ status: 'yes', partySize });
  });

  it('takes a change of mind, and leaves a question to be read on its own', () => {
    expect(readFollowUp(count, 'finalement on ne pourra pas venir', now)?.status).toBe('no');
    expect(readFollowUp(count, 'Il y a un parking ?', now)).toBeNull();
  });

  it('reads the status in words (the answers it suggests among them) or numbered, and forgets a follow-up past its time', () => {
    const status = pendingRsvpOf('status', null, 'fr', now);
    expect(readFollowUp(status, 'Oui, avec plaisir', now)?.status).toBe('yes');
    expect(readFollowUp(status, 'non', now)?.status).toBe('no');
    expect(readFollowUp(status, 'pas encore sûre', now)?.status).toBe('maybe');
    expect(readFollowUp(pendingRsvpOf('status', null, 'es', now), 'Todavía no lo sé', now)?.status).toBe('maybe');
    expect(readFollowUp(status, '1', now)?.status).toBe('yes');
    // The option's number is no count: « 3 » is « pas encore sûr(e) », not three people.
    expect(readFollowUp(status, '3', now)).toMatchObject({ status: 'maybe', partySize: null });
    expect(readFollowUp(status, '1', now)).toMatchObject({ status: 'yes', partySize: null });
    expect(readFollowUp(status, '1', new Date(now.getTime() + FOLLOW_UP_TTL_MS + 1))).toBeNull();
    expect(readFollowUp({ options: [], language: 'fr', expiresAt: now.toISOString() }, '1', now)).toBeNull();
  });
});

describe('the confirmation of a new count', () => {
  const pending = pendingChangeOf(8, 2, 'fr', now);

  it('asks with the new count and the one before, numbered', () => {
    expect(changeQuestion(pending).text).toBe(
      'Vous étiez 2 jusqu’ici : je note 8 personnes à la place ?\n1. Oui, 8 personnes\n2. Non, on reste 2',
    );
  });

  it('reads the number, the button’s words, a yes or a no, or another count', () => {
    const size = (text: string) => readChange(pending, text, now)?.partySize ?? null;
    expect([size('1'), size('Oui, 8 personnes'), size('oui')]).toEqual([8, 8, 8]);
    expect([size('2'), size('Non, on reste 2'), size('non')]).toEqual([2, 2, 2]);
    expect(size('on sera 5')).toBe(5);
    expect(size('Il y a un parking ?')).toBeNull();
    expect(readChange(pending, '1', new Date('2027-03-02T10:00:00Z'))).toBeNull();
  });

  it('is asked only for a count the message does not say it changes', () => {
    const known = { status: 'yes' as const, partySize: 2 };
    const reading = (text: string) => changesCountUnsaid(known, readRsvp(text)!, text);
    expect(reading('Oui, on est 8 !')).toBe(true);
    // A collection's count is no answer at all (about-else.ts), so there is nothing to confirm.
    expect(readRsvp('Pour le cadeau commun on est 8 à participer')).toBeNull();
    expect(reading('Finalement on sera 3')).toBe(false);
    expect(reading('Pas 2 mais 3 !')).toBe(false);
    expect(reading('Nous serons 2')).toBe(false);
  });
});
