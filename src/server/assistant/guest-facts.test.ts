import { describe, expect, it } from 'vitest';
import { factLabel, faqRowId } from '../../shared/fact-labels.ts';
import { answerQuestion } from './answer-question.ts';
import { factsForGuest, keepWithinInvitation } from './guest-facts.ts';
import type { AssistantWedding, GuestInvitation, GuestPart } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Inès',
  groomName: 'Thomas',
  weddingDate: '2027-06-12',
  ceremonyVenue: 'Mairie de Vayres',
  ceremonyTime: '15:00',
  receptionVenue: 'Domaine des Tilleuls',
  receptionTime: '17:30',
  emergencyContact: 'Julie 06 12 34 56 78',
};
const part = (id: number, kind: GuestPart['kind'], time: string, venue: string, invited: boolean): GuestPart => ({
  id,
  kind,
  label: null,
  date: null,
  time,
  venue,
  address: null,
  invited,
});
const invitation = (invited: number[], table: string | null = null): GuestInvitation => ({
  table,
  parts: [
    part(1, 'civil_ceremony', '15:00', 'Mairie de Vayres', invited.includes(1)),
    part(2, 'cocktail', '17:30', 'Domaine des Tilleuls', invited.includes(2)),
    part(3, 'dinner', '20:45', 'Château de Vayres', invited.includes(3)),
  ],
});
const ask = (text: string, guest: GuestInvitation) => {
  const { wedding: view, faqs } = factsForGuest(wedding, [], guest);
  const answer = answerQuestion({ wedding: view, faqs, text });
  return keepWithinInvitation(answer, answer.trace?.subjects ?? [], guest, wedding.weddingDate, answer.language);
};

describe('the facts a guest is answered from', () => {
  it('leaves the wedding as it is for the couple’s test chat', () => {
    expect(factsForGuest(wedding, [], null)).toEqual({ wedding, faqs: [] });
  });

  it('keeps the fields of the parts a household is not invited to out of its view', () => {
    const { wedding: view, faqs } = factsForGuest(wedding, [], invitation([1]));
    expect(view).toMatchObject({ ceremonyTime: '15:00', receptionTime: null, receptionVenue: null });
    expect(faqs.map((f) => f.id)).toEqual(['guest-invitation']);
    expect(JSON.stringify(faqs)).not.toMatch(/20h45|Château/);
  });

  it('makes every narrower part of the day a fact, written in the three languages', () => {
    const { faqs } = factsForGuest(wedding, [], invitation([1, 2, 3], 'Table 4'));
    expect(faqs.map((f) => f.id)).toEqual(['guest-part-2', 'guest-part-3', 'guest-table']);
    expect(faqs[1]).toMatchObject({
      answer: 'Le dîner : à 20h45, au Château de Vayres.',
      answerEn: 'The dinner: at 8:45 pm (20h45), Château de Vayres.',
      answerEs: 'La cena: a las 20h45, Château de Vayres.',
      labels: {
        fr: 'le dîner : à quelle heure et où',
        en: 'the dinner: what time and where',
        es: 'la cena: a qué hora y dónde',
      },
    });
    expect(faqs[2]?.labels).toEqual({ fr: 'votre table', en: 'your table', es: 'su mesa' });
  });

  it('answers a question on a part the household is not invited to with what it is invited to', () => {
    const reply = ask('À quelle heure est le dîner ?', invitation([1, 2])).reply;
    expect(reply).toBe(
      "Votre invitation comprend :\n– la cérémonie civile : à 15h, à la Mairie de Vayres\n– le vin d'honneur : à 17h30, au Domaine des Tilleuls",
    );
    expect(ask('À quelle heure est le dîner ?', invitation([1, 2, 3])).reply).toContain('20h45');
    expect(ask('Je suis à quelle table ?', invitation([1, 2, 3], 'Table 4')).reply).toBe(
      'Vous êtes à la table « Table 4 ».',
    );
  });

  it('takes the dinner for the reception’s when the day names no dinner of its own', () => {
    const day = (invited: number[]): GuestInvitation => ({
      table: null,
      parts: [
        part(1, 'ceremony', '14:30', 'Mairie de Vayres', invited.includes(1)),
        part(2, 'cocktail', '16:30', 'Jardins du Domaine', invited.includes(2)),
        part(3, 'reception', '18:00', 'Domaine des Tilleuls', invited.includes(3)),
      ],
    });
    // Invited to the cocktail only: never « La réception commence à 16h30 » (the cocktail's time under the dinner's name).
    expect(ask('Le dîner commence à quelle heure ?', day([2])).reply).toBe(
      "Votre invitation comprend :\n– le vin d'honneur : à 16h30, aux Jardins du Domaine",
    );
    expect(ask('Le dîner commence à quelle heure ?', day([1, 3])).reply).not.toContain('Votre invitation comprend');
    expect(ask('Le vin d’honneur commence à quelle heure ?', day([2])).reply).toContain('16h30');
    // Asked with no part named: their part of the day, by its own name, in the guest's language.
    expect(ask('C’est à quelle heure ?', day([2])).reply).toBe("Le vin d'honneur commence à 16h30.");
    expect(ask('C’est où exactement ?', day([2])).reply).toBe("Le vin d'honneur a lieu aux Jardins du Domaine.");
    expect(ask('What time does it start?', day([2])).reply).toBe(
      "The cocktail reception (vin d'honneur) starts at 4:30 pm (16h30).",
    );
    // The whole day: « la réception » is the couple's part of that name, not the vin d'honneur before it.
    for (const text of [
      'Le dîner commence à quelle heure ?',
      'La réception commence quand ?',
      'On mange à quelle heure ?',
    ]) {
      const reply = ask(text, day([1, 2, 3])).reply;
      expect(reply, text).toContain('18h');
      expect(reply, text).not.toContain('16h30');
    }
    expect(ask('Le vin d’honneur commence à quelle heure ?', day([1, 2, 3])).reply).toContain('16h30');
  });

  it('leaves out of the couple’s FAQs the sentences on parts the household is not invited to', () => {
    const programme = {
      id: 7,
      question: 'Quel est le programme de la journée ?',
      answer:
        "Programme :\n15h : mairie\n17h30 : vin d'honneur au Domaine des Tilleuls\n20h45 : dîner au Château de Vayres",
      answerEn: 'Schedule:\n3 pm: town hall\n8:45 pm: dinner at the Château de Vayres',
    };
    const parking = { id: 8, question: 'Un parking ?', answer: 'Oui, au Domaine. Pour le dîner, celui du Château.' };
    const menu = { id: 9, question: 'Le menu ?', answer: 'Le dîner sera un buffet du Sud-Ouest.' };
    const { faqs } = factsForGuest(wedding, [programme, parking, menu], invitation([1, 2]));
    expect(faqs.slice(0, 2)).toEqual([
      {
        ...programme,
        answer: "Programme :\n15h : mairie\n17h30 : vin d'honneur au Domaine des Tilleuls",
        answerEn: 'Schedule:\n3 pm: town hall',
      },
      { ...parking, answer: 'Oui, au Domaine.' },
    ]);
    expect(JSON.stringify(faqs)).not.toMatch(/20h45|8:45|buffet|Château/);
    // The whole day's guests read the couple's FAQs as written.
    expect(factsForGuest(wedding, [programme, parking, menu], invitation([1, 2, 3])).faqs.slice(0, 3)).toEqual([
      programme,
      parking,
      menu,
    ]);
  });

  it('never answers when a part ends with when it starts', () => {
    const whole = invitation([1, 2, 3]);
    for (const text of ['À quelle heure se termine le dîner ?', 'When does the dinner end?']) {
      const answer = ask(text, whole);
      expect(answer.reply).not.toContain('20h45');
      expect(answer.answered).toBe(false);
    }
    expect(ask('Le dîner commence à quelle heure ?', whole).reply).toContain('20h45');
  });

  it('names guest facts for the couple’s figures, apart from their FAQs', () => {
    expect(faqRowId('faq:12')).toBe(12);
    expect(faqRowId('faq:guest-table')).toBeNull();
    expect(factLabel('faq:guest-part-3')).toBe('Moments de la journée');
    expect(factLabel('faq:12')).toBeNull();
  });
});
