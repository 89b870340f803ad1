// An answer from a phone on no household of the couple's list, through the signed webhook and the couple's API: it
// counts nowhere (figures, parts, the caterer's export) and is shown apart until the couple adds its guest to the
// list, as a household of their own or in one of the list's.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guests, householdAnswers, households, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import type { TListedGuest, TRsvpSummary } from '../../shared/schemas/guests.ts';
import type { THousehold } from '../../shared/schemas/households.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from '../whatsapp/testing/signed-webhook.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
let app: ReturnType<typeof createTestApp>;
let wedding: { id: number; weddingId: string };

const api = (rest: string) => `/api/weddings/${wedding.id}${rest}`;
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const say = (from: string, body: string) => sendSignedWhatsApp(app, { from, body, profileName: 'Marc Inconnu' });
const summary = () => json<TRsvpSummary>(actors.owner.client.request(api('/rsvp-summary')));
const list = () => json<TListedGuest[]>(actors.owner.client.request(api('/guests')));
/** « Les foyers »: the names of the couple's households. */
const householdNames = async () =>
  (await json<THousehold[]>(actors.owner.client.request(api('/households')))).map((h) => h.name);
const caterer = async () =>
  (await (await actors.owner.client.request(api('/guests/export?rsvp=yes'))).text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
const accept = (guestId: number, householdId: number | null, client = actors.owner.client) =>
  client.request(api(`/guests/${guestId}/accept`), { method: 'POST', json: { householdId } });

const STRANGER = '+33615000009';

beforeAll(async () => {
  actors = await createActors(handle.db);
  wedding = await json(actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING }));
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

/** A stranger on the general link says « on sera 2 »: their answer is recorded, apart. */
async function strangerComesWithTwo() {
  await say(STRANGER, `start-${wedding.weddingId}`);
  expect((await say(STRANGER, 'On sera 2, végétariens tous les deux')).reply).toContain('2 personnes');
  return (await list()).find((g) => g.phoneNumber === STRANGER)!;
}

describe('an answer outside the list', () => {
  it('counts nowhere until the couple adds its guest to the list as a new household', async () => {
    const stranger = await strangerComesWithTwo();
    expect(stranger).toMatchObject({ listed: false, counted: false, rsvp: { status: 'yes', partySize: 2 } });
    const before = await summary();
    expect(before).toMatchObject({ yes: 0, covers: 0, diets: [] });
    expect(before.parts.map((p) => p.covers)).toEqual([0, 0]);
    expect(before.outside).toEqual([
      {
        guestId: stranger.id,
        name: 'Marc Inconnu',
        phoneNumber: STRANGER,
        status: 'yes',
        partySize: 2,
        dietaryNotes: expect.stringContaining('végétariens'),
        said: 'On sera 2, végétariens tous les deux',
        answeredAt: expect.any(String),
      },
    ]);
    expect(await caterer()).toEqual([]);
    // Its household is shown under « Réponses hors liste » alone (with « Ajouter à la liste »), not among the foyers.
    expect(await householdNames()).toEqual([]);

    const res = await accept(stranger.id, null);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Marc Inconnu est sur la liste, dans le foyer « Marc Inconnu » : sa réponse compte.',
    );
    const after = await summary();
    expect(after).toMatchObject({ yes: 1, covers: 2, outside: [] });
    expect(after.parts.map((p) => p.covers)).toEqual([2, 2]);
    expect(after.diets).toHaveLength(1);
    expect(await caterer()).toEqual([
      expect.stringMatching(/^Marc Inconnu;\+33615000009;Marc Inconnu;;;;Présent;2;2;2;/),
    ]);
    expect((await list())[0]).toMatchObject({ listed: true, counted: true, personalLink: expect.any(String) });
    expect(await householdNames()).toEqual(['Marc Inconnu']);
    // Twice is refused, and changes nothing.
    expect((await accept(stranger.id, null)).status).toBe(409);
  });

  it('joins a household of the list, whose answer becomes theirs when it is later', async () => {
    const created = await actors.owner.client.request(api('/guests'), {
      method: 'POST',
      json: { name: 'Paul Martin', phone: '0615000001', household: 'Famille Martin' },
    });
    const paul = (await created.json()) as TListedGuest;
    const stranger = await strangerComesWithTwo();
    expect((await summary()).waiting).toBe(1);

    expect((await accept(stranger.id, paul.householdId)).status).toBe(200);
    const rows = await list();
    expect(rows.find((g) => g.id === stranger.id)).toMatchObject({
      household: 'Famille Martin',
      householdId: paul.householdId,
      listed: true,
      counted: true,
    });
    expect(rows.find((g) => g.id === paul.id)!.rsvp).toMatchObject({ status: 'yes', partySize: 2 });
    expect(await summary()).toMatchObject({ yes: 1, waiting: 0, covers: 2, outside: [] });
    expect(await handle.db.select().from(households)).toHaveLength(1);
  });

  it('refuses a household not on the list, a bad body, another couple and an administrator, changing nothing', async () => {
    const stranger = await strangerComesWithTwo();
    const other = (await list()).find((g) => g.id === stranger.id)!.householdId!;
    // Its own household (outside the list) is not one of the list's.
    const refused = await accept(stranger.id, other);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe('Ce foyer n’est pas sur votre liste.');
    const bad = await actors.owner.client.request(api(`/guests/${stranger.id}/accept`), {
      method: 'POST',
      json: { householdId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect((await accept(stranger.id, null, actors.other.client)).status).toBe(404);
    expect((await accept(stranger.id, null, actors.admin)).status).toBe(403);
    expect((await accept(999999, null)).status).toBe(404);
    expect((await summary()).outside).toHaveLength(1);
  });
});
