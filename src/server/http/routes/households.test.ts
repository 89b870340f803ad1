import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guests, households, seatingTables, weddings } from '../../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import type { TGuestImportResult, TListedGuest, TRsvpSummary } from '../../../shared/schemas/guests.ts';
import type {
  THousehold,
  TSeatingImportResult,
  TSeatingPlan,
  TWeddingPart,
} from '../../../shared/schemas/households.ts';
import type { TWedding } from '../../../shared/schemas/weddings.ts';
import { createActors } from '../../testing/actors.ts';
import { digestTables } from '../../testing/table-digest.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDatabase } from '../../testing/test-database.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from '../../whatsapp/testing/signed-webhook.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
let wedding: TWedding;
const api = (rest: string) => `/api/weddings/${wedding.id}${rest}`;
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const owner = () => actors.owner.client;
const csv = (path: string, body: string) =>
  owner().request(api(path), { method: 'POST', headers: { 'content-type': 'text/csv' }, body });

beforeAll(async () => {
  actors = await createActors(handle.db);
  wedding = await json<TWedding>(owner().request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING }));
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
});

beforeEach(async () => {
  await handle.db.delete(guests);
  await handle.db.delete(households);
  await handle.db.delete(seatingTables);
});

describe('the parts of the day', () => {
  it('starts from the ceremony and reception fields, and keeps them readable as the day changes', async () => {
    const parts = await json<TWeddingPart[]>(owner().request(api('/parts')));
    expect(parts.map((p) => [p.kind, p.name, p.time, p.venue])).toEqual([
      ['ceremony', 'Cérémonie', '15:30', 'Église Saint-Germain'],
      ['reception', 'Réception', '19:30', 'Château de la Rivière'],
    ]);
    const saved = await owner().request(api('/parts'), {
      method: 'PUT',
      json: {
        parts: [
          { kind: 'civil_ceremony', time: '11:00', venue: 'Mairie de Bordeaux', address: 'Place Pey-Berland' },
          { id: parts[0]!.id, kind: 'religious_ceremony', time: '15:30', venue: 'Église Saint-Germain' },
          { kind: 'cocktail', time: '17:30', venue: 'Château de la Rivière' },
          { id: parts[1]!.id, kind: 'dinner', time: '20:00', venue: 'Château de la Rivière' },
          { kind: 'brunch', date: '2027-06-13', time: '11:00', venue: 'Au domaine' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect((await json<TWeddingPart[]>(saved)).map((p) => p.name)).toEqual([
      'Cérémonie civile',
      'Cérémonie religieuse',
      'Vin d’honneur',
      'Dîner',
      'Brunch',
    ]);
    // The spec's fields (and the assistant) read the first ceremony and the first reception part.
    const read = await json<TWedding>(owner().request(`/api/weddings/${wedding.id}`));
    expect(read).toMatchObject({
      ceremonyTime: '11:00',
      ceremonyVenue: 'Mairie de Bordeaux',
      receptionTime: '17:30',
      receptionVenue: 'Château de la Rivière',
    });
    // Writing a spec field goes to its part.
    await owner().request(`/api/weddings/${wedding.id}`, { method: 'PATCH', json: { ceremonyTime: '10:45' } });
    expect((await json<TWeddingPart[]>(owner().request(api('/parts'))))[0]).toMatchObject({
      kind: 'civil_ceremony',
      time: '10:45',
    });
    // A part the couple calls « réception » is the reception, even after a vin d'honneur; both ways.
    const now = await json<TWeddingPart[]>(owner().request(api('/parts')));
    await owner().request(api('/parts'), {
      method: 'PUT',
      json: { parts: [...now.slice(0, 4), { kind: 'reception', time: '22:00', venue: 'La grange' }] },
    });
    expect(await json<TWedding>(owner().request(`/api/weddings/${wedding.id}`))).toMatchObject({
      receptionTime: '22:00',
      receptionVenue: 'La grange',
    });
    await owner().request(`/api/weddings/${wedding.id}`, { method: 'PATCH', json: { receptionTime: '22:30' } });
    expect((await json<TWeddingPart[]>(owner().request(api('/parts')))).map((p) => p.time)).toEqual([
      '10:45',
      '15:30',
      '17:30',
      '20:00',
      '22:30',
    ]);
  });

  it('refuses a bad part in French and changes nothing', async () => {
    const before = await digestTables(handle.db, ['wedding_parts']);
    for (const body of [
      { parts: [{ kind: 'apéro' }] },
      { parts: [{ kind: 'dinner', time: '25:00' }] },
      { parts: [{ id: 999999, kind: 'dinner' }] },
    ]) {
      const res = await owner().request(api('/parts'), { method: 'PUT', json: body });
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toMatch(/moment|Heure/i);
    }
    expect((await actors.other.client.request(api('/parts'), { method: 'PUT', json: { parts: [] } })).status).toBe(404);
    expect(await digestTables(handle.db, ['wedding_parts'])).toEqual(before);
  });
});

describe('households', () => {
  it('makes a household of two members, one without a phone, invited to some parts; any member’s answer is the household’s', async () => {
    const parts = await json<TWeddingPart[]>(owner().request(api('/parts')));
    const created = await owner().request(api('/households'), {
      method: 'POST',
      json: {
        name: 'Famille Roux',
        seats: 3,
        partIds: [parts[0]!.id],
        members: [
          { firstName: 'Hélène', lastName: 'Roux', phone: '06 12 34 56 78' },
          { firstName: 'François', lastName: 'Roux', phone: '06 98 76 54 32' },
          { firstName: 'Léo', lastName: 'Roux', isChild: true },
        ],
      },
    });
    expect(created.status).toBe(201);
    const [household] = await json<THousehold[]>(owner().request(api('/households')));
    expect(household).toMatchObject({ name: 'Famille Roux', seats: 3, partIds: [parts[0]!.id], rsvp: null });
    expect(household!.members.map((m) => [m.name, m.phoneNumber, m.isChild])).toEqual([
      ['François Roux', '+33698765432', false],
      ['Hélène Roux', '+33612345678', false],
      ['Léo Roux', null, true],
    ]);

    // Hélène answers on WhatsApp, then François: one answer, the household's, never the sum.
    const app = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
    const send = (from: string, body: string) => sendSignedWhatsApp(app, { from, body, profileName: 'Profil' });
    await send('+33612345678', `start-${wedding.weddingId}`);
    await send('+33612345678', 'On sera 3 avec plaisir !');
    let list = await json<TListedGuest[]>(owner().request(api('/guests')));
    expect(list.map((g) => [g.name, g.household, g.rsvp?.status, g.rsvp?.partySize])).toEqual([
      ['François Roux', 'Famille Roux', 'yes', 3],
      ['Hélène Roux', 'Famille Roux', 'yes', 3],
      ['Léo Roux', 'Famille Roux', 'yes', 3],
    ]);
    expect(list[0]!.rsvp).toMatchObject({
      answeredBy: 'Hélène Roux',
      parts: [{ partId: parts[0]!.id, status: 'yes', partySize: 3 }],
    });
    await send('+33698765432', `start-${wedding.weddingId}`);
    await send('+33698765432', 'Nous serons 3, merci !');
    list = await json<TListedGuest[]>(owner().request(api('/guests')));
    expect(list[1]!.rsvp).toMatchObject({ status: 'yes', partySize: 3, answeredBy: 'François Roux' });
    const summary = await json<TRsvpSummary>(owner().request(api('/rsvp-summary')));
    expect(summary).toMatchObject({ yes: 1, covers: 3, waiting: 0 });
    // Invited to the ceremony only: the reception counts nobody of theirs.
    expect(summary.parts.map((p) => [p.name, p.invited, p.covers])).toEqual(
      parts.map((p, i) => [p.name, i === 0 ? 1 : 0, i === 0 ? 3 : 0]),
    );
  });

  it('adds a one-member household with POST {name, phone}, and a member without a phone to a named household', async () => {
    const solo = await owner().request(api('/guests'), {
      method: 'POST',
      json: { name: 'Paul Durand', phone: '0611111111' },
    });
    expect(solo.status).toBe(201);
    expect(await solo.json()).toMatchObject({
      name: 'Paul Durand',
      household: 'Paul Durand',
      phoneNumber: '+33611111111',
      rsvp: null,
    });
    const granny = await owner().request(api('/guests'), {
      method: 'POST',
      json: { firstName: 'Jeanne', lastName: 'Durand', household: 'paul durand' },
    });
    expect(granny.status).toBe(201);
    const list = await json<TListedGuest[]>(owner().request(api('/guests')));
    expect(list.map((g) => [g.name, g.phoneNumber, g.householdId])).toEqual([
      ['Jeanne Durand', null, list[1]!.householdId],
      ['Paul Durand', '+33611111111', list[1]!.householdId],
    ]);
    // A solo yes counts 1.
    const app = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
    await sendSignedWhatsApp(app, { from: '+33622222222', body: `start-${wedding.weddingId}`, profileName: 'Zoé' });
    await sendSignedWhatsApp(app, { from: '+33622222222', body: 'Oui je viens !', profileName: 'Zoé' });
    const zoe = (await json<TListedGuest[]>(owner().request(api('/guests')))).find(
      (g) => g.phoneNumber === '+33622222222',
    );
    expect(zoe!.rsvp).toMatchObject({ status: 'yes', partySize: 1 });
  });

  it('refuses a bad household in French and writes nothing', async () => {
    await owner().request(api('/guests'), { method: 'POST', json: { name: 'Paul', phone: '0611111111' } });
    const before = await digestTables(handle.db, ['guests', 'households', 'household_invitations']);
    for (const [body, message] of [
      [{ name: '', partIds: [] }, 'nom du foyer'],
      [{ name: 'A', seats: 0, partIds: [] }, 'places'],
      [{ name: 'A', partIds: [999999] }, 'moment'],
      [{ name: 'A', partIds: [], members: [{ firstName: 'X', phone: '0611111111' }] }, 'numéro'],
      [{ name: 'A', partIds: [], members: [{ firstName: 'X', phone: 'abc' }] }, 'invalide'],
    ] as const) {
      const res = await owner().request(api('/households'), { method: 'POST', json: body });
      expect([400, 409]).toContain(res.status);
      expect((await json<{ message: string }>(res)).message).toContain(message);
    }
    expect(await digestTables(handle.db, ['guests', 'households', 'household_invitations'])).toEqual(before);
  });

  it('invites the whole list to a part added later when asked, keeping each household’s choice of parts', async () => {
    const day = await json<TWeddingPart[]>(owner().request(api('/parts')));
    const kept = day.map(({ id, kind, label, date, time, venue, address }) => ({
      id,
      kind,
      label,
      date,
      time,
      venue,
      address,
    }));
    const make = async (name: string, partIds: number[]) => {
      expect((await owner().request(api('/households'), { method: 'POST', json: { name, partIds } })).status).toBe(201);
    };
    await make('Foyer de la cérémonie', [day[0]!.id]);
    await make('Foyer de toute la journée', []);
    const saved = await owner().request(api('/parts'), {
      method: 'PUT',
      json: {
        parts: [
          ...kept,
          { kind: 'cocktail', time: '18:00', inviteAll: true },
          { kind: 'brunch', time: '11:00', inviteAll: false },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const [cocktail] = (await json<TWeddingPart[]>(saved)).slice(-2);
    const partsOf = async (name: string) =>
      (await json<THousehold[]>(owner().request(api('/households')))).find((h) => h.name === name)!.partIds;
    // Ticked parts gain the vin d'honneur, never the brunch; a household with none ticked stays invited to all.
    expect(await partsOf('Foyer de la cérémonie')).toEqual([day[0]!.id, cocktail!.id]);
    expect(await partsOf('Foyer de toute la journée')).toEqual([]);
    await owner().request(api('/parts'), { method: 'PUT', json: { parts: kept } });
  });
});

describe('import that keeps people', () => {
  it('reads Prénom;Nom;Téléphone;Foyer, keeps a member without a phone, shows a duplicate, and re-imports fixed rejected lines', async () => {
    await owner().request(api('/guests'), { method: 'POST', json: { name: 'Hervé Blanc', phone: '0677777777' } });
    const file = [
      'Prénom;Nom;Téléphone;Foyer',
      'Inès;Martin;06 12 34 56 78;Famille Martin',
      'Thomas;Martin;;Famille Martin',
      'Hervé;Blanc;06 77 77 77 77;',
      'Zoé;Petit;12 34;',
      'Lucie;Petit;0655;',
    ].join('\n');
    const preview = await json<TGuestImportResult>(csv('/guests/import', file));
    expect(preview.rows.map((r) => [r.line, r.name, r.action, r.household])).toEqual([
      [2, 'Inès Martin', 'create', 'Famille Martin'],
      [3, 'Thomas Martin', 'create', 'Famille Martin'],
      [4, 'Hervé Blanc', 'duplicate', 'Hervé Blanc'],
      [5, 'Zoé Petit', 'error', null],
      [6, 'Lucie Petit', 'error', null],
    ]);
    expect(preview.rows[0]).toMatchObject({ firstName: 'Inès', lastName: 'Martin' });
    expect(preview.rows[3]).toMatchObject({
      typed: { phone: '12 34' },
      errors: [expect.stringContaining('Numéro de téléphone invalide')],
    });
    const committed = await json<TGuestImportResult>(csv('/guests/import?commit=1', file));
    expect(committed).toMatchObject({ committed: true, created: 2, duplicates: 1, invalid: 2 });
    let list = await json<TListedGuest[]>(owner().request(api('/guests')));
    expect(list.map((g) => [g.firstName, g.lastName, g.phoneNumber, g.household])).toEqual([
      ['Inès', 'Martin', '+33612345678', 'Famille Martin'],
      ['Thomas', 'Martin', null, 'Famille Martin'],
      [null, null, '+33677777777', 'Hervé Blanc'],
    ]);
    // The rejected lines, downloaded, fixed in a spreadsheet, imported again.
    const fixed = committed.rejectedCsv!.replace('12 34', '06 44 44 44 44').replace('0655', '06 55 55 55 55');
    const again = await json<TGuestImportResult>(csv('/guests/import?commit=1', fixed));
    expect(again).toMatchObject({ created: 2, invalid: 0 });
    list = await json<TListedGuest[]>(owner().request(api('/guests')));
    // Two Petit one after the other, without a Foyer column: a household is proposed for them.
    expect(list.filter((g) => g.lastName === 'Petit').map((g) => [g.name, g.household])).toEqual([
      ['Lucie Petit', 'Famille Petit'],
      ['Zoé Petit', 'Famille Petit'],
    ]);
  });

  it('reads a Nom complet layout, and proposes one household for two people sharing a phone', async () => {
    const res = await json<TGuestImportResult>(
      csv(
        '/guests/import?commit=1',
        'Nom complet;Téléphone\nTante Françoise;06 12 12 12 12\nOncle Hervé;06 12 12 12 12\n',
      ),
    );
    expect(res).toMatchObject({ created: 2, invalid: 0 });
    const list = await json<TListedGuest[]>(owner().request(api('/guests')));
    expect(list.map((g) => [g.name, g.phoneNumber])).toEqual([
      ['Oncle Hervé', null],
      ['Tante Françoise', '+33612121212'],
    ]);
    expect(new Set(list.map((g) => g.householdId)).size).toBe(1);
  });
});

describe('the table plan', () => {
  it('imports Table;Prénom;Nom with a French error per bad line, and seats the others', async () => {
    await csv(
      '/guests/import?commit=1',
      'Prénom;Nom;Téléphone\nInès;Martin;0612345678\nThomas;Martin;\nPaul;Durand;0611111111\n',
    );
    const file =
      'Table;Prénom;Nom\nTable des témoins;Inès;Martin\nTable des témoins;Thomas;Martin\n;Paul;Durand\nTable 2;Inconnu;Personne\n';
    const preview = await json<TSeatingImportResult>(csv('/seating/import', file));
    expect(preview).toMatchObject({ committed: false, seated: 2, invalid: 2 });
    expect(preview.rows.map((r) => r.errors)).toEqual([
      [],
      [],
      ['Le nom de la table est obligatoire.'],
      ['Aucun invité de votre liste ne s’appelle « Inconnu Personne ».'],
    ]);
    expect((await json<TSeatingPlan>(owner().request(api('/seating')))).tables).toEqual([]);
    await csv('/seating/import?commit=1', file);
    const plan = await json<TSeatingPlan>(owner().request(api('/seating')));
    expect(plan.tables.map((t) => [t.name, t.members.map((m) => m.name)])).toEqual([
      ['Table des témoins', ['Inès Martin', 'Thomas Martin']],
    ]);
    expect(plan.unseated.map((m) => m.name)).toEqual(['Paul Durand']);
    // The couple moves Paul to a new table.
    const saved = await owner().request(api('/seating'), {
      method: 'PUT',
      json: {
        tables: [
          { id: plan.tables[0]!.id, name: 'Table des témoins', guestIds: plan.tables[0]!.members.map((m) => m.id) },
          { name: 'Table 2', guestIds: [plan.unseated[0]!.id] },
        ],
      },
    });
    expect((await json<TSeatingPlan>(saved)).tables.map((t) => [t.name, t.members.length])).toEqual([
      ['Table des témoins', 2],
      ['Table 2', 1],
    ]);
    const bad = await csv('/seating/import', 'Prénom;Téléphone\nA;B\n');
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toContain('Table;Prénom;Nom');
  });
});
