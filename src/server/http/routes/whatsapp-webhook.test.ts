import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faqs, guests, messages, processedWebhookEvents, weddings } from '../../../../db/schema/index.ts';
import { createActors } from '../../testing/actors.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import { createTestApp, TEST_ORIGIN } from '../../testing/test-app.ts';
import { weddingWithCounters } from '../../weddings/wedding-counters.ts';
import { testDatabase } from '../../testing/test-database.ts';

const TOKEN = 'twilio-test-token';
const URL_SIGNED = `${TEST_ORIGIN}/api/whatsapp/webhook`;
const handle = testDatabase();
let app: ReturnType<typeof createTestApp>;
let wedding: { id: number; weddingId: string };
let sid = 0;
let actors: Awaited<ReturnType<typeof createActors>>;

function sign(params: Record<string, string>, url = URL_SIGNED, token = TOKEN) {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((k) => k + params[k])
      .join('');
  return createHmac('sha1', token).update(Buffer.from(data, 'utf8')).digest('base64');
}

async function send(
  from: string,
  body: string,
  options: { sid?: string; signature?: string | null; profileName?: string } = {},
) {
  const params = {
    MessageSid: options.sid ?? `SM${String(++sid).padStart(32, '0')}`,
    AccountSid: 'ACtest',
    From: `whatsapp:${from}`,
    To: 'whatsapp:+14155238886',
    Body: body,
    NumMedia: '0',
    ProfileName: options.profileName ?? 'Marie Invitée',
    WaId: from.replace('+', ''),
  };
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (options.signature !== null) headers['x-twilio-signature'] = options.signature ?? sign(params);
  const res = await app.request('/api/whatsapp/webhook', {
    method: 'POST',
    headers,
    body: new URLSearchParams(params).toString(),
  });
  const xml = await res.text();
  const reply = [...xml.matchAll(/<Message>([\s\S]*?)<\/Message>/g)]
    .map((m) => m[1])
    .join('\n')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return { status: res.status, xml, reply, contentType: res.headers.get('content-type') };
}

beforeAll(async () => {
  actors = await createActors(handle.db);
  const res = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
  wedding = (await res.json()) as typeof wedding;
  await handle.db.insert(faqs).values({
    weddingId: wedding.id,
    question: 'Les enfants sont-ils invités ?',
    answer: 'Oui, les enfants sont les bienvenus, une garderie est prévue.',
  });
  app = createTestApp({ db: handle.db, env: { TWILIO_AUTH_TOKEN: TOKEN, PUBLIC_BASE_URL: TEST_ORIGIN } });
});
beforeEach(async () => {
  await handle.db
    .update(weddings)
    .set({
      botActive: true,
      assistantStopped: false,
      paymentStatus: 'deposit_paid',
      isTrialMode: false,
      weddingDate: '2027-06-12',
    })
    .where(eq(weddings.id, wedding.id));
});

describe('signature', () => {
  it('refuses a missing or wrong signature with 403 and stores nothing', async () => {
    const before = (await handle.db.select().from(processedWebhookEvents)).length;
    expect((await send('+33600000001', `start-${wedding.weddingId}`, { signature: null })).status).toBe(403);
    expect((await send('+33600000001', `start-${wedding.weddingId}`, { signature: 'AAAA' })).status).toBe(403);
    expect(await handle.db.select().from(processedWebhookEvents)).toHaveLength(before);
    expect(await handle.db.select().from(guests).where(eq(guests.phoneNumber, '+33600000001'))).toHaveLength(0);
  });

  it('refuses everything when no auth token is configured', async () => {
    const unconfigured = createTestApp({ db: handle.db });
    const params = { MessageSid: 'SMx', From: 'whatsapp:+33600000009', Body: 'Bonjour' };
    const res = await unconfigured.request('/api/whatsapp/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sign(params) },
      body: new URLSearchParams(params).toString(),
    });
    expect(res.status).toBe(403);
  });
});

describe('conversation', () => {
  it('binds the phone with start-, welcomes with the couple and the date, then answers from the facts', async () => {
    const welcome = await send('+33611111111', `start-${wedding.weddingId}`);
    expect(welcome.status).toBe(200);
    expect(welcome.contentType).toContain('text/xml');
    expect(welcome.xml).toMatch(/^<\?xml[^>]*\?><Response><Message>/);
    expect(welcome.reply).toContain('Camille');
    expect(welcome.reply).toContain('Julien');
    expect(welcome.reply).toMatch(/12 juin 2027/);
    const [guest] = await handle.db.select().from(guests).where(eq(guests.phoneNumber, '+33611111111'));
    expect(guest).toMatchObject({ weddingId: wedding.id, firstName: 'Marie Invitée' });

    const answer = await send('+33611111111', 'a kel heure la ceremonie stp');
    expect(answer.reply).toContain('15h30');
    const [row] = await handle.db.select().from(messages).where(eq(messages.message, 'a kel heure la ceremonie stp'));
    expect(row).toMatchObject({ weddingId: wedding.id, guestId: guest!.id, answerSource: 'ceremonyTime' });
    expect(row!.confidence).toBeGreaterThan(0);

    const [after] = await handle.db.select().from(guests).where(eq(guests.id, guest!.id));
    expect(after!.messageCount).toBe(2);
    expect(after!.lastInteraction).not.toBeNull();
    // Counted from the guests and the messages: the wedding's row is not written by its guests.
    const [w] = await handle.db.select(weddingWithCounters).from(weddings).where(eq(weddings.id, wedding.id));
    expect(w).toMatchObject({ guestCount: 1 });
    expect(w!.messageCount).toBeGreaterThanOrEqual(2);
  });

  it('is idempotent on MessageSid: one stored exchange, the same reply', async () => {
    await send('+33622222222', `start-${wedding.weddingId}`);
    const first = await send('+33622222222', 'Où se garer ?', { sid: 'SMdup000000000000000000000000001' });
    const again = await send('+33622222222', 'Où se garer ?', { sid: 'SMdup000000000000000000000000001' });
    expect(again.reply).toBe(first.reply);
    expect(
      await handle.db.select().from(messages).where(eq(messages.providerMessageId, 'SMdup000000000000000000000000001')),
    ).toHaveLength(1);
  });

  it('explains how to start to an unknown number, and an unknown wedding id', async () => {
    expect((await send('+33699999999', 'Bonjour, à quelle heure ?')).reply).toContain('lien WhatsApp');
    expect((await send('+33699999999', 'start-inconnu12345')).reply).toContain("n'est plus valable");
  });

  it('lets the latest start- win for a phone invited to two weddings', async () => {
    const [other] = await handle.db
      .insert(weddings)
      .values({
        weddingId: 'autre-mariage-1234',
        brideName: 'Inès',
        groomName: 'Hugo',
        weddingDate: '2027-09-04',
        ceremonyTime: '11:00',
        botActive: true,
        paymentStatus: 'paid',
      })
      .returning();
    await send('+33633333333', `start-${wedding.weddingId}`);
    await send('+33633333333', 'start-autre-mariage-1234');
    expect((await send('+33633333333', 'À quelle heure est la cérémonie ?')).reply).toMatch(/11h/);
    await send('+33633333333', `start-${wedding.weddingId}`);
    expect((await send('+33633333333', 'À quelle heure est la cérémonie ?')).reply).toContain('15h30');
    await handle.db.delete(weddings).where(eq(weddings.id, other!.id));
  });

  it.each([
    ['inactive bot', { botActive: false }, "n'est pas activé en ce moment"],
    ['stopped assistant', { assistantStopped: true }, 'arrêté'],
    ['expired package', { weddingDate: '2020-01-01' }, "n'est plus disponible"],
  ])('answers a clear message for a %s', async (_name, state, text) => {
    await send('+33644444444', `start-${wedding.weddingId}`);
    await handle.db.update(weddings).set(state).where(eq(weddings.id, wedding.id));
    expect((await send('+33644444444', 'Quel est le dress code ?')).reply).toContain(text);
  });

  it('passes a message written while the assistant is switched off on to the couple’s inbox, and says so', async () => {
    await send('+33644444455', `start-${wedding.weddingId}`);
    await handle.db.update(weddings).set({ botActive: false }).where(eq(weddings.id, wedding.id));
    const { brideName, groomName } = SAMPLE_WEDDING;
    expect((await send('+33644444455', 'On peut venir avec le chien ?')).reply).toBe(
      `L'assistant du mariage de ${brideName} et ${groomName} n'est pas activé en ce moment : je transmets votre message à ${brideName} et ${groomName}, qui vous répondront ici. Pour une urgence, contactez-les directement.`,
    );
    expect((await send('+33644444455', 'Can we bring the dog?')).reply).toMatch(
      /^The assistant .* passing your message on/,
    );
    const inbox = (await (await actors.owner.client.request(`/api/weddings/${wedding.id}/inbox`)).json()) as unknown;
    const items = (Array.isArray(inbox) ? inbox : (inbox as { items: unknown[] }).items) as { text: string }[];
    expect(items.map((i) => i.text)).toEqual(
      expect.arrayContaining(['On peut venir avec le chien ?', 'Can we bring the dog?']),
    );
  });

  it('says so in the guest’s language and names the couple, never « les mariés »', async () => {
    await send('+33645454545', `start-${wedding.weddingId}`);
    await handle.db.update(weddings).set({ assistantStopped: true }).where(eq(weddings.id, wedding.id));
    const { brideName, groomName } = SAMPLE_WEDDING;
    expect((await send('+33645454545', 'Quel est le dress code ?')).reply).toBe(
      `L'assistant du mariage de ${brideName} et ${groomName} a été arrêté. Pour toute question, contactez directement ${brideName} et ${groomName}.`,
    );
    expect((await send('+33645454545', 'What is the dress code please?')).reply).toBe(
      `The assistant for ${brideName} and ${groomName}'s wedding has been stopped. For any question, contact ${brideName} and ${groomName} directly.`,
    );
    expect((await send('+34611111111', 'Hola, ¿a qué hora es la ceremonia?')).reply).toMatch(
      /^¡Hola! Soy el asistente/,
    );
  });

  it('replies to a message too short to tell its language in the language the guest is known by', async () => {
    const { brideName, groomName } = SAMPLE_WEDDING;
    // Welcomed in Spanish for their number; « sin problema » and « perfecto » tell nothing on their own.
    expect((await send('+34622222222', `start-${wedding.weddingId}`)).reply).toMatch(/^¡Bienvenido!/);
    expect((await send('+34622222222', 'sin problema')).reply).toBe(
      `¡Estupendo! Nos vemos pronto en la boda de ${brideName} y ${groomName}.`,
    );
    // Their first message that tells a language outweighs their number's.
    await send('+34622222222', 'What time does the ceremony start?');
    expect((await send('+34622222222', 'perfecto')).reply).toMatch(/^You're welcome!/);
    // What the message itself says still wins: « ok merci » is French, whoever writes it.
    expect((await send('+34622222222', 'ok merci')).reply).toMatch(/^Avec plaisir/);
    // A French number with no language known yet: French.
    await send('+33622222222', `start-${wedding.weddingId}`);
    expect((await send('+33622222222', 'sin problema')).reply).toMatch(/^Très bien/);
  });

  it('counts only real questions against the trial quota', async () => {
    await handle.db
      .update(weddings)
      .set({ isTrialMode: true, trialQuestionsUsed: 0, trialMaxQuestions: 2, paymentStatus: 'pending' })
      .where(eq(weddings.id, wedding.id));
    await send('+33655555555', `start-${wedding.weddingId}`);
    await send('+33655555555', 'Bonjour !');
    await send('+33655555555', 'Quel est le dress code ?');
    await send('+33655555555', 'Où se garer ?');
    const [w] = await handle.db.select().from(weddings).where(eq(weddings.id, wedding.id));
    expect(w!.trialQuestionsUsed).toBe(2);
    expect((await send('+33655555555', 'Les enfants sont-ils invités ?')).reply).toContain('limite de questions');
  });

  it('confirms STOP and opts the guest out of automatic messages', async () => {
    await send('+33666666666', `start-${wedding.weddingId}`);
    expect((await send('+33666666666', 'STOP')).reply).toContain('ne recevrez plus');
    const [guest] = await handle.db.select().from(guests).where(eq(guests.phoneNumber, '+33666666666'));
    expect(guest!.optedOut).toBe(true);
    // Stored as a STOP, not as a question nor a generic system reply.
    const stored = await handle.db
      .select({ kind: messages.kind, by: messages.answeredBy })
      .from(messages)
      .where(eq(messages.guestId, guest!.id))
      .orderBy(messages.id);
    expect(stored).toEqual([
      { kind: 'join', by: null },
      { kind: 'stop', by: null },
    ]);
  });

  it('takes START after STOP: the guest receives automatic messages again, told in their language', async () => {
    await send('+33666666677', `start-${wedding.weddingId}`);
    await send('+33666666677', 'STOP');
    const { brideName, groomName } = SAMPLE_WEDDING;
    const reply = (await send('+33666666677', 'START')).reply;
    expect(reply).toBe(
      `C'est noté : vous recevrez de nouveau les messages et les annonces de ${brideName} et ${groomName}. Écrivez STOP pour ne plus les recevoir.`,
    );
    const [guest] = await handle.db.select().from(guests).where(eq(guests.phoneNumber, '+33666666677'));
    expect(guest!.optedOut).toBe(false);
    // Not a question the assistant answers (« The ceremony starts at… »), not one the couple is asked.
    const stored = await handle.db
      .select({ kind: messages.kind })
      .from(messages)
      .where(eq(messages.guestId, guest!.id))
      .orderBy(messages.id);
    expect(stored.map((m) => m.kind)).toEqual(['join', 'stop', 'system']);
  });

  it('stores what each message was: a join, small talk, a question, a system reply; only questions count as such', async () => {
    const phone = '+33677700011';
    const kindsOf = async () =>
      await handle.db
        .select({ kind: messages.kind, source: messages.answerSource, by: messages.answeredBy })
        .from(messages)
        .innerJoin(guests, eq(guests.id, messages.guestId))
        .where(eq(guests.phoneNumber, phone))
        .orderBy(messages.id);
    await send(phone, `start-${wedding.weddingId}`);
    await send(phone, 'Coucou, c’est Marie la cousine !');
    await send(phone, 'Les enfants sont invités ?');
    await send(phone, 'Quel est le code wifi ?');
    // Stopped for good: the guest is told to write to the couple directly (a message switched off waits in the inbox).
    await handle.db.update(weddings).set({ assistantStopped: true }).where(eq(weddings.id, wedding.id));
    await send(phone, 'Et pour se garer ?');
    expect(await kindsOf()).toEqual([
      { kind: 'join', source: null, by: null },
      { kind: 'smalltalk', source: null, by: null },
      { kind: 'question', source: expect.stringMatching(/^faq:/), by: 'engine' },
      { kind: 'question', source: null, by: null },
      { kind: 'system', source: null, by: null },
    ]);
    // The couple sees the join as such, and only the real unanswered question on its to-do list.
    const listed = (await (await actors.owner.client.request(`/api/messages/${wedding.id}?limit=100`)).json()) as {
      content: string;
      answered: boolean;
    }[];
    expect(listed).toContainEqual(expect.objectContaining({ content: 'a rejoint la conversation', answered: true }));
    const insights = (await (await actors.owner.client.request(`/api/weddings/${wedding.id}/insights`)).json()) as {
      unanswered: { question: string }[];
    };
    const unanswered = insights.unanswered.map((u) => u.question);
    expect(unanswered).toContain('Quel est le code wifi ?');
    expect(unanswered).not.toContain('Coucou, c’est Marie la cousine !');
    expect(unanswered).not.toContain('Et pour se garer ?');
  });

  it('refuses a malformed sender with 400, not 500', async () => {
    const res = await send('not-a-phone', 'Bonjour');
    expect(res.status).toBe(400);
  });
});
