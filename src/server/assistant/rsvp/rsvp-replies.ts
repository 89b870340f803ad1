// The one sentence that confirms a guest's answer to the invitation, in their language (data/*.json `replies`).
import { fill } from '../../../shared/messages/format-message.ts';
import type { Language } from '../detect-language.ts';
import { formatDate } from '../format-facts.ts';
import { couple, type Couple } from '../replies.ts';
import type { RsvpStatus } from './read-rsvp.ts';
import { VOCABULARY, type RsvpVocabulary } from './vocabulary.ts';

export type RecordedRsvp = {
  status: RsvpStatus | null;
  partySize: number | null;
  diet: boolean;
  /** The names of the parts of the day the answer is about only, or those it misses. */
  parts?: { only: string[]; except: string[] };
};

/** The sentence `key` in `language`, its {placeholders} filled. */
const say = (language: Language, key: keyof RsvpVocabulary['replies'], values: Record<string, string | number> = {}) =>
  fill(VOCABULARY[language].replies[key], values);

const THANKS = { yes: 'thanksYes', no: 'thanksNo', maybe: 'thanksMaybe' } as const;

/**
 * « C'est noté : vous venez, 2 personnes en tout (sauf : Brunch) (réponse modifiable jusqu'au samedi 1er mai 2027).
 * Merci, … »
 */
export function rsvpConfirmation(
  { status, partySize, diet, parts }: RecordedRsvp,
  names: Couple,
  language: Language,
  deadline: string | null,
): string {
  const them = couple(names, language);
  const change = deadline ? say(language, 'change', { until: formatDate(deadline, language) }) : '';
  const noted = say(language, 'noted');
  if (!status) return `${noted} ${say(language, 'mealsOnly', { couple: them })}${change}.`;
  const coming = !partySize ? 'coming' : partySize === 1 ? 'comingOne' : 'comingMany';
  // A maybe keeps its number: « vous ne savez pas encore (2 personnes si vous venez) ».
  const unsure = partySize && partySize > 1 ? 'unsureMany' : 'unsure';
  const what = say(language, ({ yes: coming, no: 'notComing', maybe: unsure } as const)[status], { n: partySize ?? 0 });
  const thanks = say(language, THANKS[status], { couple: them });
  const which = (key: 'onlyParts' | 'exceptParts', names: string[] = []) =>
    status !== 'no' && names.length ? say(language, key, { parts: names.join(', ') }) : '';
  const partsSaid = which('onlyParts', parts?.only) + which('exceptParts', parts?.except);
  return `${noted} ${what}${partsSaid}${diet ? say(language, 'meals') : ''}${change}. ${thanks}`;
}

/** After the deadline, the answer is no longer taken here: the guest writes to the couple. */
export function rsvpClosed(names: Couple, language: Language, deadline: string): string {
  return say(language, 'closed', { since: formatDate(deadline, language), couple: couple(names, language) });
}
