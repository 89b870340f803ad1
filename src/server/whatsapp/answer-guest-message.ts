// One guest's WhatsApp message, from Twilio's parsed form to the reply to send: the use case the webhook route
// calls. The MessageSid is claimed first, alongside the read of the guest's binding (store-exchange.ts: nothing is
// answered twice); then what to answer is decided by reading only (joining, « oublie-moi », STOP, the invitation's
// conversation, a pending choice, an answer to the invitation, a question), and the exchange is written in one go.
// A guest message never updates the wedding's row, whose counters are read from the messages
// (weddings/wedding-counters.ts), so a burst of guests of one wedding never waits on one row lock. A question costs
// four round trips: claim and binding together, the FAQs with the guest's invitation, the assistant's settings, the
// write.
import type { Database } from '../../../db/client.ts';
import { t } from '../../shared/messages/index.ts';
import type { TTwilioInbound } from '../../shared/schemas/whatsapp.ts';
import { START_PREFIX } from '../../shared/whatsapp-link.ts';
import type { Language } from '../assistant/detect-language.ts';
import { readChange, readFollowUp, ZPendingChange, ZPendingRsvp } from '../assistant/rsvp/follow-up.ts';
import { approvalAlone } from '../assistant/rsvp/emoji-answer.ts';
import { readRsvp } from '../assistant/rsvp/read-rsvp.ts';
import { householdAnswerOf } from '../guests/household-answer-of.ts';
import { readsAsAnswer } from '../assistant/rsvp/status-model.ts';
import type { Choice } from '../assistant/types.ts';
import type { SiteConfig } from '../inbox/inbox-url.ts';
import { spokenLanguageOf } from '../guests/guest-language.ts';
import { usualLanguageOf } from './phone-language.ts';
import { notifyOpenQuestion } from '../inbox/notify-open-question.ts';
import { detectForgetEverywhereRequest, detectForgetRequest } from '../privacy/forget-request.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { trialQuotaReached, unavailabilityReason } from '../weddings/wedding-status.ts';
import { mediaExchange, mediaKindOf } from './media-message.ts';
import { stateReply, type StateKey } from './state-reply.ts';
import { answerRsvp } from './answer-rsvp.ts';
import { askAssistant } from './ask-assistant.ts';
import { bindListedGuest } from './bind-listed-guest.ts';
import { createAnswerGuest, type CreateAnswerGuestOptions } from './create-answer-guest.ts';
import { invitationExchange, passedOnExchange, systemExchange, type Exchange, type GuestRow } from './exchange.ts';
import type { InvitationState } from './invitation-conversation.ts';
import { askUnreadAnswer, invitationTurn } from './invitation-turn.ts';
import { claimExchange, currentBinding, joinWedding, weddingsWrittenTo, type Binding } from './join-wedding.ts';
import { startInMessage } from './start-in-message.ts';
import { pickOption, typedOptionNumber, type PendingChoice } from './pending-choice.ts';
import { claimMessage, releaseClaim, storedReply, storeExchange } from './store-exchange.ts';
import type { AnswerGuest, InboundMessage } from './types.ts';

const STOP_PATTERN = /^\s*(stop|arr[eê]t|arreter|arrêter|unsubscribe)\s*[.!]?\s*$/i;
/** Twilio's words for subscribing again after STOP. */
const START_AGAIN_PATTERN = /^\s*(start|unstop|restart)\s*[.!]?\s*$/i;
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

export async function answerGuestMessage(options: AnswerGuestMessageOptions): Promise<GuestMessageOutcome> {
  const { db, form } = options;
  const start = startInMessage(form.Body);
  if (!start?.rest) return answerOne(options);
  // « start-… c'est à quelle heure ? »: the link's text joins, then what the guest added is answered after the welcome,
  // as its own message (its own sid, so that a redelivery answers neither twice).
  const joined = await answerOne({ ...options, form: { ...form, Body: `${START_PREFIX}${start.code}` } });
  // An unknown code, or a personal link asking « Qui êtes-vous ? » first: the rest waits for the guest to write again.
  const id = (await currentBinding(db, form.From))?.wedding.weddingId;
  // The code is the wedding's, or a personal link of it (`<weddingId>-<token>`).
  const joinedIt = id !== undefined && (start.code === id || start.code.startsWith(`${id}-`));
  if (joined.choices || !joinedIt) return joined;
  const asked = await answerOne({
    ...options,
    form: { ...form, MessageSid: `${form.MessageSid}-q`, Body: start.rest },
  });
  return { reply: [joined.reply, asked.reply].filter(Boolean).join('\n\n') || null, choices: asked.choices };
}

async function answerOne({
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
    media: mediaKindOf(form.NumMedia, form.MediaContentType0),
  };
  // One round trip: the claim and the phone's binding, read whatever the claim's outcome.
  const [claimed, current] = await Promise.all([claimMessage(db, message.sid), currentBinding(db, message.from)]);
  // Already handled, or being handled by a concurrent delivery: its reply.
  if (!claimed) return { reply: await storedReply(db, message.sid) };
  try {
    // A listed guest writing (or answering the invitation) before ever opening a link.
    const binding = current ?? (await bindListedGuest(db, message.from, now));
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
  const start = startInMessage(message.body);
  if (start) return joinWedding(db, message, start.code, now);

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
  if (!binding) {
    const language = spokenLanguageOf(message.body);
    return { reply: t(language && language !== 'fr' ? `wa.notBound.${language}` : 'wa.notBound') };
  }
  const { wedding, guest } = binding;
  const system = (reply: string) => systemExchange(wedding, guest.id, reply);
  // The language of what the guest just wrote when it tells, else the one they are written to in.
  const usualLanguage = usualLanguageOf(guest, message.from);
  const inTheirWords = (key: StateKey) => stateReply(key, wedding, spokenLanguageOf(message.body) ?? usualLanguage);

  if (STOP_PATTERN.test(message.body)) {
    return {
      reply: inTheirWords('wa.optedOut'),
      record: { wedding, guest: { id: guest.id }, kind: 'stop', source: null, confidence: null, answeredBy: null },
      optOut: { guestId: guest.id, optedOut: true },
    };
  }
  if (START_AGAIN_PATTERN.test(message.body))
    return { ...system(inTheirWords('wa.optedIn')), optOut: { guestId: guest.id, optedOut: false } };
  const reason = unavailabilityReason(wedding, now);
  const written = Boolean(message.body.trim());
  // A voice note or a photo alone is passed on as well, with the assistant on or switched off.
  const mediaOnly = !written && !message.buttonPayload && message.media;
  if (mediaOnly && (!reason || reason === 'wa.botInactive'))
    return mediaExchange(wedding, guest.id, mediaOnly, usualLanguage);
  // Switched off (not yet, or for a while): what the guest writes waits in the couple's inbox, as a question no one
  // answered yet, rather than being lost.
  if (reason === 'wa.botInactive' && written)
    return passedOnExchange(wedding, guest.id, inTheirWords('wa.botInactivePassedOn'));
  if (reason) return system(inTheirWords(reason));
  if (!written && !message.buttonPayload) return { reply: inTheirWords('wa.empty') };
  const answered = await answerBound({ db, wedding, guest, message, answer, now, usualLanguage });
  // The guest's language until one message tells it (guest-language.ts): their own words, not a tapped button's.
  const spokenLanguage = guest.spokenLanguage || message.buttonPayload ? null : spokenLanguageOf(message.body);
  const exchange = spokenLanguage ? { ...answered, spokenLanguage } : answered;
  // Any other message than a pick leaves the choice behind: the guest moved on.
  return guest.pendingChoice && exchange.pendingChoice === undefined ? { ...exchange, pendingChoice: null } : exchange;
}

/** A guest of a wedding that answers: the pick of a pending choice, an answer to the invitation, or a question. */
async function answerBound({
  db,
  wedding,
  guest,
  message,
  answer,
  now,
  usualLanguage,
}: {
  db: Database;
  wedding: WeddingRow;
  guest: GuestRow;
  message: InboundMessage;
  answer: AnswerGuest;
  now: Date;
  usualLanguage: Language;
}): Promise<Exchange> {
  const system = (reply: string) => systemExchange(wedding, guest.id, reply);
  // The invitation's conversation (its buttons, then a count per part, the diet, the confirmation) comes first.
  const invitation = await invitationTurn({ db, wedding, guest, message, now });
  if (invitation?.kind === 'reply') return invitationExchange(wedding, guest, invitation);
  const picked = pickOption(guest.pendingChoice, message.body, message.buttonPayload, now);
  if (picked !== null) {
    const { options, language } = guest.pendingChoice as PendingChoice;
    const option = options[picked]!;
    // « Qui êtes-vous ? », asked when the guest opened a household's personal link (join-wedding.ts).
    const claim = await claimExchange(db, wedding, guest, option, language, message.profileName ?? null);
    if (claim) return claim;
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
      usualLanguage,
      language,
      confirmed: true,
    });
  }
  // The answer to the RSVP follow-up asked last (« Combien serez-vous en tout ? » → « 3 »), else the message read alone.
  const followed = readFollowUp(guest.pendingChoice, message.body, now);
  const read = followed ?? readRsvp(message.body);
  // « 👍 » answers the invitation only when it was put to the guest (their household's invitation or welcome): from a
  // household that has answered, or from a guest no list names (welcomed with questions to ask, never asked whether
  // they come), it acknowledges the reply before it and changes no answer (a « non » stays).
  const acknowledges =
    read &&
    !followed &&
    approvalAlone(message.body) &&
    (!guest.listed || (await householdAnswerOf(db, guest.id))?.status);
  const rsvp = acknowledges ? null : read;
  if (rsvp)
    return answerRsvp({
      db,
      wedding,
      guest,
      text: message.body,
      rsvp,
      answer,
      now,
      usualLanguage,
      language: followed ? ZPendingRsvp.parse(guest.pendingChoice).language : undefined,
      // A count given to the question asked (« Combien serez-vous en tout ? ») is no change to confirm.
      confirmed: Boolean(followed),
    });
  // « 2 » with no choice waiting: said so, rather than passed on to the couple as a message.
  const typed = typedOptionNumber(message.body);
  if (typed !== null) return system(t(NO_CHOICE_PENDING[usualLanguage], { n: typed }));
  if (trialQuotaReached(wedding))
    return system(stateReply('wa.trialQuotaReached', wedding, spokenLanguageOf(message.body) ?? usualLanguage));

  const asked = await askAssistant({
    db,
    wedding,
    guestId: guest.id,
    text: message.body,
    answer,
    now,
    usualLanguage,
  });
  // What no fact answers and that asks nothing, or what the learned status model reads as an answer, from a guest
  // whose household has not answered, may be their answer in words the reader does not know: the invitation's
  // question is asked after the assistant's reply.
  const unread =
    asked.statementHandedOver || readsAsAnswer(message.body)
      ? await askUnreadAnswer({ db, wedding, guest, message, now })
      : null;
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
