// Every sentence the assistant writes, in French, English and Spanish. Facts the couple typed are quoted
// as they wrote them (or in the version they wrote in the guest's language); only the assistant's own words are translated.
import type { Language } from './detect-language.ts';
import { frenchAt } from './format-facts.ts';
import { frenchOf } from '../../shared/format.ts';

export type Couple = { bride: string; groom: string };

export function couple({ bride, groom }: Couple, language: Language) {
  return `${bride} ${language === 'en' ? 'and' : language === 'es' ? 'y' : 'et'} ${groom}`;
}

/** The wedding "of" the couple in each language: « du mariage d'Inès et Thomas », "the wedding of…". */
function ofCouple(names: Couple, language: Language) {
  return language === 'fr' ? frenchOf(couple(names, language)) : `${language === 'en' ? 'of' : 'de'} ${couple(names, language)}`;
}

/** "Église Saint-Germain, 12 place de l'Église" with the right French preposition. */
function placePhrase(venue: string | undefined, address: string | undefined, language: Language) {
  if (language === 'fr') {
    if (venue && address) return `${frenchAt(venue)}, ${address}`;
    if (venue) return frenchAt(venue);
    return `à l'adresse suivante : ${address}`;
  }
  const at = language === 'en' ? 'at' : 'en';
  return `${at} ${[venue, address].filter(Boolean).join(', ')}`;
}

export const replies = {
  startTime(event: 'ceremony' | 'reception', time: string, language: Language) {
    if (language === 'en') return `The ${event} starts at ${time}.`;
    if (language === 'es') return `La ${event === 'ceremony' ? 'ceremonia' : 'recepción'} empieza a las ${time}.`;
    return `La ${event === 'ceremony' ? 'cérémonie' : 'réception'} commence à ${time}.`;
  },
  bothTimes(ceremony: string, reception: string, language: Language) {
    if (language === 'en') return `The ceremony starts at ${ceremony} and the reception at ${reception}.`;
    if (language === 'es') return `La ceremonia empieza a las ${ceremony} y la recepción a las ${reception}.`;
    return `La cérémonie commence à ${ceremony} et la réception à ${reception}.`;
  },
  place(event: 'ceremony' | 'reception', venue: string | undefined, address: string | undefined, language: Language) {
    const where = placePhrase(venue, address, language);
    if (language === 'en') return `The ${event} takes place ${where}.`;
    if (language === 'es') return `La ${event === 'ceremony' ? 'ceremonia' : 'recepción'} se celebra ${where}.`;
    return `La ${event === 'ceremony' ? 'cérémonie' : 'réception'} a lieu ${where}.`;
  },
  program(parts: { event: 'ceremony' | 'reception'; time?: string; venue?: string }[], language: Language) {
    const names = {
      fr: { ceremony: 'cérémonie', reception: 'réception' },
      en: { ceremony: 'ceremony', reception: 'reception' },
      es: { ceremony: 'ceremonia', reception: 'recepción' },
    }[language];
    const lines = parts.map(({ event, time, venue }) => {
      const at = venue ? (language === 'fr' ? ` ${frenchAt(venue)}` : ` ${language === 'en' ? 'at' : 'en'} ${venue}`) : '';
      const when = time ? (language === 'fr' ? `à ${time}, ` : language === 'en' ? `at ${time}, ` : `a las ${time}, `) : '';
      return `${when}${names[event]}${at}`;
    });
    const lead = language === 'en' ? 'The programme of the day' : language === 'es' ? 'El programa del día' : 'Le programme de la journée';
    return `${lead} : ${lines.join(language === 'fr' ? ', puis ' : language === 'en' ? ', then ' : ', luego ')}.`;
  },
  date(formatted: string, language: Language) {
    if (language === 'en') return `The wedding is on ${formatted}.`;
    if (language === 'es') return `La boda es el ${formatted}.`;
    return `Le mariage a lieu le ${formatted}.`;
  },
  countdown(days: number, language: Language) {
    if (language === 'en') return days === 1 ? 'That is tomorrow!' : `That is in ${days} days!`;
    if (language === 'es') return days === 1 ? '¡Es mañana!' : `¡Faltan ${days} días!`;
    return days === 1 ? "C'est demain !" : `C'est dans ${days} jours !`;
  },
  couple(names: Couple, language: Language) {
    if (language === 'en') return `It's the wedding of ${couple(names, language)}!`;
    if (language === 'es') return `¡Es la boda de ${couple(names, language)}!`;
    return `C'est le mariage ${ofCouple(names, language)} !`;
  },
  bride(name: string, language: Language) {
    if (language === 'en') return `The bride is ${name}.`;
    if (language === 'es') return `La novia se llama ${name}.`;
    return `La mariée s'appelle ${name}.`;
  },
  groom(name: string, language: Language) {
    if (language === 'en') return `The groom is ${name}.`;
    if (language === 'es') return `El novio se llama ${name}.`;
    return `Le marié s'appelle ${name}.`;
  },
  contact(contact: string, language: Language) {
    if (language === 'en') return `Your contact if you need anything: ${contact}.`;
    if (language === 'es') return `Su contacto si necesita algo: ${contact}.`;
    return `Votre contact en cas de besoin : ${contact}.`;
  },
  /**
   * A fact the couple wrote, quoted as written. When the couple wrote it in another language than the guest's,
   * the reply says so in the guest's language ("Camille and Julien wrote this in French: …").
   */
  quote(text: string, topic: string | undefined, names: Couple, language: Language, textLanguage: Language = 'fr') {
    const labels: Record<string, Record<Language, string>> = {
      dressCode: { fr: 'Tenue', en: 'Dress code', es: 'Código de vestimenta' },
      parkingInfo: { fr: 'Parking', en: 'Parking', es: 'Aparcamiento' },
      accommodations: { fr: 'Hébergement', en: 'Accommodation', es: 'Alojamiento' },
      giftRegistry: { fr: 'Cadeaux', en: 'Gifts', es: 'Regalos' },
    };
    const label = topic ? labels[topic]?.[language] : undefined;
    if (textLanguage === language) return language === 'fr' || !label ? text : `${label}: ${text}`;
    const who = couple(names, language);
    const written = {
      fr: { fr: 'en français', en: 'en anglais', es: 'en espagnol' },
      en: { fr: 'in French', en: 'in English', es: 'in Spanish' },
      es: { fr: 'en francés', en: 'en inglés', es: 'en español' },
    }[language][textLanguage];
    const lead = language === 'en' ? `${who} wrote this ${written}` : language === 'es' ? `${who} lo escribieron ${written}` : `${who} l'ont écrit ${written}`;
    const sep = language === 'fr' ? ' : ' : ': ';
    return `${label ? `${label} — ` : ''}${lead}${sep}« ${text} »`;
  },
  confirm(language: Language) {
    if (language === 'en') return "Yes, that's right: ";
    if (language === 'es') return 'Sí, así es: ';
    return "Oui, c'est bien ça : ";
  },
  /** A wrong time or date the guest stated: not repeated, so that a glance at the reply finds only the right one. */
  correct(language: Language) {
    if (language === 'en') return 'Not quite: ';
    if (language === 'es') return 'No exactamente: ';
    return 'Non, petite correction : ';
  },
  /** The hand-over: the question goes to the couple, who answer here; the contact stays for anything urgent. */
  unknown(contact: string | undefined, names: Couple, language: Language) {
    const who = couple(names, language);
    if (language === 'en') {
      const urgent = contact ? ` If it is urgent: ${contact}.` : '';
      return `I don't have that information, so I'm passing your question on to ${who}: they will answer you here.${urgent}`;
    }
    if (language === 'es') {
      const urgent = contact ? ` Si es urgente: ${contact}.` : '';
      return `No tengo esa información: transmito su pregunta a ${who}, que le responderán por aquí.${urgent}`;
    }
    const urgent = contact ? ` En cas d'urgence : ${contact}.` : '';
    return `Je n'ai pas cette information : je transmets votre question à ${who}, qui vous répondront ici.${urgent}`;
  },
  /** After the answers to the parts of a message the assistant could place, for the rest. */
  unknownRest(contact: string | undefined, names: Couple, language: Language) {
    const ask = contact ?? couple(names, language);
    if (language === 'en') return `For the rest, I don't have the information: please ask ${ask}.`;
    if (language === 'es') return `Para lo demás, no tengo la información: pregunte a ${ask}.`;
    return `Pour le reste, je n'ai pas l'information : voyez avec ${ask}.`;
  },
  /** Numbered subjects to pick from; the numbers start the lines so that « 2 » or a tap picks one. */
  choose(labels: string[], language: Language) {
    const lines = labels.map((label, i) => `${i + 1}. ${label}`).join('\n');
    if (language === 'en') return `To answer you properly, do you mean:\n${lines}\nReply with the number.`;
    if (language === 'es') return `Para responderle bien, ¿se refiere a:\n${lines}\nResponda con el número.`;
    return `Pour bien vous répondre, vous parlez de :\n${lines}\nRépondez avec le numéro.`;
  },
  greeting(names: Couple, language: Language) {
    if (language === 'en') return `Hello! I'm the wedding assistant of ${couple(names, language)}. Ask me anything about the day: times, places, dress code, accommodation…`;
    if (language === 'es') return `¡Hola! Soy el asistente de la boda de ${couple(names, language)}. Pregúnteme lo que quiera sobre el día: horarios, lugares, vestimenta, alojamiento…`;
    return `Bonjour ! Je suis l'assistant du mariage ${ofCouple(names, language)}. Posez-moi vos questions sur le jour J : horaires, lieux, tenue, hébergement…`;
  },
  greetingPrefix(language: Language) {
    return language === 'en' ? 'Hello! ' : language === 'es' ? '¡Hola! ' : 'Bonjour ! ';
  },
  thanks(names: Couple, language: Language) {
    if (language === 'en') return `You're welcome! See you soon at ${couple(names, language)}'s wedding.`;
    if (language === 'es') return `¡De nada! Nos vemos pronto en la boda de ${couple(names, language)}.`;
    return `Avec plaisir ! À bientôt au mariage ${ofCouple(names, language)}.`;
  },
};

/** First letter in lowercase, to follow "Oui, c'est bien ça : ". */
export function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
