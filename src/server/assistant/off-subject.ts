// Why the best fact may still not answer: the question asks about something this wedding's facts never say (a
// heated pool, the caterer's name, a bus from the airport), and the fact only shares its setting or its kind of answer.
import { isSubject, type Analysis } from './analyze-text.ts';
import type { AnswerIndex, Candidate } from './build-answer-index.ts';
import { KNOWLEDGE, patternsOf, phrasesPattern } from './knowledge.ts';
import { foldText } from './normalize-text.ts';
import type { Ranked } from './rank-candidates.ts';

/**
 * The question asks about something this wedding's facts never name (the wifi, a doctor on site), and the best fact
 * shares only its setting or its kind of answer: whatever it says, it does not answer.
 */
export function offSubject(index: AnswerIndex, top: Ranked, question: Analysis) {
  // "When does the party end?" is not answered by when it starts: a fact made from the wedding's data that gives a
  // time but no end (the ceremony's, the reception's, a part of the day's).
  const gives = top.candidate.slotAspects;
  if (question.concepts.has('end') && gives?.includes('time') && !gives.includes('end')) return true;
  // One subject covered is the setting the unnamed thing is asked of; two make the fact an answer of its own.
  if (firstSubjectUnnamed(index, question) && coveredSubjects(index, top, question) <= 1) return true;
  if (asksWhoByName(question) && !namesSomeone(top.candidate)) return true;
  if (unknownThingInSetting(index, top, question)) return true;
  if (siblingInstead(index, top, question)) return true;
  if (asksPrice(question) && !tellsPrice(top.candidate)) return true;
  if (fromTheAirportElsewhere(index, top, question)) return true;
  if (asksWarmthOfOneThing(index, question) && !WARMTH.some((c) => top.candidate.concepts.has(c))) return true;
  return top.uncovered > 0 && top.subjectEvidence === 0 && top.lexicalEvidence === 0;
}

/**
 * "Is there a bus from the airport?", "which airport is the closest?": a way to or from the airport is not answered by
 * a shuttle or a note that names no airport (the shuttle from the church, the boat's crossing).
 */
function fromTheAirportElsewhere(index: AnswerIndex, top: Ranked, question: Analysis) {
  const has = (c: string) => question.concepts.has(c);
  if (!has('flight') || !(has('transport') || has('shuttle')) || question.confirming) return false;
  // "By train instead of flying?": the other way named is what the fact may answer.
  const otherWays = [...question.concepts.keys()].filter(
    (c) => c !== 'flight' && c !== 'shuttle' && index.lexicon.parents.get(c) === 'transport',
  );
  if (otherWays.some((c) => top.candidate.concepts.has(c))) return false;
  // "When should we fly in?" asks the wedding's own date or time, whatever the airport.
  return !['time', 'when', 'date'].some(has) && !top.candidate.concepts.has('flight');
}

/** How warm or cold something is, or whether it is heated or cooled. */
const WARMTH = ['temperature', 'climate'];

/**
 * « La piscine est chauffée ? », « l'eau de la piscine est à quelle température ? »: the warmth of one thing is not
 * answered by a fact on that thing that says nothing of heat or cold (the pool's hours).
 */
function asksWarmthOfOneThing(index: AnswerIndex, question: Analysis) {
  if (!WARMTH.some((c) => question.concepts.has(c))) return false;
  // Two other things asked (« de quoi brancher le frigo du van ? ») make the warmth a detail, not the point.
  const others = [...question.concepts.keys()].filter(
    (c) => isSubject(index.lexicon, c) && !WARMTH.includes(c) && c !== 'weather' && !BACKGROUND.has(c),
  );
  return others.length <= 1;
}

/**
 * « Il y a une pharmacie près du riad ? »: the question names no subject the thesaurus knows, only a setting (the
 * venue), and a word of its own that no fact of the wedding contains: that word is the thing asked, and no fact says it.
 */
function unknownThingInSetting(index: AnswerIndex, top: Ranked, question: Analysis) {
  if ([...question.concepts.keys()].some((c) => isSubject(index.lexicon, c))) return false;
  return ASKS_WHETHER_THERE_IS.test(question.words.join(' ')) && top.unknownWords > 0;
}

/** Words that ask what a thing costs (not "gluten-free", not « moins cher depuis Londres »). */
const PRICE_WORDS = new RegExp(String.raw`\b(?:${phrasesPattern('priceWords')})\b`);
/** « C'est combien la nuit ? », « c combien les chalets ? », "how much is…" (not « combien de temps »): a price asked. */
const ASKS_HOW_MUCH = new RegExp(patternsOf('howMuch'));

/**
 * « Le brunch est payant ? », "how much is the taxi?": a price asked is not answered by a fact that says nothing of
 * what anything costs (the brunch's hours, the venue's address).
 */
function asksPrice(question: Analysis) {
  const words = question.words.join(' ');
  return PRICE_WORDS.test(words) || ASKS_HOW_MUCH.test(words);
}

/** An amount in any currency (« 150 dirhams », "£40") or a thing given free (« offertes », "complimentary", « invitamos »). */
const PRICE_TOLD = new RegExp(String.raw`${patternsOf('amount')}|\b(?:${phrasesPattern('freeOfCharge')})\b`);

/** A fact that says what something costs, or that it costs nothing. */
function tellsPrice(candidate: Candidate) {
  return candidate.concepts.has('price') || PRICE_TOLD.test(foldText(candidate.text ?? ''));
}

/**
 * « ¿Hay menú sin gluten? » to the FAQ « il y a un menu végétarien ? »: a narrower case of a subject (gluten, of the
 * food) that no fact names, asked alone, is not answered by a FAQ asking another case of the same kind and subject.
 */
function siblingInstead(index: AnswerIndex, top: Ranked, question: Analysis) {
  const { kinds, parents } = index.lexicon;
  const asks = top.candidate.asks;
  if (!asks) return false;
  const subjects = [...question.concepts.keys()].filter((c) => isSubject(index.lexicon, c) && !BACKGROUND.has(c));
  return subjects.some((c) => {
    const parent = parents.get(c);
    if (parent === undefined || index.candidates.some((k) => k.concepts.has(c))) return false;
    // The case is the whole question (its subject aside): no other thing asked that the FAQ may be on.
    if (subjects.some((o) => o !== c && o !== parent)) return false;
    return [...asks].some(
      (o) => o !== c && parents.get(o) === parent && kinds.get(o) === kinds.get(c) && !question.concepts.has(o),
    );
  });
}

/**
 * « Il y a une… / y aura-t-il un… », "is there / will there be", « ¿hay / habrá? »: whether a thing is there (not « y a
 * combien de temps », not « y a pas de… » tacked onto another question).
 */
const ASKS_WHETHER_THERE_IS = new RegExp(String.raw`\b(?:${phrasesPattern('whetherThereIs')})\b`);

/** Asking a person or a name (`cues.who`); a bare « qui » is often a relative (« le fromage qui pue », « à qui »). */
const WHO_WORDS = KNOWLEDGE.cues.who;

/** « Qui fait le traiteur ? », « c'est qui le DJ ? », "who designed...", « el nombre del... »: a person asked for. */
function asksWhoByName(question: Analysis) {
  const { words } = question;
  if (!question.concepts.has('who')) return false;
  return words.some(
    (w, i) => WHO_WORDS.has(w) || (w === 'qui' && (i === 0 || ['est', 'c', 'sont'].includes(words[i - 1]!))),
  );
}

/** A name within a sentence (« notre ami Declan »), an e-mail or a phone number: a text that can answer "who?". */
const SOMEONE = /[^.!?:\s]\s+\p{Lu}\p{Ll}|@|\d{2}[\s.]?\d{2}[\s.]?\d{2}/u;

/**
 * « Quel est le nom du traiteur ? » to a note on the menu, "who designed her dress?" to the dress code: a text that
 * names nobody does not say who.
 */
function namesSomeone(candidate: Candidate) {
  return candidate.slot !== undefined || candidate.source === 'emergencyContact' || SOMEONE.test(candidate.text ?? '');
}

/**
 * How many of the subjects and settings asked the fact covers (« my partner doesn't eat meat, something for her at
 * dinner? »: the vegetarian dinner covers two, the pool's hours one for « can I smoke by the pool? »).
 */
function coveredSubjects(index: AnswerIndex, top: Ranked, question: Analysis) {
  const { kinds, parents } = index.lexicon;
  const own = top.candidate.concepts;
  return [...question.concepts.keys()].filter(
    (c) => kinds.get(c) !== 'aspect' && !BACKGROUND.has(c) && (own.has(c) || own.has(parents.get(c) ?? '')),
  ).length;
}

/** Settings that frame any question (the wedding, coming to it, checking a fact): never the thing asked. */
const BACKGROUND = new Set(['wedding', 'travel', 'checking', 'partial']);

/**
 * « Can I smoke by the pool? », « can we leave our suitcases somewhere on Sunday? »: the first thing the guest
 * names is what they ask about, what follows its setting. When it is a thing of its own (an intent) that no fact of
 * the wedding names, a fact on the setting (the pool's hours) says nothing of it.
 */
function firstSubjectUnnamed(index: AnswerIndex, question: Analysis) {
  const { kinds } = index.lexicon;
  const first = [...question.concepts.keys()].find(
    (c) => kinds.get(c) === 'topic' || kinds.get(c) === 'intent' || (kinds.get(c) === 'context' && !BACKGROUND.has(c)),
  );
  return first !== undefined && kinds.get(first) === 'intent' && !index.candidates.some((k) => k.concepts.has(first));
}
