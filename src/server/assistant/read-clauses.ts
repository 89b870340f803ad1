// Parts of a guest's message read apart, once, as analyzeText reads the message: the clauses where the guest tells of
// themselves or of a moment they will miss, the sentences that end with a question mark.
import { type Analysis, type ConceptHits, type Lexicon } from './analyze-text.ts';
import type { Language } from './detect-language.ts';
import { COUPLE, EVENTS, isKind, KNOWLEDGE, phrasesPattern, conceptIds } from './knowledge.ts';
import { foldText } from './normalize-text.ts';

/** Reads a part of the message in `language` (in its own without one), without reading its parts again. */
type ReadPart = (part: string, language?: Language) => Analysis;

/** A guest's message only: its parts read apart, for the steps that set a part aside. */
export type MessageParts = {
  /** What the guest tells of themselves (`said`) apart from the clauses that ask (`asked`), and these cut in parts. */
  situation?: { said: ConceptHits; asked: ConceptHits; parts: Analysis[] };
  /** The concepts of the clauses where the guest says they will not be at a moment (`said`), and of the others. */
  missed?: { said: string[]; asked: string[] };
  /** The words of each sentence of the message that ends with a question mark (the message's own when it is one). */
  questions: Set<string>[];
  /** The moments a guest asks what comes between, after or before, each as the words naming it read. */
  momentsAsked?: { between: boolean; whatHappens: boolean; from: ConceptHits; to?: ConceptHits };
  /** The questions the message asks, each read on its own, or [] when it asks one thing. */
  parts: Analysis[];
};

/** The parts of a whole message, read once, by analyzeText; the message's clauses are read in its language. */
export function readParts(lexicon: Lexicon, text: string, message: Analysis, read: ReadPart): MessageParts {
  const inItsLanguage = (part: string) => read(part, message.language);
  const cut = (part: string) => splitParts(lexicon, part, message.language, read);
  return {
    situation: readSituation(text, inItsLanguage, cut),
    missed: readMissed(text, message.concepts, inItsLanguage),
    questions: text
      .split(/(?<=\?)/)
      .filter((s) => s.includes('?'))
      .map((s) => new Set(s === text ? message.words : inItsLanguage(s).words)),
    momentsAsked: readMomentsAsked(foldText(text), inItsLanguage),
    parts: cut(text),
  };
}

/**
 * A clause where the guest tells how they come or who they are (« on vient en train », « on est 6 avec les enfants »,
 * "we're flying in", « somos 6 »): their situation, not what they ask.
 */
const SITUATION = new RegExp(
  String.raw`^(?:${phrasesPattern('comingAs')})\b|^(?:${phrasesPattern('weAre')}) (?:\d+|${phrasesPattern('numberWords')})\b`,
);

/** A clause where the guest tells of themselves (« on vient en train »), asking nothing. */
function told(clause: string) {
  const folded = foldText(clause);
  return !clause.includes('?') && SITUATION.test(folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim());
}

/** The guest's clauses, each with the mark that ends it: a comma, a full stop, a question mark or a new line. */
const CLAUSE = /[^,;.!?\n]+[,;.!?\n]*/g;

/** The message's clauses read apart, when some (not all) tell the guest's situation. */
function readSituation(text: string, read: ReadPart, cut: (text: string) => Analysis[]): MessageParts['situation'] {
  const clauses = (text.match(CLAUSE) ?? []).map((c) => c.trim()).filter((c) => c.length > 1);
  const situation = clauses.filter(told);
  if (!situation.length || situation.length === clauses.length) return undefined;
  const rest = clauses.filter((c) => !told(c)).join(' ');
  return { said: read(situation.join(' ')).concepts, asked: read(rest).concepts, parts: cut(rest) };
}

/** A part of the message where the guest says they will not be at a moment (« on ne pourra pas être à la messe »). */
const NOT_THERE = new RegExp(String.raw`\b(?:${phrasesPattern('notThere')})\b`);

/** The message's clauses read apart, when it asks a time and names two moments. */
function readMissed(text: string, concepts: ConceptHits, read: ReadPart): MessageParts['missed'] {
  if (!['time', 'when'].some((a) => concepts.has(a)) || EVENTS.filter((e) => concepts.has(e)).length < 2) return;
  const clauses = text.split(/[,;:!?.()]+/);
  const away = (c: string) => NOT_THERE.test(foldText(c).replace(/'/g, ' '));
  const conceptsOf = (part: string[]) => conceptIds(read(part.join(', ')));
  return { said: conceptsOf(clauses.filter(away)), asked: conceptsOf(clauses.filter((c) => !away(c))) };
}

/** Where the words naming a moment stop: a mark, the end, or the start of the question (« il », « on », "what"…). */
const CLAUSE_END = String.raw`(?=\s*(?:[?.!,;]|$|\s(?:il|on|we|que|qu|c|ca|what|is|do)\b))`;
/** « Entre la mairie et le resto », "between the ceremony and dinner", « entre la ceremonia y la cena ». */
const BETWEEN = new RegExp(
  String.raw`\b(?:entre|between)\s+((?:\S+\s+){0,5}?\S+)\s+(?:et|and|y|e)\s+((?:\S+\s+){0,5}?\S+?)${CLAUSE_END}`,
);
/** « Après la mairie », "right after the ceremony", « después de la cena »: the moment a guest asks what follows. */
const AFTER = new RegExp(String.raw`\b(?:apres|after|despues de)\s+((?:\S+\s+){0,3}?\S+?)${CLAUSE_END}`);
/** « Avant le repas », "before the reception", « antes de la cena »: the moment it ends at. */
const BEFORE = new RegExp(String.raw`\b(?:avant|before|antes de)\s+((?:\S+\s+){0,3}?\S+?)${CLAUSE_END}`);
/** "What happens", « il se passe quoi », « on fait quoi », « qué pasa », « un trou »: what fills the time (not how long). */
const WHAT_HAPPENS = new RegExp(String.raw`\b(?:${phrasesPattern('whatHappens')})\b`);

/** « Entre la mairie et le dîner », « après la messe, il se passe quoi ? »: the words naming each moment, read. */
function readMomentsAsked(folded: string, read: ReadPart): MessageParts['momentsAsked'] {
  const between = BETWEEN.exec(folded);
  const whatHappens = WHAT_HAPPENS.test(folded);
  if (!between && !whatHappens) return undefined;
  const after = between ? null : AFTER.exec(folded);
  const before = after ? BEFORE.exec(folded) : null;
  const from = between?.[1] ?? after?.[1];
  const to = between?.[2] ?? before?.[1];
  if (!from) return undefined;
  return { between: !!between, whatHappens, from: read(from).concepts, ...(to ? { to: read(to).concepts } : {}) };
}

/** A message cut where it asks another thing: "?", ";", "+", a new line, "et aussi"/"and also"/"y también" (`cues`). */
const ALSO_ASKS = [...KNOWLEDGE.cues.alsoAsks].join('|');
const STRONG_BREAK = new RegExp(String.raw`\?+|;|\n+|\s\+\s?|\s&\s|\s(?:${ALSO_ASKS})\s`, 'i');
/** "et" / "and" / a comma also cut, but only between two parts that each name a subject. */
// « plus » joins two questions ("parking plus dress code"), not « la plus proche », « le plus tôt », « de plus ».
const WEAK_BREAK =
  /,|\s(?:et|and|puis|then)\s|(?<!\b(?:la|le|les|l|au|aux|du|des|de|en|un|une|ne|pas|rien|the|a|no|any|much|one|lo|el|los|las|mas)\s*)\splus\s/i;
/** Spanish "y" cuts only a Spanish message: in French it is « il y a », « on y va ». */
const WEAK_BREAK_ES = /,|\s(?:y|e|and)\s/i;

const OFFERS_CHOICE = /\s(?:ou|or|o|u)\s/i;

/** The subjects a part asks about: topics, intents, and settings other than the wedding, its travel or its people. */
export function subjectsOf(lexicon: Lexicon, question: Analysis) {
  return conceptIds(question).filter(
    (c) =>
      isKind(lexicon, c, 'topic', 'intent') ||
      (isKind(lexicon, c, 'context') && !['wedding', 'travel', ...COUPLE].includes(c)),
  );
}

/** The parts of a message that each ask something, or [] when it asks one thing; each part read on its own. */
function splitParts(lexicon: Lexicon, text: string, language: Language, readAlone: ReadPart): Analysis[] {
  const pieces = text.split(STRONG_BREAK).flatMap((piece) => {
    // "Salut, ..." or "..., merci !": a greeting or thanks cut off by a comma asks nothing and does not stop a split.
    const raw = piece.split(language === 'es' ? WEAK_BREAK_ES : WEAK_BREAK).filter((w) => w.trim().length > 1);
    if (raw.length < 2) return [piece];
    let cut = raw.map((w) => ({ w, a: readAlone(w) })).filter(({ a }) => !a.smallTalk);
    // "je suis végé et je viens avec ma fille, c'est possible ?": a last piece that names nothing asks about the
    // pieces before it, each then a question of its own.
    if (cut.length > 2 && cut.at(-1)!.a.concepts.size === 0) cut = cut.slice(0, -1);
    if (cut.length < 2) return [piece];
    // "which airport is best, Florence or Pisa?": a piece that names no subject and offers a choice gives the options of the piece before.
    if (cut.some(({ w, a }, i) => i > 0 && !subjectsOf(lexicon, a).length && OFFERS_CHOICE.test(w))) return [piece];
    // Each piece asks something and one at least names a subject: "what's the address, and who do I call?" (the
    // bare "address" borrows the message's setting); "time and place of the ceremony" stays whole when one fact
    // answers both.
    const asking = cut.every(({ a }) => namesSomething(a) && asksAbout(lexicon, a));
    return asking && cut.some(({ a }) => subjectsOf(lexicon, a).length > 0) ? cut.map(({ w }) => w) : [piece];
  });
  const texts = pieces.map((p) => p.trim()).filter((p) => p.length > 1);
  const asking = texts.map((p) => readAlone(p)).filter((a) => !a.smallTalk && namesSomething(a));
  return asking.length >= 2 ? asking : [];
}

/**
 * A part names something to ask about: a subject the thesaurus knows, or words of its own behind a question word
 * (« quel est le code pour le Cep d'Or »; « writing the card now » asks nothing).
 */
function namesSomething(part: Analysis) {
  return part.concepts.size > 0 || (part.residual.length > 0 && part.asks);
}

/** A part that asks something: a question word or mark, a kind of answer, or a subject of its own (not a setting). */
function asksAbout(lexicon: Lexicon, part: Analysis) {
  return part.asks || conceptIds(part).some((c) => isKind(lexicon, c, 'aspect', 'topic', 'intent'));
}
