// The per-language vocabulary of the RSVP reader (data/fr.json, en.json, es.json), checked at load: a word family missing
// or empty fails at once, not as answers silently misread. Words are folded (lowercase, no accents, apostrophes and
// hyphens as spaces), as the reader folds messages.
import * as z from 'zod';
import { WEDDING_PART_KINDS, type TWeddingPartKind } from '../../../shared/schemas/households.ts';
import type { Language } from '../detect-language.ts';
import en from './data/en.json' with { type: 'json' };
import es from './data/es.json' with { type: 'json' };
import fr from './data/fr.json' with { type: 'json' };

const folded = z
  .string()
  .regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, 'mot plié attendu (minuscules sans accents, espaces simples)');
const words = z.array(folded).min(1);
/** Words; a word ending with `*` stands for any word starting with it (`cousin*`: cousin, cousine, cousins). */
const stem = z
  .string()
  .regex(/^[a-z0-9]+\*?(?: [a-z0-9]+\*?)*$/, 'mots pliés attendus, un début de mot pouvant finir par *');
const stems = z.array(stem).min(1);

export const PART_IDS = ['cocktail', 'ceremony', 'dinner', 'party', 'brunch'] as const;
export type PartId = (typeof PART_IDS)[number];

/** The kinds of a wedding's parts (src/shared/schemas/households.ts), but « other », which the data files name. */
export type PartKind = Exclude<TWeddingPartKind, 'other'>;
export const PART_KINDS = WEDDING_PART_KINDS.filter((kind): kind is PartKind => kind !== 'other');
/** The reader's part (`Rsvp.parts`) each kind is said as: every ceremony is « la cérémonie », the reception a dinner. */
const SAID_AS: Partial<Record<PartKind, PartId>> = {
  civil_ceremony: 'ceremony',
  religious_ceremony: 'ceremony',
  secular_ceremony: 'ceremony',
  reception: 'dinner',
};
/** The kinds of the wedding's parts a part the reader names may mean. */
export const kindsOfPart = (id: PartId) => PART_KINDS.filter((kind) => (SAID_AS[kind] ?? kind) === id);

/** Families of `item` named as in the French file (a family missing from another language is refused). */
const familiesOf = <T extends object, I extends z.ZodType>(families: T, item: I) =>
  keyed(Object.keys(families) as Extract<keyof T, string>[], z.array(item));
/** An object holding an `item` under each of `keys`. */
const keyed = <K extends string, I extends z.ZodType>(keys: readonly K[], item: I) =>
  z.object(Object.fromEntries(keys.map((k) => [k, item])) as Record<K, I>);

/** Lists of words in a French `file` (`greetings`, `people.me`…; data/README.md says what each holds): folded words. */
type WordList<T> = { [K in keyof T]: T[K] extends string[] ? K : never }[keyof T];
const wordLists = <T extends object>(file: T) =>
  Object.fromEntries(
    Object.entries(file).flatMap(([key, value]) =>
      Array.isArray(value) && value.every((w) => typeof w === 'string') ? [[key, words]] : [],
    ),
  ) as Record<WordList<T>, typeof words>;

export const ZRsvpVocabulary = z.object({
  ...wordLists(fr),
  /** Chat spellings (« jvien », "prolly") to the folded words they stand for. */
  chat: z.record(folded, folded),
  /** Spellings spanning words (« p'têt », « jpourrai »): a pattern over folded text (flag `g`) and what it stands for. */
  rewrites: z.array(z.tuple([z.string().min(1), z.string()])),
  /** Numbers in words. */
  numbers: z.record(folded, z.number().int().min(1).max(20)),
  /** Their SMS spellings (« troi », « kat »), read only where a count is expected. */
  smsNumbers: z.record(folded, z.number().int().min(1).max(20)),
  /** SMS spellings of the verbs that count (« on s ra »): a pattern (flags `giu`) and what it is written as. */
  smsVerbs: z.array(z.tuple([z.string().min(1), z.string()])),
  /**
   * The phrases that make a clause of each kind (README.md: `clauses` lists them, and the decision table), the grammar
   * around them (« ne … pas », who says it) being the patterns'; every language has French's families.
   */
  clauses: familiesOf(fr.clauses, stem),
  /** Who comes (data/README.md): `one` nouns of one person, a plural `s` read by the grammar; `alone` may be empty. */
  people: z.object({ ...wordLists(fr.people), one: stems, alone: z.array(stem) }),
  /** French words after « très » (« très heureux »): there « tres » is no Spanish three; stems end with `*`. */
  afterTres: z.array(stem),
  /** The parts of the day, by the kind of the wedding's part they name (one list for every rule naming a part). */
  parts: keyed(PART_KINDS, z.array(folded)),
  /** « on ne viendra qu'au cocktail »: words that say « only » after a negation (French « ne … que »). */
  onlyAfterNegation: z.array(folded),
  /**
   * The one question asked when a thing is missing, in the guest's language; the status's answers as a guest says
   * them (the quick-reply buttons' titles to come).
   */
  followUp: z.object({
    partySize: z.string().min(1),
    status: z.string().min(1),
    statusOptions: z.tuple([z.string(), z.string(), z.string()]),
    /** A new count not said as a change, to confirm ({n} the new count, {kept} the one before), and its two answers. */
    changeCount: z.string().min(1),
    changeYes: z.string().min(1),
    changeNo: z.string().min(1),
  }),
  /**
   * The patterns that make a clause of each kind (README.md: patterns), regular expressions over folded text where
   * `{family}` stands for a word family's words (`{clauses.accepts}`, `{people.one,people.pairs}`, `{numbers}`).
   */
  patterns: familiesOf(fr.patterns, z.string().min(1)),
  /**
   * Patterns tried in order, the first that matches deciding (README.md: ordered patterns), French's first; `{N}` and
   * `{MANY}` are slots the reader fills (any number, a number above one, as its first group).
   */
  ordered: familiesOf(fr.ordered, z.string().min(1)),
  /** The sentences confirming an answer (rsvp-replies.ts), {placeholders} filled; every language has French's. */
  replies: keyed(Object.keys(fr.replies) as (keyof typeof fr.replies)[], z.string().min(1)),
});
export type RsvpVocabulary = z.infer<typeof ZRsvpVocabulary>;

export const VOCABULARY: Record<Language, RsvpVocabulary> = {
  fr: ZRsvpVocabulary.parse(fr),
  en: ZRsvpVocabulary.parse(en),
  es: ZRsvpVocabulary.parse(es),
};
const ALL = Object.values(VOCABULARY);

/** What `pick` gives in every language, once each: a guest may mix them. */
const merged = (pick: (v: RsvpVocabulary) => string[]) => [...new Set(ALL.flatMap(pick))];
export const wordsOf = (family: WordList<RsvpVocabulary>) => merged((v) => v[family]);
/** Tables looked up by a guest's words: without a prototype, so that « constructor » finds nothing. */
const table = <T>(parts: Record<string, T>[]): Record<string, T> => Object.assign(Object.create(null), ...parts);
export const CHAT_WORDS = table(ALL.map((v) => v.chat));
export const NUMBERS = table(ALL.map((v) => v.numbers));
/** A number written in digits or in words (`numbers`), or null. */
export const numberOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (NUMBERS[word] ?? null));
export const SMS_NUMBERS = table(ALL.map((v) => v.smsNumbers));
export const peopleWords = (family: keyof RsvpVocabulary['people']) => merged((v) => v.people[family]);
export const clauseWords = (kind: keyof RsvpVocabulary['clauses']) => merged((v) => v.clauses[kind]);
export const partWords = (id: PartId) => merged((v) => kindsOfPart(id).flatMap((kind) => v.parts[kind]));

/** An alternation of words, longest first, each written as `as` makes it. */
const alternation = (list: string[], as: (word: string) => string) => {
  const longestFirst = [...list].sort((a, b) => b.length - a.length);
  return `(?:${longestFirst.map(as).join('|')})`;
};
/** An alternation of folded words, longest first; a stem's `*` stands for the rest of its word. */
export const anyOf = (list: string[]) => alternation(list, (w) => w.replace(/\*/g, '\\w*'));

const ACCENTED = Object.fromEntries(
  ['aàâä', 'eéèêë', 'iíîï', 'oóôö', 'uúùûü', 'cç', 'nñ'].map((s) => [s[0], `[${s}]`]),
);
/** A folded word matched in text as written: any accent, apostrophes and hyphens for spaces. */
const asWrittenWord = (folded: string) =>
  folded.replace(/[aeioucn ]/g, (ch) => (ch === ' ' ? "[\\s'’-]+" : ACCENTED[ch]!));
/** An alternation of folded words matched in text as written, longest first. */
export const asWritten = (list: string[]) => alternation(list, asWrittenWord);

/** « dans tous les cas je viens »: a yes that waits on nothing (data/*.json `firm`). */
export const FIRM = new RegExp(`\\b${anyOf(wordsOf('firm'))}\\b`);

/** The words a pattern's `{name}` stands for: `clauses.<kind>`, `people.<family>`, `numbers`, `parts`, a word family. */
function familyWords(name: string): string[] {
  const [group, family] = name.split('.') as [string, string | undefined];
  if (group === 'clauses' && family && family in VOCABULARY.fr.clauses)
    return clauseWords(family as keyof RsvpVocabulary['clauses']);
  if (group === 'people' && family && family in VOCABULARY.fr.people)
    return peopleWords(family as keyof RsvpVocabulary['people']);
  if (name === 'numbers') return Object.keys(NUMBERS);
  if (name === 'parts') return PART_IDS.flatMap(partWords);
  if (Array.isArray(VOCABULARY.fr[name as keyof RsvpVocabulary])) return wordsOf(name as Parameters<typeof wordsOf>[0]);
  throw new Error(`data/*.json patterns: no word family {${name}}`);
}

/** A pattern's regular expression, its `{families}` (and the reader's SLOTS) filled; `where` names it in an error. */
function compile(sources: string[], where: string): RegExp {
  const filled = sources.map((p) =>
    p.replace(/\{([a-z][\w.,]*)\}/gi, (_, names: string) =>
      names in SLOTS ? SLOTS[names as keyof typeof SLOTS] : anyOf(names.split(',').flatMap(familyWords)),
    ),
  );
  try {
    return new RegExp(filled.join('|') || '(?!)');
  } catch (error) {
    throw new Error(`data/*.json ${where}: ${(error as Error).message}`, { cause: error });
  }
}

// « très » folds to the Spanish « tres »: before a French adjective or adverb it counts no one.
const TRES = `(?:(?<!\\btres)|(?! ${anyOf(wordsOf('afterTres'))}))`;
/** A number of people at least `least`, as a pattern's first group. */
const numberSlot = (least: number) =>
  `(\\d{1,2}|${Object.keys(NUMBERS)
    .filter((w) => NUMBERS[w]! >= least)
    .join('|')})\\b${TRES}`;
/** The slots a pattern may use: `{N}` a number of people, `{MANY}` one above one (« pour un congrès » counts no one). */
export const SLOTS = { N: numberSlot(1), MANY: numberSlot(2) };

/** The patterns of a kind (data/*.json `patterns`) in every language as one regular expression. */
export const patternOf = (kind: keyof RsvpVocabulary['patterns'], vocabularies = ALL) => {
  const sources = vocabularies.flatMap((v) => v.patterns[kind]);
  return compile(sources, `patterns.${kind}`);
};

/** The ordered patterns of a kind (data/*.json `ordered`), French's first. */
export const orderedPatterns = (kind: keyof RsvpVocabulary['ordered']) =>
  ALL.flatMap((v) => v.ordered[kind]).map((p, i) => compile([p], `ordered.${kind}[${i}]`));

/** Every kind of pattern, compiled once when the server starts (a pattern that does not compile stops it). */
export const PATTERNS = Object.fromEntries(
  Object.keys(fr.patterns).map((kind) => [kind, patternOf(kind as keyof RsvpVocabulary['patterns'])]),
) as Record<keyof RsvpVocabulary['patterns'], RegExp>;
