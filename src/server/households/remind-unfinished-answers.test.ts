// A guest who stops halfway through answering the invitation (a yes, then silence at « Combien serez-vous ? » or at
// the diet) is asked what they left, once, hours later, inside WhatsApp's 24-hour window; through the couple's API,
// the signed webhook and the local Twilio server.
import { addHours } from 'date-fns/addHours';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guests, householdAnswers, households, outbox, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import type { THousehold, TWeddingPart } from '../../shared/schemas/households.ts';
import type { TConversation } from '../../shared/schemas/inbox.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { liveTwilioEnv, sendSignedWhatsApp } from '../whatsapp/testing/signed-webhook.ts';
import { startTwilioTestServer } from '../whatsapp/testing/twilio-test-server.ts';
import { remindUnfinishedAnswers } from './remind-unfinished-answers.ts';

const handle = testDatabase();
let twilio: Awaited<ReturnType<typeof startTwilioTestServer>>;
let app: ReturnType<typeof createTestApp>;
/** The owner couple, on an app configured with Twilio (the invitation can leave). */
let live: ReturnType<typeof createTestApp>;
let actors: Awaited<ReturnType<typeof createActors>>;
let wedding: { id: number };
let parts: TWeddingPart[];
let liveEnv: Record<string, string>;
let phone = 0;

const api = (rest: string) => `/api/weddings/${wedding.id}${rest}`;
const nextPhone = () => `+3361400${String(++phone).padStart(4, '0')}`;
const say = (from: string, body: string, extra?: Record<string, string>) =>
  sendSignedWhatsApp(app, { from, body, ...(extra ? { extra } : {}) });
const tapYes = (from: string) => say(from, 'Oui, avec plaisir', { ButtonPayload: 'invite-yes' });
const sentTo = (from: string) => twilio.requests.filter((r) => r.form.To === `whatsapp:${from}`);
const run = (hoursLater: number) =>
  remindUnfinishedAnswers({ db: handle.db, config: liveEnv, now: addHours(new Date(), hoursLater) });
const answersOf = (householdId: number) =>
  handle.db
    .select({ partId: householdAnswers.partId, status: householdAnswers.status, partySize: householdAnswers.partySize })
    .from(householdAnswers)
    .where(eq(householdAnswers.householdId, householdId))
    .orderBy(householdAnswers.partId);

/** A household invited to every part, its members listed with these phones, sent the invitation. */
async function invitedHousehold(phones: string[], seats: number | null = 3) {
  const res = await actors.owner.client.request(api('/households'), {
    method: 'POST',
    json: {
      name: 'Famille Roux',
      seats,
      partIds: parts.map((p) => p.id),
      members: phones.map((p, i) => ({ firstName: `Membre ${i + 1}`, phone: p })),
    },
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const sent = await live.request(api('/invitations'), { method: 'POST', json: { householdIds: [id] } });
  expect(sent.status).toBe(200);
  twilio.requests.length = 0;
  return id;
}

beforeAll(async () => {
  twilio = await startTwilioTestServer();
  actors = await createActors(handle.db);
  const created = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
  wedding = (await created.json()) as { id: number };
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid', rsvpDeadline: null })
    .where(eq(weddings.id, wedding.id));
  parts = (await (await actors.owner.client.request(api('/parts'))).json()) as TWeddingPart[];
  liveEnv = liveTwilioEnv(twilio.url);
  app = createTestApp({ db: handle.db, env: liveEnv });
  live = createTestApp({ db: handle.db, env: liveEnv });
  for (const [name, value] of actors.owner.client.cookies) live.cookies.set(name, value);
});
afterAll(async () => twilio.close());
beforeEach(async () => {
  await handle.db.delete(guests);
  await handle.db.delete(households);
  await handle.db.delete(outbox);
  twilio.requests.length = 0;
});

describe('remindUnfinishedAnswers', () => {
  it('asks a guest silent at « Combien serez-vous ? » that question once, hours later, and reads the answer', async () => {
    expect(parts.length).toBeGreaterThan(1);
    const helene = nextPhone();
    const household = await invitedHousehold([helene]);
    const asked = await tapYes(helene);
    expect(asked.reply).toContain(`${parts[0]!.name} : combien serez-vous ?`);
    twilio.requests.length = 0;

    // An hour later the guest may simply be busy: nothing.
    expect(await run(1)).toEqual({ asked: 0, failed: 0 });
    expect(sentTo(helene)).toHaveLength(0);

    expect(await run(4)).toEqual({ asked: 1, failed: 0 });
    const [nudge] = sentTo(helene);
    expect(nudge!.form.Body).toBe(
      `Il me manque encore un petit détail pour votre réponse :\n${parts[0]!.name} : combien serez-vous ?\nRépondez par un nombre, de 1 à 3 (0 si personne ne vient à ce moment-là).`,
    );
    const [copy] = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, helene), like(outbox.dedupeKey, 'rsvp-nudge:%')));
    expect(copy).toMatchObject({ status: 'sent', body: nudge!.form.Body, template: null });

    // The couple sees when, on the household.
    const listed = (await (await actors.owner.client.request(api('/households'))).json()) as THousehold[];
    expect(listed.find((h) => h.id === household)!.nudgedAt).toBe(copy!.createdAt.toISOString());

    // And in Hélène's conversation, between her tap and what comes next: what she received unasked, in order.
    const [guest] = await handle.db.select({ id: guests.id }).from(guests).where(eq(guests.phoneNumber, helene));
    const thread = (await (
      await actors.owner.client.request(api(`/inbox/conversations/${guest!.id}`))
    ).json()) as TConversation;
    expect(
      thread.entries.map((e) => (e.from === 'guest' ? `guest:${e.text}` : `${e.from}:${'kind' in e ? e.kind : ''}`)),
    ).toEqual(['copy:invitation', 'guest:Oui, avec plaisir', 'copy:nudge']);
    expect(thread.entries[2]).toMatchObject({ text: nudge!.form.Body, status: 'sent', error: null });

    // Once only.
    expect(await run(5)).toEqual({ asked: 0, failed: 0 });
    expect(sentTo(helene)).toHaveLength(1);

    // The answer to it is read as the step's answer: the next part is asked.
    const next = await say(helene, '2');
    expect(next.reply).toContain(`${parts[1]!.name} : combien serez-vous ?`);
    expect((await answersOf(household)).find((a) => a.partId === parts[0]!.id)).toMatchObject({
      status: 'yes',
      partySize: 2,
    });
  });

  it('asks the diet left unsaid, with its « Non, aucun » button', async () => {
    const anna = nextPhone();
    await invitedHousehold([anna], 2);
    await tapYes(anna);
    for (const _ of parts) await say(anna, '2');
    // The buttons of each count and of the diet, which leave after each reply.
    await expect.poll(() => sentTo(anna).length).toBe(parts.length + 1);
    twilio.requests.length = 0;

    expect(await run(6)).toEqual({ asked: 1, failed: 0 });
    const [text, buttons] = sentTo(anna);
    expect(text!.form.Body).toBe(
      'Il me manque encore un petit détail pour votre réponse :\nUn régime ou une allergie ? Dites-le-moi simplement (« végétarien », « allergie aux noix »), ou répondez « Non ».',
    );
    expect(buttons!.form.ContentSid).toBe('HX0c1');
    expect(JSON.parse(buttons!.form.ContentVariables!)).toMatchObject({ '2': 'Non, aucun' });
  });

  it('asks nothing when another member gave the count, when the guest went on, or out of the 24-hour window', async () => {
    const [marc, lea] = [nextPhone(), nextPhone()];
    await invitedHousehold([marc, lea]);
    await tapYes(marc);
    await tapYes(lea);
    for (const _ of parts) await say(lea, '2');
    await say(lea, 'Non, aucun');
    // Léa's buttons (the diet's « Non, aucun », then « Modifier »; four counts are too many for buttons) leave after
    // each reply.
    await expect.poll(() => sentTo(lea).length).toBe(2);
    const solo = nextPhone();
    await invitedHousehold([solo]);
    await tapYes(solo);

    // Past the window, plain text may no longer go: nothing.
    expect(await run(23.5)).toEqual({ asked: 0, failed: 0 });
    // Léa gave the counts Marc was asked: only the guest who stopped alone is asked.
    expect(await run(4)).toMatchObject({ asked: 1 });
    expect(sentTo(marc)).toHaveLength(0);
    expect(sentTo(solo)).toHaveLength(1);
    expect(sentTo(lea)).toHaveLength(0);
  });

  it('never writes to a guest who answered STOP', async () => {
    const paul = nextPhone();
    await invitedHousehold([paul]);
    await tapYes(paul);
    await handle.db
      .update(guests)
      .set({ optedOut: true })
      .where(and(eq(guests.weddingId, wedding.id), eq(guests.phoneNumber, paul)));
    expect(await run(4)).toEqual({ asked: 0, failed: 0 });
  });
});
