// A guest's WhatsApp message, from binding (`start-<weddingId>`) to the stored exchange and the reply to send.
// Reading and answering happen first; every write (binding, STOP, the exchange, the counters) happens in one
// transaction after the MessageSid is claimed, so a redelivered message writes nothing twice.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs, guests, messages, processedWebhookEvents, weddings } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import { START_PREFIX } from '../../shared/whatsapp-link.ts';
import { welcomeMessage } from '../assistant/welcome-message.ts';
import { forgetGuest } from '../privacy/forget-guest.ts';
import { detectForgetRequest } from '../privacy/forget-request.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import type { AnswerGuest, InboundMessage, MessageKind } from './types.ts';
import { trialQuotaReached, unavailabilityReason } from '../weddings/wedding-status.ts';

const PROVIDER = 'twilio';
const START_PATTERN = new RegExp(`^\\s*${START_PREFIX}([a-z0-9-]{4,64})\\s*$`, 'i');
const STOP_PATTERN = /^\s*(stop|arr[eê]t|arreter|arrêter|unsubscribe)\s*[.!]?\s*$/i;
const FORGOTTEN_REPLY = { fr: 'wa.forgotten.fr', en: 'wa.forgotten.en', es: 'wa.forgotten.es' } as const;

export type HandleInboundOptions = { db: Database; message: InboundMessage; answer: AnswerGuest; now?: Date };

type Exchange = {
  reply: string;
  /** Stored as a message of this wedding when set. */
  record?: {
    wedding: WeddingRow;
    /** The guest's id, or the phone to bind to the wedding first (`start-`). */
    guest: { id: number } | { bind: { profileName: string | null } };
    kind: MessageKind;
    source: string | null;
    confidence: number | null;
    answeredBy: 'engine' | 'model' | null;
  };
  /** STOP: no automatic message is sent to this guest any more. */
  optOutGuestId?: number;
  /** « OUBLIE-MOI »: the guest and everything they wrote to this wedding are erased; nothing is stored. */
  forget?: { guestId: number; weddingId: number };
};

/** Returns the reply; the same MessageSid twice gives the same reply and stores one exchange. */
export async function handleInboundMessage({ db, message, answer, now = new Date() }: HandleInboundOptions): Promise<{ reply: string }> {
  const previous = await findProcessed(db, message.sid);
  if (previous) return previous;

  const exchange = await decide({ db, message, answer, now });
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(processedWebhookEvents)
      .values({ provider: PROVIDER, eventId: message.sid, result: { reply: exchange.reply } })
      .onConflictDoNothing()
      .returning({ eventId: processedWebhookEvents.eventId });
    // A concurrent delivery of the same message won the race: answer what it answered.
    if (!claimed) return (await findProcessed(tx, message.sid)) ?? { reply: exchange.reply };

    if (exchange.forget) await forgetGuest(tx, exchange.forget);
    if (exchange.optOutGuestId) await tx.update(guests).set({ optedOut: true }).where(eq(guests.id, exchange.optOutGuestId));
    const record = exchange.record;
    if (record) {
      const { wedding } = record;
      const guestId = 'id' in record.guest ? record.guest.id : await bindGuest(tx, wedding, message.from, record.guest.bind.profileName, now);
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
        providerMessageId: message.sid,
        timestamp: now,
      });
      await tx
        .update(guests)
        .set({ lastInteraction: now, messageCount: sql`${guests.messageCount} + 1` })
        .where(eq(guests.id, guestId));
      const [guestTotal] = await tx.select({ n: count() }).from(guests).where(eq(guests.weddingId, wedding.id));
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
    return { reply: exchange.reply };
  });
}

async function findProcessed(db: Database, sid: string) {
  const [row] = await db
    .select({ result: processedWebhookEvents.result })
    .from(processedWebhookEvents)
    .where(and(eq(processedWebhookEvents.provider, PROVIDER), eq(processedWebhookEvents.eventId, sid)))
    .limit(1);
  const reply = (row?.result as { reply?: unknown } | null | undefined)?.reply;
  return typeof reply === 'string' ? { reply } : null;
}

/** What to answer and what to store; reads only. */
async function decide({ db, message, answer, now }: Required<HandleInboundOptions>): Promise<Exchange> {
  const start = START_PATTERN.exec(message.body);
  if (start) return joinWedding(db, message, start[1]!.toLowerCase(), now);

  const binding = await currentBinding(db, message.from);
  // Before anything else is answered or stored: a guest asking to be forgotten is, whatever the wedding's state.
  const forgetLanguage = detectForgetRequest(message.body);
  if (forgetLanguage) {
    const reply = t(FORGOTTEN_REPLY[forgetLanguage]);
    return binding ? { reply, forget: { guestId: binding.guest.id, weddingId: binding.wedding.id } } : { reply };
  }
  if (!binding) return { reply: t('wa.notBound') };
  const { wedding, guest } = binding;
  const system = (reply: string): Exchange => ({
    reply,
    record: { wedding, guest: { id: guest.id }, kind: 'system', source: null, confidence: null, answeredBy: null },
  });

  if (STOP_PATTERN.test(message.body)) return { ...system(t('wa.optedOut')), optOutGuestId: guest.id };
  const reason = unavailabilityReason(wedding, now);
  if (reason) return system(t(reason));
  if (!message.body.trim()) return { reply: t('wa.empty') };
  if (trialQuotaReached(wedding)) return system(t('wa.trialQuotaReached'));

  const weddingFaqs = await db.select().from(faqs).where(eq(faqs.weddingId, wedding.id)).orderBy(asc(faqs.id));
  const result = await answer({ wedding, faqs: weddingFaqs, text: message.body, now });
  const isQuestion = result.kind === 'answer' || result.kind === 'unknown';
  return {
    reply: result.reply,
    record: {
      wedding,
      guest: { id: guest.id },
      kind: isQuestion ? 'question' : 'smalltalk',
      source: isQuestion && result.answered ? result.source : null,
      confidence: result.confidence,
      answeredBy: isQuestion && result.answered ? result.answeredBy : null,
    },
  };
}

/** `start-<weddingId>`: this phone will talk to that wedding (its latest start wins) once the exchange is stored. */
async function joinWedding(db: Database, message: InboundMessage, publicId: string, now: Date): Promise<Exchange> {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.weddingId, publicId)).limit(1);
  if (!wedding) return { reply: t('wa.unknownWedding') };
  const profileName = message.profileName?.trim().slice(0, 100) || null;
  const reason = unavailabilityReason(wedding, now);
  const reply = reason ? t(reason) : welcomeMessage({ wedding });
  return { reply, record: { wedding, guest: { bind: { profileName } }, kind: 'join', source: null, confidence: null, answeredBy: null } };
}

async function bindGuest(db: Database, wedding: WeddingRow, phone: string, profileName: string | null, now: Date) {
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
    .where(eq(guests.phoneNumber, phone))
    .orderBy(desc(guests.boundAt), desc(guests.id))
    .limit(1);
  return row ?? null;
}
