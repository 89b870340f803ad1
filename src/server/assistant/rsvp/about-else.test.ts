// What a message says of something else than the wedding is not read as an answer (messages written for these tests).
import { describe, expect, it } from 'vitest';
import { withoutElse } from './about-else.ts';
import { readRsvpByGrammar } from './read-rsvp.ts';

const read = (text: string) => {
  const r = readRsvpByGrammar(text);
  return r && { status: r.status, partySize: r.partySize };
};

describe('an offer or an invitation of the writer’s own, asked', () => {
  it.each([
    "Vous avez besoin d'un coup de main pour installer la salle ? Je peux venir dès 8h avec ma sœur.",
    'Does anybody need a lift from Lyon? I can take 3 people, leaving Friday night.',
    'Ça te dirait de venir bruncher chez nous dimanche ? On serait 4.',
    '¿Os apetece venir a cenar el sábado? Seríamos 5.',
    'Vous venez manger à la maison samedi prochain ? On sera 6 avec les cousins',
    'Fancy a drink next Friday? There will be 5 of us',
  ])('« %s » answers nothing', (text) => {
    expect(read(text)).toBeNull();
  });

  it('keeps the offer asked and leaves out its details', () => {
    expect(withoutElse('Besoin d’aide pour ranger ? On peut venir à 3. Bisous')).toBe('Besoin d’aide pour ranger ?');
  });

  it('reads a sentence after the offer that names the wedding', () => {
    expect(read("Besoin d'aide pour la déco ? Sinon on sera 2 au mariage !")).toEqual({ status: 'yes', partySize: 2 });
  });

  it('reads a request of the guest’s own as no offer', () => {
    expect(read('Ça vous dit de nous mettre à la table des copains ? On sera 2 !')).toEqual({
      status: 'yes',
      partySize: 2,
    });
    expect(read('Does anyone need to know our arrival time? We will be there, the two of us')).toEqual({
      status: 'yes',
      partySize: 2,
    });
  });

  it('reads an answer given before the offer', () => {
    expect(read('Oui, on sera 3 ! Vous avez besoin d’aide pour la déco ?')).toEqual({ status: 'yes', partySize: 3 });
  });
});

describe('another occasion, or a collection for a gift', () => {
  it.each([
    "Pour l'EVG de Thomas on est 8, je réserve le karting.",
    "We're 10 for the hen do, the deposit is £40 each.",
    'Pour le cadeau commun on est 20 à participer, chacun met 30 €',
    'Para el regalo de grupo somos 10, ponemos 40 euros cada uno',
  ])('« %s » counts that occasion, not the wedding', (text) => {
    expect(read(text)).toBeNull();
  });

  it('reads a sentence that also names the wedding or someone coming', () => {
    expect(read("Je serai au mariage mais pas à l'EVJF, on sera 2.")).toEqual({ status: 'yes', partySize: 2 });
    expect(read('On participe à la cagnotte, et on sera 2 !')).toEqual({ status: 'yes', partySize: 2 });
    expect(read("Paul will come on his own, I'll be at my sister's hen party that weekend")).toEqual({
      status: 'yes',
      partySize: 1,
    });
  });
});

describe('another occasion at the wedding’s date, regretted', () => {
  it('keeps the sentence: it declines', () => {
    expect(readRsvpByGrammar('So sorry, we have my cousin’s stag do that weekend in Prague')?.status).toBe('no');
  });
});
