// The facts one guest is answered from: the wedding as their household is invited to it (a household invited to the
// cocktail only never reads the dinner's time or place), each other part of the day they are invited to, and
// their table. They reach the engine and the model as facts worded like FAQs (data/guest-facts.json), so the one
// ranker weighs them with the couple's own; `keepWithinInvitation` then turns a question on a part the household is
// not invited to into what its invitation includes.
import { factLabel } from '../../shared/fact-labels.ts';
import { fill, upperFirst } from '../../shared/messages/format-message.ts';
import {
  CEREMONY_PART_KINDS,
  mirroredPartOf,
  mirroredFields,
  RECEPTION_PART_KINDS,
} from '../../shared/wedding-part-kinds.ts';
import { analyzeText, baseLexicon } from './analyze-text.ts';
import type { Language } from './detect-language.ts';
import { FACTS, partDetails, partName } from './part-details.ts';
import type { Answer, AnswerTrace, AssistantFaq, AssistantWedding, GuestInvitation, GuestPart } from './types.ts';

/** The source a guest fact is cited by (`faq:guest-table`), told apart from the couple's FAQs (`faq:12`). */
const GUEST_FACT_PREFIX = 'guest-';

function partSentence(part: GuestPart, weddingDate: string, language: Language) {
  const details = partDetails(part, weddingDate, language);
  return fill(FACTS.languages[language].part, { Part: upperFirst(partName(part, language)), details });
}

type InLanguage = (language: Language) => string;

/** One fact: its answer, and its name among numbered choices, in the three languages. */
function fact(id: string, question: string, answer: InLanguage, label: InLanguage, gives?: AssistantFaq['gives']) {
  return {
    id: `${GUEST_FACT_PREFIX}${id}`,
    question,
    answer: answer('fr'),
    answerEn: answer('en'),
    answerEs: answer('es'),
    labels: { fr: label('fr'), en: label('en'), es: label('es') },
    ...(gives ? { gives } : {}),
  };
}

const labelIn = (language: Language) => FACTS.languages[language].labels;

/** What a part's sentence tells: its day, its start time, its place; never when it ends. */
function partGives(part: GuestPart): AssistantFaq['gives'] {
  return (['date', 'time', 'place'] as const).filter((a) => (a === 'place' ? part.venue || part.address : part[a]));
}

/** Whether the household is invited to only some of the day. */
const restricted = (invitation: GuestInvitation) => invitation.parts.some((p) => !p.invited);

/**
 * The wedding and the facts this guest is answered from. Without parts, a household or a table, the wedding's own.
 */
export function factsForGuest<W extends AssistantWedding>(
  wedding: W,
  faqs: AssistantFaq[],
  invitation: GuestInvitation | null | undefined,
): { wedding: W; faqs: AssistantFaq[] } {
  if (!invitation) return { wedding, faqs };
  const invited = invitation.parts.filter((p) => p.invited);
  const ceremony = mirroredPartOf(invited, CEREMONY_PART_KINDS);
  const reception = mirroredPartOf(invited, RECEPTION_PART_KINDS);
  // The wedding's fields tell the ceremony and the reception they stand for (mirroredPartOf), read from the parts
  // this household is invited to; every other part is a fact of its own, and so is a reception of a narrower kind
  // (the cocktail, the dinner) that a question may name.
  const view = invited.length ? { ...wedding, ...mirroredFields(invited) } : wedding;
  const ownFacts = invited.filter(
    (p) => p !== ceremony && !(p === reception && p.kind === 'reception') && (p.time || p.venue || p.address),
  );
  const extra = ownFacts.map((part) =>
    fact(
      `part-${part.id}`,
      fill(FACTS.questions.part, { part: upperFirst(partName(part, 'fr')) }),
      (language) => partSentence(part, wedding.weddingDate, language),
      (language) => fill(labelIn(language).part, { part: partName(part, language) }),
      partGives(part),
    ),
  );
  const excluded = invitation.parts.filter((p) => !p.invited);
  if (excluded.length && invited.length)
    extra.push(
      fact(
        'invitation',
        fill(FACTS.questions.scope, { parts: excluded.map((p) => upperFirst(partName(p, 'fr'))).join(', ') }),
        (language) => invitationScope(invited, wedding.weddingDate, language),
        (language) => fill(labelIn(language).scope, { parts: excluded.map((p) => partName(p, language)).join(', ') }),
      ),
    );
  if (invitation.table)
    extra.push(
      fact(
        'table',
        FACTS.questions.table,
        (language) => fill(FACTS.languages[language].table, { table: invitation.table! }),
        (language) => labelIn(language).table,
      ),
    );
  const own = restricted(invitation) ? faqs.flatMap((faq) => withinInvitation(faq, invitation)) : faqs;
  return { wedding: invited.length ? { ...view, parts: invited } : view, faqs: [...own, ...extra] };
}

/**
 * « Votre invitation comprend : » and the parts the household is invited to, one per line: « – le cocktail : à 17h30,
 * au Domaine des Tilleuls (12 route de Libourne) ».
 */
function invitationScope(invited: GuestPart[], weddingDate: string, language: Language) {
  const texts = FACTS.languages[language];
  const lines = invited.map((p) => {
    const details = partDetails(p, weddingDate, language);
    return details ? fill(texts.item, { part: partName(p, language), details }) : `– ${partName(p, language)}`;
  });
  return fill(texts.scope, { list: lines.join('\n') });
}

const conceptsOf = (parts: GuestPart[]) => new Set(parts.flatMap((p) => FACTS.partConcepts[p.kind]));

/**
 * A couple's FAQ as a household invited to some parts only reads it: the lines and sentences that name a part it is
 * not invited to (« 20h45 : dîner au château ») and none of its own are left out, and a FAQ left with nothing is not
 * theirs. Only the subjects of one kind of part count: the broader ones (« la réception », « le domaine ») cover parts
 * they are invited to as well.
 */
function withinInvitation(faq: AssistantFaq, invitation: GuestInvitation): AssistantFaq[] {
  const lexicon = baseLexicon();
  const broader = new Set(Object.values(FACTS.partConcepts).flatMap((cs) => cs.map((c) => lexicon.parents.get(c))));
  const theirs = conceptsOf(invitation.parts.filter((p) => p.invited));
  const others = [...conceptsOf(invitation.parts.filter((p) => !p.invited))].filter(
    (c) => !theirs.has(c) && !broader.has(c),
  );
  const keeps = (sentence: string) => {
    const subjects = analyzeText(lexicon, sentence, { correctTypos: false }).concepts;
    return !others.some((c) => subjects.has(c)) || [...theirs].some((c) => subjects.has(c));
  };
  // A line kept is what remains of its sentences; a line all of whose sentences went goes too (blank lines stay).
  const trim = (text: string) =>
    text
      .split('\n')
      .flatMap((line) => {
        if (!line.trim()) return [line];
        const kept = (line.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)\s*/g) ?? [line]).filter(keeps).join('').trimEnd();
        return kept ? [kept] : [];
      })
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  const answer = trim(faq.answer);
  if (!answer) return [];
  if (answer === faq.answer.trim()) return [faq];
  return [
    {
      ...faq,
      answer,
      answerEn: faq.answerEn ? trim(faq.answerEn) || null : faq.answerEn,
      answerEs: faq.answerEs ? trim(faq.answerEs) || null : faq.answerEs,
    },
  ];
}

/**
 * A question on a part of the day the household is not invited to (its subjects name that part and none of theirs)
 * is answered with what their invitation includes, whatever fact the engine or the model found: never the details
 * of a part they are not invited to.
 */
export function keepWithinInvitation<
  A extends Pick<Answer, 'reply' | 'answered' | 'confidence' | 'source' | 'kind'> & { trace?: AnswerTrace | undefined },
>(
  answer: A,
  subjects: string[],
  invitation: GuestInvitation | null | undefined,
  weddingDate: string,
  language: Language,
): A {
  if (!invitation || !restricted(invitation) || answer.kind === 'greeting' || answer.kind === 'thanks') return answer;
  const invited = invitation.parts.filter((p) => p.invited);
  if (!invited.length) return answer;
  const theirs = conceptsOf(invited);
  const others = conceptsOf(invitation.parts.filter((p) => !p.invited));
  // A moment of a part (the dinner, of the reception) is that part's: theirs when they are invited to the part.
  const parent = (s: string) => baseLexicon().parents.get(s) ?? '';
  const isTheirs = (s: string) => theirs.has(s) || theirs.has(parent(s));
  const asksOther = subjects.some((s) => (others.has(s) || others.has(parent(s))) && !isTheirs(s));
  const asksTheirs = subjects.some(isTheirs);
  if (!asksOther || asksTheirs) return answer;
  const source = `faq:${GUEST_FACT_PREFIX}invitation`;
  return {
    ...answer,
    reply: invitationScope(invited, weddingDate, language),
    answered: true,
    confidence: 1,
    source,
    kind: 'answer',
    choices: undefined,
    // « Pourquoi cette réponse ? » says what was asked and that the invitation answered it.
    trace: { outcome: 'answer', subjects, candidates: [{ source, label: factLabel(source) ?? source, confidence: 1 }] },
  };
}
