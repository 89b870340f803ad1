// Scores every fact of a wedding against a question: evidence for each thing the question asks that the fact
// covers, penalties for each thing it asks that the fact does not, as named features; the learned ranker (ranker.ts)
// turns them into the confidence.
import { isSubject, type Analysis, type Lexicon } from './analyze-text.ts';
import { CEREMONY_KINDS, fullTextTerm, type AnswerIndex, type Candidate } from './build-answer-index.ts';
import { COUPLE, patternsOf, phrasesPattern, type ConceptKind, conceptIds } from './knowledge.ts';
import { about, bestBy, promote, SLOT_EVENT, type Asked, type Ranked } from './ranked.ts';
import { RANKER, RANKER_FEATURES, type RankerFeature } from './ranker.ts';
import { preferDayNamed } from './day-named.ts';
import { everydayTranslations } from './everyday-words.ts';
import { eveningNamed, onTheWayBack, preferArrival, preferEnd, preferMoment } from './prefer-moments.ts';

export type { Ranked } from './ranked.ts';

/** What a concept of the question is worth when a fact covers it... */
const EVIDENCE: Record<ConceptKind, number> = { aspect: 0.5, context: 0.6, topic: 1, intent: 1 };
/** ...and what it costs when the fact does not. Unanswered subjects weigh, background barely. */
const MISSED: Record<ConceptKind, number> = { aspect: 0, context: 0.2, topic: 0.8, intent: 1 };
const SPECIAL: Record<string, { evidence: number; missed: number }> = {
  wedding: { evidence: 0.2, missed: 0 },
  travel: { evidence: 0.3, missed: 0.05 },
  checking: { evidence: 0, missed: 0 },
};
/**
 * What an aspect asked costs: in a slot made for another aspect ("where" to a time: a wrong kind of answer), and in a
 * text that gives no value of its kind (a "what time" to a text with no time).
 */
const ASPECT_COST: Record<string, { conflict: number; textMissed: number }> = {
  time: { conflict: 0.5, textMissed: 0.25 },
  place: { conflict: 0.5, textMissed: 0 },
  date: { conflict: 0.5, textMissed: 0.25 },
  who: { conflict: 0.3, textMissed: 0 },
  when: { conflict: 0.3, textMissed: 0.25 },
  end: { conflict: 0.6, textMissed: 0.3 },
  duration: { conflict: 0.6, textMissed: 0.3 },
  distance: { conflict: 0.6, textMissed: 0.3 },
};
const ASPECTS = new Set(Object.keys(ASPECT_COST));
const RESIDUAL_EVIDENCE = 0.6;
const RESIDUAL_MISSED = 0.1;
const RESIDUAL_MISSED_CAP = 0.3;
/**
 * A word of the question that the thesaurus does not know but that some fact of this wedding contains ("marée",
 * "crêpes", "flamenco") names what is asked: a fact without it is much less likely to be the answer.
 */
const KNOWN_WORD_MISSED = 0.35;
const KNOWN_WORD_MISSED_CAP = 0.8;

type Found = { word: string; weight: number; own: boolean };

/**
 * A word found in a fact in two languages (« bateau » and "boat") counts once: as the guest wrote it, else at its
 * strongest translation.
 */
function oncePerWord(found: Found[]) {
  const best = new Map<string, Found>();
  const better = (a: Found, b: Found | undefined) =>
    !b || (a.own && !b.own) || (a.own === b.own && a.weight > b.weight);
  for (const f of found) if (better(f, best.get(f.word))) best.set(f.word, f);
  return [...best.values()];
}

/** Question words found in each fact by the full-text index (stemmed, prefix for long words). */
function lexicalMatches(index: AnswerIndex, residual: string[]) {
  const byDoc = new Map<number, Found[]>();
  const terms = new Map<string, string>();
  // The search stems the query terms again (« boulangerie » → boulanger → boulang): each word is keyed by the term
  // the search reports, or a word found in a fact would count as found nowhere.
  const query: string[] = [];
  const translations = new Set<string>();
  for (const w of residual) {
    const t = fullTextTerm(w);
    if (!t) continue;
    query.push(t);
    terms.set(fullTextTerm(t) ?? t, w);
    // The same everyday word in another language (« bateau » for "boat") is the guest's word found.
    for (const other of everydayTranslations(w)) {
      const o = fullTextTerm(other);
      // An inflection of the guest's own word (« dernière » for « dernier ») is found by the search already.
      if (!o || o.startsWith(t) || t.startsWith(o) || terms.has(fullTextTerm(o) ?? o)) continue;
      query.push(o);
      terms.set(fullTextTerm(o) ?? o, w);
      translations.add(fullTextTerm(o) ?? o);
    }
  }
  if (!terms.size) return { byDoc, terms, known: new Set<string>() };
  const results = index.search.search(query.join(' '), {
    prefix: (t) => t.length >= 5,
    fuzzy: false,
    combineWith: 'OR',
  });
  const df = new Map<string, number>();
  for (const r of results) for (const q of r.queryTerms) df.set(q, (df.get(q) ?? 0) + 1);
  const known = new Set([...df.keys()].map((q) => terms.get(q) ?? q));
  for (const r of results) {
    const found: Found[] = [];
    for (const q of r.queryTerms) {
      const inQuestion = Object.entries(r.match).some(
        ([term, fields]) => term.startsWith(q) && fields.includes('question'),
      );
      const weight = (RESIDUAL_EVIDENCE * (inQuestion ? 1 : 0.8)) / Math.sqrt(df.get(q) ?? 1);
      found.push({ word: terms.get(q) ?? q, weight, own: !translations.has(q) });
    }
    byDoc.set(r.id as number, oncePerWord(found));
  }
  return { byDoc, terms, known };
}

/**
 * The facts in the learned ranker's order, a fixed field of the other event set back: it is no answer, however the
 * ranker weighs a half match of this one. Nor is a fixed field of the ceremony when another kind of ceremony is asked
 * (the civil one, of a church wedding).
 */
function otherEventSetBack(ranked: Ranked[], { index, question }: Asked) {
  // The event asked when the question names one side only: "l'apéritif commence quand ?" is about the reception (the
  // cocktail is one of its moments), never the ceremony.
  const isEvent = (s: string | undefined) => s === 'ceremony' || s === 'reception';
  const sides = new Set(conceptIds(question).map((c) => (isEvent(c) ? c : index.lexicon.parents.get(c))));
  const events = [...sides].filter(isEvent);
  const event = events.length === 1 ? events[0] : null;
  const otherKind = CEREMONY_KINDS.some((k) => question.concepts.has(k));
  for (const r of ranked) {
    const own = SLOT_EVENT[r.candidate.slot ?? ''];
    if ((event && own && own !== event) || (otherKind && own === 'ceremony')) r.confidence *= 0.5;
  }
  ranked.sort((a, b) => b.confidence - a.confidence || b.evidence - a.evidence);
}

/** The way there is no part of an answer on the way back: only the other facts on the way back go with it. */
function wayBackOnly(ranked: Ranked[], { question }: Asked) {
  if (ranked[0] && question.concepts.has('return') && about(ranked[0], 'return')) ranked[0].moments ??= ['return'];
}

/**
 * The order every ranking goes through, then the re-rankers the ranker does not replace yet, in turn (each folded in
 * as a feature lowered a held-out or blind figure, or lost one of their tests).
 */
const PREFERENCES: ((ranked: Ranked[], asked: Asked) => void)[] = [
  otherEventSetBack,
  preferMoment,
  preferEnd,
  wayBackOnly,
  preferOverOtherIntent,
  preferWholeSubject,
  preferFaqAskedAlike,
  preferArrival,
  preferDayNamed,
];

/** How far below the top a fact may rank and still be preferred for how a FAQ asks (tuning part). */
const FAQ_FLOOR = 0.9;

/**
 * How much of the guest's question a FAQ's own question asks: the subjects it asks among the guest's, and the
 * guest's own words it uses (« peut-on chanter avec la chorale ? » for « je peux me joindre à la chorale ? »).
 */
function askedAlike(r: Ranked, question: Analysis, lexicon: Lexicon, guestTerms: Set<string>) {
  const { asks, askedIn: own } = r.candidate;
  if (!asks || own === undefined) return -1;
  // Settings asked alike count too (« et si j'arrive en retard ? » for "if we're running late"), not the wedding itself.
  const subjects = conceptIds(question).filter(
    (c) => lexicon.kinds.get(c) !== 'aspect' && c !== 'wedding' && asks.has(c),
  ).length;
  const words = new Set(own.map(fullTextTerm).filter((t) => t !== null && guestTerms.has(t)));
  // Both ask what happens in a case (« et s'il pleut ? », "what if it rains?"), not what is planned anyway.
  const sameCase = asksACase(question.words) && asksACase(own) ? 1 : 0;
  return subjects + words.size + sameCase;
}

/** A question on a case that may happen (« et s'il pleut ? »), not the « si » of « si tard » nor « s'il vous plaît ». */
const ASKS_A_CASE = new RegExp(String.raw`\b(?:${phrasesPattern('asksACase')})\b|${patternsOf('asksACase')}`);
const asksACase = (words: string[]) => ASKS_A_CASE.test(words.join(' '));

/**
 * « Si le mistral souffle fort, la cérémonie est maintenue dehors ? »: of two FAQs the guest's question reaches
 * almost as well, the one whose own question asks what the guest asks (the storms and the wind) answers it, not the
 * one that only names it in its answer (the fireworks, cancelled in a strong wind).
 */
function preferFaqAskedAlike(ranked: Ranked[], { question, lexicon }: Asked) {
  const top = ranked[0];
  if (!top?.candidate.asks) return;
  const guestTerms = new Set(question.words.map(fullTextTerm).filter((t) => t !== null));
  const score = (r: Ranked) => askedAlike(r, question, lexicon, guestTerms);
  const i = bestBy(ranked, (r) => r.candidate.asks !== undefined && r.confidence >= top.confidence * FAQ_FLOOR, score);
  if (i > 0 && score(ranked[i]!) > score(top)) promote(ranked, i, 0);
}

/** Guest's words a FAQ's own question must share to be the guest's question asked again (fewer is chance). */
const SAME_QUESTION_WORDS = 3;
/** Share of the guest's long words it must share: half of what the guest wrote (tuning part). */
const SAME_QUESTION_SHARE = 0.5;

/** Words long enough to carry meaning even when the full-text index drops them (« prévu », « samedi »). */
const isLongWord = (w: string) => w.length >= 5;

/**
 * « On a quoi de prévu le samedi avant la cérémonie ? » to the FAQ « Il y a quelque chose de prévu le samedi avant
 * la cérémonie ? »: a FAQ whose own question is the guest's, in most of the guest's words, answers it, not the fixed
 * field on the one subject the thesaurus reads in it (the ceremony's venue). The ranker's `askedInTheseWords`.
 */
function askedInTheseWords(r: Ranked, guestTerms: Set<string>) {
  const own = r.candidate.askedIn;
  const n = own === undefined ? 0 : new Set(own.filter((w) => guestTerms.has(w))).size;
  return n >= SAME_QUESTION_WORDS && n >= guestTerms.size * SAME_QUESTION_SHARE;
}

/**
 * A FAQ asking a narrower case of a subject (missing the last boat, seasickness) that the guest does not ask; not a
 * thing of its own with no broader subject (cash, the beach), which the guest may ask in other words.
 */
function asksOtherIntent(r: Ranked, question: Analysis, lexicon: Lexicon) {
  const asks = r.candidate.asks ?? new Set<string>();
  return [...asks].some((c) => {
    const parent = lexicon.parents.get(c);
    if (parent === undefined || question.concepts.has(c)) return false;
    if (lexicon.kinds.get(c) === 'intent') return true;
    // « Un bus pour retourner à la gare ? » to the FAQ « comment venir depuis l'aéroport ? »: the guest names another
    // case of the same subject (the train, not the plane). A setting (outdoors) is no case: it may answer the cold.
    if (lexicon.kinds.get(c) !== 'topic') return false;
    const cases = conceptIds(question).filter((q) => q !== c && lexicon.parents.get(q) === parent);
    // A FAQ on several cases at once (« végétarien ou allergique ? ») answers each of them.
    return cases.length > 0 && !cases.some((q) => asks.has(q));
  });
}

/**
 * « What time is the boat? »: the FAQ « et si on rate le dernier bateau ? » names the boat but answers another case
 * (calling a taxi); the fact next to it that asks no such case answers the guest.
 */
function preferOverOtherIntent(ranked: Ranked[], { question, lexicon }: Asked) {
  const top = ranked[0];
  if (!top || !asksOtherIntent(top, question, lexicon)) return;
  const i = ranked.findIndex((r) => !asksOtherIntent(r, question, lexicon));
  promote(ranked, i, FAQ_FLOOR);
}

/**
 * "Il y a un dress code ?": a FAQ answers its own question, so one whose question is on other subjects than the
 * guest's (learning the dances) and only mentions the subject asked in its answer (« apportez des souliers
 * confortables ») is no answer to it; the couple's free-text field on that subject is.
 */
function preferWholeSubject(ranked: Ranked[], asked: Asked) {
  const { question, lexicon, message } = asked;
  const top = ranked[0];
  // « La mariée sera en blanc ? » asks about the couple, not about what the guests wear.
  if (!top?.candidate.asks || COUPLE.some((c) => question.concepts.has(c) || message.concepts.has(c))) return;
  const i = ranked.findIndex((r) => wholeSubject(r.candidate, question, lexicon) !== undefined);
  const field = ranked[i];
  const subject = field && wholeSubject(field.candidate, question, lexicon);
  if (!field || !faqOnAnotherPoint(top.candidate, field.candidate, subject!, asked)) return;
  // The field covers the question at least as well by the hand-set score; only the FAQ's learned prior put it below.
  // A short note need not repeat the setting asked (« ce soir ») that a FAQ's longer answer mentions in passing.
  const note = field.candidate.subject === undefined;
  // The guest's own words that the FAQ has and the field lacks ("une enveloppe") name the FAQ's point.
  if ((field.raw >= top.raw || note) && field.lexicalEvidence >= top.lexicalEvidence) promote(ranked, i, FAQ_FLOOR);
}

/**
 * The subject asked that a fact is written on as a whole: a free-text field's own subject, or for an entry of the
 * couple's notes a subject asked that it names itself (« MENU : soupe aux pois… » for « c'est quoi le menu ? »), not
 * one it only reaches through a narrower one (a note on the wines is on the food only as drinks).
 */
function wholeSubject(candidate: Candidate, question: Analysis, lexicon: Lexicon): string | undefined {
  if (candidate.subject !== undefined) return question.concepts.has(candidate.subject) ? candidate.subject : undefined;
  if (candidate.slot || candidate.source !== 'additionalInfo') return undefined;
  const subject = conceptIds(question).find((c) => isSubject(lexicon, c) && candidate.concepts.get(c) === 1);
  if (subject === undefined) return undefined;
  // The guest asks the whole subject, not a narrower point of it (« un menu végé ? »).
  if (conceptIds(question).some((c) => lexicon.parents.get(c) === subject)) return undefined;
  // The note is on that subject alone (its narrower points included), not a timeline that names it among others.
  const ownSubjects = [...candidate.concepts].filter(([c, w]) => w >= 0.8 && isSubject(lexicon, c)).map(([c]) => c);
  return ownSubjects.every((c) => c === subject || lexicon.parents.get(c) === subject || question.concepts.has(c))
    ? subject
    : undefined;
}

/**
 * A FAQ's own question is on another point than the subject asked when it asks other subjects and none the guest
 * asks (learning the dances), or asks the subject through a narrower one the guest does not ask (« quelles chaussures
 * pour la plage ? » to « il y a un dress code ? »), or through words of its own that neither the guest nor the field
 * uses (« un costume traditionnel alsacien », « où déposer un cadeau ? »): its answer covers a part, the field the whole.
 */
function faqOnAnotherPoint(faq: Candidate, field: Candidate, subject: string, { question, message, lexicon }: Asked) {
  // A part of a longer message (« il y a un parking ? et le dress code ? ») is read with what the whole message asks.
  const all = [...conceptIds(question), ...conceptIds(message)];
  const asked = (c: string) => all.some((q) => q === c || lexicon.parents.get(q) === c);
  const asks = faq.asks!;
  const points = [...asks].filter((c) => isSubject(lexicon, c));
  if (points.some((c) => !asked(c)) && !points.some((c) => question.concepts.has(c))) return true;
  if (!asks.has(subject)) return false;
  // « Peut-on laisser sa voiture pour la nuit ? » to « où se garer ? »: the FAQ asks the subject together with another
  // the guest does not ask (staying the night), a narrower case of it; unless the guest's own words may name that case.
  if (!question.residual.length && points.some((c) => !asked(c) && lexicon.parents.get(subject) !== c)) return true;
  // A note may be on the same narrower point (the last shuttles): only a field covers the whole subject by itself.
  const narrower = (c: string) =>
    lexicon.parents.get(c) === subject && !asked(c) && (field.subject !== undefined || !field.concepts.has(c));
  if (points.some(narrower)) return true;
  // A note names its subject among others: only a field covers the whole of it, whatever words the FAQ adds.
  if (field.subject === undefined) return false;
  const used = new Set(
    [...question.residual, ...message.residual, ...(field.text?.match(/\p{L}+/gu) ?? [])].map(fullTextTerm),
  );
  const own = faq.asksWords ?? [];
  return own.length > 0 && !own.some((w) => used.has(w));
}

/** `message`: the whole message when `question` is one of its parts. */
export function rankCandidates(index: AnswerIndex, question: Analysis, message: Analysis = question): Ranked[] {
  const { lexicon } = index;
  const { byDoc, terms, known } = lexicalMatches(index, question.residual);
  const residualWords = [...new Set(terms.values())];
  const unknownWords = residualWords.filter((w) => !known.has(w)).length;
  const subjects = conceptIds(question).filter((c) => !ASPECTS.has(c) && c !== 'wedding' && c !== 'travel');
  // Subjects asked that no fact of this wedding names, not even through a broader subject: a question on the wifi's
  // password when nothing mentions one is not answered by the venue, whatever else the question shares.
  const uncovered = conceptIds(question).filter((c) => {
    if (!isSubject(lexicon, c)) return false;
    // An intent is a thing of its own (the air conditioning, not the heat): a fact on its broader subject does not name it.
    const parent = lexicon.kinds.get(c) === 'intent' ? undefined : lexicon.parents.get(c);
    return !index.candidates.some((k) => k.concepts.has(c) || (parent !== undefined && k.concepts.has(parent)));
  }).length;
  const longWords = new Set(question.words.filter(isLongWord));
  const noAspect = !conceptIds(question).some((c) => ASPECTS.has(c));
  // Both start times answer "how long between the church and the party?" (not "how long is the ceremony?").
  const bothEvents = question.concepts.has('ceremony') && question.concepts.has('reception');
  const asksBare = (c: string) => question.concepts.has(c) || (c === 'date' && question.concepts.has('when'));
  const askedOrBroader = new Set(conceptIds(question).flatMap((c) => [c, lexicon.parents.get(c) ?? c]));
  const ranked: Ranked[] = [];
  for (const candidate of index.candidates) {
    let evidence = 0;
    let penalty = 0;
    let subjectDirect = 0;
    // The ranker's features (ranker.ts names them), the scoring adding to them as it goes: the amount gained or lost,
    // or 1 for a case that holds.
    const named = Object.fromEntries(RANKER_FEATURES.map((n) => [n, 0])) as Record<RankerFeature, number>;
    const gain = (feature: RankerFeature, amount: number, value = amount) => {
      evidence += amount;
      named[feature] += value;
    };
    const cost = (feature: RankerFeature, amount: number, value = amount) => {
      penalty += amount;
      named[feature] += value;
    };
    for (const [concept, weight] of question.concepts) {
      const kind = lexicon.kinds.get(concept) ?? 'topic';
      if (kind === 'aspect') continue;
      const worth = SPECIAL[concept] ?? { evidence: EVIDENCE[kind], missed: MISSED[kind] };
      const parent = lexicon.parents.get(concept);
      const viaParent = parent ? candidate.concepts.get(parent) : undefined;
      // A FAQ about the broader subject whose answer names this one ("végétarien" in the answer on diets) is about it.
      // "How long is the ceremony?" to an entry that gives the ceremony's length in passing: it is about it.
      const lasted = question.concepts.has('duration') && candidate.lasts?.has(concept) ? 1 : 0;
      const mentioned = Math.max(candidate.concepts.get(concept) ?? 0, lasted) || undefined;
      const direct = mentioned && mentioned < 0.8 && (viaParent ?? 0) >= 0.8 ? 0.8 : mentioned;
      if (direct) {
        // What the fact is about (its FAQ question, its field) or what it merely mentions (its answer's words).
        gain(direct >= 0.8 ? 'direct' : 'directWeak', worth.evidence * weight * direct);
        if (isSubject(lexicon, concept)) subjectDirect += worth.evidence * weight * direct;
      } else if (viaParent) {
        // Half an answer: the fact is about the broader subject only (a shuttle for "a taxi?").
        gain('parent', 0.5 * worth.evidence * weight * viaParent);
        penalty += 0.5 * worth.missed * weight;
      } else cost(isSubject(lexicon, concept) ? 'missedSubject' : 'missedContext', worth.missed * weight);
    }
    for (const [aspect, weight] of question.concepts) {
      if (!ASPECTS.has(aspect)) continue;
      const own = candidate.slotAspects;
      // "How long does the party last?" is answered by when it ends.
      const answers = (a: string) =>
        a === aspect || (aspect === 'when' && (a === 'time' || a === 'date')) || (aspect === 'duration' && a === 'end');
      if (own) {
        const gap = candidate.slot === 'times' && aspect === 'duration' && bothEvents;
        if (own.some(answers) || gap) gain('aspect', EVIDENCE.aspect * weight);
        else cost('aspectConflict', ASPECT_COST[aspect]!.conflict * weight);
      } else {
        // A fact worded around the same aspect ("Combien de temps dure...") or giving that kind of value.
        const lastsAsked = aspect === 'duration' && [...(candidate.lasts ?? [])].some((m) => question.concepts.has(m));
        const worded = lastsAsked ? 1 : (candidate.concepts.get(aspect) ?? 0);
        // An end is given only by a text that says that very thing ("jusqu'à 4h"): it answers as fully as a fact
        // worded around the end. Not durations: "5 minutes à pied" reads as one (measured on the tuning part).
        const exact = aspect === 'end' && candidate.offers.has('end');
        const offered = exact ? 1 : [...candidate.offers].some(answers) ? 0.5 : 0;
        gain('aspect', EVIDENCE.aspect * weight * Math.max(worded, offered));
        // A "what time" question to a text with no time, an "until when" to one that says nothing of an end.
        const { textMissed } = ASPECT_COST[aspect]!;
        if (!worded && !offered && textMissed) cost('textAspectMissed', textMissed * weight);
      }
    }
    // A note about something else that merely shares the setting ("au château", "le soir").
    const ownSubjects = candidate.slot ? [] : conceptIds(candidate).filter((c) => isSubject(lexicon, c));
    if (ownSubjects.length && !ownSubjects.some((c) => askedOrBroader.has(c))) cost('offTopic', 0.2, 1);
    // A venue named with nothing else ("Quelle mairie ?", "Et la salle ?") asks where it is.
    const isVenue = candidate.slot === 'ceremonyPlace' || candidate.slot === 'receptionPlace';
    if (isVenue && noAspect && subjects.length === 1 && candidate.concepts.has(subjects[0]!))
      gain('venueNamed', 0.4, 1);
    // A bare aspect ("l'heure ?", "adresse ?", "ça tombe quand ?") goes to the slot that answers it by default.
    if (candidate.fallback && !subjects.length && asksBare(candidate.fallback)) gain('fallbackField', 0.5, 1);
    const lexical = byDoc.get(candidate.id) ?? [];
    for (const { weight } of lexical) evidence += weight;
    const missedWords = residualWords.filter((w) => !lexical.some((l) => l.word === w));
    const missedUnknown = missedWords.filter((w) => !known.has(w));
    const missedKnown = missedWords.filter((w) => known.has(w) && !question.properNouns.has(w));
    const missed = missedUnknown.reduce(
      (sum, w) => sum + (question.properNouns.has(w) ? RESIDUAL_MISSED / 2 : RESIDUAL_MISSED),
      0,
    );
    penalty +=
      Math.min(RESIDUAL_MISSED_CAP, missed) + Math.min(KNOWN_WORD_MISSED_CAP, missedKnown.length * KNOWN_WORD_MISSED);
    // The hand-set score (`handScore`): covered / (covered + missed), damped when the evidence is thin.
    const raw = evidence <= 0 ? 0 : (evidence / (evidence + penalty)) * Math.min(1, evidence);
    const lexicalEvidence = lexical.reduce((sum, l) => sum + l.weight, 0);
    const source = candidate.source;
    const entry: Ranked = {
      candidate,
      evidence,
      penalty,
      raw,
      confidence: 0,
      matchedWords: lexical.map((l) => l.word),
      features: [],
      subjectEvidence: subjectDirect + named.parent,
      lexicalEvidence,
      uncovered,
      unknownWords,
    };
    Object.assign(named, {
      bias: 1,
      lexicalEvidence,
      missedUnknownWords: missedUnknown.length,
      missedKnownWords: missedKnown.length,
      fromField: candidate.slot ? 1 : 0,
      fromFaq: source.startsWith('faq:') ? 1 : 0,
      fromNotes: source === 'additionalInfo' ? 1 : 0,
      fromOtherText: !candidate.slot && !source.startsWith('faq:') && source !== 'additionalInfo' ? 1 : 0,
      handScore: raw,
      factConcepts: Math.log1p(candidate.concepts.size),
      fieldWithSubjects: subjects.length && candidate.slot ? 1 : 0,
      evidence: Math.min(1, evidence),
      fromContact: source === 'emergencyContact' ? 1 : 0,
      // The cases the engine once re-ranked by hand, as features the ranker weighs.
      wayBack: onTheWayBack(entry, question) ? 1 : 0,
      eveningNamed: eveningNamed(index, entry, question),
      askedInTheseWords: askedInTheseWords(entry, longWords) ? 1 : 0,
    } satisfies Partial<Record<RankerFeature, number>>);
    entry.features = RANKER_FEATURES.map((n) => named[n]);
    entry.confidence = RANKER.confidence(entry.features);
    ranked.push(entry);
  }
  const named = [...known].filter((w) => !question.properNouns.has(w));
  for (const prefer of PREFERENCES) prefer(ranked, { index, lexicon, question, message, named });
  return ranked;
}
