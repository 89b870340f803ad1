// Through the signed webhook: an answer that names parts of the day is recorded for those parts only, the parts it
// misses as a no, and the confirmation says which; a part is known by its kind or by the couple's name for it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guests, householdAnswers, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import type { TWeddingPart } from '../../shared/schemas/households.ts';
import type { TWedding } from '../../shared/schemas/weddings.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from './testing/signed-webhook.ts';

const handle = testDatabase();
let wedding: TWedding;
let parts: TWeddingPart[];
let app: ReturnType<typeof createTestApp>;
const say = async (from: string, body: string) => (await sendSignedWhatsApp(app, { from, body })).reply;

/** The household's answer part by part, by the parts' names. */
async function answersOf(phone: string) {
  const [guest] = await handle.db.select().from(guests).where(eq(guests.phoneNumber, phone));
  const rows = await handle.db
    .select()
    .from(householdAnswers)
    .where(eq(householdAnswers.householdId, guest!.householdId!));
  const name = (id: number | null) => parts.find((p) => p.id === id)?.label ?? parts.find((p) => p.id === id)?.kind;
  return Object.fromEntries(rows.map((r) => [name(r.partId), `${r.status} ${r.partySize ?? ''}`.trim()]));
}

beforeAll(async () => {
  const actors = await createActors(handle.db);
  const owner = actors.owner.client;
  wedding = (await (await owner.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })).json()) as TWedding;
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
  app = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
  // The vin d'honneur set as the reception, under the couple's own name for it.
  const saved = await owner.request(`/api/weddings/${wedding.id}/parts`, {
    method: 'PUT',
    json: {
      parts: [
        { kind: 'civil_ceremony', time: '14:30', venue: 'Mairie du 11e' },
        { kind: 'reception', label: 'Vin d’honneur', time: '16:30', venue: 'Domaine des Tilleuls' },
        { kind: 'dinner', time: '19:30', venue: 'Domaine des Tilleuls' },
        { kind: 'brunch', date: '2027-06-13', time: '11:00', venue: 'Chez les parents' },
      ],
    },
  });
  parts = (await saved.json()) as TWeddingPart[];
  for (const [name, phone] of [
    ['Benali', '+33611120001'],
    ['Dubois', '+33611120002'],
  ] as const) {
    const res = await owner.request(`/api/weddings/${wedding.id}/households`, {
      method: 'POST',
      json: { name, seats: 3, partIds: parts.map((p) => p.id), members: [{ firstName: name, phone }] },
    });
    expect(res.status).toBe(201);
    await say(phone, `start-${wedding.weddingId}`);
  }
});

describe('an answer to the invitation part by part', () => {
  it('records the parts a yes misses as a no, and says which', async () => {
    const reply = await say('+33611120001', 'On sera 2, mais pas au brunch');
    expect(reply).toContain('vous venez, 2 personnes en tout (sauf : le brunch)');
    expect(await answersOf('+33611120001')).toEqual({
      civil_ceremony: 'yes 2',
      'Vin d’honneur': 'yes 2',
      dinner: 'yes 2',
      brunch: 'no',
    });
  });

  it('records the parts of a guest on no list as those of a household invited to every part, in English', async () => {
    const from = '+33611120003';
    await say(from, `start-${wedding.weddingId}`);
    const reply = await say(from, "Unfortunately I can't make the ceremony but I'll be at the reception");
    expect(reply).toContain(
      "you're coming, 1 person in all (Vin d’honneur, the dinner only) (except: the civil ceremony)",
    );
    expect(await answersOf(from)).toEqual({ civil_ceremony: 'no', 'Vin d’honneur': 'yes 1', dinner: 'yes 1' });
    // A number alone, from a household that comes, is its count: a change, asked about in the guest's language.
    const asked = await say(from, '2');
    expect(asked).not.toContain('Serez-vous');
    expect(asked).toMatch(/^You were 1 so far: shall I note 2 people instead\?/);
  });

  it('records a yes to one part named by the couple’s own name for it, and nothing else', async () => {
    const reply = await say('+33611120002', "Je viendrai juste au vin d'honneur");
    expect(reply).toContain('vous venez (Vin d’honneur seulement)');
    expect(reply).toContain('Combien serez-vous en tout ?');
    expect(await answersOf('+33611120002')).toEqual({ 'Vin d’honneur': 'yes' });
    // The count asked is the vin d'honneur's.
    expect(await say('+33611120002', '2')).toContain('2 personnes en tout (Vin d’honneur seulement)');
    expect(await answersOf('+33611120002')).toEqual({ 'Vin d’honneur': 'yes 2' });
  });
});
