import { describe, expect, it } from 'vitest';
import {
  continueInvitation,
  invitationStateOf,
  invitationTap,
  pendingInvitationOf,
  type InvitationHousehold,
  type InvitationState,
} from './invitation-conversation.ts';
import { BUTTON_TITLE_MAX } from '../assistant/offer-choices.ts';

const now = new Date('2027-03-01T10:00:00Z');
const household = (overrides: Partial<InvitationHousehold> = {}): InvitationHousehold => ({
  parts: [
    { id: 1, name: 'Vin d’honneur' },
    { id: 2, name: 'Dîner' },
  ],
  seats: 2,
  members: 1,
  answers: [],
  dietaryNotes: null,
  couple: 'Inès et Thomas',
  ...overrides,
});
const turn = (state: InvitationState | null, text: string, payload?: string, h = household()) =>
  continueInvitation({ state, household: h, text, payload, language: 'fr', now });
const reply = (t: ReturnType<typeof turn>) => {
  if (t?.kind !== 'reply') throw new Error(`no reply: ${JSON.stringify(t)}`);
  return t;
};

describe('invitationTap', () => {
  it('reads the template’s payloads and its titles in the three languages, nothing else', () => {
    expect(invitationTap('invite-maybe', '')).toBe('maybe');
    expect(invitationTap(undefined, 'Non, désolé(e)')).toBe('no');
    expect(invitationTap(undefined, 'Sí, con gusto')).toBe('yes');
    expect(invitationTap(undefined, 'oui')).toBeNull();
    expect(invitationTap('choice-1', 'Modifier')).toBeNull();
  });
});

describe('continueInvitation', () => {
  it('is no part of a message when nothing waits and nothing was tapped; an expired step waits no more', () => {
    expect(turn(null, 'oui on vient')).toBeNull();
    const step = invitationStateOf('count', 'fr', now);
    expect(pendingInvitationOf(step, now)).toEqual(step);
    expect(pendingInvitationOf({ ...step, expiresAt: '2027-01-01T00:00:00Z' }, now)).toBeNull();
    expect(pendingInvitationOf({ options: [] }, now)).toBeNull();
  });

  it('skips the count for a household of one seat and records its one person', () => {
    const t = reply(turn(null, '', 'invite-yes', household({ seats: 1 })));
    expect(t.pending).toMatchObject({ step: 'diet' });
    expect(t.record).toEqual({ answer: expect.objectContaining({ status: 'yes', partySize: 1 }) });
  });

  it('takes the count a guest gives when the couple set no seats, and says the seats when they did', () => {
    const status = invitationStateOf('status', 'fr', now);
    const open = reply(
      turn(status, 'Oui, nous serons 3', undefined, household({ seats: null, parts: [{ id: null, name: null }] })),
    );
    expect(open.record).toEqual({ answer: expect.objectContaining({ status: 'yes', partySize: 3 }) });
    const one = reply(turn(status, 'Oui, nous serons 3', undefined, household({ seats: 1 })));
    expect(one.reply).toContain('Votre invitation compte 1 place.');
    expect(one.record).toEqual({ answer: expect.objectContaining({ status: 'yes', partySize: 1 }) });
    const two = reply(turn(status, 'Oui, nous serons 3', undefined, household({ seats: 2 })));
    expect(two.reply).toContain('Votre invitation compte 2 places.');
    expect(two.pending).toMatchObject({ step: 'count' });
    // Several members and no seats set: the count is asked without a range.
    const asked = reply(turn(null, '', 'invite-yes', household({ seats: null, members: 3 })));
    expect(asked.reply).toContain('Répondez par un nombre (0 si personne ne vient à ce moment-là).');
    // More than anyone may note: the limit is the assistant's, not the couple's invitation's, and the count is asked
    // again, even of a guest listed alone (never taken as one).
    for (const members of [3, 1]) {
      const crowd = reply(turn(status, 'Oui, nous serons 25', undefined, household({ seats: null, members })));
      expect(crowd.reply).toContain('Je peux noter 20 personnes au plus par invitation');
      expect(crowd.reply).not.toContain('Votre invitation compte');
      expect(crowd.pending).toMatchObject({ step: 'count' });
      // Nothing recorded until the count is given: a household of one would otherwise read « Présent (1) ».
      expect(crowd.record).toBeNull();
    }
  });

  it('keeps the number a maybe says, and says it in the summary', () => {
    const status = invitationStateOf('status', 'fr', now);
    const maybe = reply(turn(status, 'Peut-être, ça dépend de mes congés. On serait 2.'));
    expect(maybe.record).toEqual({ answer: expect.objectContaining({ status: 'maybe', partySize: 2 }) });
    expect(maybe.reply).toContain('• Dîner : vous ne savez pas encore (2 personnes si vous venez)');
    const unsure = reply(turn(status, 'Je ne sais pas encore'));
    expect(unsure.record).toEqual({ answer: expect.objectContaining({ status: 'maybe', partySize: null }) });
    expect(unsure.reply).toContain('• Dîner : vous ne savez pas encore\n');
  });

  it('asks each part in the day’s order, with « Personne » among the buttons, and records per part', () => {
    const first = reply(turn(null, '', 'invite-yes'));
    expect(first.reply).toContain('Vin d’honneur : combien serez-vous ?');
    expect(first.buttons?.titles).toEqual(['1', '2', 'Personne']);
    const nobody = reply(turn(first.pending, 'Personne', 'choice-3'));
    expect(nobody.record).toEqual({ answer: expect.objectContaining({ status: 'no' }), partIds: [1] });
    expect(nobody.reply).toContain('Dîner : combien serez-vous ?');
    const tooMany = reply(turn(nobody.pending, 'nous serons 5'));
    expect(tooMany.reply).toMatch(/^Votre invitation compte 2 places\./);
    expect(tooMany.record).toBeNull();
    const two = reply(turn(nobody.pending, 'deux'));
    expect(two.record).toEqual({ answer: expect.objectContaining({ status: 'yes', partySize: 2 }), partIds: [2] });
    expect(two.pending).toMatchObject({ step: 'diet' });
  });

  it('reads « non » at one part’s count as no one at that part, the parts before kept; a sentence declining, as all', () => {
    const first = reply(turn(null, '', 'invite-yes'));
    const two = reply(turn(first.pending, '2'));
    expect(two.reply).toContain('Dîner : combien serez-vous ?');
    const answered = household({ answers: [{ partId: 1, status: 'yes', partySize: 2 }] });
    for (const nobody of ['Non', 'non merci', 'Pas nous', 'No, not us', 'None of us, sorry', 'No, gracias', 'nadie']) {
      const t = reply(turn(two.pending, nobody, undefined, answered));
      expect(t.record, nobody).toEqual({ answer: expect.objectContaining({ status: 'no' }), partIds: [2] });
      expect(t.pending, nobody).toMatchObject({ step: 'diet' });
    }
    const declined = reply(
      turn(two.pending, 'Non, finalement on ne viendra pas du tout, désolés', undefined, answered),
    );
    expect(declined.record?.answer).toMatchObject({ status: 'no' });
    expect(declined.record?.partIds).toBeUndefined();
    expect(declined.reply).toContain('• Vin d’honneur : vous ne venez pas\n• Dîner : vous ne venez pas');
    // At a household’s only part, « non » declines the invitation.
    const only = household({ parts: [{ id: 1, name: 'Dîner' }] });
    const alone = reply(turn(reply(turn(null, '', 'invite-yes', only)).pending, 'Non', undefined, only));
    expect(alone.record?.answer).toMatchObject({ status: 'no' });
    expect(alone.reply).toContain('• Dîner : vous ne venez pas');
  });

  it('asks again from the start when a guest asks to change their answer at any step, never noting it as a diet', () => {
    for (const step of ['count', 'diet', 'confirm'] as const) {
      const changed = reply(turn(invitationStateOf(step, 'fr', now), 'Je voudrais changer ma réponse'));
      expect(changed.reply, step).toMatch(/^Serez-vous des nôtres \?\n1\. Oui, avec plaisir/);
      expect(changed.pending, step).toMatchObject({ step: 'status' });
      expect(changed.record, step).toBeNull();
    }
    const english = continueInvitation({
      state: invitationStateOf('count', 'fr', now),
      household: household(),
      text: 'Can I change my answer?',
      payload: undefined,
      language: 'en',
      now,
    });
    expect(reply(english).reply).toMatch(/^Will you be joining us\?/);
  });

  it('reads a count said of the part asked, « pareil » as the part before, and asks again a count said of another', () => {
    const day = household({
      seats: 4,
      parts: [
        { id: 1, name: 'Cérémonie', kind: 'ceremony', label: null },
        { id: 2, name: 'Dîner', kind: 'dinner', label: null },
      ],
    });
    const first = invitationStateOf('count', 'fr', now, 0);
    const counted = reply(turn(first, '3 pour la cérémonie', undefined, day));
    expect(counted.record).toMatchObject({ answer: { status: 'yes', partySize: 3 }, partIds: [1] });
    expect(counted.pending).toMatchObject({ step: 'count', part: 1 });
    // Said of the dinner while the ceremony is asked: nothing recorded, the ceremony's question again.
    const other = reply(turn(first, '2 pour le dîner', undefined, day));
    expect(other.record).toBeNull();
    expect(other.reply).toMatch(/^Cérémonie : combien serez-vous \?/);
    const answered = { ...day, answers: [{ partId: 1, status: 'yes' as const, partySize: 3 }] };
    const second = invitationStateOf('count', 'fr', now, 1);
    for (const same of ['pareil', 'Idem !', 'la même chose'])
      expect(reply(turn(second, same, undefined, answered)).record, same).toMatchObject({
        answer: { status: 'yes', partySize: 3 },
        partIds: [2],
      });
    // At the first part there is no part before: « pareil » says nothing.
    expect(turn(first, 'pareil', undefined, day)).toEqual({ kind: 'aside' });
  });

  it('asks which diet when the guest only says there is one, and takes the next message as it', () => {
    const diet = invitationStateOf('diet', 'fr', now);
    for (const text of ['Oui', 'oui une allergie', 'Ouais j’en ai une']) {
      const which = reply(turn(diet, text));
      expect(which.reply, text).toBe('Lequel ? Dites-le-moi simplement (« végétarien », « allergie aux noix »).');
      expect(which.pending, text).toMatchObject({ step: 'diet' });
      expect(which.record, text).toBeNull();
    }
    const told = reply(turn(diet, 'allergie aux crustacés'));
    expect(told.record).toEqual({ answer: expect.objectContaining({ diet: 'allergie aux crustacés' }) });
    const english = reply(turn(invitationStateOf('diet', 'en', now), 'yes'));
    expect(english.reply).toBe('Which one? Just tell me ("vegetarian", "nut allergy").');
  });

  it('reads a doubt at the diet step as about the diet, unless it speaks of coming', () => {
    const diet = invitationStateOf('diet', 'fr', now);
    const menu = reply(turn(diet, 'je sais pas encore pour le menu'));
    expect(menu.reply).toContain('C’est noté, voici votre réponse :');
    expect(menu.record).toBeNull();
    // Coming, in words the reader does not read as an answer: whether they come is asked.
    const coming = reply(turn(diet, 'finalement je ne sais pas si je pourrai venir'));
    expect(coming.pending).toMatchObject({ step: 'status' });
    expect(coming.record).toBeNull();
    const unsure = reply(turn(invitationStateOf('diet', 'en', now), 'not sure yet if I can make it'));
    expect(unsure.record?.answer).toMatchObject({ status: 'maybe' });
  });

  it('asks one number for « 2 ou 3 », and takes a doubt on the count as a yes whose count comes later', () => {
    const count = invitationStateOf('count', 'fr', now, 0);
    const range = reply(turn(count, '2 ou 3'));
    expect(range.reply).toMatch(/^Il me faut un seul nombre, le plus probable/);
    expect(range.pending).toMatchObject({ step: 'count', part: 0 });
    expect(range.record).toBeNull();
    const later = reply(turn(count, 'je ne sais pas encore combien on sera'));
    expect(later.reply).toMatch(/^Pas de souci : dites-moi combien vous serez dès que vous le saurez\.\nUn régime/);
    expect(later.pending).toMatchObject({ step: 'diet' });
    expect(later.record).toBeNull();
    // A doubt on coming is a maybe, as before.
    expect(reply(turn(count, 'finalement je ne sais pas si on viendra')).record?.answer).toMatchObject({
      status: 'maybe',
    });
  });

  it('notes a diet told before the count or before the answer, and asks the question again', () => {
    const count = invitationStateOf('count', 'fr', now);
    const noted = reply(turn(count, 'Je suis végétarienne, pour info'));
    expect(noted.reply).toBe(
      'C’est noté pour les repas.\nVin d’honneur : combien serez-vous ?\nRépondez par un nombre, de 1 à 2 (0 si personne ne vient à ce moment-là).',
    );
    expect(noted.record?.answer).toMatchObject({ status: null, diet: expect.stringContaining('végétarienne') });
    expect(noted.pending).toMatchObject({ step: 'count', part: 0 });
    const status = reply(turn(invitationStateOf('status', 'fr', now), 'Je suis végétarienne, pour info'));
    expect(status.reply).toMatch(/^C’est noté pour les repas\.\nSerez-vous des nôtres \?/);
    expect(status.pending).toMatchObject({ step: 'status' });
  });

  it('reads « non » at the diet step as no diet, a question as an aside, other words as the diet', () => {
    const diet = invitationStateOf('diet', 'fr', now);
    const answered = household({
      answers: [
        { partId: 1, status: 'yes', partySize: 2 },
        { partId: 2, status: 'no', partySize: null },
      ],
    });
    const none = reply(turn(diet, 'Non', undefined, answered));
    expect(none.record).toBeNull();
    expect(none.reply).toContain('• Vin d’honneur : 2 personnes\n• Dîner : vous ne venez pas');
    expect(none.reply).not.toContain('Régime');
    for (const nothing of ['non rien', 'Pas d’allergie', 'rien de spécial, merci', 'No thanks', 'Nada, gracias'])
      expect(reply(turn(diet, nothing, undefined, answered)).record).toBeNull();
    // A bare number is no diet: the question is asked again.
    expect(reply(turn(diet, '3', undefined, answered)).pending).toMatchObject({ step: 'diet' });
    expect(turn(diet, 'Il y aura un menu enfant ?', undefined, answered)).toEqual({ kind: 'aside' });
    // The answer said again (« Oui, nous serons 2 ! ») is read as an answer, never kept as a diet.
    expect(turn(diet, 'Oui, nous serons 2 !', undefined, answered)).toEqual({ kind: 'aside' });
    const told = reply(turn(diet, 'sans lactose', undefined, answered));
    expect(told.record).toEqual({ answer: expect.objectContaining({ diet: 'sans lactose', status: null }) });
    expect(told.reply).toContain('• Régime ou allergie : sans lactose');
    expect(told.pending).toMatchObject({ step: 'confirm' });
  });

  it('asks again from the start on « Modifier », and leaves other words after the confirmation to the usual reading', () => {
    const confirm = invitationStateOf('confirm', 'fr', now);
    const again = reply(turn(confirm, 'modifier'));
    expect(again.pending).toMatchObject({ step: 'status' });
    expect(again.buttons?.titles).toEqual(['Oui, avec plaisir', 'Non, désolé(e)', 'Je ne sais pas']);
    // Each title fits a button sent inside the session; a tap that comes back as its text alone is read.
    for (const language of ['fr', 'en', 'es'] as const) {
      const state = invitationStateOf('confirm', language, now);
      const asked = reply(
        continueInvitation({ state, household: household(), text: 'x', payload: 'choice-1', language, now }),
      );
      expect(asked.buttons!.titles.every((title) => title.length <= BUTTON_TITLE_MAX)).toBe(true);
    }
    expect(reply(turn(again.pending!, 'Je ne sais pas')).record).toMatchObject({ answer: { status: 'maybe' } });
    expect(turn(confirm, 'on sera 3 finalement')).toBeNull();
  });
});
