// The claim of a MessageSid and the write of its exchange. The claim is a row committed at once, so nothing is
// answered twice: a concurrent delivery of the same message waits for the first one's reply and replays it; a claim
// whose handler died expires after CLAIM_LEASE_MS, and a failure before the exchange is stored gives the claim back.
// The usual exchange is written by one statement (the reply kept for replays, the message, the guest's last
// interaction); joining, STOP, answers to the invitation and « oublie-moi » write several tables in a transaction.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, messages, processedWebhookEvents, weddings } from '../../../db/schema/index.ts';
import { recordRsvp } from '../guests/record-rsvp.ts';
import { forgetGuest } from '../privacy/forget-guest.ts';
import type { Exchange } from './exchange.ts';
import { bindGuest } from './join-wedding.ts';
import type { InboundMessage } from './types.ts';

const PROVIDER = 'twilio';
/** A claim still without its reply after this long belongs to a handler that died (Twilio waits 15 s at most). */
export const CLAIM_LEASE_MS = 30_000;
/** The claim's `result` while its message is being answered. */
const IN_PROGRESS = { inProgress: true } as const;
/** How a concurrent delivery waits for the first one's reply: polled, and no longer than Twilio waits for ours. */
const REPLAY_POLL_MS = 100;
const REPLAY_WAIT_MS = 10_000;

const claimOf = (sid: string) =>
  and(eq(processedWebhookEvents.provider, PROVIDER), eq(processedWebhookEvents.eventId, sid));

/** The MessageSid's claim, committed at once; taken over when a handler that died left it in progress. */
export async function claimMessage(db: Database, sid: string): Promise<boolean> {
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

export async function releaseClaim(db: Database, sid: string): Promise<void> {
  await db
    .delete(processedWebhookEvents)
    .where(and(claimOf(sid), sql`${processedWebhookEvents.result} = ${JSON.stringify(IN_PROGRESS)}::jsonb`));
}

/** The stored message's id, when one is stored. */
export async function storeExchange(
  db: Database,
  message: InboundMessage,
  exchange: Exchange,
  now: Date,
): Promise<number | null> {
  const result = JSON.stringify({ reply: exchange.reply });
  const record = exchange.record;
  if (!exchange.forget && !exchange.optOut && !exchange.rsvp && (!record || (record.guest && 'id' in record.guest))) {
    // The usual exchange, in one statement: the reply kept for replays, the message, the guest's last interaction.
    const written = await db.execute(sql`
      with done as (update ${processedWebhookEvents} set result = ${result}::jsonb where provider = ${PROVIDER}::text and event_id = ${message.sid}::text returning event_id)
      ${record?.guest && 'id' in record.guest ? exchangeRows(message, exchange, record, record.guest.id, now) : sql``}
      ${record?.guest && 'id' in record.guest ? sql`select id from stored` : sql`select null as id from done`}`);
    return storedIdOf(written);
  }
  return db.transaction(async (tx) => {
    for (const guest of exchange.forget ?? []) await forgetGuest(tx, guest);
    if (exchange.optOut)
      await tx.update(guests).set({ optedOut: exchange.optOut.optedOut }).where(eq(guests.id, exchange.optOut.guestId));
    if (exchange.rsvp)
      await recordRsvp(tx, exchange.rsvp.guestId, exchange.rsvp.answer, now, {
        partIds: exchange.rsvp.partIds,
        declinedPartIds: exchange.rsvp.declinedPartIds,
      });
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
 * guest's last interaction and count (and the language the exchange read, when they had none yet), and the free
 * trial's question count (a trial wedding's only: a paid wedding's row is never touched by its guests).
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
      select ${record.wedding.id}::int, ${guestId}::int, ${exchange.storedText ?? message.body}::text, ${exchange.reply}::text, 'incoming'::message_type, ${record.kind}::message_kind,
        ${record.source}::text, ${record.confidence}::real, ${record.answeredBy}::answered_by, ${trace}::jsonb, ${record.flaggedThreshold ?? null}::real, ${message.sid}::text, ${at}::timestamptz
      from done returning id
    ), touched as (
      update ${guests} set last_interaction = ${at}::timestamptz, message_count = message_count + 1, pending_choice = ${pending},
        spoken_language = coalesce(spoken_language, ${exchange.spokenLanguage ?? null}::guest_language)
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
export async function storedReply(db: Database, sid: string): Promise<string | null> {
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
