// An answer to the invitation read in a guest's message: recorded and confirmed, what it also asks answered, a count
// beyond the household's seats or an unsaid change of count asked first, and the one thing missing asked after.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { householdInvitations, weddingParts } from '../../../db/schema/index.ts';
import { partName } from '../assistant/part-details.ts';
import type { PartId } from '../assistant/rsvp/vocabulary.ts';
import { detectLanguage, type Language } from '../assistant/detect-language.ts';
import { foldText, splitWords } from '../assistant/normalize-text.ts';
import {
  changeQuestion,
  changesCountUnsaid,
  followUpQuestion,
  pendingChangeOf,
  pendingRsvpOf,
} from '../assistant/rsvp/follow-up.ts';
import { rsvpOf, type Rsvp } from '../assistant/rsvp/read-rsvp.ts';
import { rsvpClosed, rsvpConfirmation } from '../assistant/rsvp/rsvp-replies.ts';
import { ensureHouseholdOf } from '../guests/ensure-household.ts';
import { householdAnswerOf } from '../guests/household-answer-of.ts';
import { partySizeKept } from '../guests/household-answer.ts';
import { partsNamedIn, rsvpDeadlinePassed } from '../guests/record-rsvp.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { trialQuotaReached } from '../weddings/wedding-status.ts';
import { askAssistant } from './ask-assistant.ts';
import { invitationExchange, type Exchange, type GuestRow } from './exchange.ts';
import { answerBeyondSeats, askInvitationStatus, OPEN_SEATS } from './invitation-conversation.ts';
import { loadInvitationHousehold } from './invitation-household.ts';
import type { AnswerGuest } from './types.ts';

/** An answer to the invitation being handled, as both ways of replying to it read it. */
export type RsvpTurn = {
  db: Database;
  wedding: WeddingRow;
  guest: GuestRow;
  text: string;
  rsvp: Rsvp;
  answer: AnswerGuest;
  now: Date;
  /** The language the guest is known to write in (phone-language.ts), for a message that does not tell. */
  usualLanguage: Language;
};

/**
 * What an answer to the invitation also asks (« On sera 2 ! Il y a un parking ? »), answered by the assistant, and the
 * message as it is logged: a question asked with the answer counts as a question; the answer alone is an RSVP.
 */
async function askedAlongside({ db, wedding, guest, text, rsvp, answer, now, usualLanguage }: RsvpTurn) {
  const asked =
    rsvp.asked && !trialQuotaReached(wedding)
      ? await askAssistant({ db, wedding, guestId: guest.id, text, answer, now, usualLanguage })
      : null;
  const kind =
    asked?.record.kind === 'question'
      ? asked.record
      : { kind: 'rsvp' as const, source: null, confidence: null, answeredBy: null };
  return { asked, record: { wedding, guest: { id: guest.id }, ...kind } };
}

/**
 * A new count, from a household that gave one, not said as a change: asked before anything is recorded (« on est 12 »
 * may be the hen party's kitty). What the message also asks is answered, and a diet it tells is kept.
 */
async function confirmChange(turn: RsvpTurn & { language: Language; kept: number }): Promise<Exchange> {
  const { guest, rsvp, now, language, kept } = turn;
  const { asked, record } = await askedAlongside(turn);
  const pending = pendingChangeOf(rsvp.partySize!, kept, language, now);
  const question = changeQuestion(pending);
  return {
    reply: [asked?.reply, question.text].filter(Boolean).join('\n'),
    record,
    pendingChoice: pending,
    buttons: { intro: question.intro, titles: question.titles, language },
    ...(rsvp.diet ? { rsvp: { guestId: guest.id, answer: rsvpOf({ diet: rsvp.diet }) } } : {}),
  };
}

/**
 * A yes counting more than the household's seats (or the assistant's 20 when the couple set none): the invitation's
 * conversation asks the count within them and records nothing beyond; what the message also asks is answered first.
 */
async function askWithinSeats(turn: RsvpTurn & { language: Language }): Promise<Exchange | null> {
  const { db, wedding, guest, rsvp, language, now } = turn;
  if (rsvp.status !== 'yes' || (rsvp.partySize ?? 0) < 2) return null;
  // Someone who wrote without being listed has no seats but the assistant's limit; beyond it, they get the household
  // their answer would have made, for the question to wait on.
  if (guest.householdId === null && rsvp.partySize! <= OPEN_SEATS) return null;
  const householdId = guest.householdId ?? (await ensureHouseholdOf(db, guest.id));
  const household = await loadInvitationHousehold(db, { householdId, wedding, language });
  const invitation = household && answerBeyondSeats({ household, rsvp, language, now });
  if (invitation?.kind !== 'reply') return null;
  const { asked, record } = await askedAlongside(turn);
  return {
    ...invitationExchange(wedding, guest, invitation),
    reply: [asked?.reply, invitation.reply].filter(Boolean).join('\n'),
    record,
  };
}

/**
 * The names of the parts of the day, among those the guest's household is invited to, that the answer is about only
 * (« juste au vin d'honneur ») or misses (« mais pas au brunch »): the confirmation says them.
 */
async function partsOfAnswer(db: Database, guest: GuestRow, rsvp: Rsvp, language: Language) {
  const said = [...rsvp.parts, ...(rsvp.partsDeclined ?? [])];
  if (!said.length) return undefined;
  const parts = await db
    .select({ id: weddingParts.id, kind: weddingParts.kind, label: weddingParts.label })
    .from(weddingParts)
    .where(eq(weddingParts.weddingId, guest.weddingId))
    .orderBy(asc(weddingParts.position));
  const invitations =
    guest.householdId === null
      ? []
      : await db
          .select({ partId: householdInvitations.partId })
          .from(householdInvitations)
          .where(eq(householdInvitations.householdId, guest.householdId));
  // A household with no invitation recorded is invited to every part (recordRsvp reads it so).
  const invited = parts.filter((p) => !invitations.length || invitations.some((i) => i.partId === p.id));
  const names = (named: PartId[]) => partsNamedIn(invited, named).map((p) => partName(p, language));
  return { only: names(rsvp.parts), except: names(rsvp.partsDeclined ?? []) };
}

/**
 * « On sera 2 ! Il y a un parking ? »: the answer is recorded and confirmed in one sentence (until the wedding's RSVP
 * deadline), and what the message also asks gets the assistant's answer after it.
 */
export async function answerRsvp(
  turn: RsvpTurn & {
    language?: Language | undefined;
    /** The guest confirmed this count: it is recorded as it is. */
    confirmed?: boolean;
  },
): Promise<Exchange> {
  const { db, wedding, guest, text, now, confirmed = false } = turn;
  // A message with no word of any language (« 2 », « 👍 », « perfecto ») is in the guest's usual one.
  const language = turn.language ?? detectLanguage(text, splitWords(foldText(text)), turn.usualLanguage);
  const couple = { bride: wedding.brideName, groom: wedding.groomName };
  const closed = rsvpDeadlinePassed(wedding.rsvpDeadline, now);
  const known = await householdAnswerOf(db, guest.id);
  const countAlone = turn.rsvp.missing === 'status' && turn.rsvp.status === null && turn.rsvp.partySize !== null;
  // A count whose status is unsaid (« 2 ») from a household that comes is its yes's count: asked first when it changes
  // it (changesCountUnsaid).
  const ofTheYes = countAlone && known?.status === 'yes';
  const rsvp: Rsvp = ofTheYes ? { ...turn.rsvp, status: 'yes', missing: null } : turn.rsvp;
  // That count said again, or kept (« Non, on reste 2 »), is confirmed and records nothing: each part keeps its own.
  const restated =
    (ofTheYes || confirmed) &&
    known?.status === 'yes' &&
    rsvp.status === 'yes' &&
    rsvp.partySize === known.partySize &&
    !rsvp.parts.length;
  // The two readers disagree on whether they come (decision 026): nothing is recorded but a diet, nothing confirmed,
  // and they are asked, the count they said kept for their answer. With neither a count nor a diet said, there is
  // nothing to confirm either (no « your dietary note is passed on » for a diet never told).
  const doubted = rsvp.status === null && rsvp.missing === 'status' && (countAlone || rsvp.diet === null);
  const beyond = closed || doubted ? null : await askWithinSeats({ ...turn, rsvp, language });
  if (beyond) return beyond;
  if (!closed && !confirmed && !doubted && changesCountUnsaid(known, rsvp, text))
    return confirmChange({ ...turn, rsvp, language, kept: known!.partySize! });
  const confirmation = closed
    ? rsvpClosed(couple, language, wedding.rsvpDeadline!)
    : doubted
      ? null
      : rsvpConfirmation(
          // The number the answer leaves, as recordRsvp keeps it: the confirmation says it.
          {
            ...rsvp,
            partySize: rsvp.status === 'no' ? null : partySizeKept(rsvp.partySize, known),
            diet: rsvp.diet !== null,
            parts: await partsOfAnswer(db, guest, rsvp, language),
          },
          couple,
          language,
          wedding.rsvpDeadline,
        );
  const lines = confirmation ? [confirmation] : [];
  // The whole message goes to the assistant: « je suis végane, il y aura de quoi manger ? » asks about a vegan meal.
  const { asked, record } = await askedAlongside({ ...turn, rsvp });
  if (asked) lines.push(asked.reply);
  // One thing missing that the household's answer does not know either (a count said before stays): only that is asked.
  const missing =
    rsvp.missing === 'partySize'
      ? known?.partySize == null
      : rsvp.missing === 'status' && (known?.status == null || doubted);
  const followUp =
    !closed && missing && !asked?.pendingChoice
      ? pendingRsvpOf(rsvp.missing!, rsvp.status, language, now, doubted ? rsvp.partySize : null, rsvp)
      : null;
  // Whether a guest comes is the invitation's question, numbered (and its buttons with Twilio), listed or not; a
  // listed guest's answer goes on as the invitation's conversation (its parts, its seats), another's as a follow-up.
  const invitation =
    followUp?.missing === 'status'
      ? askInvitationStatus(language, now, followUp.partySize ?? null, followUp.forSeveral)
      : null;
  const buttons = invitation?.kind === 'reply' && invitation.buttons ? { ...invitation.buttons, language } : undefined;
  if (invitation?.kind === 'reply') lines.push(invitation.reply);
  else if (followUp) lines.push(followUpQuestion(followUp.missing, language));
  return {
    reply: lines.join('\n'),
    record,
    ...(asked?.pendingChoice
      ? { pendingChoice: asked.pendingChoice }
      : invitation?.kind === 'reply' && invitation.pending && guest.householdId
        ? { pendingChoice: invitation.pending, buttons }
        : followUp
          ? { pendingChoice: followUp, ...(buttons ? { buttons } : {}) }
          : {}),
    ...(closed || ((doubted || restated) && !rsvp.diet)
      ? {}
      : { rsvp: { guestId: guest.id, answer: doubted || restated ? rsvpOf({ diet: rsvp.diet }) : rsvp } }),
  };
}
