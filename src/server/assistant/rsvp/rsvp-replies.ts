// The one sentence that confirms a guest's answer to the invitation, in their language.
import type { Language } from '../detect-language.ts';
import { formatDate } from '../format-facts.ts';
import { couple, type Couple } from '../replies.ts';
import type { RsvpStatus } from './read-rsvp.ts';

export type RecordedRsvp = { status: RsvpStatus | null; partySize: number | null; diet: boolean };

type Words = {
  noted: string;
  coming: (size: number | null) => string;
  notComing: string;
  unsure: string;
  meals: string;
  /** A dietary note alone, told to the couple. */
  mealsOnly: (names: string) => string;
  change: (until: string) => string;
  thanks: { yes: (names: string) => string; no: (names: string) => string; maybe: string };
};

const WORDS: Record<Language, Words> = {
  fr: {
    noted: 'C’est noté :',
    coming: (n) => (n ? `vous venez, ${n} ${n === 1 ? 'personne' : 'personnes'} en tout` : 'vous venez'),
    notComing: 'vous ne pourrez pas venir',
    unsure: 'vous ne savez pas encore',
    meals: ', et votre précision sur les repas est transmise',
    mealsOnly: (names) => `votre précision sur les repas est transmise à ${names}`,
    change: (until) => ` (réponse modifiable jusqu’au ${until})`,
    thanks: {
      yes: (names) => `Merci, ${names} s’en réjouissent !`,
      no: (names) => `${names} vous remercient de les avoir prévenus.`,
      maybe: 'Redites-le-moi dès que vous savez.',
    },
  },
  en: {
    noted: 'Noted:',
    coming: (n) => (n ? `you're coming, ${n} ${n === 1 ? 'person' : 'people'} in all` : "you're coming"),
    notComing: "you won't be able to come",
    unsure: "you don't know yet",
    meals: ', and your dietary note is passed on',
    mealsOnly: (names) => `your dietary note is passed on to ${names}`,
    change: (until) => ` (you can change it until ${until})`,
    thanks: {
      yes: (names) => `Thank you, ${names} will be delighted!`,
      no: (names) => `${names} thank you for letting them know.`,
      maybe: 'Let me know as soon as you can.',
    },
  },
  es: {
    noted: 'Anotado:',
    coming: (n) => (n ? `viene, ${n} ${n === 1 ? 'persona' : 'personas'} en total` : 'viene'),
    notComing: 'no podrá venir',
    unsure: 'todavía no lo sabe',
    meals: ', y su indicación sobre las comidas queda transmitida',
    mealsOnly: (names) => `su indicación sobre las comidas se ha transmitido a ${names}`,
    change: (until) => ` (puede cambiarlo hasta el ${until})`,
    thanks: {
      yes: (names) => `¡Gracias, ${names} estarán encantados!`,
      no: (names) => `${names} le agradecen el aviso.`,
      maybe: 'Avíseme en cuanto lo sepa.',
    },
  },
};

/** « C'est noté : vous venez, 2 personnes en tout (réponse modifiable jusqu'au samedi 1er mai 2027). Merci, … » */
export function rsvpConfirmation(
  { status, partySize, diet }: RecordedRsvp,
  names: Couple,
  language: Language,
  deadline: string | null,
): string {
  const w = WORDS[language];
  const them = couple(names, language);
  const change = deadline ? w.change(formatDate(deadline, language)) : '';
  if (!status) return `${w.noted} ${w.mealsOnly(them)}${change}.`;
  const what = status === 'yes' ? w.coming(partySize) : status === 'no' ? w.notComing : w.unsure;
  const thanks = status === 'maybe' ? w.thanks.maybe : w.thanks[status](them);
  return `${w.noted} ${what}${diet ? w.meals : ''}${change}. ${thanks}`;
}

/** After the deadline, the answer is no longer taken here: the guest writes to the couple. */
export function rsvpClosed(names: Couple, language: Language, deadline: string): string {
  const them = couple(names, language);
  const since = formatDate(deadline, language);
  if (language === 'en') return `Replies closed on ${since}: to change yours, please write to ${them} directly.`;
  if (language === 'es')
    return `Las respuestas se cerraron el ${since}: para cambiar la suya, escriba directamente a ${them}.`;
  return `Les réponses sont closes depuis le ${since} : pour changer la vôtre, écrivez directement à ${them}.`;
}
