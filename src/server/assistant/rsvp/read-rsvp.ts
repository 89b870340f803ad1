// Whether a guest's message answers the invitation (« Nous serons 2, avec plaisir ! »). Only what the message tells
// counts: a question (« je peux venir avec mon copain ? ») is no answer, even in the words of one.
import { expandSms, foldText, PHONE_NUMBERS, splitWords } from '../normalize-text.ts';
import { alsoComingPeople, concludedTotal, countPeople, isPerson, partySizeOf, statedTotal } from './party-size.ts';
import { correctedCount, foldWords, normalizeCounts } from './count-grammar.ts';
import { comesToParts, partsDeclined, partsOnly } from './parts-named.ts';
import { splitSignature } from './signature.ts';
import { doubtsStatus } from './status-model.ts';
import {
  anyOf,
  asWritten,
  CHAT_WORDS,
  clauseWords,
  FIRM,
  numberOf,
  peopleWords,
  PART_IDS,
  partWords,
  PATTERNS,
  wordsOf,
  type PartId,
  VOCABULARY,
} from './vocabulary.ts';
import { waitsOn } from './waits-on.ts';
import { emojiAnswer } from './emoji-answer.ts';
import { withoutElse } from './about-else.ts';
import { yesToElse, yesToElseClauses } from './yes-to-else.ts';

export type RsvpStatus = 'yes' | 'no' | 'maybe';
export type Missing = 'partySize' | 'status';
export type Rsvp = {
  /** Null when the message only gives a party size or a dietary need. */
  status: RsvpStatus | null;
  /** People coming under this answer, the writer included; null when not said (and always for a no). */
  partySize: number | null;
  /** The sentence that tells a dietary need, as the guest wrote it. */
  diet: string | null;
  /** What the message also asks (« Il y a un parking ? »), for the assistant to answer; null if nothing. */
  asked: string | null;
  /** The parts of the day the guest says they come to only (« seulement au cocktail »); empty when not said. */
  parts: PartId[];
  /** Beside a yes, the parts the guest says they miss (« on sera 2, mais pas au brunch »). */
  partsDeclined?: PartId[];
  /** The one thing to ask the guest next (missingOf), or null when the answer is whole or only unsure. */
  missing: Missing | null;
  /**
   * A yes or a maybe that speaks for more than the writer without saying how many (« on vient ! », "we're in", « nous
   * deux »): a household of one is then not taken to be one, and how many is asked.
   */
  forSeveral?: boolean;
};

/**
 * The one thing an answer leaves out that is worth asking: how many come after a yes without a count; whether they
 * come after a dietary note alone. A maybe is not pressed: the guest does not know yet.
 */
function missingOf({ status, partySize, diet }: Pick<Rsvp, 'status' | 'partySize' | 'diet'>): Missing | null {
  if (status === 'yes' && partySize === null) return 'partySize';
  return status === null && partySize === null && diet !== null ? 'status' : null;
}

const NOTHING_SAID: Rsvp = { status: null, partySize: null, diet: null, asked: null, parts: [], missing: null };
/** An answer that says only `fields` (nothing said is null, and no part named: a list of its own). */
export const rsvpOf = (fields: Partial<Rsvp>): Rsvp => ({ ...NOTHING_SAID, parts: [], ...fields });

/** A sentence, or the clauses before the question in a sentence that asks, with its clauses for the status. */
type Statement = { folded: string; original: string; clauses: string[]; written?: string[]; supposed?: boolean };

const GREETING = new RegExp(String.raw`^(?:${anyOf(wordsOf('greetings'))}|dear \w+)\b[ ,]*`);
const CLAUSE_BREAK = /,|;|:| [—–] | mais | but | pero | par contre | sauf | except /;
/** A sentence ends at its punctuation, at an emoji, or at a line break. */
const SENTENCE_END =
  /(?<=(?<!\b(?:[A-Z]|Mr|Mrs|Ms|Mme|Mlle|Dr|St|Sr|Sra))[.!?…\n])\s*|(?<=\p{Extended_Pictographic}\uFE0F?)\s*/u;

/** An object pronoun (« à me libérer ») before a word shaped as a French or Spanish infinitive. */
const CLITIC = '(?:(?:me|te|se|nous|vous|le|la|les|l|y|en|lui|leur) )?';
const INFINITIVE = String.raw`(?:ir|\w+(?:ar|er|ir|re|oir))\b`;
/**
 * A verb of managing before an infinitive, read as being able to (« peux », « puedo »): « je n'arrive pas à me
 * libérer » declines, « j'arrive pas à ouvrir le lien » says nothing of coming.
 */
const MANAGING = new RegExp(
  String.raw`\b(${anyOf(clauseWords('manageTo'))}) ((?:pas |plus |jamais )?)(a )?(?=${CLITIC}${INFINITIVE})`,
  'g',
);

/** Managing in Spanish (« no consigo »), read as « puedo ». */
const SPANISH_MANAGING = new RegExp(`^${anyOf(VOCABULARY.es.clauses.manageTo)}$`);

/** Chat spellings of answers (data/*.json `chat` and `rewrites`; the assistant's own SMS table covers questions). */
const REWRITES = Object.values(VOCABULARY).flatMap((v) =>
  v.rewrites.map(([p, to]) => [new RegExp(p, 'g'), to] as const),
);
/** Applied before the words are split and again once they are read. */
const rewritten = (text: string) => REWRITES.reduce((out, [pattern, to]) => out.replace(pattern, to), text);

/** Folded words with SMS spellings expanded; « c'est » stays « c est » (the SMS « c » would double it). */
const fold = (text: string) =>
  rewritten(
    expandSms(
      splitWords(
        rewritten(
          foldText(text.replace(/%/g, ' pour cent'))
            .replace(/(\p{L})\1{2,}/gu, '$1')
            .replace(/\b\w+\b/g, (w) => CHAT_WORDS[w] ?? w)
            .replace(/\+\s?(\d+)\s+(?=\p{L})/gu, ' plus $1 ')
            .replace(/\+(?!\s?1\b)/g, ' plus '),
        ),
      ),
    )
      .join(' ')
      // « on arrive par le train » arrives: French manages « à » something, Spanish with no particle.
      .replace(MANAGING, (all, verb: string, not: string, to?: string) =>
        SPANISH_MANAGING.test(verb) ? `puedo ${not}` : to ? `peux ${not}` : all,
      )
      .replace(GREETING, '')
      .trim(),
  );

/** A greeting opening a message as written (« Bonjour, », « ¡Hola! »). */
const OPENING = new RegExp(`^\\W*${asWritten(wordsOf('greetings'))}\\W+`, 'iu');
/** « Bonjour Claire, »: a greeting and the names of those written to, who are not coming. */
const GREETED = new RegExp(`^\\W*${asWritten(wordsOf('greetings'))}(?:\\s+[\\p{L}'’-]+){1,3}\\s*[,:]`, 'iu');
/**
 * An accented « sí », one followed by a comma or drawn out (« siii voy ») answers; only an unaccented « si » with no
 * comma after it supposes. « Si vamos » alone answers, but not when a question follows it in its sentence (« Si vamos,
 * ¿hay aparcamiento? »): `whole` says the text ends its sentence.
 */
const YES_OPENING = String.raw`^\s*(?:[¡¿]\s*)?(?:(?:y|et|and)\s+)?(?:sí|si\s*[,!.]|sii+(?!\p{L})`;
const SAYS_YES = [new RegExp(`${YES_OPENING})`, 'iu'), new RegExp(String.raw`${YES_OPENING}|si\s+\p{L}+\s*!*$)`, 'iu')];
const saysYes = (original: string, whole = true) => SAYS_YES[Number(whole)]!.test(original.replace(OPENING, ''));

/** « si tout va bien, on vient à 3 »: a supposition that ends on coming. */
const supposesComing = (folded: string) =>
  PATTERNS.supposition.test(folded) &&
  // « si l'invitation tient toujours »: a courtesy, not a doubt.
  !PATTERNS.ifCourtesy.test(folded) &&
  (PATTERNS.comingIf.test(folded) || PATTERNS.accepts.test(folded) || statedTotal(withoutCard(folded)) !== null);
/**
 * « Je ne sais pas encore, mais si je viens ce sera avec ma sœur »: the supposition after « mais » or a comma read as
 * a sentence of its own (who would come under its « if »).
 */
const SUPPOSITION_INSIDE = /\s*(?:(?:,|;)?\s+(?:mais|but|pero)|,)(?=\s+(?:si|if)\s)/gi;
/** « c'est bon on vient euh et je voulais savoir… »: a spoken question inside a sentence starts a sentence of its own. */
const QUESTION_INSIDE = new RegExp(
  String.raw`(?<=\p{L}[\s,]+)((?:et |and |y )?(?:euh |um |uh )?${asWritten(clauseWords('questions'))}\b)`,
  'giu',
);

/** A clause opening on an « if » (not « sí », nor a courtesy: « si ça vous va ») and saying more. */
const supposesInClause = (folded: string, written: string) =>
  PATTERNS.supposition.test(folded) && folded.includes(' ') && !PATTERNS.ifCourtesy.test(folded) && !saysYes(written);

/**
 * « Non mais c'est où la salle ? »: a bare no followed directly by « mais » (no comma between) opens a question as an
 * interjection, and declines nothing; « Non, désolé, … ? » still does.
 */
const INTERJECTED_NO = new RegExp(
  String.raw`^\W*${asWritten(clauseWords('bareNo'))}\s+${asWritten(clauseWords('interjectionAfterNo'))}(?![\p{L}\d])`,
  'iu',
);
const interjectedNo = (sentence: string) =>
  INTERJECTED_NO.test(sentence.replace(OPENING, '')) && !PATTERNS.sorry.test(fold(sentence));

/** Whether a piece asks; `marked`, it is a clause cut before its sentence's question. */
function asks(folded: string, original: string, marked: boolean) {
  // « Et si c'est possible, une option sans gluten »: an « if » of courtesy opens a request, no question (« si possible
  // on viendra à 3 » still supposes its coming).
  const polite =
    !marked && PATTERNS.politeIf.test(folded) && !PATTERNS.accepts.test(folded) && !PATTERNS.comingIf.test(folded);
  // « si on ne peut pas venir… » (`supposes`): a supposition, not an answer.
  const opensQuestion = PATTERNS.questionStarts.test(folded) || PATTERNS.supposes.test(folded);
  return (
    (!polite && opensQuestion && !saysYes(original, !marked)) ||
    PATTERNS.questions.test(folded) ||
    (marked && PATTERNS.questionsIfMarked.test(folded))
  );
}

/** The parts of a message that tell something, with a question's own clause left out (and gathered in `asked`). */
function statements(text: string, asked: string[] = []): Statement[] {
  const out: Statement[] = [];
  for (const raw of text.replace(SUPPOSITION_INSIDE, '\n').replace(QUESTION_INSIDE, '\n$1').split(SENTENCE_END)) {
    const sentence = raw.replace(/\p{Extended_Pictographic}|\uFE0F/gu, ' ').trim();
    if (!sentence || !/[\p{L}\d]/u.test(sentence)) continue;
    const whole = fold(sentence);
    // « Maybe? »: a doubt with a question mark still answers; "we're bringing the baby if that's ok?": a tag or a
    // courtesy asks nothing.
    const marked =
      /\?\s*$|^¿/.test(sentence) &&
      !(whole.split(' ').length <= 3 && PATTERNS.hedges.test(whole)) &&
      !(whole.includes(' ') && PATTERNS.questionTag.test(whole));
    // « Si on vient, on sera 3 »: who would come, under a doubt.
    if (!marked && supposesComing(whole) && !saysYes(sentence)) {
      // « si c'est bon on sera 2, sinon je viendrai seule »: two counts, neither said.
      const clauses = [whole.replace(PATTERNS.otherwise, '')];
      out.push({ folded: clauses[0]!, original: sentence, clauses, supposed: true });
      continue;
    }
    const pieces = marked ? sentence.split(CLAUSE_BREAK).slice(interjectedNo(sentence) ? 1 : 0, -1) : [sentence];
    const kept = pieces.filter((p) => fold(p) && !asks(fold(p), p, marked));
    if (marked) asked.push(kept.reduce((rest, piece) => rest.replace(piece, ''), sentence).replace(/^[\s,;:]+/, ''));
    if (!kept.length) continue;
    const original = kept.join(', ').trim();
    const folded = fold(original);
    if (!marked && asks(folded, original, false)) {
      asked.push(sentence);
      continue;
    }
    const written = original.split(CLAUSE_BREAK).filter((w) => fold(w));
    out.push({ folded, original, clauses: written.map(fold), written });
  }
  return out;
}

function statusOf(clause: string): RsvpStatus | null {
  // « J'avais dit peut-être »: an answer given before and recalled is no answer now.
  if (PATTERNS.reportedAnswer.test(clause)) return null;
  if (PATTERNS.clauseNo.test(clause)) return 'no';
  if (PATTERNS.clauseYes.test(clause)) return 'yes';
  // « Laura viendra sans moi »: someone comes, without the writer.
  const declines =
    !PATTERNS.partMissed.test(clause) && !PATTERNS.comesWithout.test(clause) && PATTERNS.declines.test(clause);
  // « je peux venir vous aider à décorer »: coming for a task is no coming to the wedding.
  const accepts =
    !declines &&
    !PATTERNS.howComing.test(clause) &&
    !PATTERNS.comingForElse.test(clause) &&
    PATTERNS.accepts.test(clause);
  const hedges = PATTERNS.hedges.test(clause);
  if (hedges && (declines || accepts || PATTERNS.answerWords.test(clause))) return 'maybe';
  if (declines) return 'no';
  if (accepts) return 'yes';
  return hedges ? 'maybe' : null;
}

const PART_NAMED = new RegExp(`\\b${anyOf(PART_IDS.flatMap(partWords))}\\b`);

/** A clause without its pieces that count something else (« sur le carton il y a 2 places »). */
const withoutCard = (clause: string) =>
  PATTERNS.notComingCount.test(clause)
    ? clause
        .split(PATTERNS.nextItem)
        .filter((p) => !PATTERNS.notComingCount.test(p))
        .join(' ')
    : clause;

/** A clause without its pieces that tell a diet (« on sera 4 dont 2 végétariens »). */
const withoutDiet = (clause: string) =>
  clause
    .split(PATTERNS.joined)
    .filter((piece) => !PATTERNS.diet.test(piece))
    .join(' ');

/**
 * Whether a clause counts people coming: not a diet's count (« on sera 4 et ma fille est végétarienne » keeps the 4),
 * not the places on the card, and not one's household described beside a question (« on est 4, un hôtel ? »).
 */
function countsComing(said: string, questions: string[], least = 2) {
  const clause = withoutDiet(said);
  if (!clause || PATTERNS.diet.test(clause)) return false;
  const household = questions.some(Boolean) && PATTERNS.weAre.test(clause) && !PATTERNS.willBe.test(clause);
  return (statedTotal(withoutCard(clause)) ?? 0) >= least && !household;
}

/** Words written with a capital: first names (« Sophie et moi »). */
function namesIn(original: string) {
  return new Set([...original.matchAll(/\p{Lu}\p{Ll}+/gu)].map((m) => foldText(m[0])));
}

/** A no said of someone else (« ma mère ne pourra pas venir »), not of the writer. */
function someoneElse(clause: string, names: Set<string>) {
  const subject = clause.replace(PATTERNS.clauseOpeners, '');
  const first = subject.split(' ')[0]!;
  if (PATTERNS.writerSubject.test(subject.split(PATTERNS.subjectEnd)[0]!)) return false;
  return (
    PATTERNS.othersSubject.test(subject) ||
    (names.has(first) && !PATTERNS.notAName.test(first) && !PATTERNS.notASubject.test(first))
  );
}

/**
 * Yes when anyone under the invitation comes, else no when someone declines, else maybe when it is unsure; a yes
 * that is only wished beside a doubt is a maybe.
 */
function overall(statuses: (RsvpStatus | null)[], clauses: string[]): RsvpStatus | null {
  // « Probablement oui… Juste moi »: a clause naming only who would come is no yes of its own beside a doubt.
  const yesOfItsOwn = (i: number) => !PATTERNS.wish.test(clauses[i]!) && !PATTERNS.onlyWho.test(clauses[i]!);
  if (statuses.includes('maybe') && statuses.every((s, i) => s !== 'yes' || !yesOfItsOwn(i))) return 'maybe';
  // « J'aimerais venir mais je ne peux pas »: a coming only wished beside one's own no declines; a part of the day
  // named (« …but can't make the dinner ») leaves the parts apart.
  const wholeDay = statuses.every((s, i) => !s || !PART_NAMED.test(clauses[i]!));
  if (wholeDay && statuses.includes('no') && statuses.every((s, i) => s !== 'yes' || PATTERNS.wish.test(clauses[i]!)))
    return 'no';
  for (const s of ['yes', 'no', 'maybe'] as const) if (statuses.includes(s)) return s;
  return null;
}

/** « Mon mari viendra, mais moi je ne pourrai pas »: one person comes. */
function oneComes(yesClause: string, statuses: (RsvpStatus | null)[], whole: string) {
  const thirdSingular = PATTERNS.someoneComes.test(yesClause) && statuses.includes('no');
  const firstSingular = PATTERNS.firstPerson.test(yesClause) && !PATTERNS.firstPlural.test(yesClause);
  // « Je viendrai avec les enfants, mon mari ne pourra pas »: the writer brings others along, not counted here.
  const along = PATTERNS.companions.exec(yesClause);
  const bringsSomeone = !!along && !PATTERNS.withPleasure.test(yesClause.slice(along.index).trim());
  const withoutSomeone =
    firstSingular && !bringsSomeone && (statuses.includes('no') || PATTERNS.withoutSomeone.test(whole));
  return thirdSingular || withoutSomeone;
}

/**
 * The clauses of a statement that may name who comes, folded, commas kept (they separate the people of a list: « moi,
 * Thomas et le bébé »); a clause that declines (« mes parents ne viendront pas ») brings nobody.
 */
const DIETS = new RegExp(PATTERNS.diet.source, 'g');
const COUNT_IN_BRACKETS = new RegExp(
  String.raw`([\p{L}!]+)\s*\(\s*(\d{1,2}(?:\s+(?:${asWritten(peopleWords('generic'))}))?)\s*\)`,
  'giu',
);
/** A word that counts people after a number (the shortest of the family, any language reads it: « pers »). */
const PEOPLE = [...peopleWords('generic')].sort((a, b) => a.length - b.length)[0]!;
const PERSON_WORD = new RegExp(
  String.raw`^(?:${[...peopleWords('one'), ...peopleWords('groups')].map((w) => w.replace(/\*$/, '\\w*')).join('|')})$`,
);
function peopleText(original: string): string {
  return (
    original
      .replace(GREETED, '')
      // « les enfants (Pablo de 8 et Lucía de 5) »: the names in brackets count the group, as does a number.
      .replace(
        new RegExp(
          String.raw`\b((?:les|los|las|the|nos|our|mis|mes|nuestros|leurs|their) ${asWritten(peopleWords('groups'))})\s*\(([^)]*)\)`,
          'giu',
        ),
        (_, group: string, inside: string) => {
          const named = inside.split(/,|\bet\b|\by\b|\band\b|&/).filter((n) => /\p{Lu}/u.test(n)).length;
          const n = named || (/^\s*\d{1,2}\s*$/.test(inside) ? inside.trim() : null);
          return n ? `${n} ${group.split(' ').pop()}` : group;
        },
      )
      // « on sera là (3) », « toda la familia (5) », « oui on vient (3 personnes) »: a number alone in brackets, after words
      // that name no one, is the count; after a person (« avec Léo (3) », « le bébé (7 mois) ») it is an age, an aside.
      // A capitalised word that answers (« Présents (4) ») names no one.
      .replace(COUNT_IN_BRACKETS, (all, before: string, inside: string) =>
        (/\p{Lu}/u.test(before) && !statusOf(fold(before))) || PERSON_WORD.test(fold(before))
          ? all
          : `${before}, ${/\d\s*$/.test(inside) ? `${inside} ${PEOPLE}` : inside}`,
      )
      // « vous avez intérêt à nous nourrir (on est 2) »: a count said in brackets is said all the same.
      .replace(/\(([^)]*)\)/g, (all, inside: string) => (statedTotal(fold(inside)) ? `, ${inside},` : all))
      .replace(/\([^)]*(?:\)|$)/g, ' ')
      .split(CLAUSE_BREAK)
      .map(fold)
      // « ma mère ne peut plus voyager donc ce sera juste Steve et moi »: what follows a no says who comes.
      .map((c) => (statusOf(c) === 'no' ? (c.split(PATTERNS.consequence).slice(1).pop() ?? c) : c))
      // « somos vegetarianos los dos » tells a diet, not a number: that part of a clause is left out.
      .map((c) =>
        c
          .split(PATTERNS.joined)
          // « avec notre fille Alice qui est végétarienne »: the person stays, the diet goes.
          .map((piece) => (PATTERNS.diet.test(piece) ? piece.replace(PATTERNS.relativeClause, '') : piece))
          // « un ado végétarien »: a person described by a diet stays, the diet goes.
          .map((piece) => {
            const person = piece.replace(DIETS, ' ').replace(/ {2,}/g, ' ').trim();
            return PATTERNS.diet.test(piece) && countPeople(person) ? person : piece;
          })
          .filter((piece) => !PATTERNS.diet.test(piece))
          .join(' '),
      )
      .map(withoutCard)
      .filter((c) => c && statusOf(c) !== 'no')
      .join(', ')
  );
}

/** The answer a message gives to the invitation, or null when it gives none. */
export function readRsvp(said: string): Rsvp | null {
  const read = readRsvpByGrammar(said);
  // The learned status reader firmly reads another answer than the grammar's yes or maybe, or the message is a number
  // and nothing else (« 2 », « deux »: how many, or an option of a choice gone by): whether they come is asked, the
  // count said kept (decisions 026, 027).
  const doubted = read && (doubtsStatus(said, read.status) || isNumberAlone(said));
  return doubted ? { ...read, status: null, parts: [], missing: 'status' } : read;
}

const isNumberAlone = (said: string) => {
  const words = foldWords(said).split(' ').filter(Boolean);
  return words.length === 1 && numberOf(words[0]!) !== null;
};

/** What the grammar alone reads in the message: the clauses, counts and diets of data/*.json. */
export function readRsvpByGrammar(said: string): Rsvp | null {
  // Phone numbers in an answer count nobody.
  const written = said.replace(PHONE_NUMBERS, ' ');
  const drawn = emojiAnswer(written);
  if (drawn) return rsvpOf({ ...drawn, missing: missingOf({ ...drawn, diet: null }) });
  // « Besoin d'aide pour la déco ? Je peux venir dès 9h »: what is said of something else is not read.
  const message = withoutElse(written);
  if (!message) return null;
  const read = readAnswer(normalizeCounts(message));
  const asking = /\?\s*$|^\s*¿/.test(message);
  const parts = partsOnly(message);
  // « Ce sera moi et Fred. Fred est végétarien. »: beside a diet alone, who is listed in another sentence counts; the
  // diet's own sentence (« on est végétariens tous les deux ») says no coming.
  const corrected = asking
    ? null
    : (correctedCount(message) ??
      (read?.status ? null : countedAlone(read?.diet ? message.replace(read.diet, ' ') : message)));
  const partsSayYes = parts.length > 0 && comesToParts(message);
  // « I'm in if my flights get sorted »: a yes waiting on something, with no other answer said.
  const waiting = !read?.status && !/[?¿]/.test(message) && waitsOn(message);
  if (!read && !partsSayYes && !corrected && !waiting) return null;
  const answer: Omit<Rsvp, 'missing'> = { ...rsvpOf({ ...read }), parts };
  const declined = partsDeclined(message).filter((p) => !parts.includes(p));
  if (waiting) answer.status = 'maybe';
  // « seulement au cocktail », « en fait 3 »: a part or a count said outright brings someone.
  if (!answer.status && (partsSayYes || corrected)) answer.status = 'yes';
  if (corrected && answer.status !== 'no') answer.partySize = corrected;
  // « oui 2 »: a yes and a number, nothing else, say how many.
  const yesAndNumber = answer.status === 'yes' && !answer.partySize && PATTERNS.yesAndNumber.exec(fold(message));
  if (yesAndNumber) answer.partySize = Number(yesAndNumber.slice(1).find(Boolean));
  // « on sera 5 ou 6 »: a count given as a range is not said; the follow-up asks it.
  if (answer.partySize && countRange(message).includes(answer.partySize)) answer.partySize = null;
  if (answer.status === 'yes' && waitsOn(message)) answer.status = 'maybe';
  if (answer.status === 'yes' && declined.length) answer.partsDeclined = declined;
  if (speaksForSeveral(answer, message)) answer.forSeveral = true;
  return { ...answer, missing: missingOf(answer) };
}

/** « moi + Sarah », "me +1": the writer and who they add. */
const ME_PLUS = new RegExp(String.raw`\b${anyOf(peopleWords('me'))} ?\+`);

/**
 * « nous », "we", « tous les deux », « +1 », « mon mari », « les enfants », « moi + Sarah »: words by which an answer
 * speaks for more than the writer.
 */
const SEVERAL = new RegExp(
  [
    PATTERNS.firstPlural.source,
    PATTERNS.plusOne.source,
    String.raw`\b${anyOf(['both', 'one', 'groups', 'pairs', 'twins'].flatMap((f) => peopleWords(f as 'both')))}\b`,
    ME_PLUS.source,
  ].join('|'),
);

/** An answer that comes (or may) for several, with no count said, and says nowhere that the writer comes alone. */
function speaksForSeveral(answer: Omit<Rsvp, 'missing'>, message: string) {
  if (answer.status === 'no' || answer.status === null || answer.partySize !== null) return false;
  const folded = fold(message);
  return SEVERAL.test(folded) && !PATTERNS.alone.test(folded);
}

const COUNT_RANGES = new RegExp(PATTERNS.countRange.source, 'g');
/** The numbers of the ranges a message gives (« 5 ou 6 », « 2-3 »), not of hours (« vers 5 ou 6h »). */
const countRange = (message: string) =>
  [
    ...fold(
      normalizeCounts(message).replace(/(?<![\d–-])(\d{1,2})\s?[-–]\s?(\d{1,2})(?![\d–-])/g, '$1 or $2'),
    ).matchAll(COUNT_RANGES),
  ].flatMap((m) => m.slice(1).flatMap((n) => (n ? (numberOf(n) ?? []) : [])));

/** « Moi + 1 »: people counted with no yes-word, no question. */
function countedAlone(message: string): number | null {
  // Commas kept: they separate the people of a list. A count of what is not people coming (« on a 3 places dans la
  // voiture ») is left out.
  const folded = normalizeCounts(message.replace(OPENING, ''))
    .split(',')
    .map((piece) => withoutCard(foldWords(piece)))
    .filter(Boolean)
    .join(', ');
  // A bare « 3 » answers a follow-up or picks a choice: alone, it says nothing.
  if (/[?¿]/.test(message) || !/[a-z]/.test(folded)) return null;
  // First names count only in a list: one that ends its sentence on a person (« Liam, Chloe, me and baby Noah »), not
  // on what they did (« Paul et moi avons adoré le faire-part »), or people added with « + » (« moi + Sarah + les 3
  // petits monstres »). Read on foldText: fold() spells « + » out as « plus ».
  const names = namesIn(message);
  const listed = message
    .split(SENTENCE_END)
    .some((s) => ME_PLUS.test(foldText(s)) || isPerson(foldWords(s.split(/,|\+|\b(?:et|and|y)\b/).pop()!), names));
  // « on arrive à 4 »: a number alone after arriving counts (« à 4h » is no count).
  const arriving = PATTERNS.arriveAt.exec(folded)?.slice(1).find(Boolean);
  const n = arriving ? numberOf(arriving) : partySizeOf(folded, listed ? names : undefined);
  return n && n > 1 && n <= 30 ? n : null;
}

/** The status of the first row that holds, or null when none does. */
const firstOf = (rows: [boolean, RsvpStatus][]) => rows.find(([holds]) => holds)?.[1] ?? null;

/** The answer the message's clauses give, before counts are corrected and follow-ups decided. */
function readAnswer(message: string): Omit<Rsvp, 'parts' | 'missing'> | null {
  const { body: text, signers } = splitSignature(message.trim());
  const questions: string[] = [];
  const parts = statements(text, questions);
  if (!parts.length) return null;
  const clauses = parts.flatMap((p) => p.clauses);
  // A clause that counts people coming says yes for them, unless the message hedges (« on va essayer, on serait 2 »
  // stays a maybe, with its count); under an « if », maybe. « …, sinon c'est mort »: a no that is the other branch of
  // a condition leaves the answer unsure.
  const said = parts.flatMap((p) =>
    p.clauses.map((c, j) => {
      const s = p.supposed ? 'maybe' : statusOf(c);
      // « Me encantaría, pero si mejoro voy »: a coming supposed in a clause of its own, after the first, is a maybe.
      if (s === 'yes' && supposesInClause(c, p.written?.[j] ?? '')) return 'maybe';
      return s === 'no' && PATTERNS.otherwise.test(c) ? 'maybe' : s;
    }),
  );
  // « Oui, je vous envoie l'adresse »: a yes that answers an errand, a thing received or a fact checked says nothing.
  const toElse = parts.flatMap((p) => yesToElseClauses(p.clauses));
  const statuses = said.map((s, i) =>
    toElse[i] ? null : (s ?? (!said.includes('maybe') && countsComing(clauses[i]!, questions) ? 'yes' : null)),
  );
  const names = namesIn(text);
  // « Je vous ai dit oui, mais finalement je ne pourrai pas »: the writer's answer after a correction word replaces
  // those said before it.
  const corrected = statuses.findLastIndex(
    (s, i) => s !== null && PATTERNS.correction.test(clauses[i]!) && !someoneElse(clauses[i]!, names),
  );
  if (corrected > 0) statuses.fill(null, 0, corrected);
  // « Élodie viendra représenter la famille »: someone named comes; « Lucie, ma fille, viendra »: the name and its
  // apposition, cut at commas, are the subject of the clause of coming after them.
  const sentenceSoFar = parts.flatMap((p) => p.clauses.map((_, j) => p.clauses.slice(0, j + 1).join(' ')));
  const comes = `(?:${PATTERNS.namedComes.source})\\b`;
  // « On viendra en train »: a pronoun opening a sentence is written with a capital, and is no first name.
  const nameComes = (n: string, c: string, i: number) =>
    !PATTERNS.notAName.test(n) &&
    (new RegExp(`\\b${n} ${comes}`).test(c) ||
      (new RegExp(`^${comes}`).test(c) &&
        new RegExp(`\\b${n}(?: (?!ne\\b|n\\b|pas\\b|not\\b|no\\b)\\w+){0,3}? ${comes}`).test(sentenceSoFar[i]!)));
  clauses.forEach((c, i) => {
    if (statuses[i] === null && [...names].some((n) => nameComes(n, c, i))) statuses[i] = 'yes';
  });
  // « Pas moi, seulement Ana »: beside the writer's own no, a clause naming only others says they come, and how many.
  let othersOnly: number | null = null;
  if (statuses.some((s, i) => s === 'no' && !someoneElse(clauses[i]!, names)))
    clauses.forEach((c, i) => {
      const who = statuses[i] === null ? PATTERNS.onlyOthers.exec(c)?.slice(1).find(Boolean) : undefined;
      if (!who || !isPerson(who.split(/,| et | and | y /)[0]!, names)) return;
      // « juste Ana et les enfants »: a yes, how many is asked.
      [statuses[i], othersOnly] = ['yes', countPeople(who, names)];
    });
  // « Jacques ne vient plus, on sera donc juste ma fille et moi »: someone else's no leaves the writer's answer to read.
  const othersDecline = statuses.some((s, i) => s === 'no' && someoneElse(clauses[i]!, names));
  const own = statuses.map((s, i) => (s === 'no' && someoneElse(clauses[i]!, names) ? null : s));
  let status = own.some(Boolean) ? overall(own, clauses) : othersDecline ? null : overall(statuses, clauses);
  // A yes under a condition said in the same sentence (« on vient, sauf si le bébé arrive ») is a maybe.
  const sentenceOf = parts.flatMap((p, i) => p.clauses.map(() => i));
  // « Mi madre y yo iremos, pero si ella está mal… »: a condition that opens the next sentence bears on this one.
  const conditioned = new Set(
    clauses.flatMap((c, i) =>
      PATTERNS.conditions.test(c) && !PATTERNS.courtesy.test(c)
        ? [sentenceOf[i]!, ...(PATTERNS.conditionFirst.test(c) ? [sentenceOf[i]! - 1] : [])]
        : [],
    ),
  );
  const conditionalYes = status === 'yes' && statuses.some((s, i) => s === 'yes' && conditioned.has(sentenceOf[i]!));
  if (conditionalYes) status = 'maybe';
  if (status === 'maybe' && own.some((s, i) => s === 'yes' && FIRM.test(clauses[i]!))) status = 'yes';
  const first = parts[0]!.folded;
  const asked = questions.some(Boolean);
  // « Sí, vamos », « oui ! »: a bare yes; an unaccented « si » followed by words is an « if ».
  const bareYes =
    PATTERNS.bareYes.test(first) &&
    !yesToElse(first) &&
    !(PATTERNS.confirms.test(first) && asked) &&
    !/^\W*si\s+\w/i.test(parts[0]!.original.replace(OPENING, ''));
  // When no clause answers, the first row of data/README.md's decision table that holds gives the status.
  status ??= firstOf([
    [bareYes, 'yes'],
    [PATTERNS.bareNo.test(first) && parts.length <= 3, 'no'],
  ]);
  let partySize: number | null = null;
  if (status !== 'no') {
    for (const part of parts) {
      // « on viendra peut-être à 3 »: a doubt inside the words of a count does not hide it.
      // « Pierre et moi venons, Camille aussi »: who comes too, in a clause of its own, adds to those counted before
      // (the writer at least); a total said beside it counts them all (« Y mi pareja también, seríamos dos »).
      const pieces = peopleText(part.original).split(', ');
      const total = statedTotal(part.folded);
      const too = pieces.map((p) => (total ? null : countPeople(alsoComingPeople(p) ?? '', names)));
      const said = pieces.filter((_, i) => !too[i]).join(', ');
      const added = too.reduce<number>((sum, n) => sum + (n ?? 0), 0);
      if (partySize) partySize += added;
      else {
        const listed = status === 'maybe' ? said.replace(PATTERNS.hedges, ' ').replace(/ {2,}/g, ' ') : said;
        // A maybe keeps only who would come under its « if » (« si on vient, on sera deux »), not who is asked along
        // (« je dois voir avec ma femme »).
        partySize = said ? partySizeOf(listed, names, { alongWith: status !== 'maybe' || !!part.supposed }) : null;
        if (added) partySize = (partySize ?? 1) + added;
      }
    }
    const concluded = concludedTotal(
      parts.map((p) => p.original.replace(/=/g, ' donc ').split(CLAUSE_BREAK).map(fold).join(', ')),
      names,
    );
    partySize = concluded ?? partySize;
    // « Nous serons 5 au dîner, mais seulement 3 à la mairie »: counted part by part, the household is the largest.
    const byPart = parts.flatMap((p) =>
      [...p.folded.matchAll(new RegExp(PATTERNS.countAtPart.source, 'g'))].flatMap((m) => numberOf(m[1]!) ?? []),
    );
    if (byPart.length > 1) partySize = Math.max(...byPart);
    // "Me + hubby + my mother-in-law = 3": a count of who comes is a yes.
    if (!status && concluded && concluded > 1 && !asked) status = 'yes';
    partySize ??= othersOnly;
    const whole = parts.map((p) => p.folded).join(' ');
    if (status === 'yes' && partySize === null && oneComes(clauses[statuses.indexOf('yes')]!, statuses, whole))
      partySize = 1;
  }
  // "Yes, we'll be there. Frank & Betty"
  const signedByUs = signers > 1 && parts.some((p) => PATTERNS.firstPluralOrOur.test(p.folded));
  if (status === 'yes' && partySize === null && signedByUs) partySize = signers;
  const later = questions.filter((q) => PATTERNS.answerLater.test(fold(q)));
  const sorry = PATTERNS.sorry.test(clauses.join(' '));
  status ??= firstOf([
    // "Will it be livestreamed? My grandma can't travel": someone else's no beside a question answers nothing.
    [othersDecline && !!partySize, 'yes'],
    [othersDecline && !asked, 'no'],
    // « Malheureusement, je dois être hospitalisé… »: a regret alone, with nothing else said, declines.
    [!asked && clauses.some((c) => PATTERNS.regret.test(c)), 'no'],
    // « Désolée je suis à Séville »: being in a place named (with a capital), beside a regret, declines.
    [!asked && sorry && clauses.some((c) => names.has(PATTERNS.elsewhere.exec(c)?.slice(1).find(Boolean) ?? '')), 'no'],
    // « Désolé, même date que le mariage de mon frère »: something else at the wedding's date, beside a regret, declines.
    [!asked && sorry && clauses.some((c) => PATTERNS.clash.test(c)), 'no'],
    // "Can I let you know by Thursday?": asking to answer later is a maybe, no question about the wedding.
    [later.length > 0, 'maybe'],
    // « je voudrais trop venir mais ça tombe… »: a coming only wished, then a « but » and nothing else answered, declines.
    [!asked && !waitsOn(text) && parts.some((p) => PATTERNS.wishedBut.test(p.folded)), 'no'],
    // A number of people coming, said outright, is a yes; « dispo ! 1 personne » counts one, "for a person in a
    // wheelchair?" beside a question does not.
    [!!partySize && parts.some((p) => countsComing(p.folded, questions, asked ? 2 : 1)), 'yes'],
  ]);
  if (status === 'no' || !status) partySize = null;
  // A yes beside a doubt (« je viens, et peut-être ma mère aussi »): how many come is asked, unless a total is said.
  if (status === 'yes' && statuses.includes('maybe') && !parts.some((p) => statedTotal(p.folded))) partySize = null;
  // Beside an answer, a diet named is someone's (« oui pour moi ! pas de porc stp »); alone, it must say whose.
  const dietPart = parts.find(
    (p) =>
      PATTERNS.diet.test(p.folded) &&
      (status || partySize || PATTERNS.dietOfSomeone.test(p.folded.replace(/\bil y (?:a|aura)\b/g, ''))) &&
      !PATTERNS.noDiet.test(p.folded),
  );
  // « Pouvez-vous prévoir un repas sans sel pour Michel ? »: beside an answer, a diet asked is the household's.
  const dietAsked = questions.find((q) => PATTERNS.diet.test(fold(q)));
  const diet = (dietPart?.original ?? (status && status !== 'no' ? dietAsked : undefined))?.slice(0, 200) ?? null;
  if (!status && !partySize && !diet) return null;
  // A message that asks something and is only unsure is a question (« on hésite, les enfants sont invités ? »); a doubt
  // asked ("Maybe?") is part of the answer.
  const asking = questions.filter((q) => q && !later.includes(q) && !PATTERNS.hedges.test(fold(q)));
  if (status === 'maybe' && !conditionalYes && asking.length && !partySize && !diet) return null;
  return { status, partySize, diet, asked: questions.join(' ').trim() || null };
}
