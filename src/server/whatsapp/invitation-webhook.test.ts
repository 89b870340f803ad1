// Through the couple's API and the signed webhook, against the local Twilio server: the invitation goes out as the
// approved template to the members who can receive it, and the conversation it starts (a count per part, the diet,
// one confirmation with « Modifier ») records the household's answer, whoever of its members gives it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guests, householdAnswers, households, outbox, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import type { TListedGuest } from '../../shared/schemas/guests.ts';
import type { THousehold, TSendInvitationsResponse, TWeddingPart } from '../../shared/schemas/households.ts';
import { readRsvp } from '../assistant/rsvp/read-rsvp.ts';
import { readsAsAnswer } from '../assistant/rsvp/status-model.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { liveTwilioEnv, sendSignedWhatsApp, TWILIO_TEST_ENV } from './testing/signed-webhook.ts';
import { startTwilioTestServer } from './testing/twilio-test-server.ts';

const handle = testDatabase();
let twilio: Awaited<ReturnType<typeof startTwilioTestServer>>;
let app: ReturnType<typeof createTestApp>;
/** The owner couple, on an app configured with Twilio (`live`) and on one without it (`local`). */
let live: ReturnType<typeof createTestApp>;
let local: ReturnType<typeof createTestApp>;
let actors: Awaited<ReturnType<typeof createActors>>;
let wedding: { id: number; weddingId: string };
let parts: TWeddingPart[];
let phone = 0;

const api = (rest: string) => `/api/weddings/${wedding.id}${rest}`;
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const nextPhone = () => `+3361300${String(++phone).padStart(4, '0')}`;
const say = (from: string, body: string, extra?: Record<string, string>) =>
  sendSignedWhatsApp(app, { from, body, ...(extra ? { extra } : {}) });
const tapYes = (from: string) => say(from, 'Oui, avec plaisir', { ButtonPayload: 'invite-yes' });
const sentTo = (from: string) => twilio.requests.filter((r) => r.form.To === `whatsapp:${from}`);
/** The quick-reply buttons last sent to this phone: the template and its titles. */
async function lastButtons(from: string, count: number) {
  await expect.poll(() => sentTo(from).length).toBe(count);
  const form = sentTo(from).at(-1)!.form;
  const variables = JSON.parse(form.ContentVariables ?? '{}') as Record<string, string>;
  return {
    contentSid: form.ContentSid,
    intro: variables['1'],
    titles: Object.keys(variables)
      .filter((k) => k !== '1')
      .map((k) => variables[k]),
  };
}

async function addHousehold(input: { name: string; seats?: number | null; partIds?: number[]; members: object[] }) {
  const res = await actors.owner.client.request(api('/households'), {
    method: 'POST',
    json: { seats: null, partIds: parts.map((p) => p.id), ...input },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}
const invite = (client: ReturnType<typeof createTestApp>, householdIds?: number[]) =>
  client.request(api('/invitations'), { method: 'POST', json: householdIds ? { householdIds } : {} });
const answersOf = (householdId: number) =>
  handle.db
    .select({
      partId: householdAnswers.partId,
      status: householdAnswers.status,
      partySize: householdAnswers.partySize,
      by: householdAnswers.answeredByGuestId,
    })
    .from(householdAnswers)
    .where(eq(householdAnswers.householdId, householdId))
    .orderBy(householdAnswers.partId);
const guestByPhone = async (from: string) =>
  (
    await handle.db
      .select()
      .from(guests)
      .where(and(eq(guests.weddingId, wedding.id), eq(guests.phoneNumber, from)))
  )[0]!;

let liveEnv: Record<string, string>;
beforeAll(async () => {
  twilio = await startTwilioTestServer();
  actors = await createActors(handle.db);
  wedding = await json(actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING }));
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
  parts = await json<TWeddingPart[]>(actors.owner.client.request(api('/parts')));
  liveEnv = liveTwilioEnv(twilio.url);
  app = createTestApp({ db: handle.db, env: liveEnv });
  live = createTestApp({ db: handle.db, env: liveEnv });
  local = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
  for (const [name, value] of actors.owner.client.cookies) {
    live.cookies.set(name, value);
    local.cookies.set(name, value);
  }
});
afterAll(async () => {
  await twilio.close();
});
beforeEach(async () => {
  await handle.db.delete(guests);
  await handle.db.delete(households);
  twilio.requests.length = 0;
});

describe('sending the invitation', () => {
  it('sends the approved template to each member with a phone who did not opt out, and shows when', async () => {
    const [anna, marc, optedOut, alone] = [nextPhone(), nextPhone(), nextPhone(), nextPhone()];
    const martin = await addHousehold({
      name: 'Famille Martin',
      members: [
        { firstName: 'Anna', phone: anna },
        { firstName: 'Marc', phone: marc },
        { firstName: 'Léo', isChild: true },
        { firstName: 'Paul', phone: optedOut },
      ],
    });
    await handle.db.update(guests).set({ optedOut: true }).where(eq(guests.phoneNumber, optedOut));
    await addHousehold({ name: 'Mamie Jeanne', members: [{ firstName: 'Jeanne' }] });
    const other = await addHousehold({ name: 'Inès', members: [{ firstName: 'Inès', phone: alone }] });

    const res = await invite(live, [martin.id]);
    expect(res.status).toBe(200);
    const result = (await res.json()) as TSendInvitationsResponse;
    expect(result).toMatchObject({ invited: 1, sent: 2, failed: 0, queued: 0, live: true, unreachable: [] });
    expect(result.message).toBe('Invitation envoyée à 1 foyer.');
    const sent = twilio.requests.map((r) => r.form);
    expect(sent.map((f) => f.To).sort()).toEqual([`whatsapp:${anna}`, `whatsapp:${marc}`].sort());
    for (const form of sent) {
      expect(form.ContentSid).toBe('HX0inv');
      expect(JSON.parse(form.ContentVariables!)).toEqual({ '1': 'Camille et Julien', '2': 'samedi 12 juin 2027' });
    }

    // A stranger's answer on the general link makes a household outside the list: « every household » is not theirs.
    const stranger = nextPhone();
    await say(stranger, `start-${wedding.weddingId}`);
    await say(stranger, 'On sera 2');

    // The rest: every household not invited yet (the one without a phone is named, not pretended invited).
    const rest = await json<TSendInvitationsResponse>(invite(live));
    expect(rest).toMatchObject({ invited: 1, sent: 1, unreachable: ['Mamie Jeanne'] });
    expect(rest.message).toBe('Invitation envoyée à 1 foyer. Sans numéro joignable : Mamie Jeanne.');
    expect(twilio.requests.at(-1)!.form.To).toBe(`whatsapp:${alone}`);

    const listed = await json<THousehold[]>(actors.owner.client.request(api('/households')));
    const invitedAt = Object.fromEntries(listed.map((h) => [h.name, h.invitedAt]));
    expect(invitedAt['Famille Martin']).not.toBeNull();
    expect(invitedAt['Inès']).not.toBeNull();
    expect(invitedAt['Mamie Jeanne']).toBeNull();
    expect(listed.find((h) => h.id === other.id)!.invitedAt).not.toBeNull();
    // The stranger's household is no foyer of the couple's (« Réponses hors liste » shows it).
    expect(listed.some((h) => h.members.some((m) => m.phoneNumber === stranger))).toBe(false);
    expect(twilio.requests.some((r) => r.form.To === `whatsapp:${stranger}`)).toBe(false);
  });

  it('sends each member the template of their language when it is approved, else the French one', async () => {
    const [english, spanish, french] = [nextPhone(), nextPhone(), nextPhone()];
    const { id } = await addHousehold({
      name: 'Famille Smith-García',
      members: [
        { firstName: 'Emma', phone: english },
        { firstName: 'Lucía', phone: spanish },
        { firstName: 'Hugo', phone: french },
      ],
    });
    await handle.db.update(guests).set({ language: 'en' }).where(eq(guests.phoneNumber, english));
    await handle.db.update(guests).set({ language: 'es' }).where(eq(guests.phoneNumber, spanish));
    const withEnglish = createTestApp({
      db: handle.db,
      env: { ...liveEnv, TWILIO_CONTENT_SIDS: `${liveEnv.TWILIO_CONTENT_SIDS},invitation_en=HX0en` },
    });
    for (const [name, value] of actors.owner.client.cookies) withEnglish.cookies.set(name, value);
    expect(await json<TSendInvitationsResponse>(invite(withEnglish, [id]))).toMatchObject({ sent: 3 });
    const sentTo = (phone: string) => twilio.requests.find((r) => r.form.To === `whatsapp:${phone}`)!.form;
    expect(sentTo(english).ContentSid).toBe('HX0en');
    expect(JSON.parse(sentTo(english).ContentVariables!)).toEqual({
      '1': 'Camille and Julien',
      '2': 'Saturday, June 12, 2027',
    });
    // No Spanish template approved: the French one, in French.
    for (const phone of [spanish, french]) {
      expect(sentTo(phone).ContentSid).toBe('HX0inv');
      expect(JSON.parse(sentTo(phone).ContentVariables!)).toEqual({
        '1': 'Camille et Julien',
        '2': 'samedi 12 juin 2027',
      });
    }
    const [copy] = await handle.db.select().from(outbox).where(eq(outbox.recipient, english));
    expect(copy!.body).toContain('Camille and Julien invite you to their wedding on Saturday, June 12, 2027.');
  });

  it('writes to a guest the list gives no language in the one of their first message that tells it', async () => {
    const [emma, hugo] = [nextPhone(), nextPhone()];
    const { id } = await addHousehold({
      name: 'Famille Byrne',
      members: [
        { firstName: 'Emma', phone: emma },
        { firstName: 'Hugo', phone: hugo },
      ],
    });
    // Her personal link's code, too short a message, then English, then French: the first that tells is kept.
    await say(emma, `start-${wedding.weddingId}-${(await guestByPhone(emma)).inviteToken}`);
    await say(emma, 'ok');
    expect((await guestByPhone(emma)).spokenLanguage).toBeNull();
    await say(emma, 'Hi! Is there a car park near the venue?');
    await say(emma, 'Merci beaucoup, à bientôt !');
    expect((await guestByPhone(emma)).spokenLanguage).toBe('en');
    const withEnglish = createTestApp({
      db: handle.db,
      env: { ...liveEnv, TWILIO_CONTENT_SIDS: `${liveEnv.TWILIO_CONTENT_SIDS},invitation_en=HX0en` },
    });
    for (const [name, value] of actors.owner.client.cookies) withEnglish.cookies.set(name, value);
    twilio.requests.length = 0;
    expect(await json<TSendInvitationsResponse>(invite(withEnglish, [id]))).toMatchObject({ sent: 2 });
    // The invitation, among the quick replies that may still follow the answers above.
    const templatesTo = (phone: string) => sentTo(phone).map((r) => r.form.ContentSid);
    expect(templatesTo(emma)).toContain('HX0en');
    expect(templatesTo(emma)).not.toContain('HX0inv');
    expect(templatesTo(hugo)).toEqual(['HX0inv']);
    // The couple sees it, apart from a language they chose.
    const listed = await json<TListedGuest[]>(actors.owner.client.request(api('/guests')));
    const emmaListed = listed.find((g) => g.phoneNumber === emma)!;
    expect([emmaListed.language, emmaListed.spokenLanguage]).toEqual([null, 'en']);
    // A tapped button is the template's words, not the guest's.
    await say(hugo, 'Oui, avec plaisir', { ButtonPayload: 'invite-yes' });
    expect((await guestByPhone(hugo)).spokenLanguage).toBeNull();
  });

  it('leaves a household uninvited when Twilio refused every copy, and says so', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'Les Faure', members: [{ firstName: 'Max', phone: from }] });
    twilio.failNextRequests(1);
    const result = await json<TSendInvitationsResponse>(invite(live, [id]));
    expect(result).toMatchObject({ invited: 0, sent: 0, failed: 1 });
    expect(result.message).toBe('Invitation envoyée à 0 foyer. 1 envoi a échoué.');
    const [household] = await handle.db.select().from(households).where(eq(households.id, id));
    expect(household!.invitedAt).toBeNull();
    const [copy] = await handle.db.select().from(outbox).where(eq(outbox.recipient, from));
    expect(copy).toMatchObject({ status: 'failed' });
    expect(copy!.lastError).toContain('outside the allowed window');
  });

  it('without Twilio nothing leaves, no household shows as invited and the couple is told why; refuses bad requests in French', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'Les Durand', members: [{ firstName: 'Zoé', phone: from }] });
    const refusedLocally = await invite(local, [id]);
    expect(refusedLocally.status).toBe(409);
    expect(((await refusedLocally.json()) as { message: string }).message).toBe(
      'Aucune invitation n’est partie : l’envoi WhatsApp (Twilio) n’est pas configuré sur le site, et aucun foyer n’est marqué invité. Prévenez le support ; en attendant, envoyez à vos invités leur lien personnel (« Liens personnels et QR codes »).',
    );
    expect(await handle.db.select().from(outbox).where(eq(outbox.recipient, from))).toHaveLength(0);
    const [household] = await handle.db.select().from(households).where(eq(households.id, id));
    expect(household!.invitedAt).toBeNull();
    const [member] = await handle.db.select().from(guests).where(eq(guests.phoneNumber, from));
    expect(member!.pendingChoice).toBeNull();
    expect(twilio.requests).toHaveLength(0);

    expect((await invite(live, [id])).status).toBe(200);
    const none = await invite(live);
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ message: 'Aucun foyer à inviter : tous ont déjà reçu l’invitation.' });
    const bad = await live.request(api('/invitations'), { method: 'POST', json: { householdIds: ['x'] } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/Foyer introuvable|foyer/);
    expect((await invite(live, [id + 1000])).status).toBe(404);
    // Another couple cannot send this wedding's invitation.
    const foreign = await actors.other.client.request(api('/invitations'), { method: 'POST', json: {} });
    expect([403, 404]).toContain(foreign.status);
    // Twilio without the approved template: nothing goes, and the couple is told why.
    const noTemplate = createTestApp({
      db: handle.db,
      env: {
        ...TWILIO_TEST_ENV,
        TWILIO_ACCOUNT_SID: 'ACtest',
        TWILIO_WHATSAPP_NUMBER: '+14155238886',
        TWILIO_API_BASE_URL: twilio.url,
      },
    });
    for (const [name, value] of actors.owner.client.cookies) noTemplate.cookies.set(name, value);
    const refused = await invite(noTemplate, [id]);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain('modèle d’invitation');
  });
});

describe('the conversation after the invitation', () => {
  it('asks the count per part with buttons, then the diet, then confirms per part with « Modifier »', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'Les Petit', seats: 2, members: [{ firstName: 'Hélène', phone: from }] });
    await invite(live, [id]);

    const first = await tapYes(from);
    expect(first.reply).toContain('Cérémonie : combien serez-vous ?');
    expect(first.reply).toContain('de 1 à 2 (0 si personne ne vient à ce moment-là)');
    expect(await lastButtons(from, 2)).toMatchObject({ contentSid: 'HX0c3', titles: ['1', '2', 'Personne'] });

    const second = await say(from, '2', { ButtonPayload: 'choice-2' });
    expect(second.reply).toContain('Réception : combien serez-vous ?');
    expect(await lastButtons(from, 3)).toMatchObject({ intro: 'Réception : combien serez-vous ?' });
    const diet = await say(from, '1');
    expect(diet.reply).toContain('Un régime ou une allergie ?');
    expect(await lastButtons(from, 4)).toMatchObject({ contentSid: 'HX0c1', titles: ['Non, aucun'] });

    const summary = await say(from, 'Sans gluten pour Paul');
    expect(summary.reply).toContain('C’est noté, voici votre réponse :');
    expect(summary.reply).toContain('• Cérémonie : 2 personnes');
    expect(summary.reply).toContain('• Réception : 1 personne');
    expect(summary.reply).toContain('• Régime ou allergie : Sans gluten pour Paul');
    expect(summary.reply).toContain('Merci, Camille et Julien s’en réjouissent !');
    expect(await lastButtons(from, 5)).toMatchObject({ contentSid: 'HX0c1', titles: ['Modifier'] });

    const helene = await guestByPhone(from);
    expect(await answersOf(id)).toEqual([
      { partId: parts[0]!.id, status: 'yes', partySize: 2, by: helene.id },
      { partId: parts[1]!.id, status: 'yes', partySize: 1, by: helene.id },
    ]);
    expect(helene.boundAt).not.toBeNull();

    // « Modifier » asks again from the start, with the three answers as buttons.
    const again = await say(from, 'Modifier', { ButtonPayload: 'choice-1' });
    expect(again.reply).toBe(
      'Serez-vous des nôtres ?\n1. Oui, avec plaisir\n2. Non, désolé(e)\n3. Je ne sais pas encore',
    );
    expect(await lastButtons(from, 6)).toMatchObject({
      contentSid: 'HX0c3',
      titles: ['Oui, avec plaisir', 'Non, désolé(e)', 'Je ne sais pas'],
    });
    const declined = await say(from, 'Non, désolé(e)', { ButtonPayload: 'choice-2' });
    expect(declined.reply).toContain('• Cérémonie : vous ne venez pas');
    expect(declined.reply).toContain('• Réception : vous ne venez pas');
    expect(declined.reply).toContain('Camille et Julien vous remercient de les avoir prévenus.');
    expect((await answersOf(id)).map((a) => [a.status, a.partySize])).toEqual([
      ['no', null],
      ['no', null],
    ]);
  });

  it('takes a number alone after the answer as its count, and keeps each part’s count through a maybe', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({
      name: 'Les Blanc',
      seats: 3,
      members: [{ firstName: 'Hélène', phone: from }, { firstName: 'Paul' }],
    });
    await invite(live, [id]);
    await tapYes(from);
    await say(from, '2');
    await say(from, '1');
    expect((await say(from, 'Non, aucun')).reply).toContain('• Réception : 1 personne');
    // The household comes with 2 (its largest part): « 2 » says it again, and each part keeps its own count.
    expect((await say(from, '2')).reply).toBe(
      'C’est noté : vous venez, 2 personnes en tout. Merci, Camille et Julien s’en réjouissent !',
    );
    expect((await answersOf(id)).map((a) => [a.status, a.partySize])).toEqual([
      ['yes', 2],
      ['yes', 1],
    ]);
    // « 3 » changes it: asked first, in words of the household's count.
    expect((await say(from, '3')).reply).toContain('Vous étiez 2 jusqu’ici : je note 3 personnes à la place ?');
    await say(from, '2');

    await say(from, 'Je voudrais modifier ma réponse');
    const unsure = await say(from, 'Je ne sais pas encore', { ButtonPayload: 'choice-3' });
    // What the guest reads is what the couple's screens keep: the count each part had, if they come.
    expect(unsure.reply).toContain('• Cérémonie : vous ne savez pas encore (2 personnes si vous venez)');
    expect(unsure.reply).toContain('• Réception : vous ne savez pas encore (1 personne si vous venez)');
    expect((await answersOf(id)).map((a) => [a.status, a.partySize])).toEqual([
      ['maybe', 2],
      ['maybe', 1],
    ]);
  });

  it('records the part a yes says it misses as a no, and asks the counts of the others only', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({
      name: 'Les Marchand',
      seats: 3,
      members: [{ firstName: 'Rose', phone: from }],
    });
    await invite(live, [id]);
    expect((await say(from, 'Oui on sera 2, mais pas à la réception')).reply).toContain('Un régime ou une allergie ?');
    expect((await answersOf(id)).map((a) => [a.status, a.partySize])).toEqual([
      ['yes', 2],
      ['no', null],
    ]);
    const summary = await say(from, 'Non, aucun');
    expect(summary.reply).toContain('• Cérémonie : 2 personnes\n• Réception : vous ne venez pas');

    const other = nextPhone();
    const only = await addHousehold({ name: 'Les Perrin', seats: 3, members: [{ firstName: 'Yves', phone: other }] });
    await invite(live, [only.id]);
    // Coming to one part only: its count is the one asked, then the diet.
    expect((await say(other, 'Oui, juste pour la réception')).reply).toMatch(/^Réception : combien serez-vous \?/);
    expect((await say(other, '3')).reply).toContain('Un régime ou une allergie ?');
    expect((await answersOf(only.id)).map((a) => [a.status, a.partySize])).toEqual([
      ['no', null],
      ['yes', 3],
    ]);
  });

  it('asks again when a guest who answered asks to change their answer in words, after other messages too', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'Les Roux', seats: 1, members: [{ firstName: 'Anne', phone: from }] });
    await invite(live, [id]);
    await tapYes(from);
    await say(from, '1');
    await say(from, '1');
    expect((await say(from, 'Non, aucun')).reply).toContain('C’est noté, voici votre réponse :');
    // A question in between: the confirmation's step is gone.
    expect((await say(from, 'C’est où la cérémonie ?')).reply).not.toContain('Serez-vous des nôtres ?');

    const again = await say(from, 'Je voudrais modifier ma réponse svp');
    expect(again.reply).toBe(
      'Serez-vous des nôtres ?\n1. Oui, avec plaisir\n2. Non, désolé(e)\n3. Je ne sais pas encore',
    );
    expect((await say(from, '2')).reply).toContain('Camille et Julien vous remercient de les avoir prévenus.');
    expect((await answersOf(id)).map((a) => a.status)).toEqual(['no', 'no']);

    const english = nextPhone();
    const other = await addHousehold({ name: 'Smith', seats: 1, members: [{ firstName: 'Jo', phone: english }] });
    await invite(live, [other.id]);
    await say(english, 'No, sorry', { ButtonPayload: 'invite-no' });
    expect((await say(english, 'Can I change my RSVP?')).reply).toContain('Will you be joining us?');
    // A change said with its new answer is read as that answer, not asked again.
    expect((await say(english, 'Finally we can come, 1 person')).reply).not.toContain('Will you be joining us?');
  });

  it('asks the invitation’s question again when a guest who has not answered writes what nothing answers', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'Les Morel', seats: 3, members: [{ firstName: 'Lou', phone: from }] });
    await invite(live, [id]);
    const question = 'Serez-vous des nôtres ?\n1. Oui, avec plaisir\n2. Non, désolé(e)\n3. Je ne sais pas encore';
    // A question, a greeting: the assistant's, and the invitation's step still waits.
    expect((await say(from, 'Où se garer ?')).reply).not.toContain('Serez-vous des nôtres ?');
    expect((await say(from, 'Bonjour !')).reply).toMatch(/^Bonjour ! Je suis l'assistant du mariage/);
    // A statement nothing answers: passed on to the couple as it is, and the question again, its answers numbered.
    const passed = await say(from, 'On a reçu le faire-part hier');
    expect(passed.reply).toBe(
      `Merci pour votre message, je le transmets à Camille et Julien. En cas d'urgence : Léa, 06 12 34 56 78.\n${question}`,
    );
    expect(await answersOf(id)).toEqual([]);
    // « 1 » typed under numbered answers is the first answer, not one person.
    expect((await say(from, '1')).reply).toContain('combien serez-vous ?');
    expect((await answersOf(id)).map((a) => [a.status, a.partySize])).toEqual(parts.map(() => ['yes', null]));

    // Without the invitation's step waiting (its two months passed), the same.
    const other = nextPhone();
    const { id: otherId } = await addHousehold({
      name: 'Les Perrin',
      seats: 2,
      members: [{ firstName: 'Yves', phone: other }],
    });
    await invite(live, [otherId]);
    await handle.db.update(guests).set({ pendingChoice: null }).where(eq(guests.phoneNumber, other));
    expect((await say(other, 'On a reçu le faire-part hier')).reply).toContain(question);
    const declined = await say(other, '2');
    expect(declined.reply).toContain('vous remercient de les avoir prévenus');
    expect((await answersOf(otherId)).map((a) => [a.status, a.partySize])).toEqual(parts.map(() => ['no', null]));
    // Once the household has answered, such a message is only passed on.
    await handle.db.update(guests).set({ pendingChoice: null }).where(eq(guests.phoneNumber, other));
    expect((await say(other, 'On a reçu le faire-part hier')).reply).toBe(
      "Merci pour votre message, je le transmets à Camille et Julien. En cas d'urgence : Léa, 06 12 34 56 78.",
    );
  });

  it('asks the invitation’s question after a reply to what the learned status model reads as an answer', async () => {
    const text = 'Can we come with 3? 😊';
    // The grammar reader finds no answer in it (a question); the model, trained on the writers' answers, reads one.
    expect(readRsvp(text)).toBeNull();
    expect(readsAsAnswer(text)).toBe(true);
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'Les Grant', seats: 4, members: [{ firstName: 'Amy', phone: from }] });
    await invite(live, [id]);
    const reply = (await say(from, text)).reply;
    expect(reply).toContain('Will you be joining us?\n1. Yes, gladly\n2. Sadly, no\n3. Not sure yet');
    expect(await answersOf(id)).toEqual([]);
    // Once the household has answered, the same message gets only the assistant's reply.
    expect((await say(from, '1')).reply).toContain('The ceremony: how many of you will come?');
    await handle.db.update(guests).set({ pendingChoice: null }).where(eq(guests.phoneNumber, from));
    expect((await say(from, text)).reply).not.toContain('Will you be joining us?');
  });

  it('asks whether they come when the two readers disagree on a yes, records nothing, then keeps the count said', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'The Reids', seats: 3, members: [{ firstName: 'Kim', phone: from }] });
    await invite(live, [id]);
    const doubted = await say(from, "I'm a no, sorry! Same weekend as Glastonbury, we'll be 2 at the festival 🎸");
    expect(doubted.reply).toContain('Will you be joining us?\n1. Yes, gladly');
    expect(doubted.reply).not.toContain('Noted');
    expect(await answersOf(id)).toEqual([]);
    const confirmed = await say(from, '1');
    expect((await answersOf(id)).map((a) => [a.status, a.partySize])).toEqual(parts.map(() => ['yes', 2]));
    expect(confirmed.reply).not.toContain('How many');
  });

  it('asks a guest who only told a diet whether they come, numbered, and does not ask the diet again', async () => {
    const question = 'Serez-vous des nôtres ?\n1. Oui, avec plaisir\n2. Non, désolé(e)\n3. Je ne sais pas encore';
    // Without the invitation's step waiting: the reader notes the diet and the invitation's question follows.
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'Les Vidal', seats: 1, members: [{ firstName: 'Inès', phone: from }] });
    await invite(live, [id]);
    await handle.db.update(guests).set({ pendingChoice: null }).where(eq(guests.phoneNumber, from));
    const noted = await say(from, 'Je suis végétarienne, pour info');
    expect(noted.reply).toContain(question);
    expect(await answersOf(id)).toEqual([]);
    const yes = await say(from, '1');
    expect(yes.reply).not.toContain('Un régime ou une allergie ?');
    expect(yes.reply).toContain('Régime ou allergie : Je suis végétarienne');
    expect((await answersOf(id)).map((a) => [a.status, a.partySize])).toEqual(parts.map(() => ['yes', 1]));
    // With the step waiting, the same: noted, asked, and no second question about the diet.
    const other = nextPhone();
    const { id: otherId } = await addHousehold({
      name: 'Les Blanc',
      seats: 1,
      members: [{ firstName: 'Noé', phone: other }],
    });
    await invite(live, [otherId]);
    expect((await say(other, 'Je suis allergique aux noix')).reply).toContain(question);
    expect((await say(other, '1')).reply).toContain('Régime ou allergie : Je suis allergique aux noix');
    expect((await answersOf(otherId)).map((a) => [a.status, a.partySize])).toEqual(parts.map(() => ['yes', 1]));
  });

  it('keeps free text working mid-way: a question, a count too high, « on sera 2 », « non finalement »', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'Les Roux', seats: 4, members: [{ firstName: 'Chloé', phone: from }] });
    await invite(live, [id]);
    const asked = await say(from, 'Oui on vient !');
    expect(asked.reply).toContain('Cérémonie : combien serez-vous ?');
    expect(asked.reply).toContain('de 1 à 4');

    const parking = await say(from, 'Il y a un parking ?');
    expect(parking.reply).toContain('Parking gratuit au château');
    expect((await guestByPhone(from)).pendingChoice).toMatchObject({ kind: 'invitation', step: 'count', part: 0 });

    const tooMany = await say(from, 'on sera 6');
    expect(tooMany.reply).toContain('Votre invitation compte 4 places.');
    expect((await say(from, 'on sera 2')).reply).toContain('Réception : combien serez-vous ?');
    expect((await answersOf(id))[0]).toMatchObject({ status: 'yes', partySize: 2 });

    const declined = await say(from, 'non finalement, on ne pourra pas venir');
    expect(declined.reply).toContain('• Cérémonie : vous ne venez pas');
    expect((await answersOf(id)).map((a) => a.status)).toEqual(['no', 'no']);
  });

  it('asks the count within the seats when a yes read outside the conversation counts more, and records none', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'Les Faure', seats: 2, members: [{ firstName: 'Marc', phone: from }] });
    await invite(live, [id]);
    // The invitation's step expired (or the guest came by their personal link): the reader reads the message alone.
    await handle.db.update(guests).set({ pendingChoice: null }).where(eq(guests.phoneNumber, from));
    const over = await say(from, 'Oui on sera 5 !');
    expect(over.reply).toContain('Votre invitation compte 2 places.');
    expect(over.reply).toContain('Cérémonie : combien serez-vous ?');
    expect(await answersOf(id)).toEqual([]);
    expect((await say(from, '2')).reply).toContain('Réception : combien serez-vous ?');
    expect((await answersOf(id))[0]).toMatchObject({ status: 'yes', partySize: 2 });

    // Someone who wrote without being listed: no seats set, so the assistant's own limit of 20.
    const unlisted = nextPhone();
    await say(unlisted, `start-${wedding.weddingId}`);
    const many = await say(unlisted, 'Oui, nous serons 25');
    expect(many.reply).toContain('20');
    const household = (await guestByPhone(unlisted)).householdId!;
    expect(await answersOf(household)).toEqual([]);
    expect((await say(unlisted, '4')).reply).toContain('Réception : combien serez-vous ?');
    expect((await answersOf(household))[0]).toMatchObject({ status: 'yes', partySize: 4 });
  });

  it('takes a count given with the yes, and asks in the guest’s language, the parts named in it', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'Los García', seats: 3, members: [{ firstName: 'Lucía', phone: from }] });
    await handle.db.update(guests).set({ language: 'es' }).where(eq(guests.phoneNumber, from));
    await invite(live, [id]);
    const asked = await say(from, 'Sí, seremos 3');
    expect(asked.reply).toContain('¿Algún régimen o alergia?');
    const summary = await say(from, 'No', { ButtonPayload: 'choice-1' });
    expect(summary.reply).toContain('• La ceremonia: 3 personas\n• La recepción: 3 personas');
    expect(summary.reply).toContain('¡Gracias, Camille y Julien estarán encantados!');
  });

  it('asks whether they come in the language of their number when what they wrote tells none', async () => {
    const from = `+3461300${String(++phone).padStart(4, '0')}`;
    await addHousehold({ name: 'Los Ruiz', seats: 3, members: [{ firstName: 'Pablo', phone: from }] });
    // « Pablo Ruiz » is in no language: passed on to the couple, then the invitation's question, both in Spanish.
    const { reply } = await say(from, 'Pablo Ruiz');
    expect(reply).toMatch(/^Gracias por su mensaje, se lo transmito a Camille y Julien\./);
    expect(reply).toContain('¿Nos acompañará?\n1. Sí, con gusto');
  });

  it('takes a « 👍 » to the invitation for a yes, and asks the count', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({ name: 'Les Petit', seats: 2, members: [{ firstName: 'Noé', phone: from }] });
    await invite(live, [id]);
    expect((await say(from, '👍')).reply).toContain('Cérémonie : combien serez-vous ?');
    expect((await answersOf(id))[0]).toMatchObject({ status: 'yes' });
  });

  it('counts a household of one 1 on its yes, unless the guest speaks for several: then how many is asked', async () => {
    const solo = nextPhone();
    const alone = await addHousehold({ name: 'Zoé Blanc', members: [{ firstName: 'Zoé', phone: solo }] });
    await invite(live, [alone.id]);
    expect((await say(solo, 'Oui avec plaisir !')).reply).toContain('Un régime ou une allergie ?');
    expect((await answersOf(alone.id)).every((a) => a.status === 'yes' && a.partySize === 1)).toBe(true);

    for (const words of ['Oui on vient !', "Yes, we'll be there!", 'On sera là avec les enfants']) {
      const from = nextPhone();
      const { id } = await addHousehold({ name: `Foyer ${from}`, members: [{ firstName: 'Sam', phone: from }] });
      await invite(live, [id]);
      expect((await say(from, words)).reply, words).toMatch(/combien serez-vous|how many of you/i);
      // Not taken for one meanwhile: the couple's screens say the count is to come.
      const uncounted = await answersOf(id);
      expect(uncounted.length, words).toBeGreaterThan(0);
      expect(
        uncounted.every((a) => a.status === 'yes' && a.partySize === null),
        words,
      ).toBe(true);
      await say(from, '2');
      expect((await answersOf(id))[0], words).toMatchObject({ status: 'yes', partySize: 2 });
    }

    // Said for several while whether they come was in doubt: the « Oui » that settles it asks how many too.
    for (const yes of [{ words: '1' }, { words: 'Oui, avec plaisir', payload: 'invite-yes' }]) {
      const from = nextPhone();
      const { id } = await addHousehold({ name: `Foyer ${from}`, members: [{ firstName: 'Sam', phone: from }] });
      await invite(live, [id]);
      await handle.db.update(guests).set({ pendingChoice: null }).where(eq(guests.phoneNumber, from));
      const doubted = await say(from, "I'm a no, sorry! we'll be there at the festival");
      expect(doubted.reply).toMatch(/^Will you be joining us\?\n1\. /);
      expect(await answersOf(id)).toEqual([]);
      const settled = await say(from, yes.words, yes.payload ? { ButtonPayload: yes.payload } : {});
      expect(settled.reply, yes.words).toMatch(/how many of you|combien serez-vous/i);
      const uncounted = await answersOf(id);
      expect(uncounted.length, yes.words).toBeGreaterThan(0);
      expect(
        uncounted.every((a) => a.status === 'yes' && a.partySize === null),
        yes.words,
      ).toBe(true);
    }
  });

  it('answers a household invited to no part as a whole, as before', async () => {
    const from = nextPhone();
    const { id } = await addHousehold({
      name: 'Les Blanc',
      seats: 3,
      partIds: [],
      members: [{ firstName: 'Léa', phone: from }],
    });
    await invite(live, [id]);
    expect((await tapYes(from)).reply).toBe('Combien serez-vous ?\nRépondez par un nombre, de 1 à 3.');
    expect((await say(from, 'trois')).reply).toContain('Un régime ou une allergie ?');
    const summary = await say(from, 'Non, aucun', { ButtonPayload: 'choice-1' });
    expect(summary.reply).toContain('• 3 personnes');
    expect(await answersOf(id)).toMatchObject([{ partId: null, status: 'yes', partySize: 3 }]);
  });

  it('counts the household once when two of its members answer', async () => {
    const [helene, francois] = [nextPhone(), nextPhone()];
    const { id } = await addHousehold({
      name: 'Hélène et François',
      seats: 3,
      members: [
        { firstName: 'Hélène', phone: helene },
        { firstName: 'François', phone: francois },
      ],
    });
    await invite(live, [id]);
    await tapYes(helene);
    await say(helene, '3');
    await say(helene, '3');
    await say(helene, 'non');
    // François answers too, later: the household's answer changes, it is never added to Hélène's.
    await tapYes(francois);
    await say(francois, '2');
    await say(francois, '2');
    const done = await say(francois, 'Végétarien');
    expect(done.reply).toContain('• Cérémonie : 2 personnes');
    const guestsListed = await json<TListedGuest[]>(actors.owner.client.request(api('/guests')));
    const members = guestsListed.filter((g) => g.householdId === id);
    expect(members).toHaveLength(2);
    for (const member of members) expect(member.rsvp).toMatchObject({ status: 'yes', partySize: 2 });
    // The couple's figures count the household once: 2 people, not 2 + 3 nor 2 + 2.
    const summary = await json<{ covers: number }>(actors.owner.client.request(api('/rsvp-summary')));
    expect(summary.covers).toBe(2);
    const byFrancois = (await guestByPhone(francois)).id;
    expect((await answersOf(id)).every((a) => a.by === byFrancois && a.partySize === 2)).toBe(true);
  });
});

describe('a listed guest writing before any link or invitation', () => {
  it('is answered in the conversation of the one wedding whose list holds the phone', async () => {
    const from = nextPhone();
    await addHousehold({ name: 'Les Roux', members: [{ firstName: 'Nina', phone: from }] });
    const { reply } = await say(from, 'À quelle heure commence la cérémonie ?');
    expect(reply).toContain('La cérémonie commence à');
    const nina = await guestByPhone(from);
    expect(nina.boundAt).not.toBeNull();
    expect(nina.listed).toBe(true);
  });

  it('is sent to the couple’s link when two weddings list the phone and neither invited it', async () => {
    const from = nextPhone();
    await addHousehold({ name: 'Les Roux', members: [{ firstName: 'Nina', phone: from }] });
    const other = await json<{ id: number }>(
      actors.owner.client.request('/api/weddings', { method: 'POST', json: { ...SAMPLE_WEDDING, brideName: 'Zoé' } }),
    );
    const res = await actors.owner.client.request(`/api/weddings/${other.id}/households`, {
      method: 'POST',
      json: { name: 'Nina', seats: null, partIds: [], members: [{ firstName: 'Nina', phone: from }] },
    });
    expect(res.status).toBe(201);
    const { reply } = await say(from, 'À quelle heure commence la cérémonie ?');
    expect(reply).toContain('ouvrez le lien WhatsApp que les mariés vous ont envoyé');
    expect((await guestByPhone(from)).boundAt).toBeNull();
  });
});
