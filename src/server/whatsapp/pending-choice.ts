// The numbered choice a conversation is waiting on: offered when the assistant was unsure which subject the guest
// meant, kept on the guest's row until it is answered, replaced by another message, or expired.
import * as z from 'zod';
import { foldText } from '../assistant/normalize-text.ts';
import { KNOWLEDGE } from '../assistant/knowledge.ts';
import { NUMBERS } from '../assistant/rsvp/vocabulary.ts';
import type { Choice } from '../assistant/types.ts';
import optionWords from './data/option-words.json' with { type: 'json' };

/** A choice left unanswered this long is forgotten: the next message is read as a new question. */
export const CHOICE_TTL_MS = 30 * 60 * 1000;

export const ZPendingChoice = z.object({
  options: z
    .array(
      z.object({
        label: z.string(),
        button: z.string().optional(),
        reply: z.string(),
        sources: z.array(z.string()),
        confidence: z.number(),
      }),
    )
    .min(2)
    .max(10),
  language: z.enum(['fr', 'en', 'es']),
  expiresAt: z.string(),
});
export type PendingChoice = z.infer<typeof ZPendingChoice>;

export function pendingChoiceOf(choices: Choice[], language: PendingChoice['language'], now: Date): PendingChoice {
  return { options: choices, language, expiresAt: new Date(now.getTime() + CHOICE_TTL_MS).toISOString() };
}

/** What a tapped quick-reply button sends back as `ButtonPayload`. */
export const choicePayload = (n: number) => `choice-${n}`;

const KEYCAP = /^([1-9])\uFE0F?\u20E3$/u;

const ZOptionWords = z.object({
  ordinals: z.record(z.string(), z.number().int().min(1).max(9)),
  before: z.array(z.string().min(1)),
  after: z.array(z.string().min(1)),
});
const OPTION_WORDS = Object.values(
  z.object({ fr: ZOptionWords, en: ZOptionWords, es: ZOptionWords }).parse(optionWords),
);
/** An option named in words (data/option-words.json, and the numbers of the RSVP vocabulary): « deux », « la deuxième ». */
const NUMBER_WORDS: Record<string, number> = Object.assign(
  Object.create(null),
  Object.fromEntries(Object.entries(NUMBERS).filter(([, n]) => n <= 9)),
  ...OPTION_WORDS.map((w) => w.ordinals),
);
const anyOf = (words: string[]) => [...new Set(words)].sort((a, b) => b.length - a.length).join('|');
/** « 2 », « la 2 », « n°2 », « le 2 stp », « deux », « la deuxième », "the second one", « el segundo », « 2️⃣ ». */
const NUMBERED = new RegExp(
  `^(?:(?:${anyOf(OPTION_WORDS.flatMap((w) => w.before))})\\s+)*(?:n°|#)?\\s*([1-9]|${anyOf(Object.keys(NUMBER_WORDS))})` +
    `(?:\\s+(?:${anyOf(OPTION_WORDS.flatMap((w) => w.after))}))*$`,
);

/** The number a guest typed to pick an option, or null. */
export function typedOptionNumber(text: string): number | null {
  const keycap = KEYCAP.exec(text.trim());
  if (keycap) return Number(keycap[1]);
  const numbered = NUMBERED.exec(
    foldText(text)
      .replace(/['’]/g, ' ')
      .replace(/[\s.!?)]+$/, '')
      .trim(),
  );
  if (!numbered) return null;
  return /^\d$/.test(numbered[1]!) ? Number(numbered[1]) : NUMBER_WORDS[numbered[1]!]!;
}

/**
 * The option the guest picked (index from 0), or null when the message is something else: a number, a tapped
 * button, or the words of exactly one option's subject in a short message (« la cérémonie »).
 */
export function pickOption(
  pending: unknown,
  text: string,
  buttonPayload: string | undefined,
  now: Date,
): number | null {
  const parsed = ZPendingChoice.safeParse(pending);
  if (!parsed.success || new Date(parsed.data.expiresAt).getTime() <= now.getTime()) return null;
  const { options } = parsed.data;
  const inRange = (n: number) => (n >= 1 && n <= options.length ? n - 1 : null);
  const payload = /^choice-([1-9])$/.exec(buttonPayload ?? '');
  if (payload) return inRange(Number(payload[1]));
  const typed = typedOptionNumber(text);
  if (typed !== null) return inRange(typed);
  const words = stems(
    foldText(text)
      .replace(/[\s.!?]+$/, '')
      .trim(),
  );
  if (!words.length || words.length > 6) return null;
  const matching = options
    .map((o, i) => ({ i, hits: stems(foldText(o.label)).filter((w) => words.includes(w)).length }))
    .filter((m) => m.hits > 0);
  const best = Math.max(0, ...matching.map((m) => m.hits));
  const top = matching.filter((m) => m.hits === best);
  return top.length === 1 ? top[0]!.i : null;
}

function stems(folded: string) {
  return folded
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4 && !KNOWLEDGE.stopwords.has(w))
    .map((w) => w.slice(0, 5));
}
