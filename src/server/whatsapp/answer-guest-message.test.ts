// The guest-message use case: the MessageSid is claimed before anything else, and a message either writes all of
// its rows (reply, guest, message) or none of them, without ever writing its wedding's row.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guests, messages, processedWebhookEvents, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { changedTables, digestTables, tableNames } from '../testing/table-digest.ts';
import { testDatabase } from '../testing/test-database.ts';
import { answerGuestMessage } from './answer-guest-message.ts';
import type { AnswerGuest, GuestAnswer } from './types.ts';

const handle = testDatabase();
const NOW = new Date('2027-05-01T10:00:00Z');
const CONFIG = { OPENAI_API_KEY: undefined, OPENAI_MODEL: 'gpt-test', OPENAI_BASE_URL: undefined };
const ANSWER: GuestAnswer = {
  reply: 'La cérémonie commence à 15h30.',
  answered: true,
  confidence: 0.95,
  source: 'ceremonyTime',
  kind: 'answer',
  answeredBy: 'engine',
};
const BOUND_PHONE = '+33611110000';
let wedding: { id: number; weddingId: string };
let sid = 0;
let assistantCalls = 0;

/** A stand-in assistant that counts its calls; `fail` makes it throw. */
function assistant({ fail = false, delayMs = 0 } = {}): () => AnswerGuest {
  return () => async () => {
    assistantCalls += 1;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (fail) throw new Error('assistant en panne');
    return ANSWER;
  };
}

function send(from: string, body: string, options: { sid?: string; assistant?: () => AnswerGuest } = {}) {
  const form = {
    MessageSid: options.sid ?? `SMtx${String(++sid).padStart(30, '0')}`,
    From: from,
    Body: body,
    ProfileName: 'Léa',
  };
  return answerGuestMessage({
    db: handle.db,
    config: CONFIG,
    form,
    now: NOW,
    assistant: options.assistant ?? assistant(),
  });
}

async function digest() {
  return digestTables(handle.db, await tableNames(handle.db));
}

beforeAll(async () => {
  const [row] = await handle.db
    .insert(weddings)
    .values({ ...SAMPLE_WEDDING, weddingId: 'camille-julien-tx1', botActive: true, paymentStatus: 'paid' })
    .returning();
  wedding = row!;
  await send(BOUND_PHONE, `start-${wedding.weddingId}`);
});
beforeEach(() => {
  assistantCalls = 0;
});

describe('answerGuestMessage', () => {
  it('answers, then stores the exchange, the counters and the reply to replay', async () => {
    const { reply } = await send(BOUND_PHONE, 'À quelle heure est la cérémonie ?', { sid: 'SMtx-stored' });
    expect(reply).toBe(ANSWER.reply);
    const [stored] = await handle.db.select().from(messages).where(eq(messages.providerMessageId, 'SMtx-stored'));
    expect(stored).toMatchObject({
      weddingId: wedding.id,
      kind: 'question',
      answerSource: 'ceremonyTime',
      response: ANSWER.reply,
    });
    const [event] = await handle.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, 'SMtx-stored'));
    expect(event!.result).toEqual({ reply: ANSWER.reply });
  });

  it('claims the MessageSid first: a message already claimed writes nothing and never reaches the assistant', async () => {
    await handle.db
      .insert(processedWebhookEvents)
      .values({ provider: 'twilio', eventId: 'SMtx-claimed', result: { reply: 'Réponse déjà envoyée.' } });
    const before = await digest();
    // A join from a new phone and a question from a bound guest: both would write (guest, message, counters).
    expect(await send('+33622220000', `start-${wedding.weddingId}`, { sid: 'SMtx-claimed' })).toEqual({
      reply: 'Réponse déjà envoyée.',
    });
    expect(await send(BOUND_PHONE, 'Où se garer ?', { sid: 'SMtx-claimed' })).toEqual({
      reply: 'Réponse déjà envoyée.',
    });
    expect(changedTables(before, await digest())).toEqual([]);
    expect(assistantCalls).toBe(0);
  });

  it('answers concurrent deliveries of one message once: one stored exchange, the same reply', async () => {
    const slow = assistant({ delayMs: 50 });
    const replies = await Promise.all(
      [1, 2, 3].map(() => send(BOUND_PHONE, 'Y a-t-il un parking ?', { sid: 'SMtx-concurrent', assistant: slow })),
    );
    expect(new Set(replies.map((r) => r.reply))).toEqual(new Set([ANSWER.reply]));
    expect(
      await handle.db.select().from(messages).where(eq(messages.providerMessageId, 'SMtx-concurrent')),
    ).toHaveLength(1);
    expect(assistantCalls).toBe(1);
  });

  it('leaves nothing written, not even the claim, when the assistant fails; the redelivery is then answered', async () => {
    const before = await digest();
    await expect(
      send(BOUND_PHONE, 'Quel est le dress code ?', {
        sid: 'SMtx-assistant-down',
        assistant: assistant({ fail: true }),
      }),
    ).rejects.toThrow('assistant en panne');
    expect(changedTables(before, await digest())).toEqual([]);

    expect((await send(BOUND_PHONE, 'Quel est le dress code ?', { sid: 'SMtx-assistant-down' })).reply).toBe(
      ANSWER.reply,
    );
    expect(
      await handle.db.select().from(messages).where(eq(messages.providerMessageId, 'SMtx-assistant-down')),
    ).toHaveLength(1);
  });

  it('rolls back the rows already written when a later write fails: no guest bound without its message', async () => {
    // The message insert fails after the claim and the guest's binding were written.
    await handle.db.execute(
      sql`create function refuse_message() returns trigger language plpgsql as $$ begin raise exception 'écriture refusée'; end $$`,
    );
    await handle.db.execute(
      sql`create trigger refuse_message before insert on messages for each row execute function refuse_message()`,
    );
    const before = await digest();
    try {
      await expect(send('+33633330000', `start-${wedding.weddingId}`, { sid: 'SMtx-midway' })).rejects.toThrow();
      expect(changedTables(before, await digest())).toEqual([]);
    } finally {
      await handle.db.execute(sql`drop trigger refuse_message on messages`);
      await handle.db.execute(sql`drop function refuse_message()`);
    }

    const { reply } = await send('+33633330000', `start-${wedding.weddingId}`, { sid: 'SMtx-midway' });
    expect(reply).toContain('Camille');
    const [guest] = await handle.db.select().from(guests).where(eq(guests.phoneNumber, '+33633330000'));
    expect(guest).toMatchObject({ weddingId: wedding.id, messageCount: 1 });
  });

  it("never writes the wedding's row: a burst of its guests waits on no shared lock", async () => {
    // Any UPDATE of the paid wedding's row now fails: questions and small talk are still answered and stored.
    await handle.db.execute(
      sql`create function refuse_wedding_update() returns trigger language plpgsql as $$ begin raise exception 'ligne du mariage verrouillée'; end $$`,
    );
    await handle.db.execute(
      sql`create trigger refuse_wedding_update before update on weddings for each row execute function refuse_wedding_update()`,
    );
    try {
      expect((await send(BOUND_PHONE, 'Où est la réception ?', { sid: 'SMtx-no-hot-row' })).reply).toBe(ANSWER.reply);
      expect(
        await handle.db.select().from(messages).where(eq(messages.providerMessageId, 'SMtx-no-hot-row')),
      ).toHaveLength(1);
    } finally {
      await handle.db.execute(sql`drop trigger refuse_wedding_update on weddings`);
      await handle.db.execute(sql`drop function refuse_wedding_update()`);
    }
  });

  it('takes over a claim left in progress by a handler that died, once its lease has ended', async () => {
    await handle.db.insert(processedWebhookEvents).values({
      provider: 'twilio',
      eventId: 'SMtx-died',
      result: { inProgress: true },
      receivedAt: new Date(Date.now() - 60_000),
    });
    expect((await send(BOUND_PHONE, 'Y a-t-il un vestiaire ?', { sid: 'SMtx-died' })).reply).toBe(ANSWER.reply);
    expect(await handle.db.select().from(messages).where(eq(messages.providerMessageId, 'SMtx-died'))).toHaveLength(1);
  });

  it('sends nothing again for a redelivered message whose stored reply was erased', async () => {
    await handle.db.insert(processedWebhookEvents).values({ provider: 'twilio', eventId: 'SMtx-erased', result: null });
    const before = await digest();
    expect(await send(BOUND_PHONE, 'À quelle heure est la cérémonie ?', { sid: 'SMtx-erased' })).toEqual({
      reply: null,
    });
    expect(changedTables(before, await digest())).toEqual([]);
    expect(assistantCalls).toBe(0);
  });

  it("joins with the link's text wherever the guest typed it, then answers what they added, once", async () => {
    const phone = '+33644440000';
    const first = await send(phone, `start-${wedding.weddingId} c'est à quelle heure la cérémonie ?`, {
      sid: 'SMtx-added',
    });
    expect(first.reply).toMatch(/^Bienvenue ! Je suis l'assistant du mariage de Camille et Julien/);
    expect(first.reply!.endsWith(`\n\n${ANSWER.reply}`)).toBe(true);
    expect(assistantCalls).toBe(1);
    const stored = await handle.db
      .select({ sid: messages.providerMessageId, kind: messages.kind, text: messages.message })
      .from(messages)
      .where(sql`${messages.providerMessageId} like 'SMtx-added%'`)
      .orderBy(messages.id);
    expect(stored).toEqual([
      { sid: 'SMtx-added', kind: 'join', text: `start-${wedding.weddingId}` },
      { sid: 'SMtx-added-q', kind: 'question', text: "c'est à quelle heure la cérémonie ?" },
    ]);
    // Redelivered: the same reply, nothing asked nor stored again.
    const before = await digest();
    expect(
      await send(phone, `start-${wedding.weddingId} c'est à quelle heure la cérémonie ?`, { sid: 'SMtx-added' }),
    ).toEqual(first);
    expect(changedTables(before, await digest())).toEqual([]);
    expect(assistantCalls).toBe(1);
  });

  it("joins without answering a greeting typed before the link's text, and never joins on an unknown code", async () => {
    const greeted = await send('+33655550000', `Bonjour ! start-${wedding.weddingId.toUpperCase()}`);
    expect(greeted.reply).toMatch(/^Bienvenue !/);
    expect(greeted.reply).not.toContain('\n\n');
    expect(assistantCalls).toBe(0);
    const unknown = await send('+33655550001', 'start-personne-ici quand est le mariage ?');
    expect(unknown.reply).toMatch(/n'est plus valable/);
    // A guest of this wedding typing another, unknown code is not answered here either.
    const other = await send(BOUND_PHONE, `start-${wedding.weddingId}zz quand est le mariage ?`);
    expect(other.reply).toMatch(/n'est plus valable/);
    expect(assistantCalls).toBe(0);
  });
});
