// The local answer engine: a guest's message and a wedding's facts in, one short reply out. Pure and fast:
// no database, no network; the per-wedding index is cached and reused across messages.
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import { analyzeText, type Analysis, type Lexicon } from './analyze-text.ts';
import { subjectsOf } from './read-clauses.ts';
import { getAnswerIndex, textLanguage, type AnswerIndex, type Candidate } from './build-answer-index.ts';
import type { Language } from './detect-language.ts';
import { entriesBetween, quoteEntries } from './entries-between.ts';
import { withoutGuestSituation } from './guest-situation.ts';
import { withoutMissedEvent } from './without-missed-event.ts';
import { withoutContactAside } from './contact-aside.ts';
import { offSubject } from './off-subject.ts';
import { annotateDates, formatTime, formatWeddingDate } from './format-facts.ts';
import { EVENTS, KNOWLEDGE, phrasesPattern, conceptIds } from './knowledge.ts';
import { foldText, splitWords, weekdayOf } from './normalize-text.ts';
import { partName, programOf } from './part-details.ts';
import { CEREMONY_PART_KINDS, mirroredPartOf, RECEPTION_PART_KINDS } from '../../shared/wedding-part-kinds.ts';
import { partnersOf } from '../../shared/partners.ts';
import { upperFirst } from '../../shared/messages/format-message.ts';
import { rankCandidates, type Ranked } from './rank-candidates.ts';
import { about, round3, SLOT_EVENT, SLOT_PARTS, type Part } from './ranked.ts';
import { replies, say, withCouple } from './replies.ts';
import type { Answer, AnswerKind, AnswerTrace, AssistantFaq, AssistantWedding } from './types.ts';
import { decideOutcome, offeredRivals, OUTCOME_MODEL, weighReply, type OutcomeModel } from './decide-outcome.ts';
import { conceptLabel, labelOf, offerChoices } from './offer-choices.ts';

/** Below this confidence the engine says it does not know (on its own 0..1 scale, see rank-candidates.ts). */
export const DEFAULT_ANSWER_THRESHOLD = 0.8;

export type AnswerQuestionOptions = {
  wedding: AssistantWedding;
  faqs: AssistantFaq[];
  text: string;
  /** For "c'est dans combien de jours ?". */
  now?: Date;
  threshold?: number;
  /** A prebuilt index (otherwise taken from the per-wedding cache). */
  index?: AnswerIndex;
  /** The learned answer / ask / hand-over model (its training forces each outcome in turn). */
  outcomeModel?: OutcomeModel;
  /** The language the guest is known to write in: the reply's, when the message does not tell (« sin problema »). */
  usualLanguage?: Language;
};

function names(wedding: AssistantWedding) {
  return { bride: wedding.brideName, groom: wedding.groomName };
}

/**
 * The wedding's contact as the couple typed it; to a guest writing in another language, quoted as the couple's own
 * words (« Claire (témoin) au 06… » is not English).
 */
function contactOf(wedding: AssistantWedding, language: Language) {
  const contact = wedding.emergencyContact?.trim().replace(/[.\s]+$/, '');
  if (!contact) return undefined;
  return textLanguage(contact) === language ? contact : `« ${contact} »`;
}

function timePremise(question: Analysis, hhmm: string) {
  const stated = question.times[0];
  if (!stated) return 'none';
  const [h, m] = hhmm.split(':').map(Number);
  // "à 3h" said for 15h counts as the same time.
  return m === stated.minutes && (h === stated.hours || h === stated.hours + 12) ? 'confirm' : 'correct';
}

function datePremise(question: Analysis, iso: string) {
  const stated = question.dates[0];
  if (!stated) return 'none';
  const date = parseISO(iso);
  const sameDay = stated.day === date.getDate() && (!stated.month || stated.month === date.getMonth() + 1);
  return sameDay ? 'confirm' : 'correct';
}

/**
 * The subject a field is written on (the lodging for the accommodations), not a narrower one it covers (a hotel): asked
 * as such ("où on dort ?"), every sentence of the field is about it, whether or not it repeats the word.
 */
function isAbout(candidate: Candidate, concept: string, index: AnswerIndex) {
  const parent = index.lexicon.parents.get(concept);
  return candidate.concepts.get(concept) === 1 && !(parent !== undefined && candidate.concepts.get(parent) === 1);
}

/** Sentences of a free-text fact worth keeping for this question (all of them unless some fit clearly better). */
function relevantSentences(candidate: Candidate, question: Analysis, index: AnswerIndex) {
  const sentences = candidate.sentences ?? [];
  if (sentences.length < 2) return candidate.text ?? '';
  // Words no concept explains (names, codes, rare nouns): a word of the subject asked ("dress", "regalos") is in
  // every sentence of the field about it, and picks none.
  const words = new Set(question.residual.filter((w) => w.length >= 3 && !KNOWLEDGE.stopwords.has(w)));
  const subjects = conceptIds(question).filter(
    (c) => index.lexicon.kinds.get(c) !== 'aspect' && c !== 'wedding' && !isAbout(candidate, c, index),
  );
  const isSetting = (c: string) => index.lexicon.kinds.get(c) === 'context';
  // « Au temple : pas de parking devant. Le plus pratique est le parking Hoche. »: a sentence naming no setting of its
  // own is still in the previous one's.
  let setting = new Set<string>();
  const scores = sentences.map((s) => {
    const own = conceptIds(s).filter(isSetting);
    if (own.length) setting = new Set(own);
    const has = (c: string) => s.concepts.has(c) || (isSetting(c) && setting.has(c));
    let score = 0;
    // The subject asked counts fully, the setting ("au château", "à l'église") half.
    for (const c of subjects) if (has(c)) score += isSetting(c) ? 0.5 : 1;
    // Words of the question found in the sentence (« le code pour le Cep d'Or » keeps the sentence naming it).
    const folded = foldText(s.text);
    for (const w of words) if (folded.includes(w.slice(0, Math.max(4, w.length - 2)))) score += 0.5;
    return score;
  });
  const best = Math.max(...scores);
  const kept = sentences.filter((_, i) => scores[i]! >= best * 0.75);
  return kept.length === sentences.length ? (candidate.text ?? '') : kept.map((s) => s.text).join(' ');
}

/** « C'est dans combien de jours ? »: the date, and how many days are left. */
const COUNTDOWN = new RegExp(phrasesPattern('countdown'));

/** The reply the first fact of `ranked` gives to the question (exported for the ranker's training). */
export function compose(
  index: AnswerIndex,
  question: Analysis,
  ranked: Ranked[],
  threshold: number,
  language: Language,
  now?: Date,
) {
  const top = ranked[0]!;
  const { wedding } = index;
  const { candidate } = top;
  const { slot } = candidate;
  const sources = [candidate.source];
  const couple = names(wedding);
  const asksBoth = question.concepts.has('ceremony') && question.concepts.has('reception');
  // What the wedding's fields say of the ceremony or the reception.
  const event = (e: 'ceremony' | 'reception') => {
    const venue = wedding[`${e}Venue`] ?? undefined;
    const hhmm = wedding[`${e}Time`];
    const time = hhmm ? formatTime(hhmm, language) : undefined;
    // The fields tell the part of the guest's day that stands for the event: named when it is another kind (a
    // household invited to the vin d'honneur only reads « Le vin d'honneur commence à 17h », not the reception's).
    const part =
      wedding.parts && mirroredPartOf(wedding.parts, e === 'ceremony' ? CEREMONY_PART_KINDS : RECEPTION_PART_KINDS);
    const name = part && (part.kind !== e || part.label) ? partName(part, language) : undefined;
    const place = replies.place(e, venue, wedding[`${e}Address`] ?? undefined, language, name);
    return { event: e, time, venue, place, name };
  };
  const events = { ceremony: event('ceremony'), reception: event('reception') };
  const { ceremony, reception } = events;
  const quote = (text: string) => ({
    reply: replies.quote(annotateDates(text, language), candidate.source, couple, language, candidate.textLanguage),
    sources,
  });
  switch (slot) {
    case 'ceremonyTime':
    case 'receptionTime':
    case 'times': {
      const asked = SLOT_EVENT[slot] ?? 'ceremony';
      if ((asksBoth || slot === 'times') && ceremony.time && reception.time) {
        sources.push(asked === 'ceremony' ? 'receptionTime' : 'ceremonyTime');
        return { reply: say(language, 'bothTimes', { ceremony: ceremony.time, reception: reception.time }), sources };
      }
      const start = replies.startTime(asked, events[asked].time!, language, events[asked].name);
      return { reply: replies.withPremise(start, timePremise(question, wedding[`${asked}Time`]!), language), sources };
    }
    case 'ceremony':
    case 'reception': {
      const start = replies.startTime(slot, events[slot].time!, language, events[slot].name);
      return { reply: `${start} ${events[slot].place}`, sources: [`${slot}Time`, `${slot}Venue`] };
    }
    case 'ceremonyPlace':
    case 'receptionPlace':
    case 'venues':
      if (slot === 'venues' || asksBoth)
        return { reply: `${ceremony.place} ${reception.place}`, sources: ['ceremonyVenue', 'receptionVenue'] };
      return { reply: events[SLOT_EVENT[slot]!].place, sources };
    case 'program': {
      if (candidate.text) return quote(candidate.text);
      // The guest's own day, part by part (guest-facts.ts), else the two start times.
      if (wedding.parts?.length)
        return {
          reply: programOf(wedding.parts, wedding.weddingDate, language),
          sources: ['ceremonyTime', 'receptionTime'],
        };
      const parts = [ceremony, reception].filter(({ time, venue }) => time || venue);
      return { reply: replies.program(parts, language), sources: ['ceremonyTime', 'receptionTime'] };
    }
    case 'date': {
      const date = say(language, 'date', { date: formatWeddingDate(wedding.weddingDate, language) });
      const reply = replies.withPremise(date, datePremise(question, wedding.weddingDate), language);
      const days = now ? differenceInCalendarDays(parseISO(wedding.weddingDate), now) : -1;
      if (!(days > 0 && COUNTDOWN.test(question.words.join(' ')))) return { reply, sources };
      return { reply: `${reply} ${say(language, days === 1 ? 'tomorrow' : 'inDays', { days })}`, sources };
    }
    case 'couple':
      return { reply: withCouple(language, 'couple', couple), sources: ['brideName', 'groomName'] };
    case 'bride':
    case 'groom': {
      // The one partner of that role (la mariée, le marié); two brides, two grooms or no roles: both are named. So are
      // both when the guest named that partner already (« Inès se marie avec qui ? »): her name alone would tell nothing.
      const [first, second] = partnersOf(wedding);
      const named = [first!, second!].filter((p) => p.role === slot);
      if (named.length !== 1 || splitWords(foldText(named[0]!.firstName)).every((w) => question.words.includes(w)))
        return { reply: withCouple(language, 'couple', couple), sources: ['brideName', 'groomName'] };
      return {
        reply: say(language, slot, { name: named[0]!.firstName }),
        sources: [named[0] === first ? 'brideName' : 'groomName'],
      };
    }
  }
  if (candidate.source === 'emergencyContact')
    return { reply: say(language, 'contact', { contact: contactOf(wedding, language)! }), sources };
  if (candidate.source === 'additionalInfo') {
    // Other sentences of the notes that answer as well as this one ("Navette à 14h... Retour à 1h").
    const kept = ranked
      .filter(
        (r) =>
          r.candidate.source === 'additionalInfo' && r.confidence >= threshold && r.evidence >= top.evidence * 0.85,
      )
      .filter((r) => r === top || !top.moments || top.moments.every((m) => about(r, m)))
      .map((r) => r.candidate)
      .sort((a, b) => a.id - b.id);
    // An entry already quoted within a heading's block is not repeated.
    const text = kept
      .filter((c) => !kept.some((o) => o !== c && o.text!.length > c.text!.length && o.text!.includes(c.text!)))
      .map((c) => c.text)
      .join(' ');
    return quote(text);
  }
  const translated = candidate.translations?.[language];
  if (translated) return { reply: withoutBorrowedYes(translated, question), sources };
  return quote(withoutBorrowedYes(relevantSentences(candidate, question, index), question));
}

const { negation: NEGATION, yesOpeners: YES_OPENERS } = KNOWLEDGE.cues;
/** « Oui, », "Of course!", « Sí. »: a yes opening an answer, with its punctuation. */
const YES_OPENING = /^\s*([\p{L} ]{2,20}?)\s*[,!.]+\s*/u;

/**
 * « Oui, un brunch est servi le dimanche » says yes to its FAQ's own question (« Y a-t-il un brunch ? »). Asked in the
 * negative (« les enfants sont pas invités ? ») or about a day the answer does not name (« le brunch c'est samedi ? »),
 * that yes would confirm what is not: the answer goes without it.
 */
function withoutBorrowedYes(text: string, question: Analysis) {
  const opening = YES_OPENING.exec(text);
  if (!opening || !YES_OPENERS.has(foldText(opening[1]!))) return text;
  const answerDays = new Set(
    foldText(text)
      .split(/[^\p{L}]+/u)
      .map(weekdayOf),
  );
  const ownDay = question.words.some((w) => weekdayOf(w) >= 0 && !answerDays.has(weekdayOf(w)));
  if (!ownDay && !question.words.some((w) => NEGATION.has(w))) return text;
  // « Oui, et un menu enfant est prévu »: the « et » went with the yes.
  const rest = text.slice(opening[0].length).replace(/^(?:et|and|y)\s+/i, '');
  return upperFirst(rest);
}

/**
 * "La réception, c'est bien à l'église ?": the first event named is asked about, the other is the guest's
 * (wrong or right) idea of where it is; the answer is the first event's place.
 */
function placePremise(question: Analysis, lexicon: Lexicon): Analysis | null {
  if (['time', 'when', 'date'].some((a) => question.concepts.has(a))) return null;
  const compared = comparedPlaces(question);
  if (compared || !question.confirming) return compared;
  if (!question.concepts.has('ceremony') || !question.concepts.has('reception')) return statedPlace(question, lexicon);
  const order = conceptIds(question);
  const premise = order.indexOf('ceremony') < order.indexOf('reception') ? 'reception' : 'ceremony';
  const concepts = new Map(question.concepts);
  concepts.delete(premise);
  concepts.set('place', 1);
  return { ...question, concepts };
}

/** "Same place as the ceremony?", « faut reprendre la voiture ? », « ¿hay que moverse? »: is the party elsewhere? */
const ELSEWHERE = new RegExp(String.raw`\b(?:${phrasesPattern('elsewhere')})\b`);
/** "Far from the ceremony?": far from another place (the airport, the town) is a question of travel instead. */
const FAR_FROM = new RegExp(String.raw`\b(?:${phrasesPattern('farFrom')})\b`);

/**
 * "Is the reception at the same place as the ceremony or do we have to drive?": where the first moment named is (the
 * other is what the guest compares it with), not the ways to travel.
 */
function comparedPlaces(question: Analysis): Analysis | null {
  const moments = conceptIds(question).filter((c) => EVENTS.includes(c));
  if (!moments.length) return null;
  const text = question.words.join(' ');
  const bothNamed = question.concepts.has('ceremony') && moments.length > 1;
  if (!ELSEWHERE.test(text) && !(bothNamed && FAR_FROM.test(text))) return null;
  return { ...question, concepts: new Map<string, number>().set(moments[0]!, 1).set('place', 1), residual: [] };
}

/** « à la cathédrale », « au restaurant », « at the », « en el », « in Florence »: where the guest believes something is. */
const { locative: LOCATIVE, article: ARTICLE } = KNOWLEDGE.cues;

/**
 * "La boda es en Florencia, ¿no?", "the ceremony is at the cathedral, right?": the guest checks a place they name;
 * what is asked is where the thing is, and the place they name (right or wrong) is their idea of it, not a subject.
 */
function statedPlace(question: Analysis, lexicon: Lexicon): Analysis | null {
  const { words } = question;
  for (let i = 0; i < words.length - 1; i++) {
    // « il y a » is "there is", not "at".
    if (!LOCATIVE.has(words[i]!) || (words[i] === 'a' && words[i - 1] === 'y')) continue;
    let k = i + 1;
    const article = ARTICLE.has(words[k]!);
    if (article) k++;
    const named = words[k];
    if (!named || !(article || words[i] === 'au' || question.properNouns.has(named))) continue;
    // "The dinner is at the church hall": what the place named says (the church) is not what is asked (the dinner).
    const before = new Map(question.found.filter((f) => f.at < i).map((f) => [f.concept, 1]));
    const asksItsOwn = [...before.keys()].some((c) => lexicon.kinds.get(c) !== 'aspect');
    const stated = new Set(words.slice(k));
    const concepts = new Map(asksItsOwn ? before : question.concepts);
    // Where one eats is the meal's place, as in « le repas c'est où ? ».
    if (concepts.has('food')) {
      concepts.set('dinner', concepts.get('food')!);
      concepts.delete('food');
    }
    concepts.set('place', 1);
    return { ...question, concepts, residual: question.residual.filter((w) => !stated.has(w)) };
  }
  return null;
}

/**
 * A part that names no subject of its own borrows one: a going or a coming back ("et le dernier retour c'est quand ?")
 * is that of what the part before it named (the shuttle, the boat); otherwise the part takes the message's setting
 * ("horaires et adresse de la cérémonie").
 */
function withSetting(index: AnswerIndex, part: Analysis, whole: Analysis, previous?: Analysis): Analysis {
  if (subjectsOf(index.lexicon, part).length) return part;
  const concepts = new Map(part.concepts);
  const moves = part.concepts.has('travel') && !part.concepts.has('wedding');
  const borrowed = previous && moves ? subjectsOf(index.lexicon, previous) : [];
  if (borrowed.length) for (const c of borrowed) concepts.set(c, previous!.concepts.get(c)!);
  else
    for (const c of subjectsOf(index.lexicon, whole))
      if (index.lexicon.kinds.get(c) === 'context') concepts.set(c, whole.concepts.get(c)!);
  return { ...part, concepts };
}

const PLACE_SLOTS = new Set(['ceremonyPlace', 'receptionPlace', 'venues']);

/**
 * « L'adresse de la ferme pour le soir ? » when the reception field is a restaurant and the couple's notes name the
 * « Ferme Kirschbaum »: a place asked by its kind is the one whose name holds that word, not the field's venue.
 */
function venueByKind(index: AnswerIndex, question: Analysis, ranked: Ranked[], threshold: number): Ranked[] {
  const top = ranked[0];
  if (!top || !PLACE_SLOTS.has(top.candidate.slot ?? '')) return ranked;
  const { wedding } = index;
  const fieldPlaces = foldText(
    [wedding.ceremonyVenue, wedding.ceremonyAddress, wedding.receptionVenue, wedding.receptionAddress].join(' '),
  );
  const kinds = question.residual.filter(
    (w) => w.length >= 4 && !KNOWLEDGE.stopwords.has(w) && !fieldPlaces.includes(w),
  );
  if (!kinds.length) return ranked;
  const named = ranked.find(
    (r) => r.candidate.source === 'additionalInfo' && r.confidence >= threshold && namesAsPlace(r.candidate, kinds),
  );
  return named ? [named, ...ranked.filter((r) => r !== named)] : ranked;
}

/** « la Ferme Kirschbaum », « la Ferme des Tilleuls »: one of the words, capitalised, begins a name in the fact's text. */
function namesAsPlace(candidate: Candidate, words: string[]) {
  const names = (candidate.text ?? '').matchAll(
    /\p{Lu}[\p{L}'-]+(?:\s+(?:de|des|du|de la|del|of the))?\s+\p{Lu}[\p{L}'-]+/gu,
  );
  return [...names].some((m) => words.includes(foldText(m[0]).split(/\s+/)[0]!));
}

/**
 * The facts ranked for a guest's question, as the engine ranks them before deciding (the ranker's training runs
 * this same step): the guest's own situation and a wrong premise set aside, then a place asked by its kind.
 */
export function rankForQuestion(answerIndex: AnswerIndex, question: Analysis, threshold = DEFAULT_ANSWER_THRESHOLD) {
  const situation = withoutGuestSituation(answerIndex.lexicon, question);
  const asked =
    placePremise(question, answerIndex.lexicon) ??
    withoutMissedEvent(answerIndex.lexicon, question) ??
    situation?.question ??
    question;
  return { situation, asked, ranked: venueByKind(answerIndex, asked, rankCandidates(answerIndex, asked), threshold) };
}

/** Answers one guest message from the wedding's facts and FAQs, or says it does not know. */
export function answerQuestion(options: AnswerQuestionOptions): Answer {
  const { wedding, faqs, text, now, threshold = DEFAULT_ANSWER_THRESHOLD, outcomeModel = OUTCOME_MODEL } = options;
  const answerIndex = options.index ?? getAnswerIndex(wedding, faqs);
  const question = analyzeText(answerIndex.lexicon, text, { usualLanguage: options.usualLanguage });
  const language = question.language;
  const couple = names(wedding);
  if (question.smallTalk || !text.trim()) {
    const kind = question.thanks ? 'thanks' : 'greeting';
    const said = question.wishes ? 'wishes' : question.acknowledges ? 'seeYou' : kind;
    const reply = withCouple(language, said, couple);
    return answerOf(reply, kind, 1, [], language);
  }
  const between = entriesBetween(answerIndex, question);
  if (between) {
    const quoted = annotateDates(quoteEntries(between), language);
    const reply = replies.quote(quoted, undefined, couple, language, between[0]!.textLanguage);
    return answered(question, reply, 1, ['additionalInfo']);
  }
  const { situation, asked, ranked } = rankForQuestion(answerIndex, question, threshold);
  const top = ranked[0];
  const parts = multipleAnswers(answerIndex, situation?.parts ?? question.parts ?? [], question, ranked, threshold);
  if (parts) {
    const sure = parts.filter((p) => p.ranked[0]!.confidence >= threshold);
    const replied = withoutContactAside(question, sure).map((p) => ({
      part: p,
      ...compose(answerIndex, p.question, p.ranked, threshold, language, now),
    }));
    // A message that asks nothing gets only the facts the model would give each part alone (decision 025).
    const composed = replied.filter(({ part, reply }) => {
      if (question.asks) return true;
      const { probability } = weighReply(answerIndex, part, reply, outcomeModel);
      return decideOutcome(probability, 0, outcomeModel, false) === 'answer';
    });
    const known = question.asks ? sure : composed.map((c) => c.part);
    if (!known.length) {
      const trace = traceOf(answerIndex, { outcome: 'hand-over' }, question, ranked.slice(0, 3));
      return { ...unknownAnswer(wedding, question, top?.confidence ?? 0), trace };
    }
    const sources = [...new Set(composed.flatMap((c) => c.sources))];
    const reply = [...new Set(composed.map((c) => c.reply))].join('\n');
    const tops = known.map((p) => p.ranked[0]!);
    const confidence = Math.min(...tops.map((r) => r.confidence));
    // A part left unanswered goes to the couple with the whole message, as a hand-over does (decision 019).
    const partly = known.length < parts.length;
    const trace = traceOf(answerIndex, { outcome: partly ? 'partly' : 'several' }, question, tops);
    if (partly) return { ...passedOnWith('restPassedOn', wedding, question, reply, confidence, sources), trace };
    // A message asking several things is answered outright only when each part would be if asked alone; otherwise
    // the reply is a hedge: sent, and passed on too. Each part is weighed as a question, with or without its own
    // question mark (the parts of a message that asks nothing were weighed above).
    // The trace keeps each part's features: training decides these messages as the engine does.
    const weighed = question.asks
      ? composed.map(({ part, reply }) =>
          weighReply(answerIndex, { ...part, question: { ...part.question, asks: true } }, reply, outcomeModel),
        )
      : [];
    const traced = weighed.length ? { ...trace, parts: weighed.map((w) => w.features) } : trace;
    const doubtful = weighed.some((w) => decideOutcome(w.probability, 0, outcomeModel, w.asks) !== 'answer');
    if (doubtful) {
      const hedged = { ...traced, outcome: 'hedge' as const };
      return { ...passedOnWith('alsoPassedOn', wedding, question, reply, confidence, sources), trace: hedged };
    }
    return { ...answered(question, reply, confidence, sources), trace: traced };
  }
  const offTopic = top ? offSubject(answerIndex, top, asked) : false;
  if (!top || top.confidence < threshold || offTopic) {
    // A fact set aside as no answer is reported below the threshold, as the engine treated it.
    const confidence = offTopic ? Math.min(top!.confidence, threshold / 2) : (top?.confidence ?? 0);
    const trace = traceOf(answerIndex, { outcome: 'hand-over' }, asked, ranked.slice(0, 3));
    return { ...unknownAnswer(wedding, question, confidence), trace };
  }
  const { reply, sources } = compose(answerIndex, asked, ranked, threshold, language, now);
  const weighed = weighReply(answerIndex, { question: asked, ranked }, reply, outcomeModel);
  const offered = [top, ...offeredRivals(ranked, threshold)];
  // Composing every rival's reply is only worth it when the best fact alone may not do.
  const choices = weighed.sure
    ? []
    : offerChoices(answerIndex, offered, language, (entry) =>
        compose(answerIndex, asked, [entry, ...ranked.filter((r) => r !== entry)], threshold, language, now),
      );
  const outcome = decideOutcome(weighed.probability, choices.length - 1, outcomeModel, weighed.asks);
  const decided = { outcome, probability: round3(weighed.probability) };
  const trace = { ...traceOf(answerIndex, decided, asked, offered.slice(0, 3)), features: weighed.features };
  if (outcome === 'ask') {
    const choose = { reply: replies.choose(choices, language), kind: 'choice' as const, choices, trace };
    return { ...unknownAnswer(wedding, question, top.confidence), ...choose };
  }
  if (outcome === 'hand-over')
    return { ...unknownAnswer(wedding, question, Math.min(top.confidence, threshold / 2)), trace };
  if (outcome === 'hedge') {
    const closest = say(language, 'closest') + reply;
    return { ...passedOnWith('alsoPassedOn', wedding, question, closest, top.confidence, sources), trace };
  }
  return { ...answered(question, reply, top.confidence, sources), trace };
}

/**
 * A reply sent with the question handed over all the same (decision 019), left open for the couple as unanswered:
 * what comes closest (a hedge), or the answers to the parts of a message the assistant could place, for the rest. The
 * contact for anything urgent follows, unless the reply sent is that contact.
 */
function passedOnWith(
  key: 'alsoPassedOn' | 'restPassedOn',
  wedding: AssistantWedding,
  question: Analysis,
  reply: string,
  confidence: number,
  sources: string[],
) {
  const sent = answered(question, reply, confidence, sources);
  const contact = contactOf(wedding, question.language);
  const urgent = contact && !reply.includes(contact) ? contact : undefined;
  const passedOn = replies.handOver(key, urgent, names(wedding), question.language);
  return { ...sent, reply: `${sent.reply}\n${passedOn}`, answered: false, kind: 'unknown' as const, source: null };
}

/** What the engine decided, understood and weighed: the subjects asked, the facts named, with their scores. */
function traceOf(
  index: AnswerIndex,
  decided: Pick<AnswerTrace, 'outcome' | 'probability'>,
  asked: Analysis,
  entries: Ranked[],
): AnswerTrace {
  const candidates = entries.map((r) => ({
    source: r.candidate.source,
    // Read by the couple and the administrators (« Pourquoi cette réponse ? »), in French whatever the guest wrote in.
    label: labelOf(index, r, 'fr'),
    confidence: round3(r.confidence),
  }));
  const subjects = conceptIds(asked);
  return { ...decided, subjects, understood: subjects.map(conceptLabel), candidates };
}

/** An answer's shape: its source is the first of the facts it uses. */
function answerOf(reply: string, kind: AnswerKind, confidence: number, sources: string[], language: Language): Answer {
  return { reply, answered: kind !== 'unknown', confidence, source: sources[0] ?? null, sources, language, kind };
}

/** The hand-over to the couple; a message that asks nothing is passed on as a message, not as a question. */
function unknownAnswer(wedding: AssistantWedding, question: Analysis, confidence: number): Answer {
  const key = question.asks ? 'unknown' : 'passedOn';
  const reply = replies.handOver(key, contactOf(wedding, question.language), names(wedding), question.language);
  return { ...answerOf(reply, 'unknown', confidence, [], question.language), statement: !question.asks };
}

/** An answer from the wedding's facts, after a greeting's « Bonjour » when the guest greeted first. */
function answered(question: Analysis, reply: string, confidence: number, sources: string[]): Answer {
  const greeted = question.greeting ? say(question.language, 'greetingPrefix') + reply : reply;
  return answerOf(greeted, 'answer', round3(confidence), sources, question.language);
}

/**
 * Several questions in one message ("parking + dress code ?"): each part answered on its own, when every part
 * finds its fact and together they say more than the best answer to the whole message.
 */
function multipleAnswers(index: AnswerIndex, pieces: Analysis[], whole: Analysis, ranked: Ranked[], threshold: number) {
  const parts = pieces.map((piece, i) => {
    const question = withSetting(index, piece, whole, pieces[i - 1]);
    return {
      question: { ...question, language: whole.language, greeting: false },
      ranked: rankCandidates(index, question, whole),
    };
  });
  const isKnown = (p: Part) => p.ranked[0] !== undefined && p.ranked[0].confidence >= threshold;
  const known = parts.filter(isKnown);
  if (!known.length) return null;
  const distinct = new Set(known.map((p) => p.ranked[0]!.candidate.id));
  // The whole message may already have one fact that answers every part (time and place of the ceremony).
  const best = isKnown({ question: whole, ranked }) ? ranked[0]! : undefined;
  if (known.length === parts.length) {
    if (distinct.size < 2 || (best && known.every((p) => coveredBy(best.candidate, p.ranked[0]!.candidate))))
      return null;
  } else if (best && !distinct.has(best.candidate.id)) {
    // A part we cannot place, and a whole-message answer that is none of the parts': trust the whole.
    return null;
  }
  // A fact found for two parts is given once.
  const seen = new Set<number>();
  const once = (id: number) => !seen.has(id) && Boolean(seen.add(id));
  return parts.filter((p) => !isKnown(p) || once(p.ranked[0]!.candidate.id));
}

/** Whether a combined slot (both times, time and place of one event) already gives what a part's fact gives. */
function coveredBy(whole: Candidate, part: Candidate) {
  return whole.id === part.id || Boolean(whole.slot && part.slot && SLOT_PARTS[whole.slot]?.includes(part.slot));
}
