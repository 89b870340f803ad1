// The first message a guest receives after `start-<weddingId>`: who marries, when, and what to ask.
import type { Language } from './detect-language.ts';
import { frenchOf } from '../../shared/format.ts';
import { formatDate } from './format-facts.ts';
import type { AssistantWedding } from './types.ts';

type Example = { when: (w: AssistantWedding) => boolean; fr: string; en: string; es: string; field: string };

const filled = (v: string | null | undefined) => Boolean(v?.trim());

/** Questions worth suggesting, most useful first; only those the wedding's facts can answer. */
export const EXAMPLES: Example[] = [
  { when: (w) => filled(w.ceremonyTime), fr: 'Quand commence la cérémonie ?', en: 'When does the ceremony begin?', es: '¿Cuándo empieza la ceremonia?', field: 'ceremonyTime' },
  { when: (w) => filled(w.receptionVenue) || filled(w.receptionAddress), fr: 'Où a lieu la réception ?', en: 'Where is the reception?', es: '¿Dónde es la recepción?', field: 'receptionVenue' },
  { when: (w) => filled(w.parkingInfo), fr: 'Où se garer ?', en: 'Where do we park?', es: '¿Dónde aparcamos?', field: 'parkingInfo' },
  { when: (w) => filled(w.dressCode), fr: 'Quelle tenue prévoir ?', en: 'What should we wear?', es: '¿Qué ropa llevamos?', field: 'dressCode' },
  { when: (w) => filled(w.accommodations), fr: 'Où dormir près du lieu ?', en: 'Where can we stay nearby?', es: '¿Dónde podemos dormir cerca?', field: 'accommodations' },
  { when: (w) => filled(w.giftRegistry), fr: 'Y a-t-il une liste de cadeaux ?', en: 'Is there a gift registry?', es: '¿Hay lista de bodas?', field: 'giftRegistry' },
  { when: (w) => filled(w.ceremonyVenue) || filled(w.ceremonyAddress), fr: 'Où se tient la cérémonie ?', en: 'Where is the ceremony held?', es: '¿Dónde se celebra la ceremonia?', field: 'ceremonyVenue' },
  { when: () => true, fr: 'Quelle est la date du mariage ?', en: 'What is the wedding date?', es: '¿Qué fecha es la boda?', field: 'weddingDate' },
];

export type WelcomeMessageOptions = {
  wedding: AssistantWedding;
  /** The guest list's language for this guest, else French. */
  language?: Language;
  /** A guest of the couple's list who has not answered the invitation yet: one line invites them to. */
  invitationOpen?: boolean;
};

const INVITATION_LINE: Record<Language, string> = {
  fr: "Et si vous n'avez pas encore répondu à l'invitation, dites-moi simplement ici si vous venez et à combien.",
  en: "And if you haven't answered the invitation yet, just tell me here whether you're coming and how many of you.",
  es: 'Y si aún no ha respondido a la invitación, dígame aquí si viene y cuántos serán.',
};

/** Couple names, the date in full ("samedi 12 juin 2027"), three examples of questions, and the invitation if open. */
export function welcomeMessage({ wedding, language = 'fr', invitationOpen = false }: WelcomeMessageOptions): string {
  const examples = EXAMPLES.filter((e) => e.when(wedding))
    .slice(0, 3)
    .map((e) => `• ${e[language]}`)
    .join('\n');
  const date = formatDate(wedding.weddingDate, language);
  const { brideName: bride, groomName: groom } = wedding;
  const invitation = invitationOpen ? `\n${INVITATION_LINE[language]}` : '';
  if (language === 'en') {
    return `Welcome! I'm the wedding assistant of ${bride} and ${groom}, on ${date}. Ask me your questions, for example:\n${examples}${invitation}`;
  }
  if (language === 'es') {
    return `¡Bienvenido! Soy el asistente de la boda de ${bride} y ${groom}, el ${date}. Hágame sus preguntas, por ejemplo:\n${examples}${invitation}`;
  }
  return `Bienvenue ! Je suis l'assistant du mariage ${frenchOf(`${bride} et ${groom}`)}, le ${date}. Posez-moi vos questions, par exemple :\n${examples}${invitation}`;
}
