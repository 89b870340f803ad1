import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guests, householdAnswers, households, messages, weddings } from '../../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import type { TGuestImportResult, TListedGuest } from '../../../shared/schemas/guests.ts';
import { createActors } from '../../testing/actors.ts';
import { digestTables } from '../../testing/table-digest.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from '../../whatsapp/testing/signed-webhook.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
let wedding: { id: number; weddingId: string };
const path = () => `/api/weddings/${wedding.id}/guests`;

beforeAll(async () => {
  actors = await createActors(handle.db);
  const res = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
  wedding = (await res.json()) as typeof wedding;
});

beforeEach(async () => {
  // Households and their answers too: a household left from another test would carry its answer into the next.
  await handle.db.delete(householdAnswers);
  await handle.db.delete(guests);
  await handle.db.delete(households);
});

const add = (json: unknown, client = actors.owner.client) => client.request(path(), { method: 'POST', json });
const importCsv = (csv: string | Uint8Array<ArrayBuffer>, commit = false, client = actors.owner.client) =>
  client.request(`${path()}/import${commit ? '?commit=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: typeof csv === 'string' ? csv : new Blob([csv]),
  });
const list = async (client = actors.owner.client) => (await (await client.request(path())).json()) as TListedGuest[];

describe('the couple adds guests by hand', () => {
  it('stores a French number typed without the country code in E.164, not yet connected', async () => {
    const res = await add({
      name: 'Hélène Martin',
      phone: '06 12 34 56 78',
      household: 'Famille Martin',
      language: 'fr',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      name: 'Hélène Martin',
      phoneNumber: '+33612345678',
      household: 'Famille Martin',
      language: 'fr',
      listed: true,
      hasWritten: false,
      rsvp: null,
    });
    // A listed guest who never wrote is no connected guest: the couple's figures do not count them.
    const stats = (await (await actors.owner.client.request(`/api/weddings/${wedding.id}/stats`)).json()) as {
      totalGuests: number;
    };
    // « 1 invité · 0 a écrit »: on the list, and not among those who wrote.
    expect(stats).toMatchObject({ totalGuests: 0, guestsOnList: 1 });
    expect(await (await actors.owner.client.request(`/api/guests/${wedding.id}`)).json()).toEqual([]);
  });

  it('merges a phone already on the list instead of doubling it, keeping what the couple left empty', async () => {
    const first = (await (
      await add({ name: 'Hélène Martin', phone: '0612345678', household: 'Famille Martin' })
    ).json()) as TListedGuest;
    const again = await add({ name: 'Hélène M.', phone: '+33 6 12 34 56 78', email: 'Helene@Example.fr' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      id: first.id,
      name: 'Hélène M.',
      household: 'Famille Martin',
      email: 'helene@example.fr',
    });
    expect(await list()).toHaveLength(1);
  });

  it('refuses another person with a phone already on the list, naming whose it is, and changes nothing', async () => {
    await add({ name: 'Karim Benali', phone: '0781223344', household: 'Amis de fac' });
    const before = await digestTables(handle.db, ['guests', 'households']);
    const res = await add({ name: 'Tonton Gérard', phone: '07 81 22 33 44', household: 'Famille Gérard' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Ce numéro est déjà celui de Karim Benali, sur votre liste : modifiez cet invité plutôt que d’en ajouter un autre.',
    );
    expect(await digestTables(handle.db, ['guests', 'households'])).toEqual(before);
  });

  it.each([
    [{ name: 'Paul', phone: '12 34' }, 'Numéro de téléphone invalide'],
    [{ name: 'Paul', phone: 'appelez-moi' }, 'Numéro de téléphone invalide'],
    [{ name: '  ', phone: '0612345678' }, 'Le nom de l’invité est obligatoire.'],
    [{ name: 'Paul', phone: '0612345678', language: 'de' }, 'Langue inconnue'],
    [{ name: 'Paul', phone: '0612345678', email: 'paul@' }, 'Adresse e-mail invalide.'],
    [{ name: 'Paul\u0000', phone: '0612345678' }, 'caractères'],
  ])('refuses %j with a French message and writes nothing', async (body, message) => {
    const before = await digestTables(handle.db, ['guests']);
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
    expect(await digestTables(handle.db, ['guests'])).toEqual(before);
  });

  it('lets only the couple change the list; an administrator reads it with numbers and e-mails masked', async () => {
    await add({ name: 'Hélène Martin', phone: '0612345678', email: 'helene@example.fr' });
    expect((await add({ name: 'Intrus', phone: '0698765432' }, actors.other.client)).status).toBe(404);
    expect((await actors.other.client.request(path())).status).toBe(404);
    expect((await actors.anonymous.request(path())).status).toBe(401);
    expect((await add({ name: 'Admin', phone: '0698765432' }, actors.admin)).status).toBe(403);
    expect((await importCsv('nom,telephone\nA,0698765432', true, actors.admin)).status).toBe(403);
    const [seen] = await list(actors.admin);
    expect(seen).toMatchObject({ name: 'Hélène Martin', phoneNumber: '+33 6 •• •• •• 78', email: 'h•••@example.fr' });
    expect(await handle.db.select().from(guests)).toHaveLength(1);
  });

  it('edits a guest, refuses a number another guest has, and keeps the number of one who already wrote', async () => {
    const a = (await (await add({ name: 'A', phone: '0611111111' })).json()) as TListedGuest;
    await add({ name: 'B', phone: '0622222222' });
    const edited = await actors.owner.client.request(`${path()}/${a.id}`, {
      method: 'PATCH',
      json: { name: 'A bis', phone: '0633333333', household: 'Amis' },
    });
    expect(await edited.json()).toMatchObject({
      id: a.id,
      name: 'A bis',
      phoneNumber: '+33633333333',
      household: 'Amis',
    });
    const taken = await actors.owner.client.request(`${path()}/${a.id}`, {
      method: 'PATCH',
      json: { name: 'A', phone: '06 22 22 22 22' },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: 'Un autre invité de votre liste a déjà ce numéro.' });
    await handle.db.update(guests).set({ boundAt: new Date() }).where(eq(guests.id, a.id));
    const bound = await actors.owner.client.request(`${path()}/${a.id}`, {
      method: 'PATCH',
      json: { name: 'A', phone: '0644444444' },
    });
    expect(bound.status).toBe(409);
    expect(
      (
        await actors.owner.client.request(`${path()}/999999`, {
          method: 'PATCH',
          json: { name: 'X', phone: '0655555555' },
        })
      ).status,
    ).toBe(404);
  });

  it('removes a guest who never wrote, and only unlists one who did (their conversation stays)', async () => {
    const silent = (await (await add({ name: 'Silencieux', phone: '0611111111' })).json()) as TListedGuest;
    const talker = (await (
      await add({ name: 'Bavard', phone: '0622222222', household: 'Amis' })
    ).json()) as TListedGuest;
    await handle.db.update(guests).set({ boundAt: new Date(), messageCount: 3 }).where(eq(guests.id, talker.id));
    expect((await actors.owner.client.request(`${path()}/${silent.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await actors.owner.client.request(`${path()}/${talker.id}`, { method: 'DELETE' })).status).toBe(200);
    const rows = await list();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: talker.id, listed: false, household: null, hasWritten: true, messageCount: 3 });
    expect((await actors.owner.client.request(`${path()}/${silent.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

const CSV = [
  '\uFEFFNom;Téléphone;Foyer;Langue;E-mail',
  'Hélène Martin;06 12 34 56 78;Famille Martin;français;helene@example.fr',
  'Paul Martin;07 98 76 54 32;Famille Martin;;',
  'Jane Doe;+44 7911 123456;Amis de Londres;anglais;jane@example.co.uk',
  'Numéro faux;12 34;;;',
  'Langue inconnue;06 55 55 55 55;;allemand;pas-un-mail',
  '',
  'Hélène (doublon);0612345678;;;',
  'Déjà là;06 99 99 99 99;Collègues;;',
].join('\r\n');

describe('POST /api/weddings/:id/guests/import', () => {
  it('previews each line with its action and every error, and writes nothing', async () => {
    await add({ name: 'Déjà là', phone: '0699999999' });
    const before = await digestTables(handle.db, ['guests', 'households']);
    const res = await importCsv(CSV);
    expect(res.status).toBe(200);
    const preview = (await res.json()) as TGuestImportResult;
    expect(preview).toMatchObject({ committed: false, created: 4, merged: 0, duplicates: 1, invalid: 2 });
    expect(preview.rows.map((r) => [r.line, r.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'create'],
      [5, 'error'],
      [6, 'error'],
      [8, 'create'],
      [9, 'duplicate'],
    ]);
    expect(preview.rows[0]).toMatchObject({
      name: 'Hélène Martin',
      phoneNumber: '+33612345678',
      language: 'fr',
      household: 'Famille Martin',
      errors: [],
    });
    expect(preview.rows[2]).toMatchObject({ phoneNumber: '+447911123456', language: 'en' });
    expect(preview.rows[3]!.errors).toEqual([
      'Numéro de téléphone invalide (exemple : 06 12 34 56 78 ou +44 7911 123456).',
    ]);
    expect(preview.rows[3]!.typed).toMatchObject({ name: 'Numéro faux', phone: '12 34' });
    expect(preview.rows[4]!.errors).toEqual(['Langue inconnue : indiquez fr, en ou es.', 'Adresse e-mail invalide.']);
    // Another person on Hélène's phone is kept, in her household, without the phone (one phone, one conversation).
    expect(preview.rows[5]).toMatchObject({
      name: 'Hélène (doublon)',
      phoneNumber: null,
      household: 'Famille Martin',
      householdProposed: true,
    });
    expect(preview.rows[5]!.note).toContain('Même téléphone que Hélène Martin');
    expect(preview.rows[6]).toMatchObject({ action: 'duplicate', duplicateOf: { line: null, name: 'Déjà là' } });
    expect(preview.rejectedCsv!.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Nom;Téléphone;Foyer;Langue;E-mail;Motif du rejet',
      'Numéro faux;12 34;;;;Numéro de téléphone invalide (exemple : 06 12 34 56 78 ou +44 7911 123456).',
      'Langue inconnue;06 55 55 55 55;;allemand;pas-un-mail;Langue inconnue : indiquez fr, en ou es. Adresse e-mail invalide.',
      '',
    ]);
    expect(await digestTables(handle.db, ['guests', 'households'])).toEqual(before);
  });

  it('with commit=1 writes the valid lines, merges a duplicate only when confirmed, and skips the others', async () => {
    await add({ name: 'Déjà là', phone: '0699999999' });
    const res = await importCsv(CSV, true);
    expect(await res.json()).toMatchObject({ committed: true, created: 4, merged: 0, duplicates: 1, invalid: 2 });
    const rows = await list();
    expect(rows.map((g) => [g.name, g.phoneNumber, g.household])).toEqual([
      ['Jane Doe', '+447911123456', 'Amis de Londres'],
      ['Déjà là', '+33699999999', 'Déjà là'],
      ['Hélène (doublon)', null, 'Famille Martin'],
      ['Hélène Martin', '+33612345678', 'Famille Martin'],
      ['Paul Martin', '+33798765432', 'Famille Martin'],
    ]);
    expect(rows.find((g) => g.phoneNumber === '+33612345678')).toMatchObject({
      email: 'helene@example.fr',
      language: 'fr',
    });
    // The duplicate, confirmed: « Déjà là » joins « Collègues »; the same file again doubles nobody.
    const confirmed = await actors.owner.client.request(`${path()}/import?commit=1&merge=9`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: CSV,
    });
    expect(await confirmed.json()).toMatchObject({ created: 0, merged: 1 });
    const after = await list();
    expect(after).toHaveLength(5);
    expect(after.find((g) => g.name === 'Déjà là')).toMatchObject({ household: 'Collègues' });
  });

  it('decodes UTF-8 with or without its byte order mark and Windows-1252 alike (issue 30)', async () => {
    const text = 'nom;téléphone;groupe\nHélène Bérénice;06 11 22 33 01;Famille Lefèvre\n';
    const windows1252 = Uint8Array.from(text, (char) => ({ é: 0xe9, è: 0xe8 })[char] ?? char.charCodeAt(0));
    const utf8 = new TextEncoder().encode(
      text.replace('Hélène Bérénice', 'Zoé Chloé').replace('06 11 22 33 01', '06 11 22 33 02'),
    );
    const withBom = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode(
        text.replace('Hélène Bérénice', 'Noël Anaïs').replace('06 11 22 33 01', '06 11 22 33 03'),
      ),
    ]);
    for (const bytes of [windows1252, utf8, withBom]) expect((await importCsv(bytes, true)).status).toBe(200);
    const names = (await list()).map((g) => [g.name, g.household]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Hélène Bérénice', 'Famille Lefèvre'],
        ['Zoé Chloé', 'Famille Lefèvre'],
        ['Noël Anaïs', 'Famille Lefèvre'],
      ]),
    );
    expect(JSON.stringify(names)).not.toContain('\uFFFD');
  });

  it('refuses a file in another encoding (UTF-16, binary) with a French message, writing nothing', async () => {
    const before = await list();
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from('nom;téléphone\nA;0611111111\n').flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    const binary = new Uint8Array([0x6e, 0x6f, 0x6d, 0x3b, 0x81, 0x8d, 0x0a, 0x41]);
    for (const bytes of [utf16, binary]) {
      const res = await importCsv(bytes, true);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^Encodage du fichier non reconnu/);
    }
    expect(await list()).toEqual(before);
  });

  it('reads a comma-separated file with English headers', async () => {
    const res = await importCsv(
      'Name,Phone,Group,Language,Email\n"Doe, John",+1 415 555 2671,Friends,en,john@example.com\n',
      true,
    );
    expect(await res.json()).toMatchObject({ created: 1, invalid: 0 });
    expect((await list())[0]).toMatchObject({
      name: 'Doe, John',
      phoneNumber: '+14155552671',
      household: 'Friends',
      language: 'en',
    });
  });

  it.each([
    ['', 'Le fichier est vide.'],
    ['nom;téléphone\n', 'Le fichier est vide.'],
    ['téléphone;email\n0611111111;a@b.fr', 'Colonne « nom » introuvable'],
    [`nom;telephone\n${'A;0611111111\n'.repeat(1001)}`, 'plus de 1000 lignes'],
    [`nom;telephone\n${'x'.repeat(300 * 1024)}`, 'trop volumineux', 413],
  ])(
    'refuses a file it cannot take (%#) with a French message, writing nothing',
    async (csv, message, status = 400) => {
      const res = await importCsv(csv, true);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toContain(message);
      expect(await handle.db.select().from(guests)).toHaveLength(0);
    },
  );
});

describe('listed guests and the WhatsApp conversation', () => {
  const webhook = () => createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
  beforeAll(async () => {
    await handle.db
      .update(weddings)
      .set({ botActive: true, paymentStatus: 'deposit_paid' })
      .where(eq(weddings.id, wedding.id));
  });
  const send = async (from: string, body: string) =>
    (await sendSignedWhatsApp(webhook(), { from, body, profileName: 'Profil WhatsApp' })).reply;

  it('answers a listed phone that writes before opening the link in its wedding, and keeps one row', async () => {
    await add({ name: 'Hélène Martin', phone: '06 12 34 56 78', household: 'Famille Martin' });
    // The one list that holds the phone tells the wedding (bind-listed-guest.ts).
    expect(await send('+33612345678', 'À quelle heure est la cérémonie ?')).toContain('La cérémonie commence à');
    expect(await handle.db.select().from(messages).where(eq(messages.weddingId, wedding.id))).toHaveLength(1);

    await send('+33612345678', `start-${wedding.weddingId}`);
    const rows = await list();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Hélène Martin',
      household: 'Famille Martin',
      listed: true,
      hasWritten: true,
    });
    const stats = (await (await actors.owner.client.request(`/api/weddings/${wedding.id}/stats`)).json()) as {
      totalGuests: number;
    };
    expect(stats).toMatchObject({ totalGuests: 1, guestsOnList: 1 });
  });

  it('puts a guest who wrote first on the list when the couple imports their number', async () => {
    await send('+33622222222', `start-${wedding.weddingId}`);
    expect(await list()).toMatchObject([{ name: 'Profil WhatsApp', listed: false, hasWritten: true }]);
    expect(
      await (await importCsv('nom;téléphone;foyer\nPaul Martin;06 22 22 22 22;Famille Martin', true)).json(),
    ).toMatchObject({ created: 0, merged: 1 });
    expect(await list()).toMatchObject([
      { name: 'Paul Martin', household: 'Famille Martin', listed: true, hasWritten: true },
    ]);
  });

  it('records an answer to the invitation from WhatsApp and lets the guest change it (the issue contract)', async () => {
    await send('+33633333333', `start-${wedding.weddingId}`);
    const yes = await send('+33633333333', 'Nous serons 2, avec plaisir !');
    expect(yes).toContain('C’est noté : vous venez, 2 personnes en tout');
    expect((await list())[0]!.rsvp).toMatchObject({ status: 'yes', partySize: 2, dietaryNotes: null });
    const no = await send('+33633333333', 'finalement je ne pourrai pas venir');
    expect(no).toContain('vous ne pourrez pas venir');
    expect((await list())[0]!.rsvp).toMatchObject({ status: 'no', partySize: null });
    const [stored] = await handle.db
      .select({ kind: messages.kind })
      .from(messages)
      .where(eq(messages.message, 'finalement je ne pourrai pas venir'));
    expect(stored!.kind).toBe('rsvp');
  });

  it('answers the question asked with an answer, keeps the number given before, and adds dietary notes', async () => {
    await send('+33644444444', `start-${wedding.weddingId}`);
    const both = await send('+33644444444', 'On sera 3 ! Il y a un parking ?');
    expect(both.split('\n')[0]).toContain('3 personnes');
    expect(both.split('\n').length).toBeGreaterThan(1);
    await send('+33644444444', 'Au fait, ma fille est végétarienne.');
    await send('+33644444444', 'Yes, we will be there!');
    expect((await list())[0]!.rsvp).toMatchObject({
      status: 'yes',
      partySize: 3,
      dietaryNotes: 'Au fait, ma fille est végétarienne.',
    });
    const questions = await handle.db
      .select({ kind: messages.kind })
      .from(messages)
      .where(eq(messages.message, 'On sera 3 ! Il y a un parking ?'));
    expect(questions[0]!.kind).toBe('question');
  });

  it('no longer takes answers after the RSVP deadline, and says so', async () => {
    await send('+33655555555', `start-${wedding.weddingId}`);
    await send('+33655555555', 'Oui on vient à 2');
    await handle.db.update(weddings).set({ rsvpDeadline: '2020-01-31' }).where(eq(weddings.id, wedding.id));
    const late = await send('+33655555555', 'Finalement on ne pourra pas venir');
    await handle.db.update(weddings).set({ rsvpDeadline: null }).where(eq(weddings.id, wedding.id));
    expect(late).toContain('Les réponses sont closes depuis le vendredi 31 janvier 2020');
    expect((await list())[0]!.rsvp).toMatchObject({ status: 'yes', partySize: 2 });
  });

  it('counts answers, people coming and diets for the couple, and exports the list for the caterer', async () => {
    await add({ name: 'Hélène Martin', phone: '0611111111', household: 'Famille Martin' });
    await add({ name: 'Paul Durand', phone: '0622222222' });
    await add({ name: '=Formule', phone: '0666666666' });
    await send('+33611111111', `start-${wedding.weddingId}`);
    await send('+33611111111', 'Oui, avec mon mari et nos 2 enfants. Je suis végétarienne.');
    await send('+33622222222', `start-${wedding.weddingId}`);
    await send('+33622222222', 'Désolé, je ne pourrai pas venir, je suis allergique aux voyages en avion');
    await send('+33633333333', `start-${wedding.weddingId}`);
    await send('+33633333333', 'On viendra, promis !');
    const summary = await (await actors.owner.client.request(`/api/weddings/${wedding.id}/rsvp-summary`)).json();
    // The answer from a phone on no household of the list is shown apart, counted nowhere.
    expect(summary).toMatchObject({ yes: 1, no: 1, maybe: 0, waiting: 1, covers: 4, rsvpDeadline: null });
    expect((summary as { outside: unknown[] }).outside).toEqual([
      expect.objectContaining({ name: 'Profil WhatsApp', phoneNumber: '+33633333333', said: 'On viendra, promis !' }),
    ]);
    expect((summary as { diets: { name: string; notes: string }[] }).diets).toEqual([
      expect.objectContaining({ name: 'Hélène Martin', notes: 'Je suis végétarienne.' }),
    ]);

    const res = await actors.owner.client.request(`/api/weddings/${wedding.id}/guests/export?rsvp=yes`);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`invites-${wedding.weddingId}-yes.csv`);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The caterer's counts per part of the day (the ceremony and the reception every new wedding has).
    expect(lines[0]).toBe(
      'Nom;Téléphone;Foyer;Enfant;Langue;E-mail;Réponse;Nombre de personnes;Cérémonie;Réception;Régime ou allergies',
    );
    expect(lines.slice(1)).toEqual([
      'Hélène Martin;+33611111111;Famille Martin;;;;Présent;4;4;4;Je suis végétarienne.',
    ]);
    const all = await (await actors.owner.client.request(`/api/weddings/${wedding.id}/guests/export`)).text();
    expect(all).toContain("'=Formule;+33666666666;'=Formule;;;;En attente;;;;");
    expect(all).toContain('Profil WhatsApp;+33633333333;Profil WhatsApp;;;;Hors liste;;;;');

    expect((await actors.owner.client.request(`/api/weddings/${wedding.id}/guests/export?rsvp=peut-etre`)).status).toBe(
      400,
    );
    expect((await actors.admin.request(`/api/weddings/${wedding.id}/guests/export`)).status).toBe(403);
    expect((await actors.other.client.request(`/api/weddings/${wedding.id}/rsvp-summary`)).status).toBe(404);
  });

  it('gives each listed guest a personal link that binds the conversation to them, even from another phone', async () => {
    const listed = (await (
      await add({ name: 'Hélène Martin', phone: '06 12 34 56 78', household: 'Famille Martin' })
    ).json()) as TListedGuest;
    const token = /start-[a-z0-9]+-([a-z2-9]{10})/.exec(decodeURIComponent(listed.personalLink!))![1]!;
    expect(listed.personalLink).toBe(`https://wa.me/14155238886?text=start-${wedding.weddingId}-${token}`);
    expect((await list(actors.admin))[0]!.personalLink).toBeNull();
    // She writes from her new number: the listed guest takes it, no second guest appears.
    const welcome = await send('+33698765432', `start-${wedding.weddingId}-${token}`);
    expect(welcome).toContain('Camille');
    const rows = await list();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: listed.id,
      name: 'Hélène Martin',
      phoneNumber: '+33698765432',
      hasWritten: true,
    });
    expect(await send('+33698765432', 'Nous serons 2 !')).toContain('2 personnes');
    expect((await list())[0]!.rsvp).toMatchObject({ status: 'yes', partySize: 2 });
    // Another phone opens the same link: the household has no member left to claim, so it is a guest of the general
    // link (not on the list, not in the household); her row stays hers.
    await send('+33611112222', `start-${wedding.weddingId}-${token}`);
    const after = await list();
    expect(after.find((g) => g.id === listed.id)).toMatchObject({ phoneNumber: '+33698765432' });
    expect(after.find((g) => g.phoneNumber === '+33611112222')).toMatchObject({
      household: null,
      listed: false,
      hasWritten: true,
    });
    // A wrong token still joins the wedding, as the plain link does.
    await send('+33677777777', `start-${wedding.weddingId}-zzzzzzzzzz`);
    expect(await list()).toHaveLength(3);
  });
});
