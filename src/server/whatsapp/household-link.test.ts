// A household's personal link, opened by a phone that is not one of its members, through the signed webhook: it may
// only claim a listed member who has no phone yet (named by the WhatsApp profile, or picked from a numbered choice);
// nobody else joins the household, and nobody else changes its answer.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guests, householdAnswers, households, messages, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import type { TListedGuest } from '../../shared/schemas/guests.ts';
import type { TWeddingPart } from '../../shared/schemas/households.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { liveTwilioEnv, sendSignedWhatsApp, TWILIO_TEST_ENV } from './testing/signed-webhook.ts';
import { startTwilioTestServer } from './testing/twilio-test-server.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
let app: ReturnType<typeof createTestApp>;
let wedding: { id: number; weddingId: string };
let parts: TWeddingPart[];

const api = (rest: string) => `/api/weddings/${wedding.id}${rest}`;
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const say = async (from: string, body: string, profileName = 'Invité') =>
  (await sendSignedWhatsApp(app, { from, body, profileName })).reply;
const list = () => json<TListedGuest[]>(actors.owner.client.request(api('/guests')));
const guestByPhone = async (phone: string) =>
  (
    await handle.db
      .select()
      .from(guests)
      .where(and(eq(guests.weddingId, wedding.id), eq(guests.phoneNumber, phone)))
  )[0];
const answersOf = (householdId: number) =>
  handle.db
    .select({ status: householdAnswers.status, partySize: householdAnswers.partySize })
    .from(householdAnswers)
    .where(eq(householdAnswers.householdId, householdId));

const HELENE = '+33614000001';
const FRANCOIS = '+33614000002';
const STRANGER = '+33614000009';

/** Famille Martin: Hélène with her phone, François and Léo (a child) without one; Hélène has answered from her link. */
async function martinsAnswered() {
  const res = await actors.owner.client.request(api('/households'), {
    method: 'POST',
    json: {
      name: 'Famille Martin',
      seats: 4,
      partIds: parts.map((p) => p.id),
      members: [
        { firstName: 'Hélène', lastName: 'Martin', phone: HELENE },
        { firstName: 'François', lastName: 'Martin' },
        { firstName: 'Léo', lastName: 'Martin', isChild: true },
      ],
    },
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const helene = (await guestByPhone(HELENE))!;
  const link = `start-${wedding.weddingId}-${helene.inviteToken}`;
  await say(HELENE, link, 'Hélène');
  expect(await say(HELENE, 'Nous serons 3')).toContain('3 personnes');
  expect(await answersOf(id)).not.toEqual([]);
  return { id, link, before: await answersOf(id) };
}

beforeAll(async () => {
  actors = await createActors(handle.db);
  wedding = await json(actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING }));
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
  parts = await json<TWeddingPart[]>(actors.owner.client.request(api('/parts')));
  app = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
});

beforeEach(async () => {
  await handle.db.delete(householdAnswers);
  await handle.db.delete(guests);
  await handle.db.delete(households);
});

describe("a household's personal link opened from another phone", () => {
  it('asks a stranger who they are; « aucun » leaves them outside the list and the household’s answer untouched', async () => {
    const { id, link, before } = await martinsAnswered();
    const welcome = await say(STRANGER, link, 'Bob');
    // Léo is a child: not the one writing, so not offered.
    expect(welcome).toContain('Qui êtes-vous ?\n1. François Martin\n2. Aucun de ceux-là');
    expect(await say(STRANGER, '2')).toContain('à part de leur liste');
    const stranger = (await guestByPhone(STRANGER))!;
    expect(stranger).toMatchObject({ listed: false, householdId: null, pendingChoice: null });
    // Their « on ne vient pas » is theirs, not the Martins'; their questions are still answered.
    await say(STRANGER, 'On ne vient pas');
    expect(await answersOf(id)).toEqual(before);
    expect(await say(STRANGER, 'À quelle heure est la cérémonie ?')).not.toBe('');
    const rows = await list();
    expect(rows.filter((g) => g.householdId === id).map((g) => g.name)).toEqual([
      'François Martin',
      'Hélène Martin',
      'Léo Martin',
    ]);
    expect(rows.find((g) => g.phoneNumber === STRANGER)).toMatchObject({ listed: false });
    expect(rows.find((g) => g.phoneNumber === STRANGER)!.householdId).not.toBe(id);
  });

  it('never joins a household whose members all have a phone, whatever the profile says', async () => {
    const { id, link, before } = await martinsAnswered();
    // François and Léo get phones: nobody is left to claim.
    await handle.db
      .update(guests)
      .set({ phoneNumber: FRANCOIS })
      .where(and(eq(guests.householdId, id), eq(guests.firstName, 'François')));
    await handle.db
      .update(guests)
      .set({ phoneNumber: '+33614000003' })
      .where(and(eq(guests.householdId, id), eq(guests.firstName, 'Léo')));
    const welcome = await say(STRANGER, link, 'François');
    expect(welcome).not.toContain('Qui êtes-vous');
    await say(STRANGER, 'On ne vient pas');
    expect(await answersOf(id)).toEqual(before);
    expect(await guestByPhone(STRANGER)).toMatchObject({ listed: false });
    expect((await guestByPhone(STRANGER))!.householdId).not.toBe(id);
    expect((await list()).filter((g) => g.householdId === id)).toHaveLength(3);
  });

  it('lets the member the WhatsApp profile names take the phone, and answer for the household', async () => {
    const { id, link } = await martinsAnswered();
    const francois = (await list()).find((g) => g.name === 'François Martin')!;
    const welcome = await say(FRANCOIS, link, 'François M.');
    expect(welcome).not.toContain('Qui êtes-vous');
    expect(await guestByPhone(FRANCOIS)).toMatchObject({ id: francois.id, householdId: id, listed: true });
    await say(FRANCOIS, 'Finalement on ne vient pas');
    expect(await answersOf(id)).toEqual(parts.map(() => ({ status: 'no', partySize: null })));
    expect(await list()).toHaveLength(3);
  });

  it('lets the guest pick who they are, their first messages going with them', async () => {
    const { id, link } = await martinsAnswered();
    const francois = (await list()).find((g) => g.name === 'François Martin')!;
    expect(await say(FRANCOIS, link, 'Fanfan')).toContain('1. François Martin');
    expect(await say(FRANCOIS, '1')).toContain('Merci François Martin');
    const bound = (await guestByPhone(FRANCOIS))!;
    expect(bound).toMatchObject({ id: francois.id, householdId: id, listed: true, pendingChoice: null });
    expect(await list()).toHaveLength(3);
    const written = await handle.db.select().from(messages).where(eq(messages.guestId, francois.id));
    expect(written.map((m) => m.message)).toEqual([link, '1']);
    // Only Léo, a child, is left: the next phone is asked nothing and stays outside the household, even named Léo.
    expect(await say(STRANGER, link, 'Léo')).not.toContain('Qui êtes-vous');
    expect(await guestByPhone(STRANGER)).toMatchObject({ listed: false, pendingChoice: null });
    expect((await guestByPhone(STRANGER))!.householdId).not.toBe(id);
  });

  it('asks who writes when the guest the link was made for never wrote and another member could be them', async () => {
    const res = await actors.owner.client.request(api('/households'), {
      method: 'POST',
      json: {
        name: 'Famille Roux',
        seats: 2,
        partIds: [],
        members: [
          { firstName: 'Inès', lastName: 'Roux', phone: '+33614000020' },
          { firstName: 'Jules', lastName: 'Roux' },
        ],
      },
    });
    const { id } = (await res.json()) as { id: number };
    const ines = (await guestByPhone('+33614000020'))!;
    const link = `start-${wedding.weddingId}-${ines.inviteToken}`;
    // Jules, named by his profile, opens Inès's link: he is Jules, and Inès keeps her number.
    expect(await say(FRANCOIS, link, 'Jules')).not.toContain('Qui êtes-vous');
    expect(await guestByPhone(FRANCOIS)).toMatchObject({ firstName: 'Jules', householdId: id });
    expect(await guestByPhone('+33614000020')).toMatchObject({ id: ines.id });
    // Nobody the profile names: asked, Inès first; the pick makes the phone hers.
    await handle.db.update(guests).set({ phoneNumber: null, boundAt: null }).where(eq(guests.phoneNumber, FRANCOIS));
    expect(await say(STRANGER, link, 'Bob')).toContain('1. Inès Roux\n2. Jules Roux\n3. Aucun de ceux-là');
    expect(await say(STRANGER, '1')).toContain('Merci Inès Roux');
    expect(await guestByPhone(STRANGER)).toMatchObject({ id: ines.id, householdId: id });
    expect(await guestByPhone('+33614000020')).toBeUndefined();
  });

  it('still lets the listed guest who never wrote take a new phone from their link', async () => {
    const res = await actors.owner.client.request(api('/households'), {
      method: 'POST',
      json: { name: 'Famille Roux', seats: 2, partIds: [], members: [{ firstName: 'Inès', phone: '+33614000020' }] },
    });
    const { id } = (await res.json()) as { id: number };
    const ines = (await guestByPhone('+33614000020'))!;
    await say(HELENE, `start-${wedding.weddingId}-${ines.inviteToken}`, 'Inès');
    expect(await guestByPhone(HELENE)).toMatchObject({ id: ines.id, householdId: id });
  });
});

describe('« Qui êtes-vous ? » as quick-reply buttons', () => {
  let twilio: Awaited<ReturnType<typeof startTwilioTestServer>>;
  beforeAll(async () => {
    twilio = await startTwilioTestServer();
    app = createTestApp({
      db: handle.db,
      env: liveTwilioEnv(twilio.url, 'choice1=HX0c1,choice2=HX0c2,choice3=HX0c3'),
    });
  });
  afterAll(async () => {
    app = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
    await twilio.close();
  });

  it('says to tap one’s name, not a subject', async () => {
    const { link } = await martinsAnswered();
    await say(STRANGER, link, 'Bob');
    await expect.poll(() => twilio.requests.filter((r) => r.form.To === `whatsapp:${STRANGER}`).length).toBe(1);
    const form = twilio.requests.find((r) => r.form.To === `whatsapp:${STRANGER}`)!.form;
    expect(form.ContentSid).toBe('HX0c2');
    expect(JSON.parse(form.ContentVariables!)).toEqual({
      '1': 'Touchez votre nom :',
      '2': 'François Martin',
      '3': 'Aucun de ceux-là',
    });
    // The tap comes back as the button's payload.
    await sendSignedWhatsApp(app, {
      from: STRANGER,
      body: 'François Martin',
      profileName: 'Bob',
      extra: { ButtonPayload: 'choice-1' },
    });
    expect(await guestByPhone(STRANGER)).toMatchObject({ firstName: 'François', listed: true });
  });
});
