import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupleReplies, faqs, guests, messages, outbox, weddings } from '../../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import type { TConversation, TCoupleReply, TInbox } from '../../../shared/schemas/inbox.ts';
import { parseEnv } from '../../env.ts';
import { deliverCoupleReplies } from '../../inbox/deliver-couple-replies.ts';
import { notifyOpenQuestion } from '../../inbox/notify-open-question.ts';
import { forgetGuest } from '../../privacy/forget-guest.ts';
import { sendInboxDigests } from '../../inbox/send-inbox-digests.ts';
import { createActors } from '../../testing/actors.ts';
import { createTestApp, TEST_ORIGIN } from '../../testing/test-app.ts';
import { testDatabase } from '../../testing/test-database.ts';
import { sendSignedStatus, TEST_TWILIO_TOKEN } from '../../whatsapp/testing/signed-webhook.ts';
import { startTwilioTestServer } from '../../whatsapp/testing/twilio-test-server.ts';

const handle = testDatabase();
let twilio: Awaited<ReturnType<typeof startTwilioTestServer>>;
let actors: Awaited<ReturnType<typeof createActors>>;
let wedding: { id: number };
const NOW = Date.now();
const hoursAgo = (h: number) => new Date(NOW - h * 3600_000);
const ids = { alice: 0, bruno: 0, chloe: 0, aliceQuestion: 0, brunoQuestion: 0, chloeQuestion: 0, answered: 0 };

function liveEnv(template = true): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: 'ACtest',
    TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN,
    TWILIO_WHATSAPP_NUMBER: '+14155238886',
    TWILIO_API_BASE_URL: twilio.url,
    ...(template ? { TWILIO_CONTENT_SIDS: 'couple_reply=HX0b12' } : {}),
  };
}

/** `who`'s request on an app configured with `env`: the session works on any app over the same database. */
async function as(
  who: 'owner' | 'other' | 'admin' | 'anonymous',
  path: string,
  init: RequestInit & { json?: unknown } = {},
  env = liveEnv(),
) {
  const app = createTestApp({ db: handle.db, env });
  const source = who === 'owner' || who === 'other' ? actors[who].client : actors[who];
  for (const [name, value] of source.cookies) app.cookies.set(name, value);
  return app.request(path, init);
}
const replyTo = (
  messageId: number,
  json: unknown,
  who: 'owner' | 'other' | 'admin' | 'anonymous' = 'owner',
  env = liveEnv(),
) => as(who, `/api/weddings/${wedding.id}/inbox/${messageId}/reply`, { method: 'POST', json }, env);

beforeAll(async () => {
  twilio = await startTwilioTestServer();
  actors = await createActors(handle.db);
  const res = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
  wedding = (await res.json()) as typeof wedding;
});
afterAll(async () => twilio.close());

beforeEach(async () => {
  await handle.db.delete(guests);
  await handle.db.delete(messages);
  await handle.db.delete(faqs);
  await handle.db.delete(outbox);
  await handle.db.update(weddings).set({ inboxNotifications: 'instant' }).where(eq(weddings.id, wedding.id));
  twilio.requests.length = 0;
  const [alice, bruno, chloe] = await handle.db
    .insert(guests)
    .values([
      {
        weddingId: wedding.id,
        phoneNumber: '+33611111111',
        name: 'Alice Martin',
        listed: true,
        boundAt: hoursAgo(30),
        lastInteraction: hoursAgo(2),
      },
      { weddingId: wedding.id, phoneNumber: '+33622222222', boundAt: hoursAgo(80), lastInteraction: hoursAgo(30) },
      {
        weddingId: wedding.id,
        phoneNumber: '+33633333333',
        firstName: 'Chloé',
        boundAt: hoursAgo(5),
        lastInteraction: hoursAgo(1),
        optedOut: true,
      },
    ])
    .returning({ id: guests.id });
  const question = (guestId: number, text: string, at: Date, extra: Partial<typeof messages.$inferInsert> = {}) => ({
    weddingId: wedding.id,
    guestId,
    message: text,
    response: 'Je n’ai pas cette information.',
    kind: 'question' as const,
    timestamp: at,
    ...extra,
  });
  const [aliceQuestion, brunoQuestion, chloeQuestion, answered] = await handle.db
    .insert(messages)
    .values([
      question(alice!.id, 'Y a-t-il un vestiaire au château ?', hoursAgo(2)),
      question(bruno!.id, 'Peut-on venir avec un chien ?', hoursAgo(30)),
      question(chloe!.id, 'Faut-il apporter un cadeau ?', hoursAgo(1)),
      question(alice!.id, 'À quelle heure est la cérémonie ?', hoursAgo(3), {
        answerSource: 'ceremonyTime',
        answeredBy: 'engine',
        response: 'À 15h30.',
      }),
    ])
    .returning({ id: messages.id });
  Object.assign(ids, {
    alice: alice!.id,
    bruno: bruno!.id,
    chloe: chloe!.id,
    aliceQuestion: aliceQuestion!.id,
    brunoQuestion: brunoQuestion!.id,
    chloeQuestion: chloeQuestion!.id,
    answered: answered!.id,
  });
});

describe('GET /api/weddings/:id/inbox', () => {
  it('lists the open questions (the assistant’s unanswered ones) and every conversation, to the couple and to an administrator', async () => {
    const res = await as('owner', `/api/weddings/${wedding.id}/inbox`);
    expect(res.status).toBe(200);
    const inbox = (await res.json()) as TInbox;
    expect(inbox.items.map((i) => [i.messageId, i.text, i.guest])).toEqual([
      [ids.brunoQuestion, 'Peut-on venir avec un chien ?', '+33 6 •• •• •• 22'],
      [ids.aliceQuestion, 'Y a-t-il un vestiaire au château ?', 'Alice Martin'],
      [ids.chloeQuestion, 'Faut-il apporter un cadeau ?', 'Chloé'],
    ]);
    expect(inbox.conversations.map((c) => [c.guest, c.messageCount, c.openQuestions, c.optedOut])).toEqual([
      ['Chloé', 1, 1, true],
      ['Alice Martin', 2, 1, false],
      ['+33 6 •• •• •• 22', 1, 1, false],
    ]);
    expect(inbox.notifications).toBe('instant');
    expect((await as('admin', `/api/weddings/${wedding.id}/inbox`)).status).toBe(200);
  });

  it('is the couple’s and the administrators’ only', async () => {
    expect((await as('anonymous', `/api/weddings/${wedding.id}/inbox`)).status).toBe(401);
    expect((await as('other', `/api/weddings/${wedding.id}/inbox`)).status).toBe(404);
    expect((await as('other', `/api/weddings/${wedding.id}/inbox/conversations/${ids.alice}`)).status).toBe(404);
    expect((await as('owner', `/api/weddings/${wedding.id}/inbox/conversations/999999`)).status).toBe(404);
    expect((await as('owner', `/api/weddings/${wedding.id}/inbox/conversations/abc`)).status).toBe(404);
  });

  it('gives one guest’s whole conversation, oldest first, with the assistant’s replies', async () => {
    const thread = (await (
      await as('owner', `/api/weddings/${wedding.id}/inbox/conversations/${ids.alice}`)
    ).json()) as TConversation;
    expect(thread).toMatchObject({ guest: 'Alice Martin', optedOut: false, replyMode: 'text' });
    expect(thread.entries.map((e) => e.from === 'guest' && [e.text, e.assistantReply, e.unanswered, e.open])).toEqual([
      ['À quelle heure est la cérémonie ?', 'À 15h30.', false, false],
      ['Y a-t-il un vestiaire au château ?', 'Je n’ai pas cette information.', true, true],
    ]);
  });
});

describe('POST /api/weddings/:id/inbox/:messageId/reply', () => {
  it('sends the reply as text inside the 24-hour window and takes the question off the list', async () => {
    const res = await replyTo(ids.aliceQuestion, { text: '  Oui, à l’entrée du château.  ', saveAsFaq: false });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      text: 'Oui, à l’entrée du château.',
      mode: 'text',
      status: 'sent',
      faqId: null,
    });
    expect(twilio.requests.map((r) => [r.form.To, r.form.Body, r.form.ContentSid])).toEqual([
      ['whatsapp:+33611111111', 'Réponse de Camille et Julien : Oui, à l’entrée du château.', undefined],
    ]);
    const [question] = await handle.db.select().from(messages).where(eq(messages.id, ids.aliceQuestion));
    expect(question).toMatchObject({ answeredBy: 'couple', answerSource: null });
    expect(question!.resolvedAt).not.toBeNull();
    const inbox = (await (await as('owner', `/api/weddings/${wedding.id}/inbox`)).json()) as TInbox;
    expect(inbox.items.map((i) => i.messageId)).not.toContain(ids.aliceQuestion);
    expect(await handle.db.select().from(faqs)).toEqual([]);
  });

  it('follows Twilio’s status callbacks for the reply, never back (callbacks may come out of order)', async () => {
    const { id } = (await (await replyTo(ids.aliceQuestion, { text: 'Oui, à l’entrée.' })).json()) as { id: number };
    const [{ sid }] = (await handle.db
      .select({ sid: coupleReplies.providerSid })
      .from(coupleReplies)
      .where(eq(coupleReplies.id, id))) as [{ sid: string }];
    const app = createTestApp({ db: handle.db, env: { ...liveEnv(), PUBLIC_BASE_URL: TEST_ORIGIN } });
    expect((await sendSignedStatus(app, { MessageSid: sid, MessageStatus: 'read' })).status).toBe(204);
    await sendSignedStatus(app, { MessageSid: sid, MessageStatus: 'delivered' });
    const thread = (await (
      await as('owner', `/api/weddings/${wedding.id}/inbox/conversations/${ids.alice}`)
    ).json()) as TConversation;
    expect(thread.entries.flatMap((e) => (e.from === 'couple' ? [e.reply.status] : []))).toEqual(['read']);
  });

  it('is in the couple’s data export', async () => {
    await replyTo(ids.aliceQuestion, { text: 'Oui, à l’entrée du château.' });
    const exported = (await (await as('owner', '/api/account/export')).json()) as {
      inboxReplies: { body: string; status: string }[];
    };
    expect(exported.inboxReplies).toEqual([
      expect.objectContaining({ body: 'Oui, à l’entrée du château.', status: 'sent' }),
    ]);
  });

  it('sends the approved template outside the window, in the guest’s language', async () => {
    await handle.db.update(guests).set({ language: 'en' }).where(eq(guests.id, ids.bruno));
    const res = await replyTo(ids.brunoQuestion, { text: 'Yes, dogs are welcome on a leash.' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ mode: 'template', status: 'sent' });
    expect(twilio.requests.map((r) => [r.form.ContentSid, r.form.ContentVariables])).toEqual([
      ['HX0b12', JSON.stringify({ 1: 'Camille and Julien', 2: 'Yes, dogs are welcome on a leash.' })],
    ]);
  });

  it('refuses outside the window when no template is configured, and after STOP, with a French 409; nothing is stored', async () => {
    const late = await replyTo(
      ids.brunoQuestion,
      { text: 'Oui, tenu en laisse.', saveAsFaq: true },
      'owner',
      liveEnv(false),
    );
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toMatch(/Plus de 24 h .* aucun modèle/);
    const stop = await replyTo(ids.chloeQuestion, { text: 'Non, votre présence suffit !' });
    expect(stop.status).toBe(409);
    expect(((await stop.json()) as { message: string }).message).toBe(
      'Cet invité a répondu STOP : il ne reçoit plus de message, votre réponse n’est pas envoyée.',
    );
    expect(await handle.db.select().from(coupleReplies).where(eq(coupleReplies.weddingId, wedding.id))).toEqual([]);
    expect(await handle.db.select().from(faqs)).toEqual([]);
    expect(twilio.requests).toHaveLength(0);
    const [question] = await handle.db.select().from(messages).where(eq(messages.id, ids.brunoQuestion));
    expect(question).toMatchObject({ answeredBy: null, resolvedAt: null });
  });

  it('saves the question and the reply as a FAQ of the wedding in the same action', async () => {
    const res = await replyTo(ids.aliceQuestion, {
      text: 'Oui, un vestiaire gardé à l’entrée du château.',
      saveAsFaq: true,
    });
    expect(res.status).toBe(201);
    const { faqId } = (await res.json()) as { faqId: number };
    expect(
      await handle.db
        .select({ id: faqs.id, weddingId: faqs.weddingId, question: faqs.question, answer: faqs.answer })
        .from(faqs),
    ).toEqual([
      {
        id: faqId,
        weddingId: wedding.id,
        question: 'Y a-t-il un vestiaire au château ?',
        answer: 'Oui, un vestiaire gardé à l’entrée du château.',
      },
    ]);
  });

  it.each([
    [{ text: '   ' }, 'Écrivez votre réponse.'],
    [{}, 'Écrivez votre réponse.'],
    [{ text: 'x'.repeat(1001) }, 'La réponse ne doit pas dépasser 1000 caractères.'],
    [
      { text: 'Oui', saveAsFaq: 'oui' },
      'Indiquez si la réponse doit aussi être enregistrée comme question fréquente (oui ou non).',
    ],
    [
      { text: 'Oui', saveAsFaq: true },
      'Pour l’enregistrer comme question fréquente, la réponse doit faire au moins 20 caractères.',
    ],
  ])('refuses %j with a French 400 and changes nothing', async (json, message) => {
    const res = await replyTo(ids.aliceQuestion, json);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
    expect(await handle.db.select().from(coupleReplies).where(eq(coupleReplies.weddingId, wedding.id))).toEqual([]);
    expect(twilio.requests).toHaveLength(0);
  });

  it('refuses to make a FAQ of a question too short to be one, and sends nothing', async () => {
    const [short] = await handle.db
      .insert(messages)
      .values({ weddingId: wedding.id, guestId: ids.alice, message: 'Chien ?', kind: 'question' })
      .returning({ id: messages.id });
    const res = await replyTo(short!.id, { text: 'Oui, les chiens sont les bienvenus en laisse.', saveAsFaq: true });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^La question de l’invité ne peut pas devenir une question fréquente/,
    );
    expect(await handle.db.select().from(faqs)).toEqual([]);
    expect(await handle.db.select().from(coupleReplies).where(eq(coupleReplies.weddingId, wedding.id))).toEqual([]);
    expect(twilio.requests).toHaveLength(0);
  });

  it('lets only the couple reply, to a guest question of their own wedding', async () => {
    const body = { text: 'Oui, à l’entrée.' };
    expect((await replyTo(ids.aliceQuestion, body, 'anonymous')).status).toBe(401);
    expect((await replyTo(ids.aliceQuestion, body, 'other')).status).toBe(404);
    expect((await replyTo(ids.aliceQuestion, body, 'admin')).status).toBe(403);
    expect((await replyTo(999999, body)).status).toBe(404);
    const [join] = await handle.db
      .insert(messages)
      .values({ weddingId: wedding.id, guestId: ids.alice, message: 'start-x', kind: 'join' })
      .returning({ id: messages.id });
    expect((await replyTo(join!.id, body)).status).toBe(404);
    expect(twilio.requests).toHaveLength(0);
  });

  it('without Twilio keeps the reply queued; the job sends it once, and follows its status', async () => {
    const res = await replyTo(ids.aliceQuestion, { text: 'Oui, à l’entrée.' }, 'owner', {});
    expect(await res.json()).toMatchObject({ mode: 'text', status: 'queued' });
    expect(twilio.requests).toHaveLength(0);
    const config = parseEnv(liveEnv());
    await Promise.all([
      deliverCoupleReplies({ db: handle.db, config }),
      deliverCoupleReplies({ db: handle.db, config }),
    ]);
    expect(twilio.requests).toHaveLength(1);
  });

  it('sends a reply queued inside the window as the template once the window has closed', async () => {
    const res = await replyTo(ids.aliceQuestion, { text: 'Oui, à l’entrée.' }, 'owner', {});
    expect(await res.json()).toMatchObject({ mode: 'text', status: 'queued' });
    const tomorrow = new Date(NOW + 25 * 3600_000);
    await deliverCoupleReplies({ db: handle.db, config: parseEnv(liveEnv()), now: tomorrow });
    expect(twilio.requests).toHaveLength(1);
    expect(twilio.requests[0]!.form).toMatchObject({ ContentSid: 'HX0b12' });
    const [sent] = await handle.db.select().from(coupleReplies).where(eq(coupleReplies.weddingId, wedding.id));
    expect(sent).toMatchObject({ mode: 'template', status: 'sent' });
  });

  it('keeps it as text past the window when no template is approved: Twilio says why, in the couple’s words', async () => {
    await replyTo(ids.aliceQuestion, { text: 'Oui, à l’entrée.' }, 'owner', {});
    twilio.failNextRequests(1);
    const tomorrow = new Date(NOW + 25 * 3600_000);
    await deliverCoupleReplies({ db: handle.db, config: parseEnv(liveEnv(false)), now: tomorrow });
    expect(twilio.requests[0]!.form.ContentSid).toBeUndefined();
    const [failed] = await handle.db.select().from(coupleReplies).where(eq(coupleReplies.weddingId, wedding.id));
    expect(failed).toMatchObject({ mode: 'text', status: 'failed' });
    expect(failed!.error).toMatch(/^Twilio 63016: /);
  });
});

describe('POST /api/weddings/:id/inbox/replies/:replyId/retry', () => {
  const retry = (replyId: number | string, who: 'owner' | 'other' | 'admin' | 'anonymous' = 'owner', env = liveEnv()) =>
    as(who, `/api/weddings/${wedding.id}/inbox/replies/${replyId}/retry`, { method: 'POST' }, env);

  it('sends a failed reply again, once, as it was written; its status and error follow', async () => {
    twilio.failNextRequests(1);
    const failed = (await (await replyTo(ids.aliceQuestion, { text: 'Oui, à l’entrée.' })).json()) as TCoupleReply;
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Twilio 63016: /) });
    expect((await retry(failed.id, 'anonymous')).status).toBe(401);
    expect((await retry(failed.id, 'other')).status).toBe(404);
    expect((await retry(failed.id, 'admin')).status).toBe(403);
    // Either click may win the race; the other sees it queued or sent, or nothing left to send again.
    const clicks = await Promise.all([retry(failed.id), retry(failed.id)]);
    expect(clicks.every((click) => click.status === 200 || click.status === 409)).toBe(true);
    const bodies = (await Promise.all(clicks.map((click) => click.json()))) as TCoupleReply[];
    expect(bodies).toContainEqual(
      expect.objectContaining({ id: failed.id, status: 'sent', error: null, text: 'Oui, à l’entrée.' }),
    );
    expect(twilio.requests).toHaveLength(2);
    expect(twilio.requests[1]!.form.Body).toContain('Oui, à l’entrée.');
    // Sent: nothing more to send again.
    const again = await retry(failed.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'Cette réponse n’a pas échoué : il n’y a rien à renvoyer.' });
    expect(twilio.requests).toHaveLength(2);
  });

  it('never to a guest who answered STOP, and says why', async () => {
    twilio.failNextRequests(1);
    const failed = (await (await replyTo(ids.aliceQuestion, { text: 'Oui, à l’entrée.' })).json()) as TCoupleReply;
    await handle.db.update(guests).set({ optedOut: true }).where(eq(guests.id, ids.alice));
    const refused = await retry(failed.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: 'Cet invité a répondu STOP : il ne reçoit plus de message, votre réponse n’est pas envoyée.',
    });
    const [row] = await handle.db.select().from(coupleReplies).where(eq(coupleReplies.id, failed.id));
    expect(row).toMatchObject({ status: 'failed' });
    expect(twilio.requests).toHaveLength(1);
  });

  it('answers a French 404 for a reply of no one', async () => {
    const missing = await retry(999999);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Réponse introuvable.' });
    expect((await retry('abc')).status).toBe(404);
  });
});

describe('POST /api/weddings/:id/inbox/:messageId/resolve', () => {
  const resolve = (messageId: number | string, who: 'owner' | 'other' | 'admin' | 'anonymous' = 'owner') =>
    as(who, `/api/weddings/${wedding.id}/inbox/${messageId}/resolve`, { method: 'POST' });

  it('takes the question off the open list without sending anything; it stays in the conversation', async () => {
    const res = await resolve(ids.aliceQuestion);
    expect(res.status).toBe(200);
    const closed = (await res.json()) as { messageId: number; resolvedAt: string };
    expect(closed.messageId).toBe(ids.aliceQuestion);
    const inbox = (await (await as('owner', `/api/weddings/${wedding.id}/inbox`)).json()) as TInbox;
    expect(inbox.items.map((i) => i.messageId)).toEqual([ids.brunoQuestion, ids.chloeQuestion]);
    const thread = (await (
      await as('owner', `/api/weddings/${wedding.id}/inbox/conversations/${ids.alice}`)
    ).json()) as TConversation;
    expect(thread.entries.at(-1)).toMatchObject({ text: 'Y a-t-il un vestiaire au château ?', open: false });
    expect(twilio.requests).toHaveLength(0);
    expect(await handle.db.select().from(coupleReplies).where(eq(coupleReplies.weddingId, wedding.id))).toEqual([]);
    // Closing it again changes nothing.
    expect(await (await resolve(ids.aliceQuestion)).json()).toEqual(closed);
  });

  it('is the couple’s only, on a guest question of their own wedding, with a French error', async () => {
    expect((await resolve(ids.brunoQuestion, 'anonymous')).status).toBe(401);
    expect((await resolve(ids.brunoQuestion, 'other')).status).toBe(404);
    expect((await resolve(ids.brunoQuestion, 'admin')).status).toBe(403);
    const missing = await resolve(999999);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Question introuvable.' });
    expect((await resolve('abc')).status).toBe(404);
    const [bruno] = await handle.db.select().from(messages).where(eq(messages.id, ids.brunoQuestion));
    expect(bruno!.resolvedAt).toBeNull();
  });
});

describe('notifications', () => {
  it('switches between an e-mail at once and a daily digest (couple only)', async () => {
    const put = (who: 'owner' | 'admin', json: unknown) =>
      as(who, `/api/weddings/${wedding.id}/inbox/settings`, { method: 'PUT', json });
    expect((await put('owner', { notifications: 'weekly' })).status).toBe(400);
    expect((await put('admin', { notifications: 'daily_digest' })).status).toBe(403);
    expect((await put('owner', { notifications: 'daily_digest' })).status).toBe(200);
    expect(((await (await as('owner', `/api/weddings/${wedding.id}/inbox`)).json()) as TInbox).notifications).toBe(
      'daily_digest',
    );
  });

  it('e-mails an open question at once, once, only when the couple chose it and only for a question still open', async () => {
    const config = parseEnv({});
    expect(await notifyOpenQuestion({ db: handle.db, config, messageId: ids.aliceQuestion })).toBe(true);
    expect(await notifyOpenQuestion({ db: handle.db, config, messageId: ids.aliceQuestion })).toBe(false);
    expect(await notifyOpenQuestion({ db: handle.db, config, messageId: ids.answered })).toBe(false);
    await handle.db.update(weddings).set({ inboxNotifications: 'daily_digest' }).where(eq(weddings.id, wedding.id));
    expect(await notifyOpenQuestion({ db: handle.db, config, messageId: ids.brunoQuestion })).toBe(false);
    const emails = await handle.db.select().from(outbox);
    expect(emails.map((e) => e.subject)).toEqual(['Un invité vous a écrit : Y a-t-il un vestiaire au château ?']);
    expect(emails[0]!.body).toContain('Alice Martin a écrit à l’assistant');
  });

  it('erases with a guest who asks to be forgotten the e-mails quoting their questions and the replies to them', async () => {
    const config = parseEnv({});
    await notifyOpenQuestion({ db: handle.db, config, messageId: ids.aliceQuestion });
    await notifyOpenQuestion({ db: handle.db, config, messageId: ids.brunoQuestion });
    await replyTo(ids.aliceQuestion, { text: 'Oui, à l’entrée.' }, 'owner', {});
    await forgetGuest(handle.db, { guestId: ids.alice, weddingId: wedding.id });
    expect((await handle.db.select().from(outbox)).map((e) => e.dedupeKey)).toEqual([
      `inbox:question:${ids.brunoQuestion}`,
    ]);
    expect(await handle.db.select().from(coupleReplies).where(eq(coupleReplies.weddingId, wedding.id))).toEqual([]);
  });

  it('sends one digest a day to a couple who chose it, with the day’s open questions', async () => {
    const config = parseEnv({});
    // Chloé's was a hedge: the assistant sent what came closest and handed the question over too.
    await handle.db
      .update(messages)
      .set({ trace: { outcome: 'hedge', subjects: ['gifts'], candidates: [] } })
      .where(eq(messages.id, ids.chloeQuestion));
    expect(await sendInboxDigests({ db: handle.db, config, now: new Date(NOW) })).toEqual({ weddings: 0, queued: 0 });
    await handle.db.update(weddings).set({ inboxNotifications: 'daily_digest' }).where(eq(weddings.id, wedding.id));
    expect(await sendInboxDigests({ db: handle.db, config, now: new Date(NOW) })).toEqual({ weddings: 1, queued: 1 });
    expect(await sendInboxDigests({ db: handle.db, config, now: new Date(NOW) })).toEqual({ weddings: 1, queued: 0 });
    const [email] = await handle.db.select().from(outbox);
    expect(email).toMatchObject({
      recipient: actors.owner.email,
      subject: '2 questions de vos invités attendent votre réponse',
    });
    // Bruno's question is from yesterday: not today's.
    expect(email!.body).toContain('« Y a-t-il un vestiaire au château ? »');
    expect(email!.body).toContain('« Faut-il apporter un cadeau ? » (l’assistant a envoyé ce qui s’en approche)');
    expect(email!.body).not.toContain('« Y a-t-il un vestiaire au château ? » (');
    expect(email!.body).not.toContain('chien');
  });
});
