// The couple's figures read through the signed webhook and the API: each dietary note stands under the member of the
// household who told it, not under whoever answered last.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guests, householdAnswers, households, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import type { TListedGuest, TRsvpSummary } from '../../shared/schemas/guests.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from '../whatsapp/testing/signed-webhook.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
let app: ReturnType<typeof createTestApp>;
let wedding: { id: number; weddingId: string };

const api = (rest: string) => `/api/weddings/${wedding.id}${rest}`;
const say = async (from: string, body: string) => (await sendSignedWhatsApp(app, { from, body })).reply;
const summary = async () => (await (await actors.owner.client.request(api('/rsvp-summary'))).json()) as TRsvpSummary;
const addGuest = (name: string, phone: string) =>
  actors.owner.client.request(api('/guests'), { method: 'POST', json: { name, phone, household: 'Famille Martin' } });

beforeAll(async () => {
  actors = await createActors(handle.db);
  const res = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
  wedding = (await res.json()) as typeof wedding;
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
  app = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
});

beforeEach(async () => {
  await handle.db.delete(householdAnswers);
  await handle.db.delete(guests);
  await handle.db.delete(households);
});

describe('the diets of a household', () => {
  it('stand under the member who told each, whoever answered last', async () => {
    await addGuest('Hélène Martin', '0616000001');
    await addGuest('François Martin', '0616000002');
    await say('+33616000001', `start-${wedding.weddingId}`);
    await say('+33616000001', 'Oui, nous serons 2. Je suis végétarienne.');
    await say('+33616000002', `start-${wedding.weddingId}`);
    // François answers last: the household's answer is his, Hélène's note stays hers.
    expect(await say('+33616000002', 'Nous serons 3 finalement')).toContain('3 personnes');
    const { diets } = await summary();
    expect(diets).toEqual([
      expect.objectContaining({ name: 'Hélène Martin', household: 'Famille Martin', notes: 'Je suis végétarienne.' }),
    ]);
    await say('+33616000002', 'Et je suis allergique aux noix.');
    expect((await summary()).diets).toEqual([
      expect.objectContaining({ name: 'Hélène Martin', notes: 'Je suis végétarienne.' }),
      expect.objectContaining({ name: 'François Martin', notes: expect.stringContaining('allergique aux noix') }),
    ]);
    // The list shows each member's own notes beside the household's answer (every member's).
    const listed = (await (await actors.owner.client.request(api('/guests'))).json()) as TListedGuest[];
    const notesOf = (name: string) => listed.find((g) => g.name === name)!;
    expect(notesOf('Hélène Martin').dietaryNotes).toBe('Je suis végétarienne.');
    expect(notesOf('François Martin').dietaryNotes).toContain('allergique aux noix');
    expect(notesOf('Hélène Martin').rsvp!.dietaryNotes).toContain('allergique aux noix');
  });

  it('keeps a note told before its author was kept under the household alone', async () => {
    await addGuest('Hélène Martin', '0616000001');
    await addGuest('François Martin', '0616000002');
    await say('+33616000001', `start-${wedding.weddingId}`);
    await say('+33616000001', 'Oui, nous serons 2. Je suis végétarienne.');
    // As the migration leaves a household of several whose notes were told before: no member holds them.
    await handle.db.update(guests).set({ dietaryNotes: null });
    expect((await summary()).diets).toEqual([
      expect.objectContaining({ name: null, household: 'Famille Martin', notes: 'Je suis végétarienne.' }),
    ]);
  });
});

describe('a yes that has not said how many', () => {
  it('counts 1 and says so, in the figures and per part, until the count comes', async () => {
    await addGuest('Hélène Martin', '0616000001');
    await addGuest('François Martin', '0616000002');
    await say('+33616000001', `start-${wedding.weddingId}`);
    expect(await say('+33616000001', 'Oui on vient avec plaisir !')).toContain('Combien');
    let figures = await summary();
    expect(figures).toMatchObject({ yes: 1, covers: 1, uncounted: 1 });
    expect(figures.parts.length).toBeGreaterThan(0);
    for (const part of figures.parts) expect(part).toMatchObject({ yes: 1, covers: 1, uncounted: 1 });
    // The caterer's export says it too, on each member's line.
    const csv = await (await actors.owner.client.request(api('/guests/export?rsvp=yes'))).text();
    expect(csv.match(/Présent, nombre à préciser/g)).toHaveLength(2);
    // And the list, on the household's answer and each part's, for the screens to show.
    const rsvpOf = async () =>
      ((await (await actors.owner.client.request(api('/guests'))).json()) as TListedGuest[]).map((g) => g.rsvp!);
    for (const rsvp of await rsvpOf()) {
      expect(rsvp).toMatchObject({ status: 'yes', partySize: null, uncounted: true });
      for (const part of rsvp.parts) expect(part).toMatchObject({ partySize: null, uncounted: true });
    }

    await say('+33616000001', '2');
    figures = await summary();
    expect(figures).toMatchObject({ yes: 1, covers: 2, uncounted: 0 });
    for (const part of figures.parts) expect(part).toMatchObject({ covers: 2, uncounted: 0 });
    for (const rsvp of await rsvpOf()) expect(rsvp).toMatchObject({ partySize: 2, uncounted: false });
  });

  it('is no question for a household of one', async () => {
    await actors.owner.client.request(api('/guests'), {
      method: 'POST',
      json: { name: 'Zoé Blanc', phone: '0616000003' },
    });
    await say('+33616000003', `start-${wedding.weddingId}`);
    await say('+33616000003', 'Oui je viens !');
    expect(await summary()).toMatchObject({ yes: 1, covers: 1, uncounted: 0 });
  });

  it('is one for a single member the couple gave three seats (« Paul et ses accompagnants »)', async () => {
    const parts = (await (await actors.owner.client.request(api('/parts'))).json()) as { id: number }[];
    const res = await actors.owner.client.request(api('/households'), {
      method: 'POST',
      json: {
        name: 'Paul et ses accompagnants',
        seats: 3,
        partIds: parts.map((p) => p.id),
        members: [{ firstName: 'Paul', phone: '0616000004' }],
      },
    });
    expect(res.status).toBe(201);
    await say('+33616000004', `start-${wedding.weddingId}`);
    expect(await say('+33616000004', 'Oui on vient !')).toContain('Combien');
    expect(await summary()).toMatchObject({ yes: 1, covers: 1, uncounted: 1 });
    const [paul] = (await (await actors.owner.client.request(api('/guests'))).json()) as TListedGuest[];
    expect(paul!.rsvp).toMatchObject({ status: 'yes', partySize: null });
  });
});
