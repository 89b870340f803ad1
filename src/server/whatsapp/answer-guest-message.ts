// One guest's WhatsApp message, from Twilio's parsed form to the reply to send: the use case the webhook route
// calls. Everything happens in one transaction that starts by claiming the MessageSid, so nothing is read,
// answered or written for a message already handled, and a failure anywhere (the assistant, a write) rolls back
// the claim with the rest: Twilio's retry then finds the message new. The transaction spans the assistant's
// answer (the model's 6 s at most): a concurrent delivery of the same message waits on the claim and replays
// its reply instead of asking the assistant a second time.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs, guests, messages, processedWebhookEvents, weddings } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import type { TTwilioInbound } from '../../shared/schemas/whatsapp.ts';
import { START_PREFIX } from '../../shared/whatsapp-link.ts';
import { welcomeMessage } from '../assistant/welcome-message.ts';
import { forgetGuest } from '../privacy/forget-guest.ts';
import { detectForgetRequest } from '../privacy/forget-request.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { trialQuotaReached, unavailabilityReason } from '../weddings/wedding-status.ts';
import { createAnswerGuest, type CreateAnswerGuestOptions } from './create-answer-guest.ts';
import type { AnswerGuest, InboundMessage, MessageKind } from './types.ts';
import { connected, connectedGuestsOf, isConnected } from '../guests/connected.ts';
import { INVITE_TOKEN_LENGTH } from '../weddings/generate-wedding-id.ts';
import { recordRsvp, rsvpDeadlinePassed } from '../guests/record-rsvp.ts';
import { detectLanguage } from '../assistant/detect-language.ts';
import { foldText, splitWords } from '../assistant/normalize-text.ts';
import { readRsvp, type Rsvp } from '../assistant/rsvp/read-rsvp.ts';
import { rsvpClosed, rsvpConfirmation } from '../assistant/rsvp/rsvp-replies.ts';

const PROVIDER = 'twilio';
const START_PATTERN = new RegExp(`^\\s*${START_PREFIX}([a-z0-9-]{4,64})\\s*$`, 'i');
const STOP_PATTERN = /^\s*(stop|arr[eê]t|arreter|arrêter|unsubscribe)\s*[.!]?\s*$/i;
const FORGOTTEN_REPLY = { fr: 'wa.forgotten.fr', en: 'wa.forgotten.en', es: 'wa.forgotten.es' } as const;

export type AnswerGuestMessageOptions = {
  db: Database;
  config: CreateAnswerGuestOptions['config'];
  /** Twilio's form, signature checked and parsed (ZTwilioInbound). */
  form: TTwilioInbound;
  now?: Date;
  /** The assistant, reading through the transaction it is given: the configured one unless a test says otherwise. */
  assistant?: (tx: Database) => AnswerGuest;
};

/**
 * The reply to send, or null for a redelivery whose stored reply was erased (« oublie-moi »): the guest had
 * their answer the first time. The same MessageSid twice gives the same reply and stores one exchange.
 */
export type GuestMessageOutcome = { reply: string | null };

type Exchange = {
  reply: string;
  /** Stored as a message of this wedding when set. */
  record?: {
    wedding: WeddingRow;
    /**
     * The guest's id, or the phone to bind to the wedding first (`start-`), to a guest of the list for a personal link;
     * null for « OUBLIE-MOI », whose trace keeps no guest, no text and no reply (the figures still count the request).
     */
    guest: { id: number } | { bind: { profileName: string | null; invited?: number | undefined } } | null;
    kind: MessageKind;
    source: string | null;
    confidence: number | null;
    answeredBy: 'engine' | 'model' | null;
    flaggedThreshold?: number | null;
  };
  /** STOP: no automatic message is sent to this guest any more. */
  optOutGuestId?: number;
  /** An answer to the invitation, recorded on the guest. */
  rsvp?: { guestId: number; answer: Rsvp };
  /** « OUBLIE-MOI »: the guest and everything they wrote to this wedding are erased; nothing is stored. */
  forget?: { guestId: number; weddingId: number };
};

export async function answerGuestMessage({
  db,
  config,
  form,
  now = new Date(),
  assistant = (tx) => createAnswerGuest({ db: tx, config }),
}: AnswerGuestMessageOptions): Promise<GuestMessageOutcome> {
  const message: InboundMessage = { sid: form.MessageSid, from: form.From, body: form.Body, profileName: form.ProfileName };
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(processedWebhookEvents)
      .values({ provider: PROVIDER, eventId: message.sid, result: null })
      .onConflictDoNothing()
      .returning({ eventId: processedWebhookEvents.eventId });
    // Already handled, or being handled by a concurrent delivery (the insert waited for it to commit).
    if (!claimed) return { reply: await storedReply(tx, message.sid) };

    const exchange = await decide({ db: tx, message, answer: assistant(tx), now });
    await storeExchange(tx, message, exchange, now);
    await tx
      .update(processedWebhookEvents)
      .set({ result: { reply: exchange.reply } })
      .where(and(eq(processedWebhookEvents.provider, PROVIDER), eq(processedWebhookEvents.eventId, message.sid)));
    return { reply: exchange.reply };
  });
}

async function storeExchange(tx: Database, message: InboundMessage, exchange: Exchange, now: Date): Promise<void> {
  if (exchange.forget) await forgetGuest(tx, exchange.forget);
  if (exchange.optOutGuestId) await tx.update(guests).set({ optedOut: true }).where(eq(guests.id, exchange.optOutGuestId));
  if (exchange.rsvp) await recordRsvp(tx, exchange.rsvp.guestId, exchange.rsvp.answer, now);
  const record = exchange.record;
  if (!record) return;
  const { wedding } = record;
  if (record.guest === null) {
    await tx.insert(messages).values({ weddingId: wedding.id, guestId: null, message: '', response: null, messageType: 'incoming', kind: record.kind, timestamp: now });
    return;
  }
  const guestId = 'id' in record.guest ? record.guest.id : await bindGuest(tx, wedding, message.from, record.guest.bind, now);
  await tx.insert(messages).values({
    weddingId: wedding.id,
    guestId,
    message: message.body,
    response: exchange.reply,
    messageType: 'incoming',
    kind: record.kind,
    answerSource: record.source,
    confidence: record.confidence,
    answeredBy: record.answeredBy,
    flaggedThreshold: record.flaggedThreshold ?? null,
    providerMessageId: message.sid,
    timestamp: now,
  });
  await tx
    .update(guests)
    .set({ lastInteraction: now, messageCount: sql`${guests.messageCount} + 1` })
    .where(eq(guests.id, guestId));
  const [guestTotal] = await tx.select({ n: count() }).from(guests).where(connectedGuestsOf(wedding.id));
  await tx
    .update(weddings)
    .set({
      messageCount: sql`${weddings.messageCount} + 1`,
      guestCount: guestTotal?.n ?? 0,
      // Only real questions use the free trial's quota.
      ...(record.kind === 'question' && wedding.isTrialMode ? { trialQuestionsUsed: sql`${weddings.trialQuestionsUsed} + 1` } : {}),
    })
    .where(eq(weddings.id, wedding.id));
}

async function storedReply(db: Database, sid: string): Promise<string | null> {
  const [row] = await db
    .select({ result: processedWebhookEvents.result })
    .from(processedWebhookEvents)
    .where(and(eq(processedWebhookEvents.provider, PROVIDER), eq(processedWebhookEvents.eventId, sid)))
    .limit(1);
  const reply = (row?.result as { reply?: unknown } | null | undefined)?.reply;
  return typeof reply === 'string' ? reply : null;
}

/** What to answer and what to store; reads only. */
async function decide({ db, message, answer, now }: { db: Database; message: InboundMessage; answer: AnswerGuest; now: Date }): Promise<Exchange> {
  const start = START_PATTERN.exec(message.body);
  if (start) return joinWedding(db, message, start[1]!.toLowerCase(), now);

  const binding = await currentBinding(db, message.from);
  // Before anything else is answered or stored: a guest asking to be forgotten is, whatever the wedding's state.
  const forgetLanguage = detectForgetRequest(message.body);
  if (forgetLanguage) {
    const reply = t(FORGOTTEN_REPLY[forgetLanguage]);
    return binding
      ? {
          reply,
          forget: { guestId: binding.guest.id, weddingId: binding.wedding.id },
          record: { wedding: binding.wedding, guest: null, kind: 'forget', source: null, confidence: null, answeredBy: null },
        }
      : { reply };
  }
  if (!binding) return { reply: t('wa.notBound') };
  const { wedding, guest } = binding;
  const system = (reply: string): Exchange => ({
    reply,
    record: { wedding, guest: { id: guest.id }, kind: 'system', source: null, confidence: null, answeredBy: null },
  });

  if (STOP_PATTERN.test(message.body)) {
    return { reply: t('wa.optedOut'), record: { wedding, guest: { id: guest.id }, kind: 'stop', source: null, confidence: null, answeredBy: null }, optOutGuestId: guest.id };
  }
  const reason = unavailabilityReason(wedding, now);
  if (reason) return system(t(reason));
  if (!message.body.trim()) return { reply: t('wa.empty') };
  const rsvp = readRsvp(message.body);
  if (rsvp) return answerRsvp({ db, wedding, guest, text: message.body, rsvp, answer, now });
  if (trialQuotaReached(wedding)) return system(t('wa.trialQuotaReached'));

  const asked = await askAssistant({ db, wedding, text: message.body, answer, now });
  return { reply: asked.reply, record: { wedding, guest: { id: guest.id }, ...asked.record } };
}

/** The assistant's reply to a message, and how it is stored: a question (answered or not), or small talk. */
async function askAssistant({ db, wedding, text, answer, now }: { db: Database; wedding: WeddingRow; text: string; answer: AnswerGuest; now: Date }) {
  const weddingFaqs = await db.select().from(faqs).where(eq(faqs.weddingId, wedding.id)).orderBy(asc(faqs.id));
  const result = await answer({ wedding, faqs: weddingFaqs, text, now });
  const isQuestion = result.kind === 'answer' || result.kind === 'unknown';
  return {
    reply: result.reply,
    record: {
      kind: isQuestion ? ('question' as const) : ('smalltalk' as const),
      source: isQuestion && result.answered ? result.source : null,
      confidence: result.confidence,
      answeredBy: isQuestion && result.answered ? result.answeredBy : null,
      // Flagged when sent, with that moment's threshold: later settings never change it.
      flaggedThreshold: isQuestion && result.answered && result.flagged ? (result.threshold ?? null) : null,
    },
  };
}

/**
 * « On sera 2 ! Il y a un parking ? »: the answer is recorded and confirmed in one sentence (until the wedding's RSVP
 * deadline), and what the message also asks gets the assistant's answer after it.
 */
async function answerRsvp({ db, wedding, guest, text, rsvp, answer, now }: { db: Database; wedding: WeddingRow; guest: { id: number }; text: string; rsvp: Rsvp; answer: AnswerGuest; now: Date }): Promise<Exchange> {
  const language = detectLanguage(text, splitWords(foldText(text)));
  const couple = { bride: wedding.brideName, groom: wedding.groomName };
  const closed = rsvpDeadlinePassed(wedding.rsvpDeadline, now);
  const lines = [closed ? rsvpClosed(couple, language, wedding.rsvpDeadline!) : rsvpConfirmation({ ...rsvp, diet: rsvp.diet !== null }, couple, language, wedding.rsvpDeadline)];
  // The whole message goes to the assistant: « je suis végane, il y aura de quoi manger ? » asks about a vegan meal.
  const asked = rsvp.asked && !trialQuotaReached(wedding) ? await askAssistant({ db, wedding, text, answer, now }) : null;
  if (asked) lines.push(asked.reply);
  // A question asked with the answer counts as a question; the answer alone is an RSVP, no question.
  const record = asked?.record.kind === 'question' ? asked.record : { kind: 'rsvp' as const, source: null, confidence: null, answeredBy: null };
  return {
    reply: lines.join('\n'),
    record: { wedding, guest: { id: guest.id }, ...record },
    ...(closed ? {} : { rsvp: { guestId: guest.id, answer: rsvp } }),
  };
}

/** `<weddingId>-<token>` of a personal link, or the plain `<weddingId>`. */
const PERSONAL_START = new RegExp(`^(.+)-([a-z2-9]{${INVITE_TOKEN_LENGTH}})$`);

/**
 * `start-<weddingId>`: this phone will talk to that wedding (its latest start wins) once the exchange is stored.
 * `start-<weddingId>-<token>` (a guest's personal link) binds the conversation to that guest of the couple's list.
 */
async function joinWedding(db: Database, message: InboundMessage, publicId: string, now: Date): Promise<Exchange> {
  let [wedding] = await db.select().from(weddings).where(eq(weddings.weddingId, publicId)).limit(1);
  let invited: number | undefined;
  const personal = wedding ? null : PERSONAL_START.exec(publicId);
  if (personal) {
    [wedding] = await db.select().from(weddings).where(eq(weddings.weddingId, personal[1]!)).limit(1);
    const [guest] = wedding ? await db.select({ id: guests.id }).from(guests).where(and(eq(guests.weddingId, wedding.id), eq(guests.inviteToken, personal[2]!))) : [];
    invited = guest?.id;
  }
  if (!wedding) return { reply: t('wa.unknownWedding') };
  const profileName = message.profileName?.trim().slice(0, 100) || null;
  const reason = unavailabilityReason(wedding, now);
  const reply = reason ? t(reason) : welcomeMessage({ wedding });
  return { reply, record: { wedding, guest: { bind: { profileName, invited } }, kind: 'join', source: null, confidence: null, answeredBy: null } };
}

async function bindGuest(db: Database, wedding: WeddingRow, phone: string, { profileName, invited }: { profileName: string | null; invited?: number | undefined }, now: Date) {
  if (invited) {
    // The guest the link was made for writes from another phone than the list says: unless that phone is already a
    // guest of this wedding, the listed guest takes it (the number the couple had was old or mistyped). A household's
    // link opened by a second member, once the first has written, makes that member a guest of the same household.
    const [own] = await db.select({ id: guests.id }).from(guests).where(and(eq(guests.weddingId, wedding.id), eq(guests.phoneNumber, phone)));
    const [listed] = await db.select({ boundAt: guests.boundAt, phone: guests.phoneNumber, household: guests.household }).from(guests).where(eq(guests.id, invited));
    const takesIt = listed && (!isConnected(listed) || listed.phone === phone);
    if ((!own || own.id === invited) && takesIt) {
      await db.update(guests).set({ phoneNumber: phone, boundAt: now, ...(profileName ? { firstName: profileName } : {}) }).where(eq(guests.id, invited));
      return invited;
    }
    if (!own && listed?.household) {
      const [member] = await db.insert(guests).values({ weddingId: wedding.id, phoneNumber: phone, firstName: profileName, household: listed.household, boundAt: now }).returning({ id: guests.id });
      return member!.id;
    }
  }
  const [guest] = await db
    .insert(guests)
    .values({ weddingId: wedding.id, phoneNumber: phone, firstName: profileName, boundAt: now })
    .onConflictDoUpdate({
      target: [guests.weddingId, guests.phoneNumber],
      set: { boundAt: now, ...(profileName ? { firstName: profileName } : {}) },
    })
    .returning({ id: guests.id });
  return guest!.id;
}

async function currentBinding(db: Database, phone: string) {
  const [row] = await db
    .select({ guest: guests, wedding: weddings })
    .from(guests)
    .innerJoin(weddings, eq(weddings.id, guests.weddingId))
    .where(and(eq(guests.phoneNumber, phone), connected))
    .orderBy(desc(guests.boundAt), desc(guests.id))
    .limit(1);
  return row ?? null;
}
