// The couple's inbox end to end, through the signed webhook and the local server speaking Twilio's wire format: a
// question the assistant cannot answer reaches the couple (inbox and e-mail), their reply reaches the guest on
// WhatsApp (text inside the 24-hour window, the approved template once it has passed), and a reply saved as a FAQ
// answers the next guest who asks the same in other words. A message answered in part reaches them too.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { coupleReplies, faqs, guests, messages, outbox, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import type { TCoupleReply, TConversation, TInbox } from '../../shared/schemas/inbox.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { sendSignedStatus, sendSignedWhatsApp, TEST_TWILIO_TOKEN } from '../whatsapp/testing/signed-webhook.ts';
import { startTwilioTestServer } from '../whatsapp/testing/twilio-test-server.ts';
import { notifyOpenQuestion, openQuestionEmailKey } from './notify-open-question.ts';

const handle = testDatabase();
let twilio: Awaited<ReturnType<typeof startTwilioTestServer>>;
let actors: Awaited<ReturnType<typeof createActors>>;
let app: ReturnType<typeof createTestApp>;
let owner: ReturnType<typeof createTestApp>;
let wedding: { id: number; weddingId: string };

const ALICE = '+33611110001';
const BRUNO = '+33622220002';

beforeAll(async () => {
  twilio = await startTwilioTestServer();
  actors = await createActors(handle.db);
  const created = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
  wedding = (await created.json()) as typeof wedding;
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
  const env = {
    TWILIO_ACCOUNT_SID: 'ACtest',
    TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN,
    TWILIO_WHATSAPP_NUMBER: '+14155238886',
    TWILIO_API_BASE_URL: twilio.url,
    TWILIO_CONTENT_SIDS: 'announcement=HX0a11,couple_reply=HXc0ffee',
    PUBLIC_BASE_URL: TEST_ORIGIN,
  };
  app = createTestApp({ db: handle.db, env });
  owner = createTestApp({ db: handle.db, env });
  for (const [name, value] of actors.owner.client.cookies) owner.cookies.set(name, value);
});
afterEach(() => vi.useRealTimers());
afterAll(async () => twilio.close());

const inbox = async () => (await (await owner.request(`/api/weddings/${wedding.id}/inbox`)).json()) as TInbox;
const reply = (messageId: number, json: unknown) =>
  owner.request(`/api/weddings/${wedding.id}/inbox/${messageId}/reply`, { method: 'POST', json });

describe('the couple answers through the assistant', () => {
  it('takes a question nobody can answer to the couple and their replies to the guest, then answers the next guest itself', async () => {
    expect(
      (await sendSignedWhatsApp(app, { from: ALICE, body: `start-${wedding.weddingId}`, profileName: 'Alice' })).status,
    ).toBe(200);
    await sendSignedWhatsApp(app, { from: ALICE, body: 'Y aura-t-il un photobooth ?' });
    const dog = await sendSignedWhatsApp(app, { from: ALICE, body: 'Est-ce qu’on peut venir avec notre chien ?' });
    expect(dog.reply).not.toContain('chiens');

    // The inbox lists both questions, oldest first; the couple got one e-mail for each at once (their default).
    const open = await inbox();
    expect(open.items.map((i) => [i.text, i.guest])).toEqual([
      ['Y aura-t-il un photobooth ?', 'Alice'],
      ['Est-ce qu’on peut venir avec notre chien ?', 'Alice'],
    ]);
    expect(open.conversations).toEqual([
      expect.objectContaining({
        guest: 'Alice',
        openQuestions: 2,
        lastMessage: expect.objectContaining({ from: 'guest', text: 'Est-ce qu’on peut venir avec notre chien ?' }),
      }),
    ]);
    const emails = await handle.db.select().from(outbox).where(eq(outbox.weddingId, wedding.id));
    expect(emails.map((e) => [e.channel, e.recipient, e.subject])).toEqual([
      ['email', actors.owner.email, 'Un invité vous a écrit : Y aura-t-il un photobooth ?'],
      ['email', actors.owner.email, 'Un invité vous a écrit : Est-ce qu’on peut venir avec notre chien ?'],
    ]);
    expect(emails[0]!.body).toContain(`${TEST_ORIGIN}/wedding/${wedding.id}#messages`);

    // Inside the 24-hour window: plain text, with the status callback, and its statuses followed.
    twilio.requests.length = 0;
    const first = await reply(open.items[0]!.messageId, {
      text: 'Oui, un photobooth vous attend près du bar !',
      saveAsFaq: false,
    });
    expect(first.status).toBe(201);
    const sentText = (await first.json()) as TCoupleReply;
    expect(sentText).toMatchObject({ mode: 'text', status: 'sent', faqId: null });
    expect(twilio.requests.map((r) => r.form)).toEqual([
      expect.objectContaining({
        To: `whatsapp:${ALICE}`,
        Body: 'Réponse de Camille et Julien : Oui, un photobooth vous attend près du bar !',
        StatusCallback: `${TEST_ORIGIN}/api/whatsapp/status`,
      }),
    ]);
    expect(twilio.requests[0]!.form.ContentSid).toBeUndefined();
    const [stored] = await handle.db.select().from(coupleReplies).where(eq(coupleReplies.id, sentText.id));
    const textSid = stored!.providerSid!;
    expect(textSid).toMatch(/^SM/);
    expect((await sendSignedStatus(app, { MessageSid: textSid, MessageStatus: 'delivered' })).status).toBe(204);
    expect((await inbox()).items.map((i) => i.text)).toEqual(['Est-ce qu’on peut venir avec notre chien ?']);

    // 25 hours later the window has closed: the approved template, and the reply saved as a FAQ.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 3600_000);
    twilio.requests.length = 0;
    const second = await reply(open.items[1]!.messageId, {
      text: 'Oui, les chiens sont les bienvenus s’ils restent tenus en laisse.',
      saveAsFaq: true,
    });
    expect(second.status).toBe(201);
    const sentTemplate = (await second.json()) as TCoupleReply;
    expect(sentTemplate).toMatchObject({ mode: 'template', status: 'sent' });
    expect(twilio.requests.map((r) => r.form)).toEqual([
      expect.objectContaining({
        To: `whatsapp:${ALICE}`,
        ContentSid: 'HXc0ffee',
        ContentVariables: JSON.stringify({
          1: 'Camille et Julien',
          2: 'Oui, les chiens sont les bienvenus s’ils restent tenus en laisse.',
        }),
      }),
    ]);
    const saved = await handle.db.select().from(faqs).where(eq(faqs.weddingId, wedding.id));
    expect(saved.map((f) => [f.id, f.question, f.answer])).toEqual([
      [
        sentTemplate.faqId,
        'Est-ce qu’on peut venir avec notre chien ?',
        'Oui, les chiens sont les bienvenus s’ils restent tenus en laisse.',
      ],
    ]);
    expect((await inbox()).items).toEqual([]);

    // The conversation shows both replies with what Twilio reported of them.
    const thread = (await (
      await owner.request(`/api/weddings/${wedding.id}/inbox/conversations/${open.items[0]!.guestId}`)
    ).json()) as TConversation;
    expect(thread.replyMode).toBe('template');
    expect(
      thread.entries
        .filter((e) => e.from === 'couple')
        .map((e) => e.from === 'couple' && [e.reply.mode, e.reply.status]),
    ).toEqual([
      ['text', 'delivered'],
      ['template', 'sent'],
    ]);

    // Another guest asks the same in other words: the assistant answers from the couple's reply.
    vi.useRealTimers();
    await sendSignedWhatsApp(app, { from: BRUNO, body: `start-${wedding.weddingId}`, profileName: 'Bruno' });
    const again = await sendSignedWhatsApp(app, { from: BRUNO, body: 'Les animaux de compagnie sont acceptés ?' });
    expect(again.reply).toContain('les chiens sont les bienvenus');
    const [asked] = await handle.db
      .select()
      .from(messages)
      .where(eq(messages.message, 'Les animaux de compagnie sont acceptés ?'));
    expect(asked!.answerSource).toBe(`faq:${sentTemplate.faqId}`);
    expect((await inbox()).items).toEqual([]);
  });
});

describe('a question the assistant hedged', () => {
  it('e-mails the couple what the guest was sent, not that nothing was', async () => {
    const [guest] = await handle.db
      .insert(guests)
      .values({ weddingId: wedding.id, phoneNumber: '+33633330003', firstName: 'Chloé' })
      .returning();
    const response =
      'Un brunch est servi au domaine le dimanche à 11h.\nJe transmets aussi votre question à Camille et Julien, qui vous répondront ici si ce n’est pas ce que vous cherchiez.';
    const [message] = await handle.db
      .insert(messages)
      .values({
        weddingId: wedding.id,
        guestId: guest!.id,
        message: 'Faut-il une tenue chic pour le brunch ?',
        response,
        messageType: 'incoming',
        kind: 'question',
        trace: { outcome: 'hedge', probability: 0.84, subjects: ['brunch', 'dressCode'], candidates: [] },
        timestamp: new Date(),
      })
      .returning();
    await notifyOpenQuestion({ db: handle.db, config: { PUBLIC_BASE_URL: TEST_ORIGIN }, messageId: message!.id });
    const [email] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, openQuestionEmailKey(message!.id)));
    expect(email!.body).toContain('L’assistant n’était pas sûr de la réponse');
    expect(email!.body).toContain(`« ${response} »`);
    expect(email!.body).not.toContain('n’a pas su répondre');
  });
});

describe('a message the assistant answered in part', () => {
  it('is open in the inbox, and the e-mail tells the couple what the guest was sent and that the rest is theirs', async () => {
    const CHLOE = '+33633330004';
    await sendSignedWhatsApp(app, { from: CHLOE, body: `start-${wedding.weddingId}`, profileName: 'Chloé' });
    const text = 'What time does the ceremony start? And will there be a photobooth?';
    const { reply: sent } = await sendSignedWhatsApp(app, { from: CHLOE, body: text });
    expect(sent).toMatch(/3:30 pm/);
    expect(sent).toContain("For the rest, I'm passing your question on to Camille and Julien");
    const item = (await inbox()).items.find((i) => i.text === text);
    expect(item).toBeDefined();
    // « Pourquoi cette réponse ? » reads that the rest was passed on, with the facts named in French for the couple.
    const [stored] = await handle.db.select().from(messages).where(eq(messages.id, item!.messageId));
    expect(stored!.trace).toMatchObject({ outcome: 'partly', candidates: [{ label: "l'heure de la cérémonie" }] });
    const [email] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, openQuestionEmailKey(item!.messageId)));
    expect(email!.body).toContain('L’assistant a répondu à une partie du message et vous transmet le reste');
    expect(email!.body).toContain(`« ${sent} »`);
    // Closed without a reply, it reads as the assistant's partial answer in the conversation.
    const closed = await owner.request(`/api/weddings/${wedding.id}/inbox/${item!.messageId}/resolve`, {
      method: 'POST',
    });
    expect(closed.status).toBe(200);
    const thread = (await (
      await owner.request(`/api/weddings/${wedding.id}/inbox/conversations/${item!.guestId}`)
    ).json()) as TConversation;
    expect(thread.entries.at(-1)).toMatchObject({ text, open: false, unanswered: true, handedOverWith: 'part' });
  });
});
