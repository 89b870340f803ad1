// When an answer to the invitation misses one thing, the reader asks only that (« Combien serez-vous en tout ? ») and
// reads the guest's next message as its answer. The question waits on the guest's row (the column of the numbered
// choices, whatsapp/pending-choice.ts), for a short while only.
import * as z from 'zod';
import type { Language } from '../detect-language.ts';
import { foldWords, saysACorrection } from './count-grammar.ts';
import { partySizeOf } from './party-size.ts';
import { readRsvp, rsvpOf, type Missing, type Rsvp, type RsvpStatus } from './read-rsvp.ts';
import { numberOf, NUMBERS, PART_IDS, VOCABULARY } from './vocabulary.ts';
import { fill } from '../../../shared/messages/format-message.ts';

/** A follow-up left unanswered this long is forgotten: the next message is read on its own. */
export const FOLLOW_UP_TTL_MS = 30 * 60 * 1000;
const expiresAt = (now: Date) => new Date(now.getTime() + FOLLOW_UP_TTL_MS).toISOString();

/** What waits on the guest's row, if it parses as `schema` and has not expired; null otherwise. */
function stillPending<T extends { expiresAt: string }>(schema: z.ZodType<T>, pending: unknown, now: Date): T | null {
  const parsed = schema.safeParse(pending);
  return parsed.success && new Date(parsed.data.expiresAt).getTime() > now.getTime() ? parsed.data : null;
}

const PENDING_SHAPE = { language: z.enum(['fr', 'en', 'es']), expiresAt: z.string() };
export const ZPendingRsvp = z.object({
  kind: z.literal('rsvp'),
  missing: z.enum(['partySize', 'status']),
  /** The status already given (a count asked after a yes). */
  status: z.enum(['yes', 'no', 'maybe']).nullable(),
  /** The count already said (whether they come asked when the status was in doubt): kept unless they do not come. */
  partySize: z.number().int().positive().nullable().optional(),
  /** The parts of the day the answer was about only, or missed: the count asked is for those. */
  parts: z.array(z.enum(PART_IDS)).optional(),
  partsDeclined: z.array(z.enum(PART_IDS)).optional(),
  /** The first answer spoke for several (« on sera là »): a bare « oui » after it leaves the count unsaid, never 1. */
  forSeveral: z.literal(true).optional(),
  ...PENDING_SHAPE,
});
export type PendingRsvp = z.infer<typeof ZPendingRsvp>;

/** The question, in the guest's language (one sentence: the guest answers in words, as to a person). */
export const followUpQuestion = (missing: Missing, language: Language): string =>
  VOCABULARY[language].followUp[missing];

export function pendingRsvpOf(
  missing: Missing,
  status: RsvpStatus | null,
  language: Language,
  now: Date,
  partySize: number | null = null,
  { parts = [], partsDeclined = [], forSeveral }: Partial<Pick<Rsvp, 'parts' | 'partsDeclined' | 'forSeveral'>> = {},
): PendingRsvp {
  return {
    kind: 'rsvp',
    missing,
    status,
    ...(partySize ? { partySize } : {}),
    ...(parts.length ? { parts } : {}),
    ...(partsDeclined.length ? { partsDeclined } : {}),
    ...(forSeveral ? { forSeveral } : {}),
    language,
    expiresAt: expiresAt(now),
  };
}

const BARE_COUNT = new RegExp(
  `^(?:(?:on|nous|we|we ll|seremos|somos|ce|it ll)\\s)?(?:sera|serons|sommes|be|are)?\\s?(?:a\\s|en\\s)?(\\d{1,2}|${Object.keys(NUMBERS).join('|')})(?:\\s(?:personnes?|people|personas|en tout|au total|in all|in total|en total|adultes?|adults?))?$`,
);
const STATUSES: RsvpStatus[] = ['yes', 'no', 'maybe'];

/**
 * The answer a message gives to the pending follow-up, merged with what was said before; null when the message
 * answers something else (it is then read as any message).
 */
export function readFollowUp(pending: unknown, text: string, now: Date): Rsvp | null {
  const waiting = stillPending(ZPendingRsvp, pending, now);
  if (!waiting) return null;
  const { missing, status } = waiting;
  const folded = foldWords(text);
  const read = readRsvp(text);
  // The parts the first answer named stay its parts, unless this message names others.
  const parts =
    read?.parts.length || read?.partsDeclined?.length
      ? {}
      : { parts: waiting.parts ?? [], partsDeclined: waiting.partsDeclined };
  const answer = (fields: Partial<Rsvp>): Rsvp => rsvpOf({ ...read, ...parts, ...fields });
  if (missing === 'partySize') {
    if (read?.status === 'no' || read?.status === 'maybe') return answer({});
    const bare = BARE_COUNT.exec(folded);
    const n = bare ? numberOf(bare[1]!) : (read?.partySize ?? partySizeOf(folded));
    return n && n <= 30 ? answer({ status: read?.status ?? status ?? 'yes', partySize: n, missing: null }) : null;
  }
  // « 1 »…« 3 », as the three answers are listed; or words (« oui », « pas encore sûre »). The count said before
  // stays, unless they do not come or say another (an option's number is no count: « 3 » is « not sure yet »).
  const given = (s: RsvpStatus, said = read?.partySize) =>
    answer({
      status: s,
      partySize: s === 'no' ? null : (said ?? waiting.partySize ?? null),
      missing: null,
      ...(s !== 'no' && (read?.forSeveral || waiting.forSeveral) ? { forSeveral: true } : {}),
    });
  const option = /^([1-3])\W*$/.exec(folded.trim());
  if (option) return given(STATUSES[Number(option[1]) - 1]!, null);
  const suggested = VOCABULARY[waiting.language].followUp.statusOptions.findIndex((o) => foldWords(o) === folded);
  if (suggested >= 0) return given(STATUSES[suggested]!);
  return read?.status ? given(read.status) : null;
}

/**
 * A new count read in a message from a household that already gave one, not said as a change (« finalement », « pas 4
 * mais 3 »): the guest confirms it first (« on est 12 » may be the hen party's kitty, "3 free seats" a lift offered).
 */
export const ZPendingChange = z.object({
  kind: z.literal('rsvp-change'),
  partySize: z.number().int().positive(),
  kept: z.number().int().positive(),
  ...PENDING_SHAPE,
});
export type PendingChange = z.infer<typeof ZPendingChange>;

/** Whether this reading changes the household's count without saying so: to be confirmed, not recorded. */
export function changesCountUnsaid(known: Pick<Rsvp, 'status' | 'partySize'> | null, rsvp: Rsvp, text: string) {
  return (
    known?.status === 'yes' &&
    known.partySize !== null &&
    (rsvp.status === 'yes' || rsvp.status === null) &&
    rsvp.partySize !== null &&
    rsvp.partySize !== known.partySize &&
    !saysACorrection(text)
  );
}

export function pendingChangeOf(partySize: number, kept: number, language: Language, now: Date): PendingChange {
  return { kind: 'rsvp-change', partySize, kept, language, expiresAt: expiresAt(now) };
}

/** « Vous étiez 2 jusqu'ici : je note 12 personnes à la place ? », its two answers numbered. */
export function changeQuestion({ partySize, kept, language }: PendingChange) {
  const { changeCount, changeYes, changeNo } = VOCABULARY[language].followUp;
  const titles = [fill(changeYes, { n: partySize }), fill(changeNo, { kept })];
  const intro = fill(changeCount, { n: partySize, kept });
  return { text: [intro, ...titles.map((title, i) => `${i + 1}. ${title}`)].join('\n'), intro, titles };
}

/**
 * The count the guest keeps after the question: « 1 » or its words, a yes, the new one; « 2 » or its words, a no, the
 * one before; another count said, that one. Null when the message answers something else.
 */
export function readChange(pending: unknown, text: string, now: Date): Rsvp | null {
  const waiting = stillPending(ZPendingChange, pending, now);
  if (!waiting) return null;
  const { partySize, kept } = waiting;
  const { titles } = changeQuestion(waiting);
  const folded = foldWords(text);
  const picked = /^([12])\W*$/.exec(folded.trim())?.[1] ?? titles.findIndex((t) => foldWords(t) === folded) + 1;
  const read = picked ? null : readRsvp(text);
  const chosen =
    Number(picked) === 1 || (read?.status === 'yes' && !read.partySize)
      ? partySize
      : Number(picked) === 2 || read?.status === 'no'
        ? kept
        : (read?.partySize ?? null);
  return chosen ? rsvpOf({ status: 'yes', partySize: chosen }) : null;
}
