// The moments of the day: the entry of the couple's notes on the moment asked (the dinner, the evening party, the
// arrival, the end, the way back) over a start time of the whole event or a FAQ that only names it. The evening and
// the way back are features the ranker weighs; the dinner, the arrival and the end are still re-ranked here, as their
// features lowered a held-out or blind figure.
import { isSubject, type Analysis } from './analyze-text.ts';
import type { AnswerIndex } from './build-answer-index.ts';
import { COUPLE, phrasesPattern, conceptIds } from './knowledge.ts';
import { foldText } from './normalize-text.ts';
import { about, BACKGROUND, bestBy, promote, SLOT_EVENT, type Asked, type Ranked } from './ranked.ts';

/** How far below the top an entry on the moment asked (its time, the arrival, its end) may rank and still be preferred. */
const MOMENT_FLOOR = 0.8;
/** Settings and people, not moments of the day: arriving is when the ceremony starts, whoever asks. */
const NOT_MOMENTS = new Set(['ceremony', 'reception', 'arrival', ...BACKGROUND, ...COUPLE]);
const TIME_SLOTS = new Set(['ceremonyTime', 'receptionTime', 'times', 'ceremony', 'reception']);
/**
 * "On dîne à quelle heure ?": a start time of the whole event answers it only when the couple wrote nothing about
 * that moment; an entry of their notes that names the moment and gives its time is the answer.
 */
export function preferMoment(ranked: Ranked[], { question, lexicon, named }: Asked) {
  const top = ranked[0];
  const aspects = ['time', 'when', 'end'].filter((a) => question.concepts.has(a));
  if (!top || !aspects.length) return;
  const { slot, offers, asks } = top.candidate;
  const moments = conceptIds(question).filter((c) => !NOT_MOMENTS.has(c) && lexicon.kinds.get(c) !== 'aspect');
  // A fact that gives no time at all (the DJ's playlist to « à quelle heure le bal ? »). Only for « à quelle heure ? »
  // and "when": "until when" is as often answered by a date (a deadline).
  const timeless =
    (aspects.includes('time') || aspects.includes('when')) &&
    !slot &&
    !(['time', 'end', 'date'] as const).some((a) => offers.has(a));
  // A FAQ on another point that names the moment only in its answer (the children's meal « pendant le dîner »): the
  // time it gives is that of its own point.
  const faqMentionsOnly = !!asks && moments.some((m) => !asks.has(m) && !about(top, m));
  if (!(TIME_SLOTS.has(slot ?? '') || timeless || faqMentionsOnly)) return;
  // « What time is the boat? »: a word the thesaurus does not know but the couple's facts use names the moment too.
  const words = named.filter((w) => !top.matchedWords.includes(w));
  if (!moments.length && !words.length) return;
  const names = (r: Ranked) =>
    !r.candidate.slot &&
    (r.candidate.offers.has('time') || (aspects.includes('end') && r.candidate.offers.has('end'))) &&
    moments.every((m) => about(r, m)) &&
    words.every((w) => r.matchedWords.includes(w));
  // Named by a word alone, the entry that covers the rest of the question best (the boat's timetable, not the FAQ on
  // the wind that may cancel it).
  const i = words.length ? bestBy(ranked, names, (r) => r.raw) : ranked.findIndex(names);
  const moment = promote(ranked, i, MOMENT_FLOOR);
  if (moment) moment.moments = moments;
}

/** Words of a guest asking about the evening (« la fête du soir », « the evening party », « la fiesta por la noche »). */
const EVENING = new RegExp(String.raw`\b(?:${phrasesPattern('evening')})\b`);
/** The earliest hour of an evening party: a reception starting before it is a lunch or an afternoon. */
const EVENING_HOUR = 17;

/** Whether a fact gives the time (or the "when") and the place the question asks. */
const givesAsked = (r: Ranked, { concepts }: Analysis) =>
  (['time', 'place'] as const).every(
    (a) => !(concepts.has(a) || (a === 'time' && concepts.has('when'))) || r.candidate.offers.has(a),
  );

/** The hour an event of the wedding's fields starts at (NaN when not set). */
const startHour = (index: AnswerIndex, event: 'ceremony' | 'reception') =>
  Number(index.wedding[`${event}Time`]?.split(':')[0] ?? NaN);

/** An entry of the couple's notes (or another text, not a fixed field) about a concept. */
const noteAbout = (r: Ranked, concept: string) => !r.candidate.slot && about(r, concept);

const HOUR = /(?<![\d:])([01]?\d|2[0-3])\s*(?:h|:)\s*\d{0,2}(?!\d)/g;
const hoursIn = (r: Ranked) => [...foldText(r.candidate.text ?? '').matchAll(HOUR)].map((m) => Number(m[1]));

/**
 * « When does the evening party start? » on a day of two receptions (a lunch at the restaurant, a party at the farm
 * in the evening): the reception's fields, set at lunchtime, are the other one; the entry of the notes that names
 * the reception at an evening hour answers (the ranker's `eveningNamed`: 1 for it, -1 for the reception's fields).
 */
export function eveningNamed(index: AnswerIndex, r: Ranked, question: Analysis) {
  if (!(startHour(index, 'reception') < EVENING_HOUR) || !EVENING.test(question.words.join(' '))) return 0;
  if (SLOT_EVENT[r.candidate.slot ?? ''] === 'reception') return -1;
  return noteAbout(r, 'reception') && givesAsked(r, question) && hoursIn(r).some((h) => h >= EVENING_HOUR) ? 1 : 0;
}

/**
 * « À quelle heure faut-il arriver ? »: the ceremony's start answers it unless the couple wrote when to arrive
 * (« accueil à 18h30 »), before it.
 */
export function preferArrival(ranked: Ranked[], { index, question }: Asked) {
  const top = ranked[0];
  const ceremonyTime = top && SLOT_EVENT[top.candidate.slot ?? ''] === 'ceremony' && top.candidate.offers.has('time');
  if (!ceremonyTime || !question.concepts.has('arrival')) return;
  // Hours all before the ceremony's: an entry on the arrival itself, not the day's whole programme.
  const before = (hours: number[]) => hours.length > 0 && hours.every((h) => h <= startHour(index, 'ceremony'));
  const i = ranked.findIndex((r) => noteAbout(r, 'arrival') && r.candidate.offers.has('time') && before(hoursIn(r)));
  promote(ranked, i, MOMENT_FLOOR);
}

/** The party and the day as a whole: their end is the end of the evening, whatever the entry calls it. */
const PARTY = new Set(['reception', 'wedding', 'travel', 'checking']);

/**
 * "La fête se termine à quelle heure ?": a start time, or a FAQ on the bar that happens to close at 2h, says when
 * something else ends; an entry of the couple's notes written about an end (« fin vers 4h ») and giving its time does.
 */
export function preferEnd(ranked: Ranked[], { question, lexicon }: Asked) {
  const top = ranked[0];
  if (!top || !question.concepts.has('end') || about(top, 'end')) return;
  // « Until when can we book a room? »: the end of something the top fact is about (the booking), not of the day.
  // « Quand finit la cérémonie ? »: the end of a moment other than the party itself is that of an entry naming it.
  const subjects = conceptIds(question).filter(
    (c) => (isSubject(lexicon, c) && about(top, c)) || (lexicon.kinds.get(c) === 'context' && !PARTY.has(c)),
  );
  const ends = (r: Ranked) =>
    noteAbout(r, 'end') &&
    (r.candidate.offers.has('time') || r.candidate.offers.has('end')) &&
    subjects.every((c) => about(r, c));
  const i = ranked.findIndex(ends);
  promote(ranked, i >= 0 || subjects.length ? i : ranked.findIndex(endsTheParty), MOMENT_FLOOR);
}

/**
 * « Soirée dansante jusqu'à 4h »: an entry of the couple's notes telling until when the party goes, though no word of
 * it says « end »; a FAQ's « jusqu'à » is its own point's (the free bar, the pool).
 */
const endsTheParty = (r: Ranked) => !r.candidate.slot && !r.candidate.asks && r.candidate.offers.has('end');

/**
 * « Pour rentrer le soir, il y a un bateau à quelle heure ? »: a question on the way back is answered by a fact on the
 * return trip that gives what is asked, not by the way there nor the start of the party (the ranker's `wayBack`).
 */
export const onTheWayBack = (r: Ranked, question: Analysis) =>
  question.concepts.has('return') && about(r, 'return') && givesAsked(r, question);
