// The words of the facts a guest is answered from (data/guest-facts.json, checked at load), and a part of the day as
// they tell it: « à 17h30, au Domaine des Tilleuls (12 route de Vayres) ». Apart from guest-facts.ts so that the
// automatic messages tell a part of the day in the same words without loading the engine's text analysis.
import * as z from 'zod';
import { fill, upperFirst } from '../../shared/messages/format-message.ts';
import { WEDDING_PART_KINDS } from '../../shared/schemas/households.ts';
import data from './data/guest-facts.json' with { type: 'json' };
import type { Language } from './detect-language.ts';
import { formatDate, formatTime, frenchAt } from './format-facts.ts';
import type { GuestPart } from './types.ts';

const ZTexts = z.object({
  parts: z.record(z.enum(WEDDING_PART_KINDS), z.string().min(1)),
  part: z.string(),
  item: z.string(),
  at: z.string(),
  on: z.string(),
  scope: z.string(),
  table: z.string(),
  program: z.string(),
  /** A fact of the guest's own invitation named among numbered choices. */
  labels: z.object({ part: z.string(), scope: z.string(), table: z.string() }),
});
const ZGuestFacts = z.object({
  note: z.string(),
  partConcepts: z.record(z.enum(WEDDING_PART_KINDS), z.array(z.string())),
  questions: z.object({ part: z.string(), table: z.string(), scope: z.string() }),
  languages: z.object({ fr: ZTexts, en: ZTexts, es: ZTexts }),
});
export const FACTS = ZGuestFacts.parse(data);

/** A part of the day by the couple's own name for it, else its kind's, in the language. */
export function partName(part: Pick<GuestPart, 'kind' | 'label'>, language: Language) {
  return part.label?.trim() || FACTS.languages[language].parts[part.kind];
}

/**
 * « à 17h30, au Domaine des Tilleuls (12 route de Vayres) », in the guest's language; the day too when it is not the
 * wedding's. Also where the reminder the day before tells a household to come.
 */
export function partDetails(
  part: Pick<GuestPart, 'date' | 'time' | 'venue' | 'address'>,
  weddingDate: string,
  language: Language,
) {
  const texts = FACTS.languages[language];
  const when = [
    part.date && part.date !== weddingDate ? fill(texts.on, { date: formatDate(part.date, language, false) }) : '',
    part.time ? fill(texts.at, { time: formatTime(part.time, language) }) : '',
  ].filter(Boolean);
  const where = part.venue
    ? `${language === 'fr' ? frenchAt(part.venue) : part.venue}${part.address ? ` (${part.address})` : ''}`
    : (part.address ?? '');
  return [when.join(' '), where].filter(Boolean).join(', ');
}

/** « Le programme : – La cérémonie civile : à 14h30, à la Mairie… – Le brunch : le dimanche 13 juin à 11h… », part by part. */
export function programOf(parts: GuestPart[], weddingDate: string, language: Language) {
  const texts = FACTS.languages[language];
  const item = (part: GuestPart) => {
    return fill(texts.item, {
      part: upperFirst(partName(part, language)),
      details: partDetails(part, weddingDate, language),
    });
  };
  return fill(texts.program, { list: parts.map(item).join('\n') });
}
