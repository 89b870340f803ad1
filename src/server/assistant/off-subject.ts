// Why the best fact may still not answer: the question asks about something this wedding's facts never say (a
// heated pool, the caterer's name, a bus from the airport), and the fact only shares its setting or its kind of answer.
import { isSubject, type Analysis, type Lexicon } from './analyze-text.ts';
import type { AnswerIndex } from './build-answer-index.ts';
import { KNOWLEDGE, patternsOf, phrasesPattern, conceptIds } from './knowledge.ts';
import { foldText } from './normalize-text.ts';
import { BACKGROUND, type Ranked } from './ranked.ts';

/** How warm or cold something is, or whether it is heated or cooled. */
const WARMTH = ['temperature', 'climate'];
/** « Y aura-t-il un… », "is there": whether a thing is there (not « y a combien de temps », nor « y a pas de… »). */
const ASKS_WHETHER_THERE_IS = new RegExp(String.raw`\b(?:${phrasesPattern('whetherThereIs')})\b`);
/** Words that ask what a thing costs (not "gluten-free", not « moins cher depuis Londres »). */
const PRICE_WORDS = new RegExp(String.raw`\b(?:${phrasesPattern('priceWords')})\b`);
/** « C'est combien la nuit ? » (not « combien de temps »): a price asked. */
const ASKS_HOW_MUCH = new RegExp(patternsOf('howMuch'));
/** An amount in any currency (« 150 dirhams ») or a thing given free (« offertes »). */
const PRICE_TOLD = new RegExp(String.raw`${patternsOf('amount')}|\b(?:${phrasesPattern('freeOfCharge')})\b`);
/** A name within a sentence (« notre ami Declan »), an e-mail or a phone number: a text that can answer "who?". */
const SOMEONE = /[^.!?:\s]\s+\p{Lu}\p{Ll}|@|\d{2}[\s.]?\d{2}[\s.]?\d{2}/u;

/** What a veto reads: the question and its concepts in order, the best fact, the wedding's facts and thesaurus. */
type Case = { index: AnswerIndex; lexicon: Lexicon; top: Ranked; question: Analysis; asked: string[] };

/** The reasons the best fact does not answer the question, whatever it says, each by name. */
const VETOES: Record<string, (seen: Case) => boolean> = {
  /** "When does the party end?" is not answered by a fact of the wedding's data that gives a time but no end. */
  startForEnd({ top, question }) {
    const gives = top.candidate.slotAspects;
    return question.concepts.has('end') && !!gives?.includes('time') && !gives.includes('end');
  },
  /** A subject no fact names (the wifi), and the best fact shares only its setting or its kind of answer. */
  nothingOfTheSubject: ({ top }) => top.uncovered > 0 && top.subjectEvidence === 0 && top.lexicalEvidence === 0,
  /**
   * "Is there a bus from the airport?": a way to or from the airport is not answered by a shuttle or a note that
   * names no airport (the shuttle from the church, the boat's crossing).
   */
  fromTheAirportElsewhere({ lexicon, top, question, asked }) {
    const has = (c: string) => question.concepts.has(c);
    if (!has('flight') || !(has('transport') || has('shuttle')) || question.confirming) return false;
    // "By train instead of flying?": the other way named is what the fact may answer.
    const otherWays = asked.filter((c) => c !== 'flight' && c !== 'shuttle' && lexicon.parents.get(c) === 'transport');
    if (otherWays.some((c) => top.candidate.concepts.has(c))) return false;
    // "When should we fly in?" asks the wedding's own date or time, whatever the airport.
    return !['time', 'when', 'date'].some(has) && !top.candidate.concepts.has('flight');
  },
  /** « La piscine est chauffée ? »: not answered by a fact on the pool that says nothing of heat or cold. */
  warmthUntold({ lexicon, top, asked }) {
    if (!WARMTH.some((c) => asked.includes(c))) return false;
    // Two other things asked (« de quoi brancher le frigo du van ? ») make the warmth a detail, not the point.
    const others = asked.filter(
      (c) => isSubject(lexicon, c) && !WARMTH.includes(c) && c !== 'weather' && !BACKGROUND.includes(c),
    );
    return others.length <= 1 && !WARMTH.some((c) => top.candidate.concepts.has(c));
  },
  /**
   * « Il y a une pharmacie près du riad ? »: the question names no subject the thesaurus knows, only a setting, and a
   * word of its own that no fact of the wedding contains: that word is the thing asked, and no fact says it.
   */
  unknownThingInSetting({ lexicon, top, question, asked }) {
    if (asked.some((c) => isSubject(lexicon, c))) return false;
    return ASKS_WHETHER_THERE_IS.test(question.words.join(' ')) && top.unknownWords > 0;
  },
  /** « Le brunch est payant ? »: not answered by a fact that says nothing of what anything costs, nor that it is free. */
  priceUntold({ top, question }) {
    const words = question.words.join(' ');
    const asksPrice = PRICE_WORDS.test(words) || ASKS_HOW_MUCH.test(words);
    return asksPrice && !top.candidate.concepts.has('price') && !PRICE_TOLD.test(foldText(top.candidate.text ?? ''));
  },
  /**
   * « ¿Hay menú sin gluten? » to the FAQ « il y a un menu végétarien ? »: a narrower case of a subject (gluten, of the
   * food) that no fact names, asked alone, is not answered by a FAQ asking another case of the same kind and subject.
   */
  siblingInstead({ index, lexicon, top, question, asked }) {
    const { kinds, parents } = lexicon;
    const asks = top.candidate.asks;
    if (!asks) return false;
    const subjects = asked.filter((c) => isSubject(lexicon, c) && !BACKGROUND.includes(c));
    return subjects.some((c) => {
      const parent = parents.get(c);
      if (parent === undefined || index.candidates.some((k) => k.concepts.has(c))) return false;
      // The case is the whole question (its subject aside): no other thing asked that the FAQ may be on.
      if (subjects.some((o) => o !== c && o !== parent)) return false;
      return [...asks].some(
        (o) => o !== c && parents.get(o) === parent && kinds.get(o) === kinds.get(c) && !question.concepts.has(o),
      );
    });
  },
  /**
   * « Qui fait le traiteur ? »: a person asked for is not said by a text that names nobody (a note on the menu). A
   * bare « qui » is often a relative (« le fromage qui pue »): only the `who` cues, or « qui » opening the question.
   */
  namesNobody({ top, question }) {
    const { words } = question;
    if (!question.concepts.has('who')) return false;
    const asksWho = words.some(
      (w, i) => KNOWLEDGE.cues.who.has(w) || (w === 'qui' && (i === 0 || ['est', 'c', 'sont'].includes(words[i - 1]!))),
    );
    const { slot, source, text } = top.candidate;
    return asksWho && slot === undefined && source !== 'emergencyContact' && !SOMEONE.test(text ?? '');
  },
  /**
   * « Can I smoke by the pool? »: the first thing the guest names is what they ask about, what follows its setting.
   * When it is a thing of its own (an intent) that no fact names, a fact on the setting (the pool's hours) says
   * nothing of it. A fact covering one subject or setting asked is that setting; two make it an answer of its own
   * (the vegetarian dinner to « my partner doesn't eat meat, something for her at dinner? »).
   */
  firstSubjectUnnamed({ index, lexicon, top, asked }) {
    const { kinds, parents } = lexicon;
    const first = asked.find((c) => isSubject(lexicon, c) || (kinds.get(c) === 'context' && !BACKGROUND.includes(c)));
    if (first === undefined || kinds.get(first) !== 'intent' || index.candidates.some((k) => k.concepts.has(first)))
      return false;
    const own = top.candidate.concepts;
    const covered = asked.filter(
      (c) => kinds.get(c) !== 'aspect' && !BACKGROUND.includes(c) && (own.has(c) || own.has(parents.get(c) ?? '')),
    );
    return covered.length <= 1;
  },
};

export function offSubject(index: AnswerIndex, top: Ranked, question: Analysis) {
  const seen: Case = { index, lexicon: index.lexicon, top, question, asked: conceptIds(question) };
  return Object.values(VETOES).some((veto) => veto(seen));
}
