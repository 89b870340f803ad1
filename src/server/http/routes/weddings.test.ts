import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guests, messages, reviews, scheduledMessages, weddings } from '../../../../db/schema/index.ts';
import { createActors } from '../../testing/actors.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
let wedding: { id: number; weddingId: string; whatsappLink: string };

beforeAll(async () => {
  actors = await createActors(handle.db);
  const res = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
  wedding = (await res.json()) as typeof wedding;
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('POST /api/weddings', () => {
  it('creates the wedding for the signed-in couple with an unguessable id and its WhatsApp link', async () => {
    expect(wedding.id).toBeGreaterThan(0);
    expect(wedding.weddingId).toMatch(/^[a-z2-9]{16}$/);
    expect(wedding.whatsappLink).toBe(`https://wa.me/14155238886?text=start-${wedding.weddingId}`);
    const [row] = await handle.db.select().from(weddings).where(eq(weddings.id, wedding.id));
    expect(row).toMatchObject({ userId: actors.owner.user.id, botActive: false, ceremonyTime: '15:30' });
  });

  it.each([
    [{ ...SAMPLE_WEDDING, brideName: 'C' }, 'Le prénom de la mariée est requis'],
    [{ ...SAMPLE_WEDDING, groomName: '' }, 'Le prénom du marié est requis'],
    [{ ...SAMPLE_WEDDING, weddingDate: '' }, 'La date du mariage est requise'],
    [{ ...SAMPLE_WEDDING, weddingDate: '2027-02-30' }, "La date du mariage n'est pas valide"],
    [{ ...SAMPLE_WEDDING, ceremonyTime: '25:00' }, "L'heure doit être au format HH:MM"],
    [{ ...SAMPLE_WEDDING, brideName: undefined }, 'Le prénom de la mariée est requis'],
    [
      { ...SAMPLE_WEDDING, weddingDate: '2020-06-12' },
      'Cette date est déjà passée : choisissez la date à venir de votre mariage.',
    ],
  ])('refuses an invalid form (%#) with a French message and writes nothing', async (body, message) => {
    const before = (await handle.db.select().from(weddings)).length;
    const res = await actors.owner.client.request('/api/weddings', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(message);
    expect(await handle.db.select().from(weddings)).toHaveLength(before);
  });

  it('refuses another userId in the body and anonymous callers', async () => {
    const res = await actors.owner.client.request('/api/weddings', {
      method: 'POST',
      json: { ...SAMPLE_WEDDING, userId: actors.other.user.id },
    });
    expect(res.status).toBe(403);
    expect((await actors.anonymous.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })).status).toBe(
      401,
    );
  });

  it('accepts the userId of the session, as the eval script sends it', async () => {
    const res = await actors.other.client.request('/api/weddings', {
      method: 'POST',
      json: { ...SAMPLE_WEDDING, userId: actors.other.user.id },
    });
    expect(res.status).toBe(201);
  });
});

describe('permission matrix of wedding-scoped routes', () => {
  const routes: [string, string, (id: number) => string, unknown?][] = [
    ['GET', 'wedding', (id) => `/api/weddings/${id}`],
    ['PATCH', 'wedding', (id) => `/api/weddings/${id}`, { brideName: 'Camille' }],
    ['GET', 'faqs', (id) => `/api/weddings/${id}/faqs`],
    [
      'POST',
      'faq',
      (id) => `/api/weddings/${id}/faqs`,
      { question: 'Question assez longue ?', answer: 'Une réponse suffisamment longue.' },
    ],
    ['GET', 'faqs (dashboard)', (id) => `/api/faqs/${id}`],
    ['GET', 'faqs (query)', (id) => `/api/faqs?weddingId=${id}`],
    ['POST', 'faq (dashboard)', () => '/api/faqs', undefined],
    ['GET', 'guests', (id) => `/api/guests/${id}`],
    ['GET', 'guests (query)', (id) => `/api/guests?weddingId=${id}`],
    ['GET', 'messages', (id) => `/api/messages/${id}`],
    ['GET', 'messages (query)', (id) => `/api/messages?weddingId=${id}`],
    ['GET', 'stats', (id) => `/api/weddings/${id}/stats`],
  ];

  it.each(routes)('%s %s: anonymous 401, other couple 404, owner and admin 2xx', async (method, _name, path, body) => {
    const url = path(wedding.id);
    const payload =
      url === '/api/faqs'
        ? { weddingId: wedding.id, question: 'Question assez longue ?', answer: 'Une réponse suffisamment longue.' }
        : body;
    const call = (client: typeof actors.anonymous) =>
      client.request(url, { method, ...(payload ? { json: payload } : {}) });
    expect((await call(actors.anonymous)).status).toBe(401);
    const foreign = await call(actors.other.client);
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).message).toMatch(/introuvable|n'existe pas/);
    expect((await call(actors.owner.client)).status).toBeLessThan(300);
    expect((await call(actors.admin)).status).toBeLessThan(300);
  });

  it('answers the same 404 for a wedding that does not exist and one that is not yours', async () => {
    const missing = await actors.owner.client.request('/api/weddings/999999');
    const foreign = await actors.other.client.request(`/api/weddings/${wedding.id}`);
    expect(missing.status).toBe(404);
    const body = await json(missing);
    expect(body).toEqual(await json(foreign));
    expect(body.message).toBe("Ce mariage n'existe pas ou vous n'avez pas l'autorisation de le voir.");
    expect((await actors.owner.client.request('/api/weddings/abc')).status).toBe(404);
  });

  it('lists weddings by user for that user or an admin only', async () => {
    const own = await actors.owner.client.request(`/api/weddings-by-user/${actors.owner.user.id}`);
    expect(((await own.json()) as unknown[]).length).toBe(1);
    expect((await actors.other.client.request(`/api/weddings-by-user/${actors.owner.user.id}`)).status).toBe(404);
    expect((await actors.admin.request(`/api/weddings-by-user/${actors.owner.user.id}`)).status).toBe(200);
    expect((await actors.anonymous.request(`/api/weddings-by-user/${actors.owner.user.id}`)).status).toBe(401);
  });
});

describe('PATCH /api/weddings/:id', () => {
  it('changes only the fields sent', async () => {
    const res = await actors.owner.client.request(`/api/weddings/${wedding.id}`, {
      method: 'PATCH',
      json: { brideName: 'Camila', groomName: 'Julien', weddingDate: '2027-06-19' },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      brideName: 'Camila',
      weddingDate: '2027-06-19',
      ceremonyVenue: 'Église Saint-Germain',
    });
  });

  it('validates like the form and writes nothing on error', async () => {
    const res = await actors.owner.client.request(`/api/weddings/${wedding.id}`, {
      method: 'PATCH',
      json: { weddingDate: '' },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('La date du mariage est requise');
    const [row] = await handle.db.select().from(weddings).where(eq(weddings.id, wedding.id));
    expect(row!.weddingDate).toBe('2027-06-19');
  });
});

describe('stats', () => {
  it('counts messages, and the guests on the list: who wrote, who wrote in the last 7 days; never a stranger', async () => {
    const recently = new Date();
    const long = new Date(Date.now() - 9 * 86_400_000);
    const [g1, g2, stranger] = await handle.db
      .insert(guests)
      .values([
        { weddingId: wedding.id, listed: true, phoneNumber: '+33600000001', boundAt: long, lastInteraction: recently },
        { weddingId: wedding.id, listed: true, phoneNumber: '+33600000002', boundAt: long, lastInteraction: long },
        { weddingId: wedding.id, phoneNumber: '+33600000003', boundAt: recently, lastInteraction: recently },
        { weddingId: wedding.id, listed: true, name: 'Tante Odile', boundAt: null },
      ])
      .returning();
    await handle.db.insert(messages).values([
      { weddingId: wedding.id, guestId: g1!.id, message: 'Bonjour', response: 'Bonjour !' },
      { weddingId: wedding.id, guestId: g2!.id, message: 'Parking ?', response: 'Au château.' },
      { weddingId: wedding.id, guestId: stranger!.id, message: 'Oui on vient', response: 'Merci !' },
    ]);
    const res = await actors.owner.client.request(`/api/weddings/${wedding.id}/stats`);
    // « 3 invités · 2 ont écrit »: the stranger (« Réponses hors liste ») is no guest of the list, counted apart; who
    // wrote this week is anyone's activity.
    expect(await json(res)).toEqual({
      totalMessages: 3,
      totalGuests: 2,
      activeGuests: 2,
      guestsOnList: 3,
      outsideWrote: 1,
    });
    const counted = await handle.db.execute(
      sql`select count(*)::int as listed, count(bound_at)::int as wrote from guests
          where wedding_id = ${wedding.id} and listed`,
    );
    const [hand] = (counted as unknown as { rows: unknown[] }).rows;
    expect(hand).toEqual({ listed: 3, wrote: 2 });
  });
});

describe('bot toggle, stop and review', () => {
  it('refuses to switch an unpaid assistant on with 402, then allows it once paid, and off always', async () => {
    const refused = await actors.owner.client.request(`/api/weddings/${wedding.id}/bot/toggle`, { method: 'POST' });
    expect(refused.status).toBe(402);
    expect((await json(refused)).message).toBe("Paiement requis pour activer l'assistant");

    await handle.db.update(weddings).set({ paymentStatus: 'deposit_paid' }).where(eq(weddings.id, wedding.id));
    const on = await actors.owner.client.request(`/api/weddings/${wedding.id}/bot/toggle`, { method: 'POST' });
    expect(await json(on)).toMatchObject({ botActive: true });
    expect(
      (await actors.other.client.request(`/api/weddings/${wedding.id}/bot/toggle`, { method: 'POST' })).status,
    ).toBe(404);
  });

  it('needs a reason to stop, then stops once and requests a review', async () => {
    const empty = await actors.owner.client.request(`/api/weddings/${wedding.id}/stop`, {
      method: 'POST',
      json: { reason: '  ' },
    });
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe('Veuillez sélectionner ou saisir une raison.');

    const stopped = await actors.owner.client.request(`/api/weddings/${wedding.id}/stop`, {
      method: 'POST',
      json: { reason: 'mariage_termine' },
    });
    expect(stopped.status).toBe(200);
    expect(await json(stopped)).toMatchObject({
      botActive: false,
      assistantStopped: true,
      stopReason: 'mariage_termine',
      reviewRequested: true,
    });
    expect(
      (
        await actors.owner.client.request(`/api/weddings/${wedding.id}/stop`, {
          method: 'POST',
          json: { reason: 'autre' },
        })
      ).status,
    ).toBe(409);
  });

  it('stores one review with a rating from 1 to 5', async () => {
    const bad = await actors.owner.client.request(`/api/weddings/${wedding.id}/review`, {
      method: 'POST',
      json: { rating: 6 },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('La note doit être comprise entre 1 et 5');
    const ok = await actors.owner.client.request(`/api/weddings/${wedding.id}/review`, {
      method: 'POST',
      json: { rating: 4, comment: 'Très utile' },
    });
    expect(ok.status).toBe(201);
    const rows = await handle.db.select().from(reviews).where(eq(reviews.weddingId, wedding.id));
    expect(rows).toMatchObject([{ rating: 4, comment: 'Très utile', platform: 'internal', submitted: true }]);
    expect(
      (await actors.owner.client.request(`/api/weddings/${wedding.id}/review`, { method: 'POST', json: { rating: 5 } }))
        .status,
    ).toBe(409);
  });
});

describe('POST /api/create-couple-authenticated', () => {
  it('creates the first wedding once, ignoring amounts sent by the browser', async () => {
    const couple = await (await import('../../testing/actors.ts')).signUpCouple(handle.db, 'complete');
    const body = {
      ...SAMPLE_WEDDING,
      userId: couple.user.id,
      totalPrice: 1,
      firstPaymentAmount: 1,
      remainingPaymentAmount: 0,
    };
    const first = await couple.client.request('/api/create-couple-authenticated', { method: 'POST', json: body });
    expect(first.status).toBe(201);
    const created = await json(first);
    expect(created).toMatchObject({ firstPaymentAmount: null, paymentStatus: 'pending' });
    const again = await couple.client.request('/api/create-couple-authenticated', { method: 'POST', json: body });
    expect(again.status).toBe(200);
    expect((await json(again)).id).toBe(created.id);
  });
});

describe('automatic messages in the wedding settings', () => {
  it('lists the four messages to the owner only, and lets the owner edit or switch one off until sent', async () => {
    const list = await actors.owner.client.request(`/api/weddings/${wedding.id}/scheduled-messages`);
    const items = (await list.json()) as { id: number; messageType: string; enabled: boolean; deliveries: unknown }[];
    expect(items.map((m) => m.messageType)).toEqual([
      'reminder_24h',
      'checkin_morning',
      'checkin_evening',
      'thank_you',
    ]);
    expect(items[0]!.deliveries).toEqual({ pending: 0, sent: 0, failed: 0 });
    expect((await actors.other.client.request(`/api/weddings/${wedding.id}/scheduled-messages`)).status).toBe(404);

    const id = items[0]!.id;
    const short = await actors.owner.client.request(`/api/scheduled-messages/${id}`, {
      method: 'PATCH',
      json: { message: 'Court' },
    });
    expect(short.status).toBe(400);
    expect(await json(short)).toMatchObject({ message: 'Le message doit contenir au moins 10 caractères' });
    expect(
      (
        await actors.other.client.request(`/api/scheduled-messages/${id}`, {
          method: 'PATCH',
          json: { enabled: false },
        })
      ).status,
    ).toBe(404);

    const off = await actors.owner.client.request(`/api/scheduled-messages/${id}`, {
      method: 'PATCH',
      json: { enabled: false, message: 'À demain pour la fête !' },
    });
    expect(await json(off)).toMatchObject({ enabled: false, message: 'À demain pour la fête !' });

    await handle.db.update(scheduledMessages).set({ sent: true }).where(eq(scheduledMessages.id, id));
    expect(
      (await actors.owner.client.request(`/api/scheduled-messages/${id}`, { method: 'PATCH', json: { enabled: true } }))
        .status,
    ).toBe(409);
  });
});

describe('insights and test chat', () => {
  it('gives messages per day, topics and unanswered questions; a FAQ added from one resolves it', async () => {
    const [g] = await handle.db
      .insert(guests)
      .values({ weddingId: wedding.id, phoneNumber: '+33600000077' })
      .returning();
    const [unanswered] = await handle.db
      .insert(messages)
      .values([
        {
          weddingId: wedding.id,
          guestId: g!.id,
          message: 'Y a-t-il un DJ ?',
          response: 'Je ne sais pas.',
          answerSource: null,
        },
        { weddingId: wedding.id, guestId: g!.id, message: 'Heure ?', response: '15h30', answerSource: 'ceremonyTime' },
      ])
      .returning();
    const res = await actors.owner.client.request(`/api/weddings/${wedding.id}/insights`);
    const body = (await res.json()) as {
      messagesPerDay: { count: number }[];
      topTopics: { label: string }[];
      unanswered: { id: number }[];
    };
    expect(body.messagesPerDay).toHaveLength(30);
    expect(body.messagesPerDay.at(-1)!.count).toBeGreaterThanOrEqual(2);
    expect(body.topTopics[0]).toMatchObject({ label: 'Heure de la cérémonie' });
    expect(body.unanswered.map((u) => u.id)).toContain(unanswered!.id);

    await actors.owner.client.request(`/api/weddings/${wedding.id}/faqs`, {
      method: 'POST',
      json: {
        question: 'Y aura-t-il un DJ ?',
        answer: 'Oui, un DJ anime la soirée dès 22h.',
        resolvesMessageId: unanswered!.id,
      },
    });
    const after = (await (await actors.owner.client.request(`/api/weddings/${wedding.id}/insights`)).json()) as {
      unanswered: { id: number }[];
    };
    expect(after.unanswered.map((u) => u.id)).not.toContain(unanswered!.id);
    expect((await actors.other.client.request(`/api/weddings/${wedding.id}/insights`)).status).toBe(404);
  });

  it('answers the couple in the test chat with the same assistant, storing nothing', async () => {
    const before = (await handle.db.select().from(messages)).length;
    const res = await actors.owner.client.request(`/api/weddings/${wedding.id}/test-chat`, {
      method: 'POST',
      json: { text: 'Où se garer ?' },
    });
    expect(res.status).toBe(200);
    expect(((await json(res)).reply as string).toLowerCase()).toContain('parking');
    expect(await handle.db.select().from(messages)).toHaveLength(before);
    const empty = await actors.owner.client.request(`/api/weddings/${wedding.id}/test-chat`, {
      method: 'POST',
      json: { text: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(
      (await actors.anonymous.request(`/api/weddings/${wedding.id}/test-chat`, { method: 'POST', json: { text: 'x' } }))
        .status,
    ).toBe(401);
  });

  it('answers in the test chat from every part of the day, as a guest invited to all of it is answered', async () => {
    const parts = await actors.owner.client.request(`/api/weddings/${wedding.id}/parts`, {
      method: 'PUT',
      json: {
        parts: [
          { kind: 'civil_ceremony', time: '14:30', venue: 'Mairie du 11e' },
          { kind: 'reception', time: '16:30', venue: 'Domaine des Tilleuls' },
          { kind: 'brunch', date: '2027-06-13', time: '11:00', venue: 'Moulin de Génissac' },
        ],
      },
    });
    expect(parts.status).toBe(200);
    const res = await actors.owner.client.request(`/api/weddings/${wedding.id}/test-chat`, {
      method: 'POST',
      json: { text: 'À quelle heure est le brunch ?' },
    });
    expect((await json(res)).reply).toContain('11h');
  });
});
