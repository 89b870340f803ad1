// Everything the engine can precompute for one wedding: its answerable facts (fixed fields, free texts split
// into sentences, FAQs) with their concepts, a full-text index over them, and the wedding's own vocabulary.
import { stemmer } from '@orama/stemmers/french';
import MiniSearch from 'minisearch';
import {
  addHit,
  analyzeText,
  baseLexicon,
  buildLexicon,
  foldConcept,
  isSubject,
  type ConceptHits,
  type ExtraTerm,
  type Lexicon,
} from './analyze-text.ts';
import { detectLanguage, type Language } from './detect-language.ts';
import { COUPLE, isKind, KNOWLEDGE, patternsOf, phrasesPattern } from './knowledge.ts';
import { DAYS_AROUND, openingWeekday, weddingWeekday } from './day-named.ts';
import { extractTimesAndDates, foldText, PHONE_NUMBER, splitWords } from './normalize-text.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

export type Aspect = 'time' | 'place' | 'date' | 'who' | 'duration' | 'distance' | 'end';

/** The ceremony's or the reception's time, place, or both. */
type EventSlot = `${'ceremony' | 'reception'}${'Time' | 'Place' | ''}`;
/** Answers built from fixed fields rather than quoted text. */
export type Slot = EventSlot | 'venues' | 'times' | 'date' | 'couple' | 'bride' | 'groom' | 'program';

type Sentence = { text: string; concepts: ConceptHits };

export type Candidate = {
  /** Position in the index, also its full-text document id. */
  id: number;
  /** The wedding field or `faq:<id>` a reply from it cites. */
  source: string;
  slot?: Slot;
  /** For slots: the aspects the slot answers (a time slot does not answer "where"). */
  slotAspects?: Aspect[];
  /** A slot that answers a bare aspect ("ça commence quand ?" -> the ceremony time). */
  fallback?: 'time' | 'place' | 'date';
  concepts: ConceptHits;
  /** Kinds of values the text gives (a time, a date, an address): they answer "when"/"where" questions too. */
  offers: Set<Aspect>;
  /** The moments whose length of time the text gives ("la cérémonie (environ 45 min)"): it answers "how long?" on them. */
  lasts?: Set<string>;
  /** Reply text for free-text facts and FAQs. */
  text?: string;
  /** Free-text fields, sentence by sentence, so a reply can keep only the relevant ones. */
  sentences?: Sentence[];
  /** The language the couple wrote `text` in. */
  textLanguage?: Language;
  /** The couple's versions of a FAQ answer in other languages. */
  translations?: Partial<Record<Language, string>>;
  /** For a FAQ: the concepts its own question asks, the points it answers. */
  asks?: Set<string>;
  /** For a FAQ: the full-text terms of its own question's words the thesaurus does not know (« traditionnel alsacien »). */
  asksWords?: string[];
  /** For a FAQ: every word of its own question, folded (« prevu », « samedi »), to compare with the guest's wording. */
  askedIn?: string[];
  /** For a free-text field: the subject it is written on (the parking, the gifts). */
  subject?: string;
  /** For an entry of the notes: the day of the week it is set on (0 is Sunday), when its timeline names one. */
  day?: number;
};

/** What the full-text index holds of a candidate: a FAQ's question, and the text that answers. */
type Doc = { id: number; question: string; text: string };

export type AnswerIndex = {
  wedding: AssistantWedding;
  faqs: AssistantFaq[];
  lexicon: Lexicon;
  candidates: Candidate[];
  search: MiniSearch<Doc>;
};

const TEXT_FIELDS = [
  ['dressCode', 'dress'],
  ['parkingInfo', 'parking'],
  ['accommodations', 'lodging'],
  ['giftRegistry', 'gifts'],
] as const;

const DOC_WEIGHT = 0.8;
/** Under 0.8, where rank-candidates.ts tells what a fact is about from what it mentions. */
const FIELD_MENTION_WEIGHT = 0.72;
/** What a FAQ merely mentions in its answer says less about what it answers than its question. */
const ANSWER_WEIGHT = 0.6;

/** Folded, stemmed full-text term; fillers are not indexed. */
export function fullTextTerm(word: string): string | null {
  const w = foldText(word);
  if (w.length < 2 || KNOWLEDGE.stopwords.has(w)) return null;
  return stemmer(w);
}

/** Where a sentence ends: after one of `stops` before a capital or a digit, or at a line break. */
const sentenceEnd = (stops: string) => new RegExp(String.raw`(?<=[${stops}])\s+(?=[A-ZÀ-ÖØ-Þ0-9«"])|\n+`);

function splitSentences(text: string): string[] {
  return text
    .split(sentenceEnd('.!?;'))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A clock time in an entry of a timeline: "18h00 cérémonie", "17:45 prosecco", "dîner à 21h". */
const CLOCK = String.raw`\d{1,2}\s*(?:h|:)\s*\d{0,2}\b`;
const ENTRY_TIME = new RegExp(String.raw`\b${CLOCK}`);
/**
 * Where a timeline's entries part: ";", "—", " - ", or a comma before a time, unless after a time too: « retours à 1h,
 * 2h30 et 4h15 » lists the times of one entry.
 */
const ENTRY_BREAK = new RegExp(
  String.raw`\s*;\s+|\s+[—–]\s+|\s+-\s+|(?<!${CLOCK}),\s+(?=(?:vers |à partir de |dès |around |from |hacia |a las )?${CLOCK})`,
  'i',
);

/** A sentence of the couple's notes, entry by entry ("18h00 cérémonie, 19h00 cocktail"): each moment is a fact. */
function sentenceEntries(sentence: string): string[] {
  return sentence
    .split(ENTRY_BREAK)
    .flatMap(timedClauses)
    .map((s) => s.trim().replace(/\s*[;,]$/, ''))
    .filter((s) => s.length > 1);
}

/**
 * Fewest timed clauses that make a comma-separated list a timeline, not a moment with its return and a detail
 * (« navette à 14h, retour à 1h, puis à 3h »); three cut too much on the tuning part.
 */
const TIMELINE_CLAUSES = 4;

/** « Programme du samedi : », « Déroulé : », « SAMEDI 18 septembre : »: the label that announces a timeline. */
const TIMELINE_LABEL = /^[^:]{2,40}:\s/;

/** A time outside brackets: « dîner à 20h30 », not « mariage civil (arrivée dès 10h15) ». */
function timedOutsideBrackets(clause: string): boolean {
  return ENTRY_TIME.test(foldText(clause.replace(/\([^()]*\)?/g, '')));
}

/**
 * « Programme du samedi : messe à 15h30, photos vers 16h45, cocktail à 18h30, dîner à 20h30 »: a labelled
 * timeline written as one sentence, each moment before its time, cut at the commas that start a new timed moment
 * (a clause opening on a word, not « 3h et 5h »); a clause without a time of its own stays with the moment before it.
 */
function timedClauses(entry: string): string[] {
  const clauses: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < entry.length; i++) {
    const c = entry[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ',' && depth === 0 && /^,\s+\p{L}/u.test(entry.slice(i))) {
      const next = entry.slice(i + 1).split(/,(?![^(]*\))/)[0]!;
      const current = entry.slice(start, i);
      if (timedOutsideBrackets(current) && timedOutsideBrackets(next)) {
        clauses.push(current);
        start = i + 1;
      }
    }
  }
  clauses.push(entry.slice(start));
  return clauses.length >= TIMELINE_CLAUSES && TIMELINE_LABEL.test(entry) ? clauses : [entry];
}

/** « MENU: sharing-style dinner »: a label and a few words, no time of its own, that head the entries after it. */
const BRIEF_HEADING = /^[^:\d]{2,40}:\s*(?:[^\s\d]+\s*){1,4}$/;

/** Where a sentence ends at a full stop, not at the « ; » between the moments of one day's timeline. */
const FULL_STOP = sentenceEnd('.!?');

/**
 * The couple's notes, sentence by sentence and entry by entry, each with the day it is set on: the weekday it opens
 * on (« Samedi 20 juin : à 10h… »), else the one of the entry before it up to a full stop (« 22h, dîner » after
 * « Samedi 20 juin : … ; »). An entry that heads the others of its sentence (« MENU: sharing-style dinner – starter
 * of…; mains of… ») comes with that whole sentence: what it announces is in the entries after it.
 */
export function noteEntries(text: string): { entry: string; day: number | undefined; block?: string }[] {
  return text.split(FULL_STOP).flatMap((fullSentence) => {
    let day: number | undefined;
    return splitSentences(fullSentence).flatMap((sentence) => {
      const entries = sentenceEntries(sentence);
      const headed = entries.length > 1 && BRIEF_HEADING.test(entries[0]!);
      return entries.map((entry, i) => {
        day = openingWeekday(entry) ?? day;
        return { entry, day, ...(headed && i === 0 ? { block: sentence } : {}) };
      });
    });
  });
}

/** The notes' timed entries, in order, when they read as the day's timeline (three moments at least). */
function timeline(notes: string[]): string | null {
  const entries = notes.filter((e) => ENTRY_TIME.test(foldText(e)));
  return entries.length >= 3 ? entries.join('\n') : null;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** The language the couple wrote a text in: French unless it clearly reads as English or Spanish. */
export function textLanguage(text: string): Language {
  return detectLanguage(text, splitWords(foldText(text)));
}

const AMOUNT = /\d\s*(?:€|\$|£)|(?:€|\$|£)\s*\d/;
/** A booking code given by its name (« code CLEMANT27 », "reference PAOLI-RUIZ") or a percentage off (« -10 % »). */
const DISCOUNT = /\b(?:code|c[oó]digo|r[ée]f[ée]rence)\s+[«"']?\s*[A-Z0-9][A-Z0-9-]{3,}\b|(?:^|\s|\()[-−]\s?\d+\s?%/;

/** A fact's text read as the couple wrote it, in its own language; a FAQ's question, worded like a guest's, by stem too. */
const readFact = (lexicon: Lexicon, text: string, stems = false) =>
  analyzeText(lexicon, text, { correctTypos: false, stems, language: textLanguage(text) });

/** Concepts of a fact's text, read in its own language, their parents included (a note on gluten is a note on food). */
function textConcepts(
  lexicon: Lexicon,
  text: string,
  weight: number,
  into: ConceptHits = new Map(),
  analysis = readFact(lexicon, text),
) {
  const concepts = new Map(analysis.concepts);
  // An amount of money (« 95 €/nuit », "$25") is a price, whatever word the couple put around it.
  if (AMOUNT.test(text)) addHit(concepts, 'price', 1);
  // A phone number (« au 04 95 70 28 61 ») answers "what number do I call?".
  if (PHONE_NUMBER.test(text)) addHit(concepts, 'phone', 1);
  for (const [id, w] of concepts) {
    // The couple's names turn up everywhere (a link, "témoin de Camille"); they do not make a fact about them.
    if (COUPLE.includes(id)) continue;
    addHit(into, id, w * weight);
    const parent = lexicon.parents.get(id);
    if (parent) addHit(into, parent, w * weight * DOC_WEIGHT);
  }
  // A booking code or a percentage off is a discount, however the couple words it (« avec le code CLEMANT27 »); it
  // tells no price (« combien coûte la navette ? »), so its broader subject is left out.
  if (DISCOUNT.test(text)) addHit(into, 'discount', weight);
  return into;
}

/** The values a text gives besides a time or a date, by their patterns (data/*.json `patterns`, data/README.md). */
const VALUES: [Aspect, RegExp][] = [
  ['place', new RegExp(patternsOf('address'), 'i')],
  ['duration', new RegExp(patternsOf('duration'))],
  ['end', new RegExp(patternsOf('endOf'))],
  ['distance', new RegExp(patternsOf('distance'))],
];

/** The kinds of value a text gives: a time, a date, an address, a length of time, an end, a distance. */
function offers(text: string): Set<Aspect> {
  const folded = foldText(text);
  const { times, dates } = extractTimesAndDates(folded);
  const found = VALUES.filter(([, pattern]) => pattern.test(folded)).map(([aspect]) => aspect);
  if (dates.length) found.unshift('date');
  if (times.length) found.unshift('time');
  return new Set(found);
}

/** A length of time in brackets: "(environ 45 min)", "(about 30 minutes)", "(comptez environ 1h15)". */
const BRACKETED_DURATION = /\(([^()]*)\)/g;
const LENGTH_OF_TIME = new RegExp(patternsOf('lengthOfTime'));
/** A length of time to get somewhere is a distance, not how long a moment lasts. */
const TRAVEL_TIME = new RegExp(String.raw`\b(?:${phrasesPattern('travelTime')})\b`);

/** Up to the last « après », "after", « después » (data/*.json `cues.after`). */
const UP_TO_AFTER = new RegExp(String.raw`^.*\b(?:${[...KNOWLEDGE.cues.after].join('|')})\b`);

/**
 * "Après la cérémonie (environ 45 min), on descend...", "17:00 ceremony (about 30 minutes)": a length of time in
 * brackets right after a moment says how long that moment lasts, whatever the rest of the entry is about.
 */
function lastedMoments(lexicon: Lexicon, entry: string): Set<string> {
  const found = new Set<string>();
  const folded = foldText(entry);
  for (const match of folded.matchAll(BRACKETED_DURATION)) {
    const inside = match[1]!;
    if (!LENGTH_OF_TIME.test(inside) || TRAVEL_TIME.test(inside)) continue;
    // The few words before the bracket name the moment; « après » does not make it the next one.
    const before = folded.slice(0, match.index).split(/\s+/).slice(-4).join(' ');
    const { concepts } = analyzeText(lexicon, before.replace(UP_TO_AFTER, ''), {
      correctTypos: false,
      language: textLanguage(entry),
    });
    for (const c of concepts.keys()) if (c !== 'wedding' && isKind(lexicon, c, 'context', 'topic')) found.add(c);
  }
  return found;
}

/** Names, venue words and weekdays of this wedding, as extra thesaurus terms. */
function weddingTerms(wedding: AssistantWedding): ExtraTerm[] {
  const terms: ExtraTerm[] = [];
  const words = (text: string | null | undefined) =>
    splitWords(foldText(text ?? '')).filter((w) => w.length >= 3 && !KNOWLEDGE.stopwords.has(w) && !/\d/.test(w));
  // A venue's own words point at it ("le château", "la mairie"), unless the other venue shares them ("Aix").
  const ceremonySide = new Set([...words(wedding.ceremonyVenue), ...words(wedding.ceremonyAddress)]);
  const receptionSide = new Set([...words(wedding.receptionVenue), ...words(wedding.receptionAddress)]);
  for (const w of words(wedding.ceremonyVenue))
    if (!receptionSide.has(w)) terms.push({ term: w, concept: 'ceremony', venue: true });
  for (const w of words(wedding.receptionVenue))
    if (!ceremonySide.has(w)) terms.push({ term: w, concept: 'reception', venue: true });
  // A capitalised venue word that is a filler elsewhere ("Mas" is Spanish "más") names the venue as "le mas" only.
  const fillers = (name: string | null | undefined) =>
    (name ?? '')
      .match(/\p{Lu}\p{Ll}{2,}/gu)
      ?.map(foldText)
      .filter((w) => KNOWLEDGE.stopwords.has(w)) ?? [];
  const [ceremonyFillers, receptionFillers] = [fillers(wedding.ceremonyVenue), fillers(wedding.receptionVenue)];
  for (const w of ceremonyFillers)
    if (!receptionFillers.includes(w)) terms.push({ term: w, concept: 'ceremony', venue: true, only: true });
  for (const w of receptionFillers)
    if (!ceremonyFillers.includes(w)) terms.push({ term: w, concept: 'reception', venue: true, only: true });
  for (const w of words(wedding.brideName)) terms.push({ term: w, concept: 'bride' });
  for (const w of words(wedding.groomName)) terms.push({ term: w, concept: 'groom' });
  const couple = new Set([...words(wedding.brideName), ...words(wedding.groomName)]);
  // The contact's name: capitalised words of the emergency contact that are not the couple's names.
  // Not the words in brackets, which say who the contact is to the couple and where (« coordination Fès »).
  const contactNames = (wedding.emergencyContact ?? '').replace(/\([^()]*\)/g, ' ').match(/\p{Lu}[\p{L}'-]+/gu) ?? [];
  for (const w of contactNames.flatMap(words)) if (!couple.has(w)) terms.push({ term: w, concept: 'contact' });
  // The weekday names of the wedding's day and the days around it (data/*.json `weekdays`), every language's.
  const weekday = weddingWeekday(wedding.weddingDate);
  if (!Number.isNaN(weekday))
    for (const [after, concept] of Object.entries({ 0: 'wedding', ...DAYS_AROUND }))
      for (const term of KNOWLEDGE.weekdays[(weekday + Number(after)) % 7]!) terms.push({ term, concept });
  return terms;
}

/** Narrower kinds of ceremony the thesaurus tells apart: the civil one, at the town hall. */
export const CEREMONY_KINDS = ['civil'];

/**
 * « La mairie, c'est à quelle heure ? » asks the ceremony itself, unless the ceremony's venue is known to be of
 * another kind (« Église Saint-Cyr », not a « Standesamt » the thesaurus cannot read) and the notes or a FAQ name this
 * one (the civil wedding the day before): only then is it a fact of its own.
 */
function foldCeremonyKinds(lexicon: Lexicon, wedding: AssistantWedding, faqs: AssistantFaq[]) {
  const venue = present(wedding.ceremonyVenue)
    ? analyzeText(baseLexicon(), wedding.ceremonyVenue, { correctTypos: false }).concepts
    : new Map();
  const names = (text: string | null | undefined, kind: string) =>
    present(text) && analyzeText(lexicon, text, { correctTypos: false }).concepts.has(kind);
  const others = [wedding.additionalInfo, ...faqs.flatMap((f) => [f.question, f.answer])];
  for (const kind of CEREMONY_KINDS) {
    const apart = venue.has('ceremony') && !venue.has(kind) && others.some((t) => names(t, kind));
    if (!apart) foldConcept(lexicon, kind, 'ceremony');
  }
}

/** Every field of the wedding the engine reads: its texts first (in this order, their words are its vocabulary). */
const FACT_FIELDS = [
  'ceremonyVenue',
  'ceremonyAddress',
  'receptionVenue',
  'receptionAddress',
  'dressCode',
  'parkingInfo',
  'accommodations',
  'giftRegistry',
  'emergencyContact',
  'additionalInfo',
  'brideName',
  'groomName',
  'weddingDate',
  'ceremonyTime',
  'receptionTime',
] as const;

const faqTexts = (f: AssistantFaq) => [f.question, f.answer, f.answerEn, f.answerEs];

/** Precomputes what answering questions about this wedding needs; cheap to keep and reuse per wedding. */
export function buildAnswerIndex(wedding: AssistantWedding, faqs: AssistantFaq[]): AnswerIndex {
  // A date or a time gives no word (digits are no vocabulary).
  const texts = [...FACT_FIELDS.map((f) => wedding[f]), ...faqs.flatMap(faqTexts)];
  const documentWords = texts.flatMap((t) => splitWords(foldText(t ?? '')));
  const lexicon = buildLexicon(weddingTerms(wedding), documentWords);
  foldCeremonyKinds(lexicon, wedding, faqs);
  const candidates: Candidate[] = [];
  const docs: Doc[] = [];
  /** A fact, indexed by its own text unless `text` is given, a FAQ by its question too. */
  const add = (candidate: Omit<Candidate, 'id'>, text = candidate.text ?? '', question = '') => {
    const id = candidates.length;
    candidates.push({ ...candidate, id });
    docs.push({ id, question, text });
  };

  /** A fixed field's answer, offering the aspects it gives. */
  const slot = (
    source: string,
    kind: Slot,
    concepts: Record<string, number>,
    aspects: Aspect[],
    { fallback, text = '' }: { fallback?: Candidate['fallback']; text?: string } = {},
  ) => {
    const candidate = { source, slot: kind, slotAspects: aspects, fallback, offers: new Set(aspects) };
    add({ ...candidate, concepts: new Map(Object.entries(concepts)) }, text);
  };
  // The ceremony, then the reception (candidates keep this order).
  const events = (['ceremony', 'reception'] as const).map((event) => ({
    event,
    time: `${event}Time` as const,
    place: [wedding[`${event}Venue`], wedding[`${event}Address`]].filter(present).join(', '),
  }));
  const timed = events.filter(({ time }) => present(wedding[time]));
  // The first time given answers a bare "ça commence quand ?".
  for (const { event, time } of timed)
    slot(time, time, { [event]: 1 }, ['time'], { fallback: time === timed[0]!.time ? 'time' : undefined });
  // Both times at once: "quel battement entre la mairie et le dîner ?"
  if (timed.length === 2) slot('ceremonyTime', 'times', { ceremony: 0.5, reception: 0.5 }, ['time']);
  // Time and place of one event at once: "à quelle heure et où est la cérémonie ?".
  for (const { event, time, place } of timed)
    if (place) slot(time, event, { [event]: 0.9 }, ['time', 'place'], { text: place });
  const bothPlaces = events.every(({ place }) => place);
  for (const { event, place } of events) {
    if (!place) continue;
    const source = present(wedding[`${event}Venue`]) ? `${event}Venue` : `${event}Address`;
    slot(source, `${event}Place`, { [event]: 1 }, ['place'], {
      fallback: bothPlaces ? undefined : 'place',
      text: place,
    });
  }
  if (bothPlaces) slot('ceremonyVenue', 'venues', { ceremony: 0.5, reception: 0.5 }, ['place'], { fallback: 'place' });
  slot('weddingDate', 'date', { wedding: 1 }, ['date'], { fallback: 'date' });
  const couple = `${wedding.brideName} ${wedding.groomName}`;
  slot('brideName', 'couple', { couple: 1, wedding: 1 }, ['who'], { text: couple });
  slot('brideName', 'bride', { bride: 1, couple: DOC_WEIGHT }, ['who'], { text: wedding.brideName });
  slot('groomName', 'groom', { groom: 1, couple: DOC_WEIGHT }, ['who'], { text: wedding.groomName });
  // "Le déroulé de la journée ?": the couple's own timeline when the notes hold one, else both start times.
  const notes = present(wedding.additionalInfo) ? noteEntries(wedding.additionalInfo) : [];
  const day = timeline(notes.map((n) => n.entry));
  if (day || timed.length) {
    const source = day ? 'additionalInfo' : timed[0]!.time;
    const text = day ? { text: day, textLanguage: textLanguage(day) } : {};
    const offers = new Set<Aspect>(['time']);
    add({ source, slot: 'program', concepts: new Map([['program', 1]]), offers, ...text }, '');
  }

  for (const [field, concept] of TEXT_FIELDS) {
    const text = wedding[field];
    if (!present(text)) continue;
    // A field is about its subject and every narrower one (a hotel in the accommodations), in the settings it names
    // (the parking at the church); the other subjects it names (the parking's "overnight") are mentions, read by the
    // ranker as weaker than what a fact is about.
    const concepts = textConcepts(lexicon, text, DOC_WEIGHT, new Map<string, number>([[concept, 1]]));
    for (const [c, w] of concepts) {
      if (lexicon.parents.get(c) === concept) concepts.set(c, 1);
      else if (c !== concept && isSubject(lexicon, c)) concepts.set(c, w * (FIELD_MENTION_WEIGHT / DOC_WEIGHT));
    }
    const sentences = splitSentences(text).map((s) => ({ text: s, concepts: textConcepts(lexicon, s, 1) }));
    add({
      source: field,
      subject: concept,
      concepts,
      offers: offers(text),
      text,
      sentences,
      textLanguage: textLanguage(text),
    });
  }
  if (present(wedding.emergencyContact)) {
    const text = wedding.emergencyContact;
    const concepts = textConcepts(lexicon, text, DOC_WEIGHT, new Map([['contact', 1]]));
    if (/\d[\d .-]{7,}\d/.test(text)) concepts.set('phone', 1);
    // A person to call: it answers "who do I call?".
    add({ source: 'emergencyContact', concepts, offers: new Set([...offers(text), 'who']), text });
  }
  // Each sentence of the notes is its own fact; one with no subject of its own continues the previous one
  // ("Navette à 14h. Retour à 1h.").
  const notesLanguage = textLanguage(wedding.additionalInfo ?? '');
  let previous: ConceptHits = new Map();
  for (const { entry: sentence, day, block } of notes) {
    // A heading ("Programme du week-end :") announces the entries after it and says nothing itself.
    if (/:$/.test(sentence)) continue;
    const concepts = textConcepts(lexicon, sentence, 1);
    const ownSubject = [...concepts.keys()].some((c) => isSubject(lexicon, c));
    if (!ownSubject) {
      // "Elle dure environ 45 minutes" after a sentence on the ceremony: the setting carries over too, when the
      // sentence names none of its own.
      const ownSetting = [...concepts.keys()].some((c) => isKind(lexicon, c, 'context'));
      const carried = (c: string) => isSubject(lexicon, c) || (!ownSetting && isKind(lexicon, c, 'context'));
      for (const [c, w] of previous) if (carried(c)) addHit(concepts, c, w * DOC_WEIGHT);
    }
    const lasts = lastedMoments(lexicon, sentence);
    previous = concepts;
    // A heading is matched on its own words and answered with the entries it heads.
    const text = block ?? sentence;
    // « 22h, dîner » after « Samedi 20 juin : … » is on the day after, as its heading says.
    const dayConcept = day === undefined ? undefined : DAYS_AROUND[(day - weddingWeekday(wedding.weddingDate) + 7) % 7];
    if (dayConcept) addHit(concepts, dayConcept, DOC_WEIGHT);
    add(
      {
        source: 'additionalInfo',
        concepts,
        offers: offers(sentence),
        ...(lasts.size ? { lasts } : {}),
        ...(day !== undefined ? { day } : {}),
        text,
        textLanguage: notesLanguage,
      },
      sentence,
    );
  }
  for (const faq of faqs) {
    const own = readFact(lexicon, faq.question, true);
    const concepts = textConcepts(lexicon, faq.question, 1, new Map(), own);
    textConcepts(lexicon, faq.answer, ANSWER_WEIGHT, concepts);
    const translations: Partial<Record<Language, string>> = {};
    if (present(faq.answerEn)) translations.en = faq.answerEn;
    if (present(faq.answerEs)) translations.es = faq.answerEs;
    // The couple's translations are read too: their words may be the ones a foreign guest uses.
    for (const version of Object.values(translations)) textConcepts(lexicon, version, ANSWER_WEIGHT, concepts);
    const indexed = [faq.answer, ...Object.values(translations)].join(' ');
    add(
      {
        source: `faq:${faq.id}`,
        concepts,
        offers: offers(faq.answer),
        ...(faq.gives ? { slotAspects: [...faq.gives] } : {}),
        text: faq.answer,
        textLanguage: textLanguage(faq.answer),
        translations,
        asks: new Set(own.concepts.keys()),
        asksWords: own.residual.map(fullTextTerm).filter((t) => t !== null),
        askedIn: splitWords(foldText(faq.question)),
      },
      indexed,
      faq.question,
    );
  }

  const search = new MiniSearch<Doc>({ fields: ['question', 'text'], processTerm: fullTextTerm });
  search.addAll(docs);
  return { wedding, faqs, lexicon, candidates, search };
}

const cache = new Map<string, AnswerIndex>();
const CACHE_SIZE = 200;

/** The index of this wedding's current facts, rebuilt only when a fact or a FAQ changed. */
export function getAnswerIndex(wedding: AssistantWedding, faqs: AssistantFaq[]): AnswerIndex {
  const key = JSON.stringify([
    FACT_FIELDS.map((f) => wedding[f]),
    faqs.map((f) => [f.id, ...faqTexts(f)]),
    wedding.parts?.map((p) => p.id),
  ]);
  const index = cache.get(key) ?? buildAnswerIndex(wedding, faqs);
  // Kept in order of last use: past the size, the one unused longest goes.
  cache.delete(key);
  cache.set(key, index);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return index;
}
