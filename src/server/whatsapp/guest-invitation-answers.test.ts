// Through the signed webhook: the assistant answers each guest from their own invitation. A household invited to the
// ceremony and the vin d'honneur only is never given the dinner's time or place; a seated guest is told their table;
// the welcome suggests only questions on what the guest is invited to.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import type { TListedGuest } from '../../shared/schemas/guests.ts';
import type { TSeatingPlan, TWeddingPart } from '../../shared/schemas/households.ts';
import type { TWedding } from '../../shared/schemas/weddings.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from './testing/signed-webhook.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
let wedding: TWedding;
let app: ReturnType<typeof createTestApp>;
const api = (rest: string) => `/api/weddings/${wedding.id}${rest}`;
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const owner = () => actors.owner.client;
const say = async (from: string, body: string) => (await sendSignedWhatsApp(app, { from, body })).reply;

const COCKTAIL_ONLY = '+33611110001';
const WHOLE_DAY = '+33611110002';
const UNSEATED = '+33611110003';

beforeAll(async () => {
  actors = await createActors(handle.db);
  wedding = await json<TWedding>(owner().request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING }));
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
  app = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
  // The day as the couple describes it: a civil ceremony, the vin d'honneur, the dinner, the next day's brunch.
  const saved = await owner().request(api('/parts'), {
    method: 'PUT',
    json: {
      parts: [
        { kind: 'civil_ceremony', time: '15:00', venue: 'Mairie de Vayres', address: '1 place de la Mairie, Vayres' },
        { kind: 'cocktail', time: '17:30', venue: 'Domaine des Tilleuls', address: '12 route de Libourne, Vayres' },
        { kind: 'dinner', time: '20:45', venue: 'Château de Vayres', address: '3 rue du Château, Vayres' },
        { kind: 'brunch', date: '2027-06-13', time: '11:15', venue: 'Moulin de Génissac' },
      ],
    },
  });
  expect(saved.status).toBe(200);
  const parts = await json<TWeddingPart[]>(saved);
  const household = (name: string, partIds: number[], phone: string) =>
    owner().request(api('/households'), {
      method: 'POST',
      json: { name, partIds, members: [{ firstName: name, lastName: 'Test', phone }] },
    });
  expect((await household('Voisins', [parts[0]!.id, parts[1]!.id], COCKTAIL_ONLY)).status).toBe(201);
  expect(
    (
      await household(
        'Témoins',
        parts.map((p) => p.id),
        WHOLE_DAY,
      )
    ).status,
  ).toBe(201);
  expect(
    (
      await household(
        'Cousins',
        parts.map((p) => p.id),
        UNSEATED,
      )
    ).status,
  ).toBe(201);
  const guests = await json<TListedGuest[]>(owner().request(api('/guests')));
  const witness = guests.find((g) => g.household === 'Témoins')!;
  const plan = await owner().request(api('/seating'), {
    method: 'PUT',
    json: { tables: [{ name: 'Table des Vignes', guestIds: [witness.id] }] },
  });
  expect(plan.status).toBe(200);
  expect((await json<TSeatingPlan>(owner().request(api('/seating')))).tables[0]!.members).toHaveLength(1);
  for (const phone of [COCKTAIL_ONLY, WHOLE_DAY, UNSEATED]) await say(phone, `start-${wedding.weddingId}`);
});

describe('the assistant answers from the guest’s own invitation', () => {
  it('gives a household invited to the vin d’honneur only what it is invited to, never the dinner', async () => {
    for (const question of ['À quelle heure est le dîner ?', 'Le dîner c’est où ?', 'What time is dinner?']) {
      const reply = await say(COCKTAIL_ONLY, question);
      expect(reply).not.toMatch(/20h45|8:45|Château de Vayres|rue du Château/);
      expect(reply).toMatch(/17h30/);
      expect(reply).toMatch(/Domaine des Tilleuls/);
    }
    expect(await say(COCKTAIL_ONLY, 'Et le brunch du lendemain ?')).not.toMatch(/Moulin|11h15/);
    // What they are invited to is answered as for anyone.
    expect(await say(COCKTAIL_ONLY, 'À quelle heure commence la cérémonie ?')).toContain('15h');
    // Answered, not handed to the couple: the message log marks them answered from the guest's invitation.
    const [last] = await handle.db
      .select({ source: messages.answerSource })
      .from(messages)
      .where(eq(messages.message, 'What time is dinner?'));
    expect(last!.source).toBe('faq:guest-invitation');
  });

  it('welcomes a guest come by their personal link with examples from what their household is invited to', async () => {
    const parts = await json<TWeddingPart[]>(owner().request(api('/parts')));
    const cocktail = parts.find((p) => p.kind === 'cocktail')!;
    const created = await owner().request(api('/households'), {
      method: 'POST',
      json: {
        name: 'Collègues',
        partIds: [cocktail.id],
        members: [{ firstName: 'Colette', lastName: 'Test', phone: '+33611110004' }],
      },
    });
    expect(created.status).toBe(201);
    const guests = await json<TListedGuest[]>(owner().request(api('/guests')));
    const link = guests.find((g) => g.household === 'Collègues')!.personalLink!;
    const welcome = await say('+33611110004', decodeURIComponent(link).match(/start-[\w-]+/)![0]);
    expect(welcome).toMatch(/^Bienvenue ! Je suis l'assistant du mariage/);
    expect(welcome).not.toMatch(/cérémonie/);
    expect(welcome).toContain('Où a lieu la réception ?');
    expect(welcome).toMatch(/dites-moi simplement ici si vous venez/);
    // The whole day's guests are still offered the ceremony.
    const whole = guests.find((g) => g.household === 'Témoins')!.personalLink!;
    expect(await say('+33611110009', decodeURIComponent(whole).match(/start-[\w-]+/)![0])).toContain(
      'Quand commence la cérémonie ?',
    );
  });

  it('gives the whole day’s guests each part of it, in their language', async () => {
    expect(await say(WHOLE_DAY, 'À quelle heure est le dîner ?')).toContain('20h45');
    expect(await say(WHOLE_DAY, 'Le vin d’honneur, c’est à quelle heure ?')).toContain('17h30');
    const brunch = await say(WHOLE_DAY, 'Le brunch du lendemain c’est où ?');
    expect(brunch).toContain('Moulin de Génissac');
    expect(brunch).toContain('dimanche 13 juin');
    expect(await say(WHOLE_DAY, '¿A qué hora es la cena?')).toMatch(/^La cena: a las 20h45/);
  });

  it('gives the programme part by part, only the parts the household is invited to', async () => {
    const whole = await say(WHOLE_DAY, 'Quel est le programme de la journée ?');
    for (const said of ['Mairie de Vayres', '17h30', '20h45', 'Moulin de Génissac']) expect(whole).toContain(said);
    const cocktail = await say(COCKTAIL_ONLY, 'Quel est le programme ?');
    expect(cocktail).toContain('Domaine des Tilleuls');
    expect(cocktail).not.toMatch(/20h45|Château de Vayres|Moulin/);
  });

  it('tells a seated guest their table, and passes the question to the couple for one not seated yet', async () => {
    expect(await say(WHOLE_DAY, 'Je suis à quelle table ?')).toContain('« Table des Vignes »');
    expect(await say(WHOLE_DAY, 'ma table ?')).toContain('« Table des Vignes »');
    expect(await say(WHOLE_DAY, 'which table am I at?')).toContain('« Table des Vignes »');
    const unseated = await say(UNSEATED, 'Je suis à quelle table ?');
    expect(unseated).not.toContain('Table des Vignes');
    expect(unseated).toMatch(/transmets votre question/);
  });
});
