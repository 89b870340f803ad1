import { tInbox } from '../../shared/messages/inbox.ts';
import { detectLanguage, type Language } from '../assistant/detect-language.ts';
import { foldText, splitWords } from '../assistant/normalize-text.ts';

const JOINER: Record<Language, string> = { fr: 'et', en: 'and', es: 'y' };

/** « Camille et Julien », in the guest's language. */
export const coupleNames = (wedding: { brideName: string; groomName: string }, language: Language) =>
  `${wedding.brideName} ${JOINER[language]} ${wedding.groomName}`;

/** The guest's language: the couple's list says it, else the question they asked. */
export const guestLanguage = (listed: Language | null, question: string): Language =>
  listed ?? detectLanguage(question, splitWords(foldText(question)));

/** The couple's reply as plain WhatsApp text, so that the guest sees who answers: « Réponse de Camille et Julien : … ». */
export function coupleReplyText(wedding: { brideName: string; groomName: string }, language: Language, text: string) {
  return tInbox(`inbox.whatsapp.prefix.${language}`, { couple: coupleNames(wedding, language), text });
}
