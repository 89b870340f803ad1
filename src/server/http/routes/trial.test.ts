import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { faqs, rateLimitHits, weddings } from '../../../../db/schema/index.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TTrialResponse } from '../../../shared/schemas/trial.ts';
import { hashTrialOwnerToken } from '../../trial/trial-owner-token.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase();
beforeEach(async () => {
  await handle.db.delete(rateLimitHits);
  await handle.db.delete(weddings);
});

const { brideName, groomName, weddingDate, ceremonyVenue, ceremonyTime } = SAMPLE_WEDDING;
const valid = {
  brideName,
  groomName,
  weddingDate,
  ceremonyVenue,
  ceremonyTime,
  customQuestion: 'Y a-t-il un brunch le dimanche ?',
  customAnswer: 'Oui, un brunch est servi à 11h au château.',
  userType: 'couple',
};

type TrialBody = TTrialResponse & { message?: string };

async function createTrial(client = createTestApp({ db: handle.db }), body: Record<string, unknown> = valid) {
  const res = await client.request('/api/create-trial', { method: 'POST', json: body });
  return { client, res, body: (await res.json()) as TrialBody };
}

describe('POST /api/create-trial', () => {
  it('creates a trial wedding with its custom question and a quota of 2 base + 1 custom questions', async () => {
    const { client, res, body } = await createTrial();
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      wedding: { bride: 'Camille', groom: 'Julien', date: '2027-06-12', customQuestion: valid.customQuestion },
      questionsRemaining: 3,
      questionsMax: 3,
    });
    expect(body.weddingId).toMatch(/^trial-[a-z2-9]{16}$/);
    expect(body.whatsappLink).toBe(`https://wa.me/14155238886?text=start-${body.weddingId}`);

    const [row] = await handle.db.select().from(weddings).where(eq(weddings.weddingId, body.weddingId));
    expect(row).toMatchObject({
      isTrialMode: true,
      userId: null,
      trialMaxQuestions: 3,
      trialQuestionsUsed: 0,
      botActive: true,
      whatsappLink: body.whatsappLink,
    });
    expect(await handle.db.select({ q: faqs.question }).from(faqs).where(eq(faqs.weddingId, row!.id))).toEqual([
      { q: valid.customQuestion },
    ]);

    // Only the hash of the browser's proof is stored.
    const token = client.cookies.get('trial_owner')!;
    expect(token).toBeTruthy();
    expect(row!.trialOwnerTokenHash).toBe(hashTrialOwnerToken(token));
  });

  it('sets an HttpOnly cookie scoped to the trial’s edit URL', async () => {
    const { res, body } = await createTrial();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('trial_owner='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toContain(`Path=/api/trial/weddings/${body.weddingId}`);
  });

  it('takes each partner as they are: two brides try it as themselves, a bride and a groom when no role is sent', async () => {
    const { res, body } = await createTrial(undefined, {
      ...valid,
      groomName: 'Léa',
      firstPartnerRole: 'bride',
      secondPartnerRole: 'bride',
    });
    expect(res.status).toBe(201);
    expect(body.wedding).toMatchObject({ bride: 'Camille', groom: 'Léa' });
    const roles = { first: weddings.firstPartnerRole, second: weddings.secondPartnerRole };
    const [twoBrides] = await handle.db.select(roles).from(weddings).where(eq(weddings.weddingId, body.weddingId));
    expect(twoBrides).toEqual({ first: 'bride', second: 'bride' });
    const neither = await createTrial(undefined, { ...valid, firstPartnerRole: null, secondPartnerRole: 'groom' });
    const [noRole] = await handle.db.select(roles).from(weddings).where(eq(weddings.weddingId, neither.body.weddingId));
    expect(noRole).toEqual({ first: null, second: 'groom' });
    const spec = await createTrial();
    const [asSpec] = await handle.db.select(roles).from(weddings).where(eq(weddings.weddingId, spec.body.weddingId));
    expect(asSpec).toEqual({ first: 'bride', second: 'groom' });
  });

  it('accepts a trial without custom question', async () => {
    const { res, body } = await createTrial(undefined, { ...valid, customQuestion: '', customAnswer: '' });
    expect(res.status).toBe(201);
    expect(body.wedding.customQuestion).toBeNull();
    expect(body.questionsRemaining).toBe(3);
    expect(await handle.db.select().from(faqs)).toHaveLength(0);
  });

  it.each([
    [{ ...valid, brideName: ' ' }, 'Le prénom de la mariée est requis'],
    [{ ...valid, groomName: undefined }, 'Le prénom du marié est requis'],
    [{ ...valid, weddingDate: '' }, 'La date du mariage est requise'],
    [{ ...valid, weddingDate: '2027-02-30' }, "La date du mariage n'est pas valide"],
    [
      { ...valid, weddingDate: '2020-06-12' },
      'Cette date est déjà passée : choisissez la date à venir de votre mariage.',
    ],
    [{ ...valid, ceremonyVenue: '' }, "Veuillez remplir au moins le lieu et l'heure de la cérémonie"],
    [{ ...valid, ceremonyTime: '' }, "Veuillez remplir au moins le lieu et l'heure de la cérémonie"],
    [{ ...valid, ceremonyTime: '25:00' }, "L'heure doit être au format HH:MM"],
    [{ ...valid, customAnswer: '' }, 'Veuillez saisir la réponse à votre question personnalisée'],
    [{ ...valid, customQuestion: '' }, 'Veuillez saisir votre question personnalisée'],
    [{ ...valid, userType: 'wedding_planner' }, "L'essai gratuit est réservé aux couples"],
    [{ ...valid, brideName: 'x'.repeat(101) }, 'Ce champ est trop long'],
    [{ ...valid, secondPartnerRole: 'témoin' }, 'Rôle inconnu : choisissez la mariée, le marié ou aucun des deux.'],
  ])('refuses %j with a French message and writes nothing', async (input, message) => {
    const { res, body } = await createTrial(undefined, input);
    expect(res.status).toBe(400);
    expect(body.message).toBe(message);
    expect(await handle.db.select().from(weddings)).toHaveLength(0);
    expect(await handle.db.select().from(rateLimitHits)).toHaveLength(0);
  });

  it('limits an address to 10 trials an hour', async () => {
    for (let i = 0; i < 10; i++)
      expect((await createTrial(createTestApp({ db: handle.db, clientIp: '192.0.2.9' }))).res.status).toBe(201);
    const { res, body } = await createTrial(createTestApp({ db: handle.db, clientIp: '192.0.2.9' }));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(body.message).toBe("Trop d'essais gratuits créés depuis cette adresse. Veuillez réessayer dans une heure.");
    expect(await handle.db.select().from(weddings)).toHaveLength(10);
    // Another address is not affected.
    expect((await createTrial(createTestApp({ db: handle.db, clientIp: '192.0.2.10' }))).res.status).toBe(201);
  });

  it('uses the configured WhatsApp number', async () => {
    const client = createTestApp({ db: handle.db, env: { TWILIO_WHATSAPP_NUMBER: '+33612345678' } });
    const { body } = await createTrial(client);
    expect(body.whatsappLink).toBe(`https://wa.me/33612345678?text=start-${body.weddingId}`);
  });
});

describe('PATCH /api/trial/weddings/:weddingId', () => {
  it('lets the creating browser edit its trial and replace the custom question', async () => {
    const { client, body: created } = await createTrial();
    const res = await client.request(`/api/trial/weddings/${created.weddingId}`, {
      method: 'PATCH',
      json: {
        brideName: 'Camille-Anne',
        ceremonyTime: '16:00',
        customQuestion: 'Faut-il confirmer sa présence ?',
        customAnswer: 'Oui, avant le 1er mai svp.',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      weddingId: created.weddingId,
      wedding: {
        bride: 'Camille-Anne',
        groom: 'Julien',
        ceremonyTime: '16:00',
        customQuestion: 'Faut-il confirmer sa présence ?',
      },
      questionsRemaining: 3,
    });
    const [row] = await handle.db.select().from(weddings).where(eq(weddings.weddingId, created.weddingId));
    expect(await handle.db.select({ q: faqs.question }).from(faqs).where(eq(faqs.weddingId, row!.id))).toEqual([
      { q: 'Faut-il confirmer sa présence ?' },
    ]);
  });

  it('removes the custom question when both fields are sent empty', async () => {
    const { client, body: created } = await createTrial();
    const res = await client.request(`/api/trial/weddings/${created.weddingId}`, {
      method: 'PATCH',
      json: { customQuestion: '', customAnswer: '' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as TrialBody).wedding.customQuestion).toBeNull();
    expect(await handle.db.select().from(faqs)).toHaveLength(0);
  });

  it('reports questions already used', async () => {
    const { client, body: created } = await createTrial();
    await handle.db.update(weddings).set({ trialQuestionsUsed: 2 }).where(eq(weddings.weddingId, created.weddingId));
    const res = await client.request(`/api/trial/weddings/${created.weddingId}`, {
      method: 'PATCH',
      json: { groomName: 'Jules' },
    });
    expect(((await res.json()) as TrialBody).questionsRemaining).toBe(1);
  });

  it('validates the edit with French messages', async () => {
    const { client, body: created } = await createTrial();
    for (const [json, message] of [
      [{}, 'Aucune modification à enregistrer'],
      [{ weddingDate: 'demain' }, "La date du mariage n'est pas valide"],
      [{ customQuestion: 'Une question ?' }, 'Veuillez saisir la réponse à votre question personnalisée'],
    ] as const) {
      const res = await client.request(`/api/trial/weddings/${created.weddingId}`, { method: 'PATCH', json });
      expect(res.status).toBe(400);
      expect(((await res.json()) as TrialBody).message).toBe(message);
    }
    const [row] = await handle.db.select().from(weddings).where(eq(weddings.weddingId, created.weddingId));
    expect(row!.weddingDate).toBe('2027-06-12');
  });

  it('answers 404 to every other caller, whatever the body, and changes nothing', async () => {
    const { body: created } = await createTrial();
    const { client: otherBrowser } = await createTrial();
    const stranger = createTestApp({ db: handle.db });
    const attempts = [
      stranger.request(`/api/trial/weddings/${created.weddingId}`, { method: 'PATCH', json: { brideName: 'Pirate' } }),
      stranger.request(`/api/trial/weddings/${created.weddingId}`, {
        method: 'PATCH',
        json: { brideName: 'Pirate' },
        headers: { cookie: 'trial_owner=forged' },
      }),
      // Another trial's proof does not open this one.
      otherBrowser.request(`/api/trial/weddings/${created.weddingId}`, {
        method: 'PATCH',
        json: { brideName: 'Pirate' },
      }),
      stranger.request(`/api/trial/weddings/${created.weddingId}`, {
        method: 'PATCH',
        json: { weddingDate: 'pas une date' },
      }),
      stranger.request('/api/trial/weddings/trial-inexistant', { method: 'PATCH', json: { brideName: 'Pirate' } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'Essai gratuit introuvable' });
    }
    const [row] = await handle.db.select().from(weddings).where(eq(weddings.weddingId, created.weddingId));
    expect(row!.brideName).toBe('Camille');
  });

  it('no longer edits a trial once it is converted', async () => {
    const { client, body: created } = await createTrial();
    await handle.db.update(weddings).set({ isTrialMode: false }).where(eq(weddings.weddingId, created.weddingId));
    const res = await client.request(`/api/trial/weddings/${created.weddingId}`, {
      method: 'PATCH',
      json: { brideName: 'Camille' },
    });
    expect(res.status).toBe(404);
  });

  it('refuses an edit from another site', async () => {
    const { client, body: created } = await createTrial();
    const res = await client.request(`/api/trial/weddings/${created.weddingId}`, {
      method: 'PATCH',
      json: { brideName: 'X' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/trial/weddings/:weddingId/claim (a trial carried into the new account)', () => {
  const signUp = (client: ReturnType<typeof createTestApp>, email: string) =>
    client.request('/api/create-simulated-user', {
      method: 'POST',
      json: { email, firstName: 'Léa', lastName: 'Roux', password: 'Tilleul-Vayres42!' },
    });

  it('gives the signed-in couple the trial this browser created, with its wedding and FAQ, once', async () => {
    const { client, body } = await createTrial();
    const [trialFaq] = await handle.db
      .select()
      .from(faqs)
      .innerJoin(weddings, eq(faqs.weddingId, weddings.id))
      .where(eq(weddings.weddingId, body.weddingId));
    expect(trialFaq?.faqs.question).toBe(valid.customQuestion);
    expect((await signUp(client, `essai-${Date.now()}@example.com`)).status).toBe(201);

    const claimed = await client.request(`/api/trial/weddings/${body.weddingId}/claim`, { method: 'POST' });
    expect(claimed.status).toBe(200);
    const wedding = (await claimed.json()) as { id: number; weddingId: string; brideName: string; userId: string };
    expect(wedding).toMatchObject({ weddingId: body.weddingId, brideName });
    const me = (await (await client.request('/api/auth/me')).json()) as { user: { id: string } };
    const [row] = await handle.db.select().from(weddings).where(eq(weddings.weddingId, body.weddingId));
    expect(row).toMatchObject({ userId: me.user.id, isTrialMode: true, trialOwnerTokenHash: null });
    // Its FAQ came along, and the account's list shows the wedding.
    expect((await handle.db.select().from(faqs).where(eq(faqs.weddingId, row!.id))).map((f) => f.question)).toEqual([
      valid.customQuestion,
    ]);
    const listed = (await (await client.request(`/api/weddings-by-user/${me.user.id}`)).json()) as {
      weddingId: string;
    }[];
    expect(listed.map((w) => w.weddingId)).toEqual([body.weddingId]);

    // The owner proof is spent: a second claim (or an edit through the trial API) is a 404.
    expect((await client.request(`/api/trial/weddings/${body.weddingId}/claim`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a stranger (404), the signed-out (401) and an account that already has a wedding (409)', async () => {
    const { client, body } = await createTrial();
    expect((await client.request(`/api/trial/weddings/${body.weddingId}/claim`, { method: 'POST' })).status).toBe(401);

    const stranger = createTestApp({ db: handle.db, clientIp: '198.51.100.60' });
    await signUp(stranger, `etranger-${Date.now()}@example.com`);
    expect((await stranger.request(`/api/trial/weddings/${body.weddingId}/claim`, { method: 'POST' })).status).toBe(
      404,
    );

    await signUp(client, `deja-${Date.now()}@example.com`);
    expect((await client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })).status).toBe(201);
    const res = await client.request(`/api/trial/weddings/${body.weddingId}/claim`, { method: 'POST' });
    expect(res.status).toBe(409);
    const [row] = await handle.db.select().from(weddings).where(eq(weddings.weddingId, body.weddingId));
    expect(row!.userId).toBeNull();
  });
});
