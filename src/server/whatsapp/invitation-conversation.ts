// The conversation the invitation starts: its three buttons (or the guest's own words), then « Combien serez-vous ? »
// for each part of the day the household is invited to, then « Un régime ou une allergie ? », then one confirmation
// with « Modifier », which asks again. Each step's answer is recorded at once (the household's, with who gave it);
// the step waits on the guest's row (`guests.pending_choice`, as numbered choices do). A message that answers none of
// it (a question about parking) goes to the assistant and the step stays.
import * as z from 'zod';
import { tInvitation, type TInvitationLanguage } from '../../shared/messages/invitation.ts';
import { plural } from '../../shared/messages/format-message.ts';
import { householdOfOne, partySizeKept } from '../guests/household-answer.ts';
import { partsNamedIn } from '../guests/record-rsvp.ts';
import { comesToParts, countAtPart } from '../assistant/rsvp/parts-named.ts';
import { numberOf, type PartId } from '../assistant/rsvp/vocabulary.ts';
import { foldText } from '../assistant/normalize-text.ts';
import { pendingRsvpOf, readFollowUp } from '../assistant/rsvp/follow-up.ts';
import { readRsvp, rsvpOf, type Rsvp, type RsvpStatus } from '../assistant/rsvp/read-rsvp.ts';
import { asksToChangeAnswer } from './change-answer.ts';
import { typedOptionNumber } from './pending-choice.ts';
import { onlyTheseWords } from './only-these-words.ts';
import noDietWords from './data/no-diet-words.json' with { type: 'json' };
import nobodyWords from './data/nobody-words.json' with { type: 'json' };
import sameCountWords from './data/same-count-words.json' with { type: 'json' };
import dietYesWords from './data/diet-yes-words.json' with { type: 'json' };
import countWords from './data/count-words.json' with { type: 'json' };

/** The invitation's buttons send these payloads (the approved template's quick replies). */
export const INVITATION_PAYLOADS = { yes: 'invite-yes', no: 'invite-no', maybe: 'invite-maybe' } as const;
/** How long the first question (the invitation itself) waits: the guest answers when they can. */
export const INVITATION_TTL_MS = 60 * 24 * 60 * 60 * 1000;
/** How long a question of the conversation after it waits. */
export const STEP_TTL_MS = 24 * 60 * 60 * 1000;
const STATUSES: RsvpStatus[] = ['yes', 'no', 'maybe'];
const LANGUAGES: TInvitationLanguage[] = ['fr', 'en', 'es'];
const MAX_DIET = 200;
/** The most a household with no seats set may count (the reader reads counts up to 20). */
export const OPEN_SEATS = 20;
const seatsOf = (household: InvitationHousehold) => household.seats ?? OPEN_SEATS;
/** « Non rien », « pas d'allergie », "no thanks", « nada » at the diet step, where « non » is no decline. */
const saysNoDiet = onlyTheseWords(noDietWords);
/**
 * « Personne », « non », « pas nous », "none of us" at « Combien serez-vous ? » for one part among several: no one comes
 * to that part, the parts answered before keep their counts.
 */
const saysNobody = onlyTheseWords(nobodyWords);
/** « Pareil », « idem », "same", « lo mismo » at the count of a part after the first: as the part before. */
const saysSame = onlyTheseWords(sameCountWords);
/** « Oui », « oui une allergie », "yes", « sí » at the diet step: there is one, to be told. */
const saysDietUntold = onlyTheseWords(dietYesWords);
const ZCountWords = z.object({ fr: z.array(z.string()), en: z.array(z.string()), es: z.array(z.string()) });
/** « combien », "how many", « cuántos »: a doubt said with one of them is about the count (data/count-words.json). */
const COUNT_WORDS = new Set(Object.values(ZCountWords.parse(countWords)).flat());

/** The household's parts as a guest's words may name them (partsNamedIn): by kind, or by the couple's name. */
const namedRows = (parts: InvitationHousehold['parts']) =>
  parts.flatMap((p) => (p.id !== null && p.kind ? [{ id: p.id, kind: p.kind, label: p.label ?? null }] : []));

/** Whether the parts a guest's words name (none, or this one among them) leave a count said of them to this part. */
function namesPart(part: InvitationHousehold['parts'][number], named: PartId[]) {
  const rows = namedRows([part]);
  return !named.length || !rows.length || partsNamedIn(rows, named).length > 0;
}

export const ZInvitationState = z.object({
  kind: z.literal('invitation'),
  step: z.enum(['status', 'count', 'diet', 'confirm']),
  /** At the count step: the index, among the household's parts in the day's order, of the part asked. */
  part: z.number().int().min(0),
  language: z.enum(['fr', 'en', 'es']),
  expiresAt: z.string(),
  /** The question was asked with numbered answers: a number typed picks one (« 2 »: no), it counts no one. */
  numbered: z.literal(true).optional(),
  /** At the status step: the count the guest already said (their status was in doubt), kept if they come. */
  partySize: z.number().int().positive().optional(),
  /** At the status step: the guest's words already spoke for several (« on sera là »), so a « Oui » asks how many. */
  forSeveral: z.literal(true).optional(),
  /** The guest was reminded of this step once (remind-unfinished-answers.ts): never twice. */
  nudged: z.literal(true).optional(),
});
export type InvitationState = z.infer<typeof ZInvitationState>;

/** What the conversation knows of the household (read for each message). */
export type InvitationHousehold = {
  /**
   * The parts invited to, in the day's order, with their kind and the couple's name for them (what a guest's words
   * name); one `{ id: null }` for a wedding with no parts (answered as a whole).
   */
  parts: { id: number | null; name: string | null; kind?: string; label?: string | null }[];
  /** The seats the couple gave it: the most « Combien serez-vous ? » accepts; null when they set none. */
  seats: number | null;
  /** Its members on the list (at least 1): a household of one with no seats set is one person unless told more. */
  members: number;
  answers: { partId: number | null; status: RsvpStatus; partySize: number | null }[];
  dietaryNotes: string | null;
  couple: string;
};

export type InvitationTurn =
  | {
      kind: 'reply';
      reply: string;
      /** The step that now waits; null: the conversation is over. */
      pending: InvitationState | null;
      /** Quick-reply buttons to send after the reply (at most three, as WhatsApp allows). */
      buttons: { intro: string; titles: string[] } | null;
      /** What to record, for these parts (none: every part invited to), and the parts the guest does not come to. */
      record: { answer: Rsvp; partIds?: number[]; declinedPartIds?: number[] } | null;
    }
  /** Not an answer to the step: the assistant answers, the step stays. */
  | { kind: 'aside' };

export function invitationStateOf(
  step: InvitationState['step'],
  language: TInvitationLanguage,
  now: Date,
  part = 0,
): InvitationState {
  const ttl = step === 'status' ? INVITATION_TTL_MS : STEP_TTL_MS;
  return { kind: 'invitation', step, part, language, expiresAt: new Date(now.getTime() + ttl).toISOString() };
}

/** The live step waiting on the guest, or null. */
export function pendingInvitationOf(pending: unknown, now: Date): InvitationState | null {
  const parsed = ZInvitationState.safeParse(pending);
  return parsed.success && new Date(parsed.data.expiresAt).getTime() > now.getTime() ? parsed.data : null;
}

/** The status a tap on the invitation's template gives (its payload, or its title when Twilio sends the text only). */
export function invitationTap(payload: string | undefined, text: string): RsvpStatus | null {
  const byPayload = STATUSES.find((s) => INVITATION_PAYLOADS[s] === payload);
  if (byPayload) return byPayload;
  return statusTitled(text);
}

/** The status a title names: the template's buttons', or the shorter ones sent inside the session. */
function statusTitled(text: string, buttons: 'button' | 'sessionButton' = 'button'): RsvpStatus | null {
  const folded = fold(text);
  for (const language of LANGUAGES)
    for (const status of STATUSES) if (fold(tInvitation(language, `${buttons}.${status}`)) === folded) return status;
  return null;
}

const fold = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The next turn of the invitation's conversation for this message, or null when the message is not part of it (no
 * step waits and it is no tap on the invitation): the usual reading of the message then applies.
 */
export function continueInvitation({
  state,
  household,
  text,
  payload,
  language,
  now,
}: {
  state: InvitationState | null;
  household: InvitationHousehold;
  text: string;
  payload: string | undefined;
  /** The guest's language, for a conversation the tap starts. */
  language: TInvitationLanguage;
  now: Date;
}): InvitationTurn | null {
  const tapped = invitationTap(payload, text);
  // A count said before the question (their status was in doubt) stays with the answer tapped.
  const said = state?.step === 'status' ? (state.partySize ?? null) : null;
  const several = state?.step === 'status' && state.forSeveral === true;
  if (tapped)
    return answerStatus({
      household,
      status: tapped,
      partySize: said,
      forSeveral: several,
      language: state?.language ?? language,
      now,
    });
  if (!state) return null;
  const ctx = { household, language: state.language, now };
  const folded = fold(text);
  const words = folded.split(' ');
  const buttonNumber = /^choice-(\d+)$/.exec(payload ?? '');
  const picked = buttonNumber ? Number(buttonNumber[1]) : null;
  // « Je voudrais changer ma réponse » at any step after the first (never a diet, nor a question for the couple): asked
  // again from the start, in the guest's language.
  if (state.step !== 'status' && picked === null && asksToChangeAnswer(text)) return askStatus({ ...ctx, language });
  switch (state.step) {
    case 'status': {
      const chosen = picked ?? (state.numbered ? typedOptionNumber(text) : null);
      if (chosen && chosen <= 3)
        return answerStatus({ ...ctx, status: STATUSES[chosen - 1]!, partySize: said, forSeveral: several });
      const titled = statusTitled(text, 'sessionButton');
      if (titled) return answerStatus({ ...ctx, status: titled, partySize: said, forSeveral: several });
      const read = readRsvp(text);
      // An answer that also asks something keeps the usual path, where the assistant answers it in the same reply.
      if (read?.asked) return null;
      // « Je suis végétarienne » before saying whether they come: noted, and the question again.
      if (read?.diet && !read.status) return withRecord(askStatus(ctx, tInvitation(ctx.language, 'dietNoted')), read);
      // Not an answer: the assistant replies (a greeting, a question), the step stays (answer-guest-message.ts asks
      // it again, numbered, when the assistant can only hand the message over).
      if (!read?.status) return { kind: 'aside' };
      // The guest's own words say their language, and the parts they name (« mais pas au brunch »).
      return answerStatus({
        ...ctx,
        language,
        status: read.status,
        partySize: read.partySize ?? said,
        diet: read.diet,
        missed: partsMissed(household, read.parts, read.partsDeclined ?? []),
        forSeveral: read.forSeveral || several,
      });
    }
    case 'count': {
      const part = household.parts[state.part];
      if (!part) return askDiet(ctx, null);
      const options = countOptions(household);
      const chosen = picked && picked <= options.length ? options[picked - 1]! : null;
      if (chosen === 0 || (chosen === null && options.includes(0) && saysNobody(text)))
        return nextAfterCount(ctx, state.part, { partId: part.id, status: 'no', partySize: null });
      const previous = household.answers.find((a) => a.partId === household.parts[state.part - 1]?.id);
      // « Pareil » after the part before: its answer again.
      if (chosen === null && previous && saysSame(text))
        return nextAfterCount(ctx, state.part, { ...previous, partId: part.id });
      const atPart = chosen === null ? countAtPart(text) : null;
      // « 3 pour la cérémonie »: the count of the part asked; said of another part only, the question is asked again.
      if (atPart && !namesPart(part, atPart.parts)) return askCount(ctx, state.part);
      const read =
        chosen !== null || atPart
          ? rsvpOf({ status: 'yes', partySize: chosen ?? atPart!.partySize })
          : readFollowUp(pendingRsvpOf('partySize', 'yes', state.language, now), text, now);
      if (!read) {
        const diet = readRsvp(text);
        if (diet?.diet && !diet.status && !diet.asked)
          return withRecord(
            askCount(ctx, state.part, tInvitation(state.language, 'dietNoted')),
            rsvpOf({ diet: diet.diet }),
          );
        // « 2 ou 3 »: numbers, and no count the reader takes; the count is asked again, as one number.
        if (!/[?¿]/.test(text) && words.some((w) => numberOf(w) !== null))
          return askCount(ctx, state.part, tInvitation(state.language, 'oneNumber'));
        return { kind: 'aside' };
      }
      // « Je ne sais pas encore combien on sera »: they come, the count is theirs to tell later.
      if (read.status === 'maybe' && words.some((w) => COUNT_WORDS.has(w)))
        return askDiet(ctx, null, tInvitation(state.language, 'countLater'));
      if (read.status === 'no' || read.status === 'maybe') return declineAll(ctx, read.status, read.partySize);
      const n = read.partySize;
      if (!n) return { kind: 'aside' };
      if (n > seatsOf(household)) return askCount(ctx, state.part, tooMany(household, state.language));
      return nextAfterCount(ctx, state.part, { partId: part.id, status: 'yes', partySize: n });
    }
    case 'diet': {
      if (picked === 1 || saysNoDiet(folded)) return confirm(ctx, null, null);
      // « Oui », « oui une allergie »: there is one, not said yet (never a second yes to the invitation).
      if (saysDietUntold(text)) return askDiet(ctx, null, undefined, 'askDietWhich');
      // A bare number is no diet (a count said again): the question is asked once more.
      if (/^\d+$/.test(folded)) return askDiet(ctx, null);
      const read = readRsvp(text);
      // « Je ne sais pas encore pour le menu »: unsure of the diet, not of coming (« si on pourra venir »).
      if (read?.status === 'maybe' && !comesToParts(text)) return confirm(ctx, null, null);
      if (read?.status === 'no' || read?.status === 'maybe') return declineAll(ctx, read.status, read.partySize);
      if (read?.diet) return confirm(ctx, rsvpOf({ diet: read.diet }), read.diet);
      // « Oui, nous serons 3 » again is an answer, read as any answer, not a diet.
      if (read?.asked || read?.status === 'yes' || read?.partySize || text.includes('?') || !folded)
        return { kind: 'aside' };
      // Words of coming the reader could not read (« je ne sais pas si je pourrai venir »): no diet, and whether they
      // come is asked.
      if (comesToParts(text)) return askStatus({ ...ctx, language });
      const diet = text.trim().replace(/\s+/g, ' ').slice(0, MAX_DIET);
      return confirm(ctx, rsvpOf({ diet }), diet);
    }
    case 'confirm':
      return picked === 1 ? askStatus(ctx) : null;
  }
}

type Ctx = { household: InvitationHousehold; language: TInvitationLanguage; now: Date };
type PartAnswer = InvitationHousehold['answers'][number];

/** Counts « Combien serez-vous ? » accepts: 1 to the seats, and « personne » for one part among several. */
function countOptions(household: InvitationHousehold): number[] {
  const counts = Array.from({ length: seatsOf(household) }, (_, i) => i + 1);
  return household.parts.length > 1 ? [...counts, 0] : counts;
}

function answerStatus({
  household,
  status,
  partySize,
  diet = null,
  missed = [],
  forSeveral = false,
  language,
  now,
}: Ctx & {
  status: RsvpStatus;
  partySize: number | null;
  diet?: string | null;
  missed?: number[];
  /** The guest's words speak for several (« on vient ! »): even a household of one is asked how many. */
  forSeveral?: boolean | undefined;
}): InvitationTurn {
  const ctx = { household, language, now };
  const coming = household.parts.filter((p) => p.id === null || !missed.includes(p.id));
  if (status !== 'yes' || !coming.length) return declineAll(ctx, status === 'yes' ? 'no' : status, partySize);
  // More than the invitation's seats (« on sera 3 » for 2 seats) is said, and the count asked within them.
  const over = partySize !== null && partySize > seatsOf(household) ? tooMany(household, language) : undefined;
  // A household of one counts one, unless the guest speaks for several; a count said beyond the seats is asked again,
  // unless the invitation has one seat.
  const single = household.seats === 1 || (!over && !forSeveral && householdOfOne(household));
  const size = partySize && !over ? partySize : single ? 1 : null;
  const answer = rsvpOf({ status: 'yes', partySize: size, diet, forSeveral });
  const answered: Ctx = {
    ...ctx,
    household: {
      ...household,
      answers: household.parts.map((p) =>
        coming.includes(p)
          ? { partId: p.id, status: 'yes' as const, partySize: size }
          : { partId: p.id, status: 'no' as const, partySize: null },
      ),
    },
  };
  const declined = missed.length ? missed : undefined;
  // A count said with the yes (« oui, on sera 3 »), or a household of one: no count to ask.
  if (size !== null) return withRecord(askDiet(answered, diet, over), answer, undefined, declined);
  const first = household.parts.indexOf(coming[0]!);
  // More than may be noted: nothing is recorded until the count is given, so that no screen shows a number the guest
  // did not say (a household of one would read « Présent (1) » after « nous serons 25 »).
  if (over) return askCount(answered, first, over);
  return withRecord(askCount(answered, first, over), answer, undefined, declined);
}

/**
 * The household's parts a yes leaves out: those it says it misses (« mais pas au brunch »), or all but those it comes
 * to only (« juste pour le vin d'honneur »), by their kind or the couple's name for them.
 */
function partsMissed(household: InvitationHousehold, only: PartId[], missed: PartId[]): number[] {
  const rows = namedRows(household.parts);
  const onlyIds = partsNamedIn(rows, only).map((r) => r.id);
  const missedIds = partsNamedIn(rows, missed).map((r) => r.id);
  return rows.filter((r) => missedIds.includes(r.id) || (onlyIds.length && !onlyIds.includes(r.id))).map((r) => r.id);
}

function tooMany(household: InvitationHousehold, language: TInvitationLanguage) {
  const max = seatsOf(household);
  // The couple set no seats: the limit is ours, not their invitation's.
  if (household.seats === null) return tInvitation(language, 'tooManyOpen', { max });
  return plural(max, {
    one: tInvitation(language, 'tooMany.one', { max }),
    other: tInvitation(language, 'tooMany.other', { max }),
  });
}

function withRecord(
  turn: InvitationTurn,
  answer: Rsvp,
  partIds?: number[],
  declinedPartIds?: number[],
): InvitationTurn {
  return turn.kind === 'reply'
    ? { ...turn, record: { answer, ...(partIds ? { partIds } : {}), ...(declinedPartIds ? { declinedPartIds } : {}) } }
    : turn;
}

function askStatus(
  { language, now }: Pick<Ctx, 'language' | 'now'>,
  before?: string,
  partySize: number | null = null,
  forSeveral = false,
): InvitationTurn {
  const titles = STATUSES.map((s) => tInvitation(language, `button.${s}`));
  return {
    kind: 'reply',
    // Numbered in the text, as the assistant's other choices, for a guest who sees no buttons.
    reply: [before, tInvitation(language, 'askStatus'), ...titles.map((title, i) => `${i + 1}. ${title}`)]
      .filter(Boolean)
      .join('\n'),
    pending: {
      ...invitationStateOf('status', language, now),
      numbered: true,
      ...(partySize ? { partySize } : {}),
      ...(forSeveral ? { forSeveral: true as const } : {}),
    },
    buttons: {
      intro: tInvitation(language, 'tap'),
      titles: STATUSES.map((s) => tInvitation(language, `sessionButton.${s}`)),
    },
    record: null,
  };
}

/**
 * The invitation's question, asked of a guest whose household has not answered and whose message neither answers
 * nor asks anything the assistant knows (« On a reçu le faire-part hier »): what they meant is theirs to tap.
 */
/**
 * A yes read outside the conversation (its step expired, a personal link) that counts more than the household's seats
 * (« on sera 5 » for 2): the conversation takes it, the count asked within them and nothing recorded beyond. Null when
 * the count fits.
 */
export function answerBeyondSeats({
  household,
  rsvp,
  language,
  now,
}: {
  household: InvitationHousehold;
  rsvp: Pick<Rsvp, 'status' | 'partySize' | 'diet'>;
  language: TInvitationLanguage;
  now: Date;
}): InvitationTurn | null {
  if (rsvp.status !== 'yes' || rsvp.partySize === null || rsvp.partySize <= seatsOf(household)) return null;
  return answerStatus({ household, status: 'yes', partySize: rsvp.partySize, diet: rsvp.diet, language, now });
}

export function askInvitationStatus(
  language: TInvitationLanguage,
  now: Date,
  partySize: number | null = null,
  forSeveral = false,
): InvitationTurn {
  return askStatus({ language, now }, undefined, partySize, forSeveral);
}

function askCount({ household, language, now }: Ctx, index: number, before?: string): InvitationTurn {
  const part = household.parts[index]!;
  const several = household.parts.length > 1;
  const question =
    part.name && several
      ? tInvitation(language, 'askCountPart', { part: part.name })
      : tInvitation(language, 'askCount');
  const range =
    household.seats === null
      ? tInvitation(language, several ? 'countRangePartOpen' : 'countRangeOpen')
      : tInvitation(language, several ? 'countRangePart' : 'countRange', { max: household.seats });
  const options = countOptions(household);
  return {
    kind: 'reply',
    reply: [before, question, range].filter(Boolean).join('\n'),
    pending: invitationStateOf('count', language, now, index),
    buttons:
      options.length <= 3
        ? {
            intro: question,
            titles: options.map((n) => (n === 0 ? tInvitation(language, 'nobody') : String(n))),
          }
        : null,
    record: null,
  };
}

/**
 * The question of a step left unanswered, asked once more after « Il me manque encore … » (a guest who stopped halfway):
 * null when nothing is missing any more (another member of the household gave that count, or the diet), or the step is
 * none that asks (the invitation itself has its own reminder; the confirmation asks nothing).
 */
export function askStepAgain(state: InvitationState, household: InvitationHousehold, now: Date): InvitationTurn | null {
  const ctx = { household, language: state.language, now };
  const before = tInvitation(state.language, 'nudge');
  const keep = (turn: InvitationTurn) =>
    turn.kind === 'reply' && turn.pending ? { ...turn, pending: { ...state, nudged: true as const } } : turn;
  if (state.step === 'count') {
    const part = household.parts[state.part];
    const answer = household.answers.find((a) => a.partId === (part?.id ?? null));
    if (!part || answer?.status !== 'yes' || answer.partySize !== null) return null;
    return keep(askCount(ctx, state.part, before));
  }
  const coming = household.answers.some((a) => a.status === 'yes');
  return state.step === 'diet' && coming && !household.dietaryNotes ? keep(askDiet(ctx, null, before)) : null;
}

function nextAfterCount(ctx: Ctx, index: number, answer: PartAnswer): InvitationTurn {
  const household = {
    ...ctx.household,
    answers: [...ctx.household.answers.filter((a) => a.partId !== answer.partId), answer],
  };
  // The parts after it the guest has not said they miss (« mais pas au brunch »).
  const next = household.parts.findIndex(
    (p, i) => i > index && household.answers.find((a) => a.partId === p.id)?.status !== 'no',
  );
  const asked = next >= 0 ? askCount({ ...ctx, household }, next) : askDiet({ ...ctx, household }, null);
  return withRecord(
    asked,
    rsvpOf({ status: answer.status, partySize: answer.partySize }),
    answer.partId === null ? [] : [answer.partId],
  );
}

function askDiet(
  ctx: Ctx,
  diet: string | null,
  before?: string,
  question: 'askDiet' | 'askDietWhich' = 'askDiet',
): InvitationTurn {
  // A diet said with the yes, or before it (« je suis végétarienne », then « oui »), needs no question.
  if (diet || ctx.household.dietaryNotes) return confirm(ctx, null, diet);
  return {
    kind: 'reply',
    reply: [before, tInvitation(ctx.language, question)].filter(Boolean).join('\n'),
    pending: invitationStateOf('diet', ctx.language, ctx.now),
    buttons: { intro: tInvitation(ctx.language, question), titles: [tInvitation(ctx.language, 'button.noDiet')] },
    record: null,
  };
}

/**
 * « Non finalement », « peut-être, on serait 2 »: every part the household is invited to gets that answer, and the
 * summary. A maybe keeps the number it says, else the one each part had (as recordRsvp keeps it: « Je ne sais pas
 * encore » after « 2 personnes » reads « peut-être, 2 personnes »).
 */
function declineAll(ctx: Ctx, status: 'no' | 'maybe', said: number | null = null): InvitationTurn {
  const partySize = status === 'maybe' && said !== null && said <= seatsOf(ctx.household) ? said : null;
  const before = (partId: number | null) => ctx.household.answers.find((a) => a.partId === partId);
  const household = {
    ...ctx.household,
    answers: ctx.household.parts.map((p) => ({
      partId: p.id,
      status,
      partySize: status === 'maybe' ? partySizeKept(partySize, before(p.id)) : null,
    })),
  };
  return withRecord(confirm({ ...ctx, household }, null, null), rsvpOf({ status, partySize }));
}

/** The one confirmation: each part's answer, the diet, the couple's thanks, and « Modifier ». */
function confirm({ household, language, now }: Ctx, record: Rsvp | null, diet: string | null): InvitationTurn {
  // Each part by its name, even a household's only one (« • Vin d'honneur : 2 personnes »: what they said yes to).
  const lines = household.parts.map((part) => {
    const answer = household.answers.find((a) => a.partId === part.id);
    const fill = { part: part.name ? `${part.name}${language === 'fr' ? ' : ' : ': '}` : '' };
    if (!answer) return `• ${tInvitation(language, 'line.maybe', fill)}`;
    if (answer.status !== 'no' && answer.partySize) {
      const key = answer.status === 'yes' ? 'line.yes' : 'line.maybeCounted';
      return `• ${plural(answer.partySize, {
        one: tInvitation(language, `${key}.one`, { ...fill, count: answer.partySize }),
        other: tInvitation(language, `${key}.other`, { ...fill, count: answer.partySize }),
      })}`;
    }
    return `• ${tInvitation(language, answer.status === 'yes' ? 'line.yesUncounted' : `line.${answer.status}`, fill)}`;
  });
  const notes = [household.dietaryNotes, diet && !household.dietaryNotes?.includes(diet) ? diet : null]
    .filter(Boolean)
    .join(' · ');
  if (notes && household.answers.some((a) => a.status === 'yes'))
    lines.push(`• ${tInvitation(language, 'line.diet', { diet: notes })}`);
  const overall: RsvpStatus = household.answers.some((a) => a.status === 'yes')
    ? 'yes'
    : household.answers.some((a) => a.status === 'maybe')
      ? 'maybe'
      : 'no';
  const reply = [
    tInvitation(language, 'summary'),
    ...lines,
    tInvitation(language, `thanks.${overall}`, { couple: household.couple }),
    tInvitation(language, 'modify'),
  ].join('\n');
  return {
    kind: 'reply',
    reply,
    pending: invitationStateOf('confirm', language, now),
    buttons: { intro: tInvitation(language, 'modify'), titles: [tInvitation(language, 'button.modify')] },
    record: record ? { answer: record } : null,
  };
}
