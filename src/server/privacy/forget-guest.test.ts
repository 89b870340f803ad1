import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guests, messages, outbox, processedWebhookEvents, weddings } from '../../../db/schema/index.ts';
import { createActors } from '../testing/actors.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { createTestApp } from '../testing/test-app.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from '../whatsapp/testing/signed-webhook.ts';
import { testDatabase } from '../testing/test-database.ts';
import { weddingWithCounters } from '../weddings/wedding-counters.ts';

const handle = testDatabase();
let app: ReturnType<typeof createTestApp>;
let first: { id: number; weddingId: string };
let second: { id: number; weddingId: string };

beforeAll(async () => {
  const actors = await createActors(handle.db);
  first = (await (
    await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })
  ).json()) as typeof first;
  second = (await (
    await actors.other.client.request('/api/weddings', {
      method: 'POST',
      json: { ...SAMPLE_WEDDING, brideName: 'Inès' },
    })
  ).json()) as typeof second;
  await handle.db.update(weddings).set({ botActive: true, paymentStatus: 'deposit_paid' });
  app = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
});

const say = (from: string, body: string) => sendSignedWhatsApp(app, { from, body, profileName: 'Bérénice Invitée' });
const guestsOf = (id: number) => handle.db.select().from(guests).where(eq(guests.weddingId, id));
const messagesOf = (id: number) => handle.db.select().from(messages).where(eq(messages.weddingId, id));

describe('« OUBLIE-MOI » on WhatsApp (signed webhook)', () => {
  it("erases the guest, their messages and sends from that wedding, tells them so in French, and keeps everyone else's", async () => {
    await say('+33700000001', `start-${first.weddingId}`);
    const asked = await say('+33700000001', 'À quelle heure est la cérémonie ?');
    expect(asked.reply).toContain('15h30');
    await say('+33700000002', `start-${first.weddingId}`);
    await say('+33700000002', 'Y a-t-il un parking ?');
    await handle.db
      .insert(outbox)
      .values({ channel: 'whatsapp', recipient: '+33700000001', body: 'Rappel : demain 15h30', weddingId: first.id });
    expect(await guestsOf(first.id)).toHaveLength(2);

    const forgotten = await say('+33700000001', '  Oublie-moi ! ');
    expect(forgotten.status).toBe(200);
    expect(forgotten.reply).toBe(
      "C'est fait : votre numéro et tous vos messages ont été effacés pour ce mariage. Si vous écrivez de nouveau, une nouvelle conversation commencera.",
    );

    expect((await guestsOf(first.id)).map((g) => g.phoneNumber)).toEqual(['+33700000002']);
    const left = await messagesOf(first.id);
    expect(left.map((m) => m.message)).toEqual([`start-${first.weddingId}`, 'Y a-t-il un parking ?', '']);
    // The request's only trace: its kind, for the figures; no guest, no text, no reply, no MessageSid.
    expect(left[2]).toMatchObject({ kind: 'forget', guestId: null, response: null, providerMessageId: null });
    expect(left.slice(0, 2).every((m) => m.guestId !== null)).toBe(true);
    expect(await handle.db.select().from(outbox).where(eq(outbox.recipient, '+33700000001'))).toEqual([]);
    const [wedding] = await handle.db.select(weddingWithCounters).from(weddings).where(eq(weddings.id, first.id));
    // The request's trace counts among the wedding's messages, as every figure counts it.
    expect(wedding).toMatchObject({ guestCount: 1, messageCount: 3 });
    // The idempotency records keep the MessageSids (a redelivery writes nothing) but no reply of the guest's.
    const [event] = await handle.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, asked.sid));
    expect(event).toMatchObject({ result: null });
    const again = await sendSignedWhatsApp(app, {
      from: '+33700000001',
      body: 'À quelle heure est la cérémonie ?',
      sid: asked.sid,
    });
    expect(again.status).toBe(200);
    expect(await messagesOf(first.id)).toHaveLength(3);

    // Writing again starts over: the phone is bound to no wedding any more.
    expect((await say('+33700000001', 'Bonjour')).reply).toContain('ouvrez le lien WhatsApp');
  });

  it('answers in English and Spanish, and erases the guest from the wedding they talk to only', async () => {
    await say('+33700000003', `start-${first.weddingId}`);
    await say('+33700000003', 'Where is the ceremony?');
    await say('+33700000003', `start-${second.weddingId}`);
    await say('+33700000003', 'Is there parking?');

    const olvidame = await say('+33700000003', 'OLVÍDAME');
    expect(olvidame.reply).toBe(
      'Hecho: su número y todos sus mensajes se han borrado para esta boda. Si vuelve a escribir, empezará una nueva conversación. Su número sigue registrado en otras bodas a las que escribió (Camille & Julien): responda « OLVÍDAME EN TODAS PARTES » para borrarlo en todas.',
    );
    expect(await guestsOf(second.id)).toEqual([]);
    expect(
      (await messagesOf(second.id)).map((m) => ({ kind: m.kind, guestId: m.guestId, message: m.message })),
    ).toEqual([{ kind: 'forget', guestId: null, message: '' }]);
    expect((await guestsOf(first.id)).map((g) => g.phoneNumber)).toContain('+33700000003');

    // Still bound to the first wedding, which is now the one to forget.
    const forget = await say('+33700000003', 'forget-me.');
    expect(forget.reply).toBe(
      'Done: your number and all your messages have been erased for this wedding. If you write again, a new conversation will start.',
    );
    expect((await guestsOf(first.id)).map((g) => g.phoneNumber)).not.toContain('+33700000003');
  });

  it('« OUBLIE-MOI PARTOUT » erases the number from every wedding it wrote to and names them (issue 30)', async () => {
    const phone = '+33700000009';
    await say(phone, `start-${first.weddingId}`);
    await say(phone, 'À quelle heure est la cérémonie ?');
    await say(phone, `start-${second.weddingId}`);
    await say(phone, 'Y a-t-il un parking ?');
    // A number the couple only listed, never written from, stays the couple's.
    await handle.db.insert(guests).values({ weddingId: second.id, name: 'Voisin listé', phoneNumber: '+33700000010' });

    const offered = await say(phone, 'Oublie-moi');
    expect(offered.reply).toContain(
      'Votre numéro reste enregistré pour d’autres mariages auxquels vous avez écrit (Camille & Julien) : répondez « OUBLIE-MOI PARTOUT »',
    );
    expect((await guestsOf(second.id)).map((g) => g.phoneNumber)).not.toContain(phone);
    expect((await guestsOf(first.id)).map((g) => g.phoneNumber)).toContain(phone);
    await say(phone, `start-${second.weddingId}`);
    const guestInFirst = (await guestsOf(first.id)).find((g) => g.phoneNumber === phone);
    expect(await handle.db.select().from(messages).where(eq(messages.guestId, guestInFirst!.id))).toHaveLength(2);

    const everywhere = await say(phone, 'OUBLIE-MOI PARTOUT');
    expect(everywhere.reply).toBe(
      "C'est fait : votre numéro et tous vos messages ont été effacés de chaque mariage auquel vous aviez écrit (Camille & Julien, Inès & Julien). Si vous écrivez de nouveau, une nouvelle conversation commencera.",
    );
    expect(await handle.db.select().from(guests).where(eq(guests.phoneNumber, phone))).toEqual([]);
    expect(await handle.db.select().from(messages).where(eq(messages.guestId, guestInFirst!.id))).toEqual([]);
    expect((await guestsOf(second.id)).map((g) => g.phoneNumber)).toContain('+33700000010');
    expect((await say(phone, 'forget me everywhere')).reply).toBe(
      'Your number is not kept by any wedding: there is nothing to erase.',
    );
  });

  it('is checked before the assistant answers, even when the assistant is stopped, and stores nothing', async () => {
    await say('+33700000004', `start-${first.weddingId}`);
    await handle.db.update(weddings).set({ assistantStopped: true }).where(eq(weddings.id, first.id));
    const before = (await messagesOf(first.id)).length;
    const res = await say('+33700000004', 'OUBLIE MOI');
    expect(res.reply).toMatch(/^C'est fait/);
    expect((await guestsOf(first.id)).map((g) => g.phoneNumber)).not.toContain('+33700000004');
    // The guest's join is erased, the request's trace added.
    expect(await messagesOf(first.id)).toHaveLength(before);
    expect(JSON.stringify(await handle.db.select().from(messages))).not.toContain('OUBLIE');
    await handle.db.update(weddings).set({ assistantStopped: false }).where(eq(weddings.id, first.id));
  });

  it('a sentence that only mentions it is an ordinary question', async () => {
    await say('+33700000005', `start-${first.weddingId}`);
    const res = await say('+33700000005', 'Forget me not: can I bring flowers?');
    expect(res.reply).not.toMatch(/erased/);
    expect((await guestsOf(first.id)).map((g) => g.phoneNumber)).toContain('+33700000005');
  });
});
