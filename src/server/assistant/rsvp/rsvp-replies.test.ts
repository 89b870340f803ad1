import { describe, expect, it } from 'vitest';
import { rsvpClosed, rsvpConfirmation } from './rsvp-replies.ts';

const couple = { bride: 'Camille', groom: 'Julien' };

describe('the confirmation of an answer to the invitation', () => {
  it('says in one sentence what was recorded, in the guest’s language, with the deadline', () => {
    expect(rsvpConfirmation({ status: 'yes', partySize: 2, diet: false }, couple, 'fr', '2027-05-01')).toBe(
      'C’est noté : vous venez, 2 personnes en tout (réponse modifiable jusqu’au samedi 1er mai 2027). Merci, Camille et Julien s’en réjouissent !',
    );
    expect(rsvpConfirmation({ status: 'no', partySize: null, diet: false }, couple, 'en', null)).toBe(
      "Noted: you won't be able to come. Camille and Julien thank you for letting them know.",
    );
    expect(rsvpConfirmation({ status: 'maybe', partySize: null, diet: false }, couple, 'es', null)).toBe(
      'Anotado: todavía no lo sabe. Avíseme en cuanto lo sepa.',
    );
    expect(rsvpConfirmation({ status: 'maybe', partySize: 2, diet: false }, couple, 'fr', null)).toBe(
      'C’est noté : vous ne savez pas encore (2 personnes si vous venez). Redites-le-moi dès que vous savez.',
    );
    expect(rsvpConfirmation({ status: null, partySize: null, diet: true }, couple, 'fr', null)).toBe(
      'C’est noté : votre précision sur les repas est transmise à Camille et Julien.',
    );
  });

  it('says when answers are closed', () => {
    expect(rsvpClosed(couple, 'fr', '2027-05-01')).toBe(
      'Les réponses sont closes depuis le samedi 1er mai 2027 : pour changer la vôtre, écrivez directement à Camille et Julien.',
    );
  });
});
