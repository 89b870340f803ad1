// The assistant's vocabulary, read from data/ (concepts.json and one file per language) and checked against its
// schema when the server starts. data/README.md tells a speaker of the language how to extend it.
import * as z from 'zod';
import type { Lexicon } from './analyze-text.ts';
import conceptsFile from './data/concepts.json' with { type: 'json' };
import en from './data/en.json' with { type: 'json' };
import es from './data/es.json' with { type: 'json' };
import fr from './data/fr.json' with { type: 'json' };

/**
 * - aspect: what kind of answer is asked (a time, a place, a date, a name); required by the fixed fields.
 * - context: where or when the question is set ("à l'église", "le soir"): often background, cheap to leave unmatched.
 * - topic: a subject a wedding's facts may cover (dress code, parking...): leaving it unmatched costs a lot.
 * - intent: a subject no fixed field covers (pets, music, wifi...): only a FAQ or a note can answer it.
 */
const ZConceptKind = z.enum(['aspect', 'context', 'topic', 'intent']);
export type ConceptKind = z.infer<typeof ZConceptKind>;

const LANGUAGES = ['fr', 'en', 'es'] as const;

/** One word of a pattern: a word, `word*`, `(a|b)`, `[a|b]` (optional) or `{family}`. */
const PATTERN_WORD =
  /^(?:[a-z0-9+]+\*?|\((?:[a-z0-9]+\*?\|)+[a-z0-9]+\*?\)|\[(?:[a-z0-9]+\*?\|)*[a-z0-9]+\*?\]|\{[a-z0-9_]+\})$/;
const ZPattern = z.string().refine((p) => p.length > 0 && p.split(' ').every((w) => PATTERN_WORD.test(w)), {
  message: 'motif mal écrit : mots en minuscules sans accents, séparés par une espace ; (a|b), [a], {famille}, mot*',
});
const ZWordList = z.array(z.string().min(1));
/** The names of a French list of lists, as a non-empty tuple for `z.enum`. */
function namesOf<T extends object>(lists: T) {
  return Object.keys(lists) as [keyof T & string, ...(keyof T & string)[]];
}
/**
 * Words by which the analysis reads how a message is built (data/README.md, `cues`; `after…` are word starts), and
 * phrases by which a stage reads a message (`phrases`), matched as whole words: the lists French names.
 */
const CUES = namesOf(fr.cues);
const PHRASES = namesOf(fr.phrases);
/** Regular expressions over folded text by which a fact's values and a message's forms are read (`patterns`). */
const PATTERNS = namesOf(fr.patterns);
const ZRegExpSource = z
  .string()
  .refine((p) => p.length > 0 && compiles(p), { message: 'expression régulière invalide' });
/** The « à » a venue's first word takes: « aux », « au », « à la », « à l' ». */
const VENUE_KINDS = ['plural', 'masculine', 'feminine', 'vowel'] as const;

const ZConceptsFile = z.object({
  concepts: z.array(
    z.object({
      id: z.string().regex(/^[a-z_]+$/),
      kind: ZConceptKind,
      parent: z.string().optional(),
      note: z.string().optional(),
    }),
  ),
});

/** One language's words; data/README.md says what each list is for. */
const ZLanguageFile = z.object({
  language: z.enum(LANGUAGES),
  families: z.record(z.string().regex(/^[a-z0-9_]+$/), z.array(z.string().regex(/^[a-z0-9]+$/)).min(1)).default({}),
  greetings: ZWordList,
  thanks: ZWordList,
  smallTalk: ZWordList,
  stopwords: ZWordList,
  languageMarkers: ZWordList.default([]),
  chatSpellings: z.record(z.string(), z.string()).default({}),
  months: z.array(z.string()).length(12).optional(),
  monthAliases: z.record(z.string(), z.number().int().min(1).max(12)).default({}),
  /** From Sunday, as Date.getDay counts. */
  weekdays: z.array(z.string()).length(7).optional(),
  persons: z.record(z.string(), ZWordList).default({}),
  cues: z.partialRecord(z.enum(CUES), ZWordList).default({}),
  phrases: z.partialRecord(z.enum(PHRASES), z.array(ZPattern)).default({}),
  patterns: z.partialRecord(z.enum(PATTERNS), z.array(ZRegExpSource)).default({}),
  /** French only. */
  venueNouns: z.record(z.enum(VENUE_KINDS), ZWordList).optional(),
  concepts: z.record(z.string(), z.array(ZPattern)),
  onlyInThisLanguage: z.record(z.string(), z.array(ZPattern)).default({}),
  everyday: z.record(z.string(), ZWordList),
});
type LanguageFile = z.infer<typeof ZLanguageFile>;

function compiles(source: string) {
  try {
    return Boolean(new RegExp(source));
  } catch {
    return false;
  }
}

/** Every phrase a pattern stands for: « je (mets|mettre) quoi dans [le|mon] gps » is eight phrases. */
export function expandPattern(pattern: string, families: Record<string, string[]> = {}): string[] {
  let phrases: string[][] = [[]];
  for (const word of pattern.split(' ')) {
    let choices: string[];
    if (word.startsWith('{')) {
      const family = families[word.slice(1, -1)];
      if (!family) throw new Error(`famille inconnue ${word} dans « ${pattern} »`);
      choices = family;
    } else if (word.startsWith('(')) choices = word.slice(1, -1).split('|');
    else if (word.startsWith('[')) choices = ['', ...word.slice(1, -1).split('|')];
    else choices = [word];
    phrases = phrases.flatMap((p) => choices.map((c) => (c ? [...p, c] : p)));
  }
  return phrases.map((p) => p.join(' ')).filter(Boolean);
}

/** Checks the files together: every concept a language names is declared, every parent exists. */
export function loadKnowledge(rawConcepts: unknown, rawLanguages: unknown[]) {
  const { concepts } = ZConceptsFile.parse(rawConcepts);
  const files = rawLanguages.map((raw) => ZLanguageFile.parse(raw));
  const ids = new Set(concepts.map((c) => c.id));
  const problems: string[] = [];
  for (const c of concepts) if (c.parent && !ids.has(c.parent)) problems.push(`${c.id} : parent inconnu ${c.parent}`);
  for (const file of files) {
    for (const [id, patterns] of [...Object.entries(file.concepts), ...Object.entries(file.onlyInThisLanguage)]) {
      if (!ids.has(id)) problems.push(`${file.language}.json : concept inconnu ${id} (à déclarer dans concepts.json)`);
      for (const w of patterns.join(' ').match(/\{[a-z0-9_]+\}/g) ?? [])
        if (!file.families[w.slice(1, -1)]) problems.push(`${file.language}.json : famille inconnue ${w}`);
    }
  }
  if (problems.length) throw new Error(`Vocabulaire de l'assistant invalide : ${problems.join(' ; ')}`);
  const expand = (f: LanguageFile, patterns: string[] = []) => patterns.flatMap((p) => expandPattern(p, f.families));
  const compiled = concepts.map((c) => ({
    id: c.id,
    kind: c.kind,
    /** A broader concept: a fact about the parent half-answers a question about the child. */
    ...(c.parent ? { parent: c.parent } : {}),
    /** Phrases expanded from the patterns; `en:`/`es:`/`fr:` limits one to messages in that language. */
    terms: files.flatMap((f) => [
      ...expand(f, f.concepts[c.id]),
      ...expand(f, f.onlyInThisLanguage[c.id]).map((t) => `${f.language}:${t}`),
    ]),
  }));
  const words = (pick: (f: LanguageFile) => string[]) => new Set(files.flatMap(pick));
  /** One set per key, the words of every language together. */
  const wordsByKey = <K extends string>(keys: readonly K[], pick: (f: LanguageFile, key: K) => string[] | undefined) =>
    Object.fromEntries(keys.map((k) => [k, words((f) => pick(f, k) ?? [])])) as Record<K, Set<string>>;
  // A meaning is one key across the files ("boat": boat, bateau, barco).
  const meanings = [...new Set(files.flatMap((f) => Object.keys(f.everyday)))].map((m) =>
    files.flatMap((f) => f.everyday[m] ?? []),
  );
  const months = new Map<string, number>();
  for (const f of files) f.months?.forEach((m, i) => months.set(m, i + 1));
  for (const f of files) for (const [alias, month] of Object.entries(f.monthAliases)) months.set(alias, month);
  return {
    concepts: compiled,
    languageMarkers: wordsByKey(LANGUAGES, (f, language) => (f.language === language ? f.languageMarkers : [])),
    chatSpellings: Object.assign({}, ...files.map((f) => f.chatSpellings)) as Record<string, string>,
    months,
    /** Weekday names by day of the week (0 is Sunday), every language together. */
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((d) => files.flatMap((f) => (f.weekdays ? [f.weekdays[d]!] : []))),
    persons: wordsByKey([...new Set(files.flatMap((f) => Object.keys(f.persons)))], (f, c) => f.persons[c]),
    venueNouns: wordsByKey(VENUE_KINDS, (f, kind) => f.venueNouns?.[kind]),
    cues: wordsByKey(CUES, (f, cue) => f.cues[cue]),
    phrases: wordsByKey(PHRASES, (f, name) => expand(f, f.phrases[name])),
    patterns: Object.fromEntries(
      PATTERNS.map((name) => [name, files.flatMap((f) => f.patterns[name] ?? [])]),
    ) as Record<(typeof PATTERNS)[number], string[]>,
    /** With only these words (and fillers, and the small talk around them), a message greets, thanks or takes leave. */
    greetings: words((f) => f.greetings),
    thanks: words((f) => f.thanks),
    smallTalk: words((f) => f.smallTalk),
    /** Every filler word, whatever the language: none of them says what the guest asks about. */
    stopwords: words((f) => f.stopwords),
    meanings,
  };
}

export const KNOWLEDGE = loadKnowledge(conceptsFile, [fr, en, es]);
/** Whether a concept is of one of these kinds (concepts.json). */
export const isKind = (lexicon: Lexicon, concept: string, ...kinds: ConceptKind[]) =>
  kinds.some((kind) => lexicon.kinds.get(concept) === kind);
/** Moments of the day, each held at a place and a time. */
export const EVENTS = ['ceremony', 'reception', 'dinner', 'cocktail'];
/** The couple, as a guest names them: who the wedding is of, never what a question is about by itself. */
export const COUPLE = ['couple', 'bride', 'groom'];

/** The phrases of a list as alternatives of a regular expression over folded words; `word*` takes any ending. */
export function phrasesPattern(name: (typeof PHRASES)[number]): string {
  return [...KNOWLEDGE.phrases[name]]
    .map((p) => p.replace(/\+/g, String.raw`\+`).replace(/\*/g, String.raw`\w*`))
    .join('|');
}

/** The regular expressions of a list (data/*.json `patterns`), every language's in turn, as alternatives of one. */
export function patternsOf(name: (typeof PATTERNS)[number]): string {
  return KNOWLEDGE.patterns[name].join('|');
}

/** The concepts of an analysis (or a fact), in the order found. */
export const conceptIds = (analysis: { concepts: Map<string, number> }) => [...analysis.concepts.keys()];
