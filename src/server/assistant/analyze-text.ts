// Reads a text (a guest's message or one of the couple's facts) into concepts, leftover content words,
// times and dates. Typos are corrected against the known vocabulary before anything is matched.
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as frenchStem } from '@orama/stemmers/french';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';
import { distance } from 'fastest-levenshtein';
import { detectLanguage, type Language } from './detect-language.ts';
import { COUPLE, EVENTS, isKind, KNOWLEDGE, patternsOf, phrasesPattern, type ConceptKind } from './knowledge.ts';
import { expandSms, extractTimesAndDates, foldText, MONTH_WORDS, splitWords } from './normalize-text.ts';
import type { ExtractedDate, ExtractedTime } from './normalize-text.ts';
import { readParts, type MessageParts } from './read-clauses.ts';
import { approvalAlone } from './rsvp/emoji-answer.ts';

type Entry = { tokens: string[]; concepts: string[]; lang?: Language; prefix: boolean };

/** Extra terms a wedding brings: its venues' names, the couple's and the contact's names, its weekdays. */
export type ExtraTerm = {
  term: string;
  concept: string;
  /** A word of a venue's name: with "le"/"la"/"the" it is that venue. */
  venue?: boolean;
  /** Only with an article ("le mas"), never on its own. */
  only?: boolean;
};

export type Lexicon = {
  /** Entries by their first word; phrases before single words, longest first. */
  byFirst: Map<string, Entry[]>;
  /** Single words ending in `*`, by their first letters (prefixStart): a word looks only at those it may start with. */
  prefixes: Map<string, Entry[]>;
  /** Single-word entries by `<language>:<stem>`, so that "dîne" finds "dîner" and "toddlers" finds "toddler". */
  byStem: Map<string, Entry[]>;
  kinds: Map<string, ConceptKind>;
  parents: Map<string, string>;
  /** Every word worth correcting a typo to, by length. */
  vocabulary: Set<string>;
  byLength: Map<number, string[]>;
  /** Words of this wedding's venue names, with the event held there ("villa" -> reception). */
  venueWords: Map<string, string>;
};

const STEMMERS: Record<Language, (word: string) => string> = { fr: frenchStem, en: englishStem, es: spanishStem };
/** Stems shorter than this match too many unrelated words. */
const MIN_STEM = 4;

function stemKey(language: Language, word: string) {
  const stem = STEMMERS[language](word);
  return stem.length >= MIN_STEM ? `${language}:${stem}` : null;
}

/** Entries whose stem is the word's, stemmed as the message's language ("place" in English is not "placer"). */
function stemMatches(lexicon: Lexicon, word: string, language: Language): Entry[] {
  const key = word.length < 4 ? null : stemKey(language, word);
  // Inflections only: "invités" is not "invitation", though both stem to "invit".
  return key ? (lexicon.byStem.get(key) ?? []).filter((e) => Math.abs(e.tokens[0]!.length - word.length) <= 2) : [];
}

const WEEKDAY_WORDS = new Set(KNOWLEDGE.weekdays.flat());
/** How a message is built: articles, thanks, « après », « quel », question words… (data/*.json, `cues`). */
const CUES = KNOWLEDGE.cues;
/** Words that ask nothing: fillers, greetings, thanks, small talk, months. */
const FILLERS = [KNOWLEDGE.stopwords, KNOWLEDGE.greetings, KNOWLEDGE.thanks, KNOWLEDGE.smallTalk, MONTH_WORDS];
const isFiller = (w: string) => FILLERS.some((words) => words.has(w));

/** Every wedding's lexicon is built from the same thesaurus: its terms are read, and its words stemmed, once for all. */
const parsedTerms = new Map<string, Pick<Entry, 'tokens' | 'lang' | 'prefix'>>();
const lexiconStems = new Map<string, string | null>();

function parseTerm(raw: string) {
  if (!parsedTerms.has(raw)) {
    const [, tag, words = '', star] = /^(?:(fr|en|es):)?(.*?)(\*?)$/.exec(raw)!;
    parsedTerms.set(raw, {
      tokens: words.split(' ').filter(Boolean),
      lang: tag as Language | undefined,
      prefix: star === '*',
    });
  }
  return parsedTerms.get(raw)!;
}

/** « Pas de souci », "no worries", « de acuerdo »: phrases that agree, as a thank-you does, and ask nothing. */
const AGREEING = [...KNOWLEDGE.phrases.agreeing].map(parseTerm);
/** « À samedi », "see you Saturday", « hasta el sábado »: leave taken, its day no subject asked. */
const FAREWELL = [...KNOWLEDGE.phrases.farewell].map(parseTerm);
/** « On a hâte ! », « bisous », "can't wait", « ¡enhorabuena! »: warm words for the couple, no question. */
const WISHES = [...KNOWLEDGE.phrases.wishes].map(parseTerm);

function lexiconStemKey(language: Language, word: string) {
  const key = `${language}:${word}`;
  if (!lexiconStems.has(key)) lexiconStems.set(key, stemKey(language, word));
  return lexiconStems.get(key)!;
}

/** A prefix is listed by its first three letters (one shorter under ''): two of one length share a list, in order. */
const prefixStart = (prefix: string) => (prefix.length >= 3 ? prefix.slice(0, 3) : '');
const prefixesOf = (lexicon: Lexicon, word: string) => [
  ...(lexicon.prefixes.get('') ?? []),
  ...(lexicon.prefixes.get(word.slice(0, 3)) ?? []),
];

/** Adds a term of the thesaurus: `en:` limits it to a language, a final `*` takes any ending. */
function addEntry(lexicon: Lexicon, added: Map<string, Entry>, raw: string, concept: string) {
  const { tokens, lang, prefix } = parseTerm(raw);
  if (!tokens.length) return;
  // A single word ending in `*` is a prefix; a phrase is found by its first word, longest phrases first.
  const alone = prefix && tokens.length === 1;
  const [lists, at] = alone ? [lexicon.prefixes, prefixStart(tokens[0]!)] : [lexicon.byFirst, tokens[0]!];
  const list = lists.get(at) ?? [];
  const key = `${alone}:${lang}:${tokens.join(' ')}`;
  const existing = added.get(key);
  if (!existing) {
    list.push({ tokens, concepts: [concept], lang, prefix });
    added.set(key, list.at(-1)!);
  } else if (!existing.concepts.includes(concept)) existing.concepts.push(concept);
  lists.set(at, list);
  for (const t of tokens) if (!alone || t.length >= 5) lexicon.vocabulary.add(t);
}

/** Whether a phrase of the thesaurus is written at `i`; a phrase ending in `*` (« on s'est rencontré* ») takes any ending on its last word. */
function phraseAt(entry: Pick<Entry, 'tokens' | 'prefix'>, words: string[], i: number) {
  const last = entry.tokens.length - 1;
  return entry.tokens.every(
    (t, k) => words[i + k] === t || (entry.prefix && k === last && k > 0 && (words[i + k] ?? '').startsWith(t)),
  );
}

/** The longest prefix a word starts with, of any language or of `lang`: "costume" is dress ("costume*"), not price ("cost*"). */
function longestPrefix(lexicon: Lexicon, word: string, lang?: Language) {
  let best: Entry | undefined;
  for (const e of prefixesOf(lexicon, word)) {
    if (lang && e.lang && e.lang !== lang) continue;
    if (word.startsWith(e.tokens[0]!) && (!best || e.tokens[0]!.length > best.tokens[0]!.length)) best = e;
  }
  return best;
}

/** The thesaurus compiled for matching, plus a wedding's own terms and words (for typo correction). */
export function buildLexicon(extra: ExtraTerm[] = [], documentWords: Iterable<string> = []): Lexicon {
  const lexicon: Lexicon = {
    byFirst: new Map(),
    byStem: new Map(),
    prefixes: new Map(),
    kinds: new Map(),
    parents: new Map(),
    vocabulary: new Set(),
    byLength: new Map(),
    venueWords: new Map(),
  };
  // Each entry once, by where it is listed, its language and its words.
  const added = new Map<string, Entry>();
  for (const concept of KNOWLEDGE.concepts) {
    lexicon.kinds.set(concept.id, concept.kind);
    if (concept.parent) lexicon.parents.set(concept.id, concept.parent);
    for (const term of concept.terms) addEntry(lexicon, added, term, concept.id);
  }
  for (const { term, concept, venue, only } of extra) {
    if (venue) lexicon.venueWords.set(term, concept);
    if (only) continue;
    // A venue word that already means something else (« Villa ») keeps that meaning; « la villa » names the venue.
    const known = (lexicon.byFirst.get(term) ?? []).find((e) => e.tokens.length === 1) ?? longestPrefix(lexicon, term);
    if (venue && known?.concepts.some((c) => c !== concept)) continue;
    addEntry(lexicon, added, term, concept);
  }
  // Longest phrases first, sorted once all are in (a stable sort: equal lengths keep the order they were added in).
  for (const list of lexicon.byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  for (const entry of [...lexicon.byFirst.values()].flat().filter((e) => e.tokens.length === 1))
    for (const language of entry.lang ? [entry.lang] : (['fr', 'en', 'es'] as const)) {
      const key = lexiconStemKey(language, entry.tokens[0]!);
      if (key) lexicon.byStem.set(key, [...(lexicon.byStem.get(key) ?? []), entry]);
    }
  for (const set of [...FILLERS, WEEKDAY_WORDS]) for (const w of set) if (!w.includes(' ')) lexicon.vocabulary.add(w);
  for (const w of [...AGREEING, ...FAREWELL, ...WISHES].flatMap((phrase) => phrase.tokens)) lexicon.vocabulary.add(w);
  for (const w of documentWords) if (w.length >= 3 && !/\d/.test(w)) lexicon.vocabulary.add(w);
  lexicon.byLength = Map.groupBy(lexicon.vocabulary, (w) => w.length);
  return lexicon;
}

/** A concept a question is about (a topic or an intent), not its setting nor the kind of answer it wants. */
export const isSubject = (lexicon: Lexicon, concept: string) => isKind(lexicon, concept, 'topic', 'intent');

let thesaurus: Lexicon | undefined;

/** The thesaurus alone, without any wedding's words: built once and never changed. */
export const baseLexicon = () => (thesaurus ??= buildLexicon());

/** Makes a narrower concept mean its broader one in this lexicon: each of its terms names the broader one only. */
export function foldConcept(lexicon: Lexicon, narrow: string, broad: string) {
  for (const entry of [...lexicon.byFirst.values(), ...lexicon.prefixes.values()].flat()) {
    const at = entry.concepts.indexOf(narrow);
    if (at < 0) continue;
    entry.concepts.splice(at, 1);
    if (!entry.concepts.includes(broad)) entry.concepts.push(broad);
  }
}

/** Less than the half point between two scores: it only reorders words equally close. */
const VENUE_TIE = 0.25;

/** The closest known word to a misspelt one, if close enough for its length. */
function correct(lexicon: Lexicon, w: string): string | undefined {
  // A short word one letter away from a known one is as often another real word ("give" is not "gîte").
  if (w.length <= 4) return undefined;
  const max = w.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (let len = w.length - max; len <= w.length + max; len++) {
    for (const candidate of lexicon.byLength.get(len) ?? []) {
      if (candidate.length < 4) continue;
      const d = distance(w, candidate);
      // Two letters dropped at once make another word more often than a typo (« situation » is no « station »).
      if (d >= 2 && Math.abs(candidate.length - w.length) >= 2) continue;
      // Same first letter breaks ties: typos rarely touch it.
      // A word of the venues' names breaks the remaining ties: « the manor » is the Manoir, not « mano » (a hand).
      const score = d + (candidate[0] === w[0] ? 0 : 0.5) - (lexicon.venueWords.has(candidate) ? VENUE_TIE : 0);
      if (score < bestDistance) {
        bestDistance = score;
        best = candidate;
      }
    }
  }
  return bestDistance <= max ? best : undefined;
}

/** Corrects typos and glued elisions ("jappelle" -> j appelle, « quil » -> qu il) against the vocabulary. */
function correctWords(lexicon: Lexicon, words: string[], names: Set<string>): string[] {
  const known = (w: string) =>
    lexicon.vocabulary.has(w) || prefixesOf(lexicon, w).some((e) => w.startsWith(e.tokens[0]!));
  return words.flatMap((w) => {
    if (w.length < 4 || /\d/.test(w) || known(w) || names.has(w)) return [w];
    const elided = /^[cdjlmnst]/.test(w) ? 1 : w.startsWith('qu') ? 2 : 0;
    if (elided && w.length >= 4 + elided && known(w.slice(elided))) return [w.slice(0, elided), w.slice(elided)];
    return [correct(lexicon, w) ?? w];
  });
}

/** A question mark or a question word: the message asks something, even with no known subject. */
export function asksSomething(text: string, words: string[]) {
  return /[?¿]/.test(text) || words.some((w) => CUES.questionWords.has(w)) || /\bou\b|où/.test(text.toLowerCase());
}

export type ConceptHits = Map<string, number>;

/** A concept found by a thesaurus term (« fils » for the children), at the word the term starts at. */
type Found = { concept: string; at: number; term: string };

/** Raises a concept's weight to `weight` (a concept found twice keeps its strongest reading). */
export function addHit(concepts: ConceptHits, id: string, weight: number) {
  concepts.set(id, Math.max(concepts.get(id) ?? 0, weight));
}

/** Words after « confirmer » within which the fact it takes is found (« me confirmer l'heure exacte de »). */
const CONFIRMED_FACT_SPAN = 3;

/** « Je voudrais confirmer la date exacte »: confirming a date, a time or a place checks it, not the invitation. */
function checkingAFact(concepts: ConceptHits, found: Found[]) {
  const rsvp = found.filter((f) => f.concept === 'rsvp');
  if (!rsvp.length || !rsvp.every((f) => f.term.startsWith('confirm'))) return;
  const facts = found.filter((f) => ['date', 'time', 'place'].includes(f.concept));
  if (!rsvp.every((f) => facts.some((a) => a.at > f.at && a.at <= f.at + CONFIRMED_FACT_SPAN))) return;
  concepts.delete('rsvp');
  addHit(concepts, 'checking', 1);
}

/** « Mon fils est allergique aux arachides »: the person named is who a question is for, the allergy what it asks. */
function dropPersonAskedFor(concepts: ConceptHits, found: Found[], words: string[], lexicon: Lexicon) {
  // « Venir avec mon copain », "bring my son": the person one comes with is what is asked.
  const companion = (at: number) => words.slice(Math.max(0, at - 3), at).some((w) => CUES.companionWords.has(w));
  const persons = Object.keys(KNOWLEDGE.persons).filter(
    (c) =>
      concepts.has(c) &&
      found.filter((f) => f.concept === c).every(({ term, at }) => KNOWLEDGE.persons[c]!.has(term) && !companion(at)),
  );
  const subject = (c: string) => isSubject(lexicon, c) && !persons.includes(c) && !COUPLE.includes(c);
  if (persons.length && [...concepts.keys()].some(subject)) for (const c of persons) concepts.delete(c);
}

export type Analysis = Partial<MessageParts> & {
  language: Language;
  words: string[];
  concepts: ConceptHits;
  /** Content words no concept explains: names, codes, rare nouns. */
  residual: string[];
  /** Residual words the guest capitalised mid-sentence (a town, a person): background more than subject. */
  properNouns: Set<string>;
  times: ExtractedTime[];
  dates: ExtractedDate[];
  greeting: boolean;
  thanks: boolean;
  /** Thanks for nothing: the guest only agrees or takes leave (« pas de souci », « à samedi », « 👍 »). */
  acknowledges: boolean;
  /** Warm words for the couple and no thanks (« on a hâte ! », « félicitations »): they are answered as such. */
  wishes: boolean;
  /** Nothing but greetings, thanks and filler. */
  smallTalk: boolean;
  /** A question mark or a question word: the message asks something, even with no known subject. */
  asks: boolean;
  /** The guest states something and asks to confirm it ("c'est bien à l'église ?", "right?", "¿verdad?"). */
  confirming: boolean;
  /** Each concept the vocabulary found, at the word it starts at, in the order found. */
  found: Found[];
};

/** An age a child has (up to 15 years, or months): « de 3 ans », "2-year-old", « de 8 mois », "de 4 años". */
const CHILD_AGE = new RegExp(patternsOf('childAge'), 'g');

/** « je crois », « c'est bien… ? », "right?", « ¿verdad? »: the guest states something and asks to confirm it. */
const CONFIRMING = new RegExp(String.raw`\b(?:${phrasesPattern('confirming')})\b|${patternsOf('confirming')}`, 'i');

/** A capitalised word after a letter or a comma and a space: a name more than the start of a sentence. */
const MID_SENTENCE_CAPITAL = /(?<=[\p{L},;:'’]\s+)\p{Lu}[\p{L}-]+/gu;

/** "Merci pour l'invitation !": what the guest thanks for is not a question. */
function thankedFor(words: string[]) {
  const thanked = new Array<boolean>(words.length).fill(false);
  for (let i = 0; i < words.length - 1; i++) {
    if (!CUES.thank.has(words[i]!)) continue;
    let k = i + 1;
    while (k < words.length && CUES.thankAdverbs.has(words[k]!)) k++;
    if (!CUES.thankFor.has(words[k] ?? '')) continue;
    k++;
    while (k < words.length && CUES.thankDeterminers.has(words[k]!)) thanked[k++] = true;
    if (k < words.length) thanked[k] = true;
  }
  return thanked;
}

/** Marks the words of every phrase of the list as thanked (the longest one at a word); true when there is one. */
function markCourtesy(phrases: ReturnType<typeof parseTerm>[], words: string[], thanked: boolean[]) {
  let found = false;
  for (let i = 0; i < words.length; i++) {
    const phrase = phrases
      .filter((p) => phraseAt(p, words, i))
      .reduce<(typeof phrases)[number] | undefined>(
        (a, p) => (a && a.tokens.length >= p.tokens.length ? a : p),
        undefined,
      );
    if (!phrase) continue;
    thanked.fill(true, i, i + phrase.tokens.length);
    found = true;
  }
  return found;
}

/**
 * `correctTypos` is for guests' messages; the couple's own texts are read as written. `whole`: the text is a whole
 * message, whose parts are read apart too.
 */
type AnalyzeOptions = {
  correctTypos?: boolean;
  stems?: boolean;
  language?: Language;
  /** The language the guest is known to write in, for a message that does not tell (« sin problema »). */
  usualLanguage?: Language;
  whole?: boolean;
};

/** Concepts and leftover words of a text. */
export function analyzeText(lexicon: Lexicon, text: string, options: AnalyzeOptions = {}): Analysis {
  const { correctTypos = true, stems = correctTypos, language, usualLanguage, whole = correctTypos } = options;
  const folded = foldText(text);
  const { times, dates, rest: withAges } = extractTimesAndDates(folded);
  // « Notre petit de 2 ans », "our 2 year old", « un bébé de 8 mois »: a child's age names a child, not a date.
  const rest = correctTypos ? withAges.replace(CHILD_AGE, ' ') : withAges;
  const childAge = rest !== withAges;
  const rawWords = expandSms(splitWords(rest));
  const lang = language ?? detectLanguage(text, rawWords, usualLanguage);
  // A name capitalised mid-sentence ("soy Marta") is no typo of a known word ("marea").
  const names = new Set([...text.matchAll(MID_SENTENCE_CAPITAL)].flatMap((m) => splitWords(foldText(m[0]))));
  const words = correctTypos ? correctWords(lexicon, rawWords, names) : rawWords;
  // A wish's words ask nothing ("can't wait" holds no question's "can").
  const wished = new Array<boolean>(words.length).fill(false);
  const wishSaid = correctTypos && markCourtesy(WISHES, words, wished);
  const asks = asksSomething(
    text,
    words.filter((_, i) => !wished[i]),
  );
  const concepts: ConceptHits = new Map();
  const residual: string[] = [];
  const consumed = new Array<boolean>(words.length).fill(false);
  const found: Found[] = [];
  const thanked = thankedFor(words);
  // A farewell or a wish only in a message that asks nothing: a question naming a day asks about that day.
  const courteous =
    correctTypos &&
    [markCourtesy(AGREEING, words, thanked), !asks && markCourtesy(FAREWELL, words, thanked)].some(Boolean);
  const wishes = wishSaid && !asks;
  if (wishes) wished.forEach((w, i) => (thanked[i] ||= w));
  const capitalised = new Set([...text.matchAll(/\p{Lu}[\p{L}'-]*/gu)].flatMap((m) => splitWords(foldText(m[0]))));

  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (thanked[i]) continue;
    // « La villa »: after a definite article, a word of a venue's name is that venue (« une villa à louer ? » is about
    // lodging), unless another capitalised name follows it (« l'hôtel Carlton »).
    const venue = lexicon.venueWords.get(w);
    const otherName = capitalised.has(words[i + 1] ?? '') && !lexicon.venueWords.has(words[i + 1] ?? '');
    const venueNamed =
      venue &&
      !otherName &&
      CUES.definite.has(words[i - 1] ?? '') &&
      !(lexicon.byFirst.get(w) ?? []).some((e) => e.tokens.length > 1 && phraseAt(e, words, i));
    // The venue, else a phrase written here, else the word's longest prefix, else its stem.
    const entry = venueNamed
      ? { tokens: [w], concepts: [venue], prefix: false }
      : ((lexicon.byFirst.get(w) ?? []).find((e) => (!e.lang || e.lang === lang) && phraseAt(e, words, i)) ??
        (w.length < 3 ? undefined : longestPrefix(lexicon, w, lang)));
    // A question's words may be any inflection of a known one ("on boit ?"); the couple's statements are read as written.
    // A plain word's plural is no inflection of a term: « petites questions » is not « les petits » (the children).
    const plain = w.endsWith('s') && KNOWLEDGE.stopwords.has(w.slice(0, -1));
    const entries = entry ? [entry] : stems && !plain ? stemMatches(lexicon, w, lang) : [];
    for (const { concepts: named, tokens } of entries) {
      for (const concept of named) {
        addHit(concepts, concept, 1);
        found.push({ concept, at: i, term: tokens.join(' ') });
      }
    }
    // A phrase takes all its words; a prefix or a stem, this one.
    const span = entries[0]?.tokens.length ?? 0;
    consumed.fill(true, i, i + span);
    i += Math.max(span - 1, 0);
  }

  const said = words.filter((_, i) => !thanked[i]);
  const greeting = said.some((w) => KNOWLEDGE.greetings.has(w));
  const thanksSaid = said.some((w) => KNOWLEDGE.thanks.has(w));
  // « 👍 » alone, after a reply, acknowledges it.
  const acknowledges = !thanksSaid && !wishes && (courteous || (!words.length && approvalAlone(text)));
  const thanks = thanksSaid || acknowledges || wishes;
  const accentedWhere = /où|ou\s*\?$|c'?\s*(?:est\s+)?ou\b/.test(text.toLowerCase());
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (thanked[i] || consumed[i]) continue;
    // "où" without its accent is also "or": only a weak hint, unless it ends the question ("c ou ?").
    if (w === 'ou' && !CUES.orAfterOu.has(words[i + 1] ?? '')) addHit(concepts, 'place', accentedWhere ? 1 : 0.5);
    else if (!isFiller(w) && !WEEKDAY_WORDS.has(w) && !/^\d+$/.test(w) && w.length >= 2) residual.push(w);
  }
  // In the couple's texts, the weekday of a date still says which day it is ("dimanche 13 juin": the day after).
  if (!correctTypos)
    for (const d of dates)
      for (const entry of (d.weekday && lexicon.byFirst.get(d.weekday)) || [])
        for (const c of entry.concepts) addHit(concepts, c, 1);
  if (childAge) addHit(concepts, 'children', 1);
  if (times.length) addHit(concepts, 'time', 1);
  if (dates.length) addHit(concepts, 'date', 1);
  // "C'est en juin ?", "c'est bien en 2028 ?": a month or a year alone asks (or checks) the date.
  if (
    correctTypos &&
    !dates.length &&
    asks &&
    words.some((w) => (MONTH_WORDS.has(w) && !CUES.ambiguousMonths.has(w)) || /^20\d\d$/.test(w))
  )
    addHit(concepts, 'date', 1);
  // Small talk may name the wedding or the couple ("merci aux mariés !"), never ask something.
  const onlyPeople = [...concepts.keys()].every((c) => c === 'wedding' || COUPLE.includes(c));
  const smallTalk =
    // "See you in September!": a month is small talk too.
    (onlyPeople && (greeting || thanks || !words.length) && said.every((w) => isFiller(w) || /^\d+$/.test(w))) ||
    // A hello or a thank-you may say who writes or who the answer goes to (« Coucou c'est Paul ») without asking.
    ((greeting || thanks) && onlyPeople && !asks) ||
    // « Super merci je transfère à ma mère »: a thank-you that asks nothing tells the guest's news, whatever subject
    // its words name; not a request without a question word (« je voudrais l'heure…, merci »): it names an answer.
    (correctTypos &&
      words.some((w) => CUES.gratitude.has(w)) &&
      !asks &&
      ![...concepts.keys()].some((c) => isKind(lexicon, c, 'aspect')));

  const has = (c: string) => concepts.has(c);
  const replace = (from: string, to: string) => {
    addHit(concepts, to, concepts.get(from)!);
    concepts.delete(from);
  };
  // "Après la messe, direction ?": the church is behind us, the question is about the party; once the party is over,
  // about going home or sleeping.
  for (let i = 0; i < words.length - 1; i++) {
    if (!CUES.after.has(words[i]!)) continue;
    const next = words.slice(i + 1, i + 4);
    const nextStarts = (starts: Set<string>) => next.some((t) => [...starts].some((start) => t.startsWith(start)));
    if (has('ceremony') && nextStarts(CUES.afterCeremony)) replace('ceremony', 'reception');
    else if (has('reception') && !has('ceremony') && nextStarts(CUES.afterParty)) concepts.delete('reception');
  }
  if (correctTypos) checkingAFact(concepts, found);
  // "Notre chien peut nous accompagner ?": the companion is the dog or the child, not a partner.
  if (has('plusone') && (has('pets') || has('children'))) concepts.delete('plusone');
  if (correctTypos) dropPersonAskedFor(concepts, found, words, lexicon);
  // "What's the name of the church?": the name of a venue is where it is, not who someone is.
  if (has('who') && EVENTS.some(has) && ![...COUPLE, 'officiant', 'contact', 'witness', 'phone'].some(has))
    replace('who', 'place');
  // "Dans quelle église… ?", "which restaurant?": a moment of the day asked by its kind of place asks which place it is.
  const namesAnEvent = (w = '') =>
    (lexicon.byFirst.get(w) ?? []).some((e) => e.tokens.length === 1 && e.concepts.some((c) => EVENTS.includes(c)));
  if (words.some((w, i) => CUES.which.has(w) && namesAnEvent(words[i + 1]))) addHit(concepts, 'place', 1);
  // « On mange à quelle heure ? »: the time or the place of eating is the dinner's, a moment of the day, not the menu.
  if (correctTypos && has('food') && ['time', 'when', 'place'].some(has)) replace('food', 'dinner');
  // A guest coming « en voiture » wonders where to leave it; the couple writing « 35 minutes en voiture » tell a way there.
  if (correctTypos && has('bycar')) replace('bycar', 'parking');
  // "How did the couple meet?", "how did Harriet and Jonas meet?": meeting, said of the couple, is their story.
  if (correctTypos && words.some((w) => CUES.meetingWords.has(w)) && COUPLE.some(has)) addHit(concepts, 'story', 1);
  const analysis: Analysis = {
    language: lang,
    words,
    concepts,
    residual,
    properNouns: new Set([...names].filter((w) => residual.includes(w))),
    times,
    dates,
    greeting,
    thanks,
    acknowledges,
    wishes: wishes && !thanksSaid,
    smallTalk,
    asks,
    confirming: CONFIRMING.test(folded),
    found,
  };
  if (!whole) return analysis;
  const read = (part: string, language?: Language) => analyzeText(lexicon, part, { language, whole: false });
  return { ...analysis, ...readParts(lexicon, text, analysis, read) };
}
