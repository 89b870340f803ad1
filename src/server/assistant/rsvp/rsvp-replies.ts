// The one sentence that confirms a guest's answer to the invitation, in their language.
import type { Language } from '../detect-language.ts';
import { formatDate } from '../format-facts.ts';
import type { RsvpStatus } from './read-rsvp.ts';

export type RecordedRsvp = { status: RsvpStatus | null; partySize: number | null; diet: boolean };
type Couple = { bride: string; groom: string };

const and = (language: Language) => (language === 'en' ? 'and' : language === 'es' ? 'y' : 'et');

/** « C'est noté : vous venez à 2 (réponse modifiable jusqu'au 1er mai 2027). » */
export function rsvpConfirmation({ status, partySize, diet }: RecordedRsvp, couple: Couple, language: Language, deadline: string | null): string {
  const names = `${couple.bride} ${and(language)} ${couple.groom}`;
  const until = deadline ? formatDate(deadline, language) : null;
  if (language === 'en') {
    if (!status) return `Noted: your dietary note is passed on to ${names}${until ? ` (you can change it until ${until})` : ''}.`;
    const what = status === 'no' ? "you won't be able to come" : status === 'maybe' ? "you don't know yet" : status === 'yes' ? (partySize ? `you're coming, ${partySize} ${partySize === 1 ? 'person' : 'people'} in all` : "you're coming") : 'your note';
    const meals = diet ? (status ? ', and your dietary note is passed on' : ' about meals is passed on') : '';
    const change = until ? ` (you can change it until ${until})` : '';
    return `Noted: ${what}${meals}${change}. ${status === 'no' ? `${names} thank you for letting them know.` : `Thank you, ${names} will be delighted!`}`.replace(/\. Thank you, (.+) will be delighted!$/, status === 'maybe' ? '. Let me know as soon as you can.' : '. Thank you, $1 will be delighted!');
  }
  if (language === 'es') {
    const what = status === 'no' ? 'no podrá venir' : status === 'maybe' ? 'todavía no lo sabe' : status === 'yes' ? (partySize ? `viene, ${partySize} ${partySize === 1 ? 'persona' : 'personas'} en total` : 'viene') : 'su indicación';
    const meals = diet ? (status ? ', y su indicación sobre las comidas queda transmitida' : ' sobre las comidas queda transmitida') : '';
    const change = until ? ` (puede cambiarlo hasta el ${until})` : '';
    if (!status) return `Anotado: su indicación sobre las comidas se ha transmitido a ${names}${change}.`;
    const after = status === 'no' ? `${names} le agradecen el aviso.` : status === 'maybe' ? 'Avíseme en cuanto lo sepa.' : `¡Gracias, ${names} estarán encantados!`;
    return `Anotado: ${what}${meals}${change}. ${after}`;
  }
  const what = status === 'no' ? 'vous ne pourrez pas venir' : status === 'maybe' ? 'vous ne savez pas encore' : status === 'yes' ? (partySize ? `vous venez, ${partySize} ${partySize === 1 ? 'personne' : 'personnes'} en tout` : 'vous venez') : 'votre précision';
  const meals = diet ? (status ? ', et votre précision sur les repas est transmise' : ' sur les repas est transmise') : '';
  const change = until ? ` (réponse modifiable jusqu’au ${until})` : '';
  if (!status) return `C’est noté : votre précision sur les repas est transmise à ${names}${change}.`;
  const after = status === 'no' ? `${names} vous remercient de les avoir prévenus.` : status === 'maybe' ? 'Redites-le-moi dès que vous savez.' : `Merci, ${names} s’en réjouissent !`;
  return `C’est noté : ${what}${meals}${change}. ${after}`;
}

/** After the deadline, the answer is no longer taken here: the guest writes to the couple. */
export function rsvpClosed(couple: Couple, language: Language, deadline: string): string {
  const names = `${couple.bride} ${and(language)} ${couple.groom}`;
  const since = formatDate(deadline, language);
  if (language === 'en') return `Replies closed on ${since}: to change yours, please write to ${names} directly.`;
  if (language === 'es') return `Las respuestas se cerraron el ${since}: para cambiar la suya, escriba directamente a ${names}.`;
  return `Les réponses sont closes depuis le ${since} : pour changer la vôtre, écrivez directement à ${names}.`;
}
