// Every sentence the assistant writes, in French, English and Spanish (data/replies.json). Facts the couple typed
// are quoted as they wrote them (or in the version they wrote in the guest's language); only the assistant's own
// words are translated.
import * as z from 'zod';
import type { Language } from './detect-language.ts';
import { frenchAt } from './format-facts.ts';
import { frenchOf } from '../../shared/format.ts';
import { fill, upperFirst } from '../../shared/messages/format-message.ts';
import sentences from './data/replies.json' with { type: 'json' };

/** Every sentence's key, as the French file names them; the other languages must give each one. */
type Key = keyof typeof sentences.fr;
const ZSentences = z.object(
  Object.fromEntries(Object.keys(sentences.fr).map((k) => [k, z.string().min(1)])) as Record<Key, z.ZodString>,
);
const SENTENCES = z.object({ fr: ZSentences, en: ZSentences, es: ZSentences }).parse(sentences);

/** The sentence `key` in `language`, its {placeholders} filled. */
export const say = (language: Language, key: Key, values: Record<string, string | number> = {}) =>
  fill(SENTENCES[language][key], values);

export type Couple = { bride: string; groom: string };
type WeddingEvent = 'ceremony' | 'reception';
type HandOver = 'unknown' | 'passedOn' | 'alsoPassedOn' | 'restPassedOn';

export function couple({ bride, groom }: Couple, language: Language) {
  return `${bride} ${say(language, 'and')} ${groom}`;
}

/** The couple's names as « of » takes them: « d'Inès et Thomas » in French, "Inès and Thomas" elsewhere. */
export function ofCouple(names: Couple, language: Language) {
  const both = couple(names, language);
  return language === 'fr' ? frenchOf(both) : both;
}

/** The sentence with the couple's names, « du mariage d'Inès et Thomas » in French. */
export function withCouple(language: Language, key: Key, names: Couple, values: Record<string, string> = {}) {
  return say(language, key, { couple: couple(names, language), ofCouple: ofCouple(names, language), ...values });
}

/** "Église Saint-Germain, 12 place de l'Église" with the right French preposition. */
function placePhrase(venue: string | undefined, address: string | undefined, language: Language) {
  if (!venue) return say(language, 'addressOnly', { address: address ?? '' });
  if (language !== 'fr') return `${say(language, 'at')} ${[venue, address].filter(Boolean).join(', ')}`;
  return address ? `${frenchAt(venue)}, ${address}` : frenchAt(venue);
}

export const replies = {
  /** `part`: the name of the part of the day the event stands for, when it is not the event itself (a vin d'honneur). */
  startTime: (event: WeddingEvent, time: string, language: Language, part?: string) =>
    part
      ? say(language, 'startTimeOf', { Part: upperFirst(part), time })
      : say(language, 'startTime', { event: say(language, event), time }),
  place: (
    event: WeddingEvent,
    venue: string | undefined,
    address: string | undefined,
    language: Language,
    part?: string,
  ) => {
    const where = placePhrase(venue, address, language);
    return part
      ? say(language, 'placeOf', { Part: upperFirst(part), where })
      : say(language, 'place', { event: say(language, event), where });
  },
  program(parts: { event: WeddingEvent; time?: string; venue?: string }[], language: Language) {
    const lines = parts.map(({ event, time, venue }) => {
      const at = venue ? ` ${placePhrase(venue, undefined, language)}` : '';
      return `${time ? say(language, 'atTime', { time }) : ''}${say(language, event)}${at}`;
    });
    return say(language, 'program', { lines: lines.join(say(language, 'then')) });
  },
  /**
   * A fact the couple wrote, quoted as written. When the couple wrote it in another language than the guest's,
   * the reply says so in the guest's language ("Camille and Julien wrote this in French: …"). `topic` is the fact's
   * source: only the wedding's four text fields (dress code, parking, lodging, gifts) have a name to lead with.
   */
  quote(text: string, topic: string | undefined, names: Couple, language: Language, textLanguage: Language = 'fr') {
    const labelled = ['dressCode', 'parkingInfo', 'accommodations', 'giftRegistry'] as const;
    const label = labelled.find((k) => k === topic) ? say(language, topic as (typeof labelled)[number]) : undefined;
    if (textLanguage === language) return language === 'fr' || !label ? text : `${label}: ${text}`;
    const lead = withCouple(language, 'wroteThis', names, { written: say(language, `writtenIn_${textLanguage}`) });
    return `${label ? `${label} — ` : ''}${lead}${say(language, 'quoteSeparator')}« ${text} »`;
  },
  /**
   * The hand-over: the question goes to the couple, who answer here; the contact stays for anything urgent. A message
   * that asks nothing (« je serai en fauteuil roulant ») is passed on, with no question to speak of.
   */
  handOver: (key: HandOver, contact: string | undefined, names: Couple, language: Language) =>
    withCouple(language, key, names) + (contact ? say(language, 'urgent', { contact }) : ''),
  /**
   * A reply about a time or a date, confirmed or corrected when the guest stated one (« Oui, c'est bien ça : » and
   * the sentence in lowercase; the wrong value is not repeated: a glance at the reply finds only the right one).
   */
  withPremise: (sentence: string, premise: 'none' | 'confirm' | 'correct', language: Language) =>
    premise === 'none' ? sentence : say(language, premise) + sentence.charAt(0).toLowerCase() + sentence.slice(1),
  /** Numbered subjects to pick from; the numbers start the lines so that « 2 » or a tap picks one. */
  choose: (choices: { label: string }[], language: Language) =>
    say(language, 'choose', { lines: choices.map(({ label }, i) => `${i + 1}. ${label}`).join('\n') }),
};
