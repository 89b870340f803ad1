// One guest's WhatsApp message, from Twilio's parsed form to the reply to send: the use case the webhook route
// calls. The MessageSid is claimed first (a row committed at once, alongside the read of the guest's binding), so
// nothing is answered twice: a concurrent delivery of the same message waits for the first one's reply and
// replays it instead of asking the assistant again; a claim whose handler died expires after CLAIM_LEASE_MS. A
// failure before the exchange is stored gives the claim back, so Twilio's retry finds the message new.
// The exchange is then written by one statement (the reply kept for replays, the message, the guest's last
// interaction): a guest message never updates the wedding's row, whose counters are read from the messages
// (weddings/wedding-counters.ts), so a burst of guests of one wedding never waits on one row lock. A question costs
// four round trips: claim and binding together, the FAQs with the guest's invitation, the assistant's settings, the
// write. Joining, STOP,
// RSVPs and « oublie-moi » write several tables and keep a transaction.
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs, guests, messages, processedWebhookEvents, weddings } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import type { TTwilioInbound } from '../../shared/schemas/whatsapp.ts';
import { START_PREFIX } from '../../shared/whatsapp-link.ts';
import { welcomeMessage } from '../assistant/welcome-message.ts';
import { forgetGuest } from '../privacy/forget-guest.ts';
import { detectForgetEverywhereRequest, detectForgetRequest } from '../privacy/forget-request.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { trialQuotaReached, unavailabilityReason } from '../weddings/wedding-status.ts';
import { createAnswerGuest, type CreateAnswerGuestOptions } from './create-answer-guest.ts';
import type { AnswerGuest, InboundMessage, MessageKind } from './types.ts';
import { connected, isConnected } from '../guests/connected.ts';
import { INVITE_TOKEN_LENGTH } from '../weddings/generate-wedding-id.ts';
import { householdHasAnswered, recordRsvp, rsvpDeadlinePassed } from '../guests/record-rsvp.ts';
import { detectLanguage } from '../assistant/detect-language.ts';
import { foldText, splitWords } from '../assistant/normalize-text.ts';
import { readRsvp, rsvpOf, type Rsvp } from '../assistant/rsvp/read-rsvp.ts';
import { householdAnswerOf } from '../guests/household-answer-of.ts';
import { partySizeKept } from '../guests/household-answer.ts';
import { loadGuestInvitation } from './load-guest-invitation.ts';
import { rsvpClosed, rsvpConfirmation } from '../assistant/rsvp/rsvp-replies.ts';
import {
  changeQuestion,
  changesCountUnsaid,
  followUpQuestion,
  pendingChangeOf,
  pendingRsvpOf,
  readChange,
  readFollowUp,
  ZPendingChange,
  ZPendingRsvp,
  type PendingChange,
  type PendingRsvp,
} from '../assistant/rsvp/follow-up.ts';
import type { Language } from '../assistant/detect-language.ts';
import type { AnswerTrace, Choice } from '../assistant/types.ts';
import { pendingChoiceOf, pickOption, typedOptionNumber, type PendingChoice } from './pending-choice.ts';
import { notifyOpenQuestion } from '../inbox/notify-open-question.ts';
import { bindInvitedGuest } from './bind-invited-guest.ts';
import {
  answerBeyondSeats,
  askInvitationStatus,
  OPEN_SEATS,
  type InvitationState,
  type InvitationTurn,
} from './invitation-conversation.ts';
import { loadInvitationHousehold } from './invitation-household.ts';
import { ensureHouseholdOf } from '../guests/ensure-household.ts';
import { askUnreadAnswer, invitationTurn } from './invitation-turn.ts';
import type { SiteConfig } from '../inbox/inbox-url.ts';

type GuestRow = typeof guests.$inferSelect;

const PROVIDER = 'twilio';
const START_PATTERN = new RegExp(`^\\s*${START_PREFIX}([a-z0-9-]{4,64})\\s*$`, 'i');
const STOP_PATTERN = /^\s*(stop|arr[eê]t|arreter|arrêter|unsubscribe)\s*[.!]?\s*$/i;
const NO_CHOICE_PENDING = {
  fr: 'wa.noChoicePending.fr',
  en: 'wa.noChoicePending.en',
  es: 'wa.noChoicePending.es',
} as const;
const FORGOTTEN_REPLY = { fr: 'wa.forgotten.fr', en: 'wa.forgotten.en', es: 'wa.forgotten.es' } as const;
const FORGOTTEN_OTHERS = {
  fr: 'wa.forgotten.others.fr',
  en: 'wa.forgotten.others.en',
  es: 'wa.forgotten.others.es',
} as const;
const FORGOTTEN_EVERYWHERE = {
  fr: 'wa.forgottenEverywhere.fr',
  en: 'wa.forgottenEverywhere.en',
  es: 'wa.forgottenEverywhere.es',
} as const;
const FORGOTTEN_NOWHERE = {
  fr: 'wa.forgottenEverywhere.none.fr',
  en: 'wa.forgottenEverywhere.none.en',
  es: 'wa.forgottenEverywhere.none.es',
} as const;
/** A claim still without its reply after this long belongs to a handler that died (Twilio waits 15 s at most). */
export const CLAIM_LEASE_MS = 30_000;
/** The claim's `result` while its message is being answered. */
const IN_PROGRESS = { inProgress: true } as const;
/** How a concurrent delivery waits for the first one's reply: polled, and no longer than Twilio waits for ours. */
const REPLAY_POLL_MS = 100;
const REPLAY_WAIT_MS = 10_000;

export type AnswerGuestMessageOptions = {
  db: Database;
  /** The site's address (when given) links the couple's e-mail about a question the assistant could not answer. */
  config: CreateAnswerGuestOptions['config'] & SiteConfig;
  /** Twilio's form, signature checked and parsed (ZTwilioInbound). */
  form: TTwilioInbound;
  now?: Date;
  /** The assistant, reading through the database it is given: the configured one unless a test says otherwise. */
  assistant?: (db: Database) => AnswerGuest;
};

/**
 * The reply to send, or null for a redelivery whose stored reply was erased (« oublie-moi »): the guest had
 * their answer the first time. The same MessageSid twice gives the same reply and stores one exchange.
 */
export type GuestMessageOutcome = {
  reply: string | null;
  /** Numbered choices just offered: the webhook also sends them as quick-reply buttons when Twilio is configured. */
  choices?: { to: string; options: Pick<Choice, 'label' | 'button'>[]; language: Language; intro?: string };
};

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
    trace?: AnswerTrace | null;
    /** The confidence threshold of the moment an answer went out under it (auto-moderation off): flagged for review. */
    flaggedThreshold?: number | null;
  };
  /** The choice (or the RSVP follow-up) the conversation now waits on; null clears the one it waited on. */
  pendingChoice?: PendingChoice | PendingRsvp | PendingChange | InvitationState | null;
  /** Quick-reply buttons of the invitation's conversation, sent after the reply. */
  buttons?: { intro: string; titles: string[]; language: Language } | null;
  /** The guest picked a choice: the question that offered it is answered after all. */
  resolvesChoice?: boolean;
  /** STOP: no automatic message is sent to this guest any more. */
  optOutGuestId?: number;
  /** An answer to the invitation, recorded on the guest. */
  rsvp?: { guestId: number; answer: Rsvp; partIds?: number[] };
  /** « OUBLIE-MOI » (this wedding) or « OUBLIE-MOI PARTOUT » (each one): these guests and everything they wrote are
   * erased; nothing is stored. */
  forget?: { guestId: number; weddingId: number }[];
};

export async function answerGuestMessage({
  db,
  config,
  form,
  now = new Date(),
  assistant = (reader) => createAnswerGuest({ db: reader, config }),
}: AnswerGuestMessageOptions): Promise<GuestMessageOutcome> {
  // A tapped button sends its title as the text, or nothing but the payload.
  const body = form.Body.trim() ? form.Body : (form.ButtonText ?? '');
  const message: InboundMessage = {
    sid: form.MessageSid,
    from: form.From,
    body,
    profileName: form.ProfileName,
    buttonPayload: form.ButtonPayload,
  };
  // One round trip: the claim and the phone's binding, read whatever the claim's outcome.
  const [claimed, current] = await Promise.all([claimMessage(db, message.sid), currentBinding(db, message.from)]);
  // Already handled, or being handled by a concurrent delivery: its reply.
  if (!claimed) return { reply: await storedReply(db, message.sid) };
  try {
    // A listed guest answering the invitation the couple sent them, before ever writing.
    const binding = current ?? (await bindInvitedGuest(db, message.from, now));
    const exchange = await decide({ db, message, answer: assistant(db), now, binding });
    const storedId = await storeExchange(db, message, exchange, now);
    // A question the guest is still choosing a subject for is not the couple's yet (the inbox lists it if never picked).
    const offered = exchange.pendingChoice && 'options' in exchange.pendingChoice ? exchange.pendingChoice : null;
    if (storedId && !offered) await notifyOpenQuestion({ db, config, messageId: storedId });
    if (exchange.buttons)
      return {
        reply: exchange.reply,
        choices: {
          to: message.from,
          options: exchange.buttons.titles.map((label) => ({ label })),
          language: exchange.buttons.language,
          intro: exchange.buttons.intro,
        },
      };
    return offered
      ? { reply: exchange.reply, choices: { to: message.from, options: offered.options, language: offered.language } }
      : { reply: exchange.reply };
  } catch (error) {
    await releaseClaim(db, message.sid);
    throw error;
  }
}

const claimOf = (sid: string) =>
  and(eq(processedWebhookEvents.provider, PROVIDER), eq(processedWebhookEvents.eventId, sid));

/** The MessageSid's claim, committed at once; taken over when a handler that died left it in progress. */
async function claimMessage(db: Database, sid: string): Promise<boolean> {
  const [claimed] = await db
    .insert(processedWebhookEvents)
    .values({ provider: PROVIDER, eventId: sid, result: IN_PROGRESS })
    .onConflictDoUpdate({
      target: [processedWebhookEvents.provider, processedWebhookEvents.eventId],
      set: { receivedAt: sql`now()` },
      setWhere: and(
        sql`${processedWebhookEvents.result} = ${JSON.stringify(IN_PROGRESS)}::jsonb`,
        lt(processedWebhookEvents.receivedAt, sql`now() - make_interval(secs => ${CLAIM_LEASE_MS / 1000})`),
      ),
    })
    .returning({ eventId: processedWebhookEvents.eventId });
  return Boolean(claimed);
}

async function releaseClaim(db: Database, sid: string): Promise<void> {
  await db
    .delete(processedWebhookEvents)
    .where(and(claimOf(sid), sql`${processedWebhookEvents.result} = ${JSON.stringify(IN_PROGRESS)}::jsonb`));
}

/** The stored message's id, when one is stored. */
async function storeExchange(
  db: Database,
  message: InboundMessage,
  exchange: Exchange,
  now: Date,
): Promise<number | null> {
  const result = JSON.stringify({ reply: exchange.reply });
  const record = exchange.record;
  if (
    !exchange.forget &&
    !exchange.optOutGuestId &&
    !exchange.rsvp &&
    (!record || (record.guest && 'id' in record.guest))
  ) {
    // The usual exchange, in one statement: the reply kept for replays, the message, the guest's last interaction.
    const written = await db.execute(sql`
      with done as (update ${processedWebhookEvents} set result = ${result}::jsonb where provider = ${PROVIDER}::text and event_id = ${message.sid}::text returning event_id)
      ${record?.guest && 'id' in record.guest ? exchangeRows(message, exchange, record, record.guest.id, now) : sql``}
      ${record?.guest && 'id' in record.guest ? sql`select id from stored` : sql`select null as id from done`}`);
    return storedIdOf(written);
  }
  return db.transaction(async (tx) => {
    for (const guest of exchange.forget ?? []) await forgetGuest(tx, guest);
    if (exchange.optOutGuestId)
      await tx.update(guests).set({ optedOut: true }).where(eq(guests.id, exchange.optOutGuestId));
    if (exchange.rsvp)
      await recordRsvp(tx, exchange.rsvp.guestId, exchange.rsvp.answer, now, { partIds: exchange.rsvp.partIds });
    let stored: number | null = null;
    if (record?.guest === null) {
      // « OUBLIE-MOI »'s trace: that the wedding was asked, and nothing of who or what.
      await tx.insert(messages).values({
        weddingId: record.wedding.id,
        guestId: null,
        message: '',
        response: null,
        messageType: 'incoming',
        kind: record.kind,
        timestamp: now,
      });
    } else if (record) {
      const guestId =
        'id' in record.guest
          ? record.guest.id
          : await bindGuest(tx, record.wedding, message.from, record.guest.bind, now);
      stored = storedIdOf(
        await tx.execute(
          sql`with done as (select 1) ${exchangeRows(message, exchange, record, guestId, now)} select id from stored`,
        ),
      );
    }
    await tx
      .update(processedWebhookEvents)
      .set({ result: { reply: exchange.reply } })
      .where(claimOf(message.sid));
    return stored;
  });
}

/** The id a write's final `select id from stored` returned (drivers differ: `rows`, or the rows themselves). */
function storedIdOf(written: unknown): number | null {
  const rows = (written as { rows?: { id?: unknown }[] }).rows ?? (written as { id?: unknown }[]);
  const id = Array.isArray(rows) ? rows[0]?.id : null;
  return id === null || id === undefined ? null : Number(id);
}

/**
 * The rows of a stored exchange, as `, name as (…)` parts of a statement that has a `done` part: the message, the
 * guest's last interaction and count, and the free trial's question count (a trial wedding's only: a paid
 * wedding's row is never touched by its guests).
 */
function exchangeRows(
  message: InboundMessage,
  exchange: Exchange,
  record: NonNullable<Exchange['record']>,
  guestId: number,
  now: Date,
) {
  const at = now.toISOString();
  const trialQuestion = record.kind === 'question' && record.wedding.isTrialMode;
  const trace = record.trace ? JSON.stringify(record.trace) : null;
  // The pending choice is set, cleared (null) or left as it is (undefined).
  const pending =
    exchange.pendingChoice === undefined
      ? sql`pending_choice`
      : sql`${exchange.pendingChoice === null ? null : JSON.stringify(exchange.pendingChoice)}::jsonb`;
  return sql`, stored as (
      insert into ${messages} (wedding_id, guest_id, message, response, message_type, kind, answer_source, confidence, answered_by, trace, flagged_threshold, provider_message_id, timestamp)
      select ${record.wedding.id}::int, ${guestId}::int, ${message.body}::text, ${exchange.reply}::text, 'incoming'::message_type, ${record.kind}::message_kind,
        ${record.source}::text, ${record.confidence}::real, ${record.answeredBy}::answered_by, ${trace}::jsonb, ${record.flaggedThreshold ?? null}::real, ${message.sid}::text, ${at}::timestamptz
      from done returning id
    ), touched as (
      update ${guests} set last_interaction = ${at}::timestamptz, message_count = message_count + 1, pending_choice = ${pending}
      where id = ${guestId}::int and exists (select 1 from done) returning id
    )${
      exchange.resolvesChoice
        ? sql`, resolved as (
      -- The guest picked a choice: the question that offered it (their latest one left without an answer) is answered.
      update ${messages} set resolved_at = ${at}::timestamptz
      where id = (select id from ${messages} where guest_id = ${guestId}::int and kind = 'question' and answer_source is null and resolved_at is null
        order by timestamp desc, id desc limit 1) and exists (select 1 from done) returning id
    )`
        : sql``
    }${
      trialQuestion
        ? sql`, counted as (
      update ${weddings} set trial_questions_used = trial_questions_used + 1
      where id = ${record.wedding.id}::int and exists (select 1 from done) returning id
    )`
        : sql``
    }`;
}

/** The reply stored for this MessageSid, waiting while a concurrent delivery is still answering it. */
async function storedReply(db: Database, sid: string): Promise<string | null> {
  for (let waited = 0; ; waited += REPLAY_POLL_MS) {
    const [row] = await db
      .select({ result: processedWebhookEvents.result })
      .from(processedWebhookEvents)
      .where(claimOf(sid))
      .limit(1);
    const result = row?.result as { reply?: unknown; inProgress?: unknown } | null | undefined;
    if (result?.inProgress && waited < REPLAY_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
      continue;
    }
    return typeof result?.reply === 'string' ? result.reply : null;
  }
}

type Binding = Awaited<ReturnType<typeof currentBinding>>;

/** What to answer and what to store; reads only. */
async function decide({
  db,
  message,
  answer,
  now,
  binding,
}: {
  db: Database;
  message: InboundMessage;
  answer: AnswerGuest;
  now: Date;
  binding: Binding;
}): Promise<Exchange> {
  const start = START_PATTERN.exec(message.body);
  if (start) return joinWedding(db, message, start[1]!.toLowerCase(), now);

  // Before anything else is answered or stored: a guest asking to be forgotten is, whatever the wedding's state.
  const everywhere = detectForgetEverywhereRequest(message.body);
  if (everywhere) {
    const written = await weddingsWrittenTo(db, message.from);
    const weddingNames = written.map((w) => w.name).join(', ');
    if (!written.length) return { reply: t(FORGOTTEN_NOWHERE[everywhere]) };
    return {
      reply: t(FORGOTTEN_EVERYWHERE[everywhere], { weddings: weddingNames }),
      forget: written.map(({ guestId, weddingId }) => ({ guestId, weddingId })),
    };
  }
  const forgetLanguage = detectForgetRequest(message.body);
  if (forgetLanguage) {
    const reply = t(FORGOTTEN_REPLY[forgetLanguage]);
    if (!binding) return { reply };
    // The same number may have written to other weddings: the reply says so and how to be erased from them too.
    const others = (await weddingsWrittenTo(db, message.from)).filter((w) => w.weddingId !== binding.wedding.id);
    const offer = others.length
      ? ` ${t(FORGOTTEN_OTHERS[forgetLanguage], { weddings: others.map((w) => w.name).join(', ') })}`
      : '';
    return {
      reply: `${reply}${offer}`,
      forget: [{ guestId: binding.guest.id, weddingId: binding.wedding.id }],
      record: {
        wedding: binding.wedding,
        guest: null,
        kind: 'forget',
        source: null,
        confidence: null,
        answeredBy: null,
      },
    };
  }
  if (!binding) return { reply: t('wa.notBound') };
  const { wedding, guest } = binding;
  const system = (reply: string) => systemExchange(wedding, guest.id, reply);

  if (STOP_PATTERN.test(message.body)) {
    return {
      reply: t('wa.optedOut'),
      record: { wedding, guest: { id: guest.id }, kind: 'stop', source: null, confidence: null, answeredBy: null },
      optOutGuestId: guest.id,
    };
  }
  const reason = unavailabilityReason(wedding, now);
  if (reason) return system(t(reason));
  if (!message.body.trim() && !message.buttonPayload) return { reply: t('wa.empty') };
  const exchange = await answerBound({ db, wedding, guest, message, answer, now });
  // Any other message than a pick leaves the choice behind: the guest moved on.
  return guest.pendingChoice && exchange.pendingChoice === undefined ? { ...exchange, pendingChoice: null } : exchange;
}

/** A reply of the assistant's own (opted out, unavailable, quota), stored as a system message. */
function systemExchange(wedding: WeddingRow, guestId: number, reply: string): Exchange {
  return {
    reply,
    record: { wedding, guest: { id: guestId }, kind: 'system', source: null, confidence: null, answeredBy: null },
  };
}

/** A guest of a wedding that answers: the pick of a pending choice, an answer to the invitation, or a question. */
async function answerBound({
  db,
  wedding,
  guest,
  message,
  answer,
  now,
}: {
  db: Database;
  wedding: WeddingRow;
  guest: GuestRow;
  message: InboundMessage;
  answer: AnswerGuest;
  now: Date;
}): Promise<Exchange> {
  const system = (reply: string) => systemExchange(wedding, guest.id, reply);
  // The invitation's conversation (its buttons, then a count per part, the diet, the confirmation) comes first.
  const invitation = await invitationTurn({ db, wedding, guest, message, now });
  if (invitation?.kind === 'reply') return invitationExchange(wedding, guest, invitation);
  const picked = pickOption(guest.pendingChoice, message.body, message.buttonPayload, now);
  if (picked !== null) {
    const option = (guest.pendingChoice as PendingChoice).options[picked]!;
    const source = option.sources[0] ?? null;
    return {
      reply: option.reply,
      record: {
        wedding,
        guest: { id: guest.id },
        kind: 'question',
        source,
        confidence: option.confidence,
        answeredBy: 'engine',
        trace: {
          outcome: 'answer',
          subjects: [],
          candidates: [{ source: source ?? '', label: option.label, confidence: option.confidence }],
        },
      },
      pendingChoice: null,
      resolvesChoice: true,
    };
  }
  // The count the guest confirms (« 1 » after « je note 12 personnes à la place ? »).
  const changed = readChange(guest.pendingChoice, message.body, now);
  if (changed) {
    const { language } = ZPendingChange.parse(guest.pendingChoice);
    return answerRsvp({
      db,
      wedding,
      guest,
      text: message.body,
      rsvp: changed,
      answer,
      now,
      language,
      confirmed: true,
    });
  }
  // The answer to the RSVP follow-up asked last (« Combien serez-vous en tout ? » → « 3 »), else the message read alone.
  const followed = readFollowUp(guest.pendingChoice, message.body, now);
  const rsvp = followed ?? readRsvp(message.body);
  if (rsvp)
    return answerRsvp({
      db,
      wedding,
      guest,
      text: message.body,
      rsvp,
      answer,
      now,
      language: followed ? ZPendingRsvp.parse(guest.pendingChoice).language : undefined,
      // A count given to the question asked (« Combien serez-vous en tout ? ») is no change to confirm.
      confirmed: Boolean(followed),
    });
  // « 2 » with no choice waiting: said so, rather than passed on to the couple as a message.
  const typed = typedOptionNumber(message.body);
  if (typed !== null) return system(t(NO_CHOICE_PENDING[guest.language ?? 'fr'], { n: typed }));
  if (trialQuotaReached(wedding)) return system(t('wa.trialQuotaReached'));

  const asked = await askAssistant({ db, wedding, guestId: guest.id, text: message.body, answer, now });
  // What no fact answers and that asks nothing, from a guest whose household has not answered, may be their answer
  // in words the reader does not know: passed on to the couple as it is, and the invitation's question asked.
  const unread = asked.statementHandedOver ? await askUnreadAnswer({ db, wedding, guest, message, now }) : null;
  if (unread?.kind === 'reply')
    return {
      reply: [asked.reply, unread.reply].join('\n'),
      record: { wedding, guest: { id: guest.id }, ...asked.record },
      pendingChoice: unread.pending,
      buttons: unread.buttons && unread.pending ? { ...unread.buttons, language: unread.pending.language } : null,
    };
  return {
    reply: asked.reply,
    record: { wedding, guest: { id: guest.id }, ...asked.record },
    // A question asked in the middle of the invitation's conversation leaves its step waiting.
    ...(asked.pendingChoice
      ? { pendingChoice: asked.pendingChoice }
      : invitation
        ? { pendingChoice: guest.pendingChoice as InvitationState }
        : {}),
  };
}

/** A turn of the invitation's conversation, stored as an answer to the invitation. */
function invitationExchange(
  wedding: WeddingRow,
  guest: GuestRow,
  turn: Extract<InvitationTurn, { kind: 'reply' }>,
): Exchange {
  return {
    reply: turn.reply,
    record: { wedding, guest: { id: guest.id }, kind: 'rsvp', source: null, confidence: null, answeredBy: null },
    pendingChoice: turn.pending,
    buttons: turn.buttons && turn.pending ? { ...turn.buttons, language: turn.pending.language } : null,
    ...(turn.record ? { rsvp: { guestId: guest.id, ...turn.record } } : {}),
  };
}

/** The assistant's reply to a message, and how it is stored: a question (answered or not), or small talk. */
async function askAssistant({
  db,
  wedding,
  guestId,
  text,
  answer,
  now,
}: {
  db: Database;
  wedding: WeddingRow;
  guestId: number | null;
  text: string;
  answer: AnswerGuest;
  now: Date;
}) {
  // One round trip: the FAQs and, beside them, what the guest's invitation says.
  const [weddingFaqs, invitation] = await Promise.all([
    db.select().from(faqs).where(eq(faqs.weddingId, wedding.id)).orderBy(asc(faqs.id)),
    guestId === null ? null : loadGuestInvitation(db, wedding.id, guestId),
  ]);
  const result = await answer({ wedding, faqs: weddingFaqs, text, now, guest: invitation });
  const isQuestion = result.kind === 'answer' || result.kind === 'unknown' || result.kind === 'choice';
  return {
    reply: result.reply,
    /** Handed over to the couple, and asking nothing: maybe an answer to the invitation the reader could not read. */
    statementHandedOver: result.kind === 'unknown' && result.statement === true,
    record: {
      kind: isQuestion ? ('question' as const) : ('smalltalk' as const),
      source: isQuestion && result.answered ? result.source : null,
      confidence: result.confidence,
      answeredBy: isQuestion && result.answered ? result.answeredBy : null,
      trace: result.trace ?? null,
      // Flagged when sent, with that moment's threshold: later settings never change it.
      flaggedThreshold: isQuestion && result.answered && result.flagged ? (result.threshold ?? null) : null,
    },
    pendingChoice:
      result.kind === 'choice' && result.choices && result.choices.length > 1
        ? pendingChoiceOf(result.choices, result.language ?? 'fr', now)
        : null,
  };
}

/** An answer to the invitation being handled, as both ways of replying to it read it. */
type RsvpTurn = {
  db: Database;
  wedding: WeddingRow;
  guest: GuestRow;
  text: string;
  rsvp: Rsvp;
  answer: AnswerGuest;
  now: Date;
};

/**
 * What an answer to the invitation also asks (« On sera 2 ! Il y a un parking ? »), answered by the assistant, and the
 * message as it is logged: a question asked with the answer counts as a question; the answer alone is an RSVP.
 */
async function askedAlongside({ db, wedding, guest, text, rsvp, answer, now }: RsvpTurn) {
  const asked =
    rsvp.asked && !trialQuotaReached(wedding)
      ? await askAssistant({ db, wedding, guestId: guest.id, text, answer, now })
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
 * « On sera 2 ! Il y a un parking ? »: the answer is recorded and confirmed in one sentence (until the wedding's RSVP
 * deadline), and what the message also asks gets the assistant's answer after it.
 */
async function answerRsvp(
  turn: RsvpTurn & {
    language?: Language | undefined;
    /** The guest confirmed this count: it is recorded as it is. */
    confirmed?: boolean;
  },
): Promise<Exchange> {
  const { db, wedding, guest, text, rsvp, now, confirmed = false } = turn;
  const language = turn.language ?? detectLanguage(text, splitWords(foldText(text)));
  const couple = { bride: wedding.brideName, groom: wedding.groomName };
  const closed = rsvpDeadlinePassed(wedding.rsvpDeadline, now);
  const known = await householdAnswerOf(db, guest.id);
  const beyond = closed ? null : await askWithinSeats({ ...turn, language });
  if (beyond) return beyond;
  if (!closed && !confirmed && changesCountUnsaid(known, rsvp, text))
    return confirmChange({ ...turn, language, kept: known!.partySize! });
  const lines = [
    closed
      ? rsvpClosed(couple, language, wedding.rsvpDeadline!)
      : rsvpConfirmation(
          // The number the answer leaves, as recordRsvp keeps it: the confirmation says it.
          {
            ...rsvp,
            partySize: rsvp.status === 'no' ? null : partySizeKept(rsvp.partySize, known),
            diet: rsvp.diet !== null,
          },
          couple,
          language,
          wedding.rsvpDeadline,
        ),
  ];
  // The whole message goes to the assistant: « je suis végane, il y aura de quoi manger ? » asks about a vegan meal.
  const { asked, record } = await askedAlongside(turn);
  if (asked) lines.push(asked.reply);
  // One thing missing that the household's answer does not know either (a count said before stays): only that is asked.
  const missing =
    rsvp.missing === 'partySize' ? known?.partySize == null : rsvp.missing === 'status' && known?.status == null;
  const followUp =
    !closed && missing && !asked?.pendingChoice ? pendingRsvpOf(rsvp.missing!, rsvp.status, language, now) : null;
  // Whether a guest comes is the invitation's question, numbered (and its buttons with Twilio), listed or not; a
  // listed guest's answer goes on as the invitation's conversation (its parts, its seats), another's as a follow-up.
  const invitation = followUp?.missing === 'status' ? askInvitationStatus(language, now) : null;
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
  let listed: { id: number; language: Language | null } | undefined;
  const personal = wedding ? null : PERSONAL_START.exec(publicId);
  if (personal) {
    [wedding] = await db.select().from(weddings).where(eq(weddings.weddingId, personal[1]!)).limit(1);
    [listed] = wedding
      ? await db
          .select({ id: guests.id, language: guests.language })
          .from(guests)
          .where(and(eq(guests.weddingId, wedding.id), eq(guests.inviteToken, personal[2]!)))
      : [];
  }
  const invited = listed?.id;
  if (!wedding) return { reply: t('wa.unknownWedding') };
  const profileName = message.profileName?.trim().slice(0, 100) || null;
  const reason = unavailabilityReason(wedding, now);
  // The guest list's language for a listed guest; the link's own text says nothing of anyone else's.
  const reply = reason
    ? t(reason)
    : welcomeMessage({
        wedding,
        language: listed?.language ?? 'fr',
        invitationOpen: Boolean(
          listed && !(await householdHasAnswered(db, listed.id)) && !rsvpDeadlinePassed(wedding.rsvpDeadline, now),
        ),
      });
  return {
    reply,
    record: {
      wedding,
      guest: { bind: { profileName, invited } },
      kind: 'join',
      source: null,
      confidence: null,
      answeredBy: null,
    },
  };
}

async function bindGuest(
  db: Database,
  wedding: WeddingRow,
  phone: string,
  { profileName, invited }: { profileName: string | null; invited?: number | undefined },
  now: Date,
) {
  if (invited) {
    // The guest the link was made for writes from another phone than the list says: unless that phone is already a
    // guest of this wedding, the listed guest takes it (the number the couple had was old or mistyped). A household's
    // link opened by a second member, once the first has written, makes that member a guest of the same household.
    const [own] = await db
      .select({ id: guests.id })
      .from(guests)
      .where(and(eq(guests.weddingId, wedding.id), eq(guests.phoneNumber, phone)));
    const [listed] = await db
      .select({ boundAt: guests.boundAt, phone: guests.phoneNumber, householdId: guests.householdId })
      .from(guests)
      .where(eq(guests.id, invited));
    const takesIt = listed && (!isConnected(listed) || listed.phone === phone);
    if ((!own || own.id === invited) && takesIt) {
      // The couple's first name for a listed member stays; the WhatsApp profile's fills it only when there is none.
      await db
        .update(guests)
        .set({
          phoneNumber: phone,
          boundAt: now,
          ...(profileName ? { firstName: sql`coalesce(${guests.firstName}, ${profileName})` } : {}),
        })
        .where(eq(guests.id, invited));
      return invited;
    }
    if (!own && listed?.householdId) {
      const [member] = await db
        .insert(guests)
        .values({
          weddingId: wedding.id,
          phoneNumber: phone,
          firstName: profileName,
          householdId: listed.householdId,
          boundAt: now,
        })
        .returning({ id: guests.id });
      return member!.id;
    }
  }
  const [guest] = await db
    .insert(guests)
    .values({ weddingId: wedding.id, phoneNumber: phone, firstName: profileName, boundAt: now })
    .onConflictDoUpdate({
      target: [guests.weddingId, guests.phoneNumber],
      set: {
        boundAt: now,
        ...(profileName
          ? {
              firstName: sql`case when ${guests.listed} then coalesce(${guests.firstName}, excluded.first_name) else excluded.first_name end`,
            }
          : {}),
      },
    })
    .returning({ id: guests.id });
  return guest!.id;
}

/** Every wedding this number wrote to (its connected guest rows), with the couple's names to tell the guest which. */
async function weddingsWrittenTo(db: Database, phone: string) {
  const rows = await db
    .select({ guestId: guests.id, weddingId: weddings.id, bride: weddings.brideName, groom: weddings.groomName })
    .from(guests)
    .innerJoin(weddings, eq(weddings.id, guests.weddingId))
    .where(and(eq(guests.phoneNumber, phone), connected))
    .orderBy(asc(weddings.id));
  return rows.map((row) => ({ guestId: row.guestId, weddingId: row.weddingId, name: `${row.bride} & ${row.groom}` }));
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
