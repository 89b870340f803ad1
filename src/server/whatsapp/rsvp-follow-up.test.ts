// Through the signed webhook: an answer to the invitation that misses one thing gets only that question, and the
// guest's next message answers it (the follow-up waits on the guest's row, as numbered choices do).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guests, households, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { householdAnswerOf } from '../guests/household-answer-of.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from './testing/signed-webhook.ts';

const handle = testDatabase();
let app: ReturnType<typeof createTestApp>;
let wedding: { id: number; weddingId: string };
let phone = 0;

async function newGuest() {
  const from = `+3361200${String(++phone).padStart(4, '0')}`;
  await sendSignedWhatsApp(app, { from, body: `start-${wedding.weddingId}` });
  return from;
}
const say = (from: string, body: string) => sendSignedWhatsApp(app, { from, body });
/** The guest's pending follow-up and their household's answer (any member's answer is the household's). */
async function guestOf(from: string) {
  const [guest] = await handle.db
    .select()
    .from(guests)
    .where(and(eq(guests.weddingId, wedding.id), eq(guests.phoneNumber, from)));
  const answer = await householdAnswerOf(handle.db, guest!.id);
  const [household] = await handle.db
    .select({ diet: households.dietaryNotes })
    .from(households)
    .where(eq(households.id, guest!.householdId!));
  return {
    pendingChoice: guest!.pendingChoice,
    rsvpStatus: answer?.status ?? null,
    rsvpPartySize: answer?.partySize ?? null,
    rsvpDietaryNotes: household?.diet ?? null,
  };
}

beforeAll(async () => {
  const actors = await createActors(handle.db);
  const res = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
  wedding = (await res.json()) as typeof wedding;
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
  app = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
});

describe('the RSVP follow-up', () => {
  it('asks « Combien serez-vous en tout ? » after a bare « oui ! », and records the « 3 » that answers it', async () => {
    const from = await newGuest();
    const first = await say(from, 'oui !');
    expect(first.reply).toContain('C’est noté : vous venez');
    expect(first.reply).toContain('Combien serez-vous en tout ?');
    // A household of one counts one until the guest says how many come.
    expect(await guestOf(from)).toMatchObject({
      rsvpStatus: 'yes',
      rsvpPartySize: 1,
      pendingChoice: { kind: 'rsvp', missing: 'partySize' },
    });

    const second = await say(from, '3');
    expect(second.reply).toContain('3 personnes en tout');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: 3, pendingChoice: null });
  });

  it('asks in the guest’s language and reads the count in words', async () => {
    const from = await newGuest();
    expect((await say(from, '¡Sí, claro! 🎉')).reply).toContain('¿Cuántos serán en total?');
    expect((await say(from, 'dos')).reply).toContain('2 personas en total');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: 2 });
  });

  it('records no answer from a number alone with nothing asked: it asks whether they come, the count kept', async () => {
    const from = await newGuest();
    await say(from, 'Le parking est où ?');
    const asked = await say(from, '2');
    expect(asked.reply).not.toContain('vous venez');
    expect(asked.reply).toContain('1. ');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: null, pendingChoice: { kind: 'rsvp', missing: 'status' } });
    // The guest meant it: one tap records the two of them.
    expect((await say(from, '1')).reply).toContain('2 personnes en tout');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: 2 });
  });

  it('asks whether a guest who only told a diet comes, and records the answer', async () => {
    const from = await newGuest();
    const first = await say(from, 'Je suis végétarienne, pour info');
    // The invitation's own question, numbered, as a listed guest gets it.
    expect(first.reply).toContain(
      'Serez-vous des nôtres ?\n1. Oui, avec plaisir\n2. Non, désolé(e)\n3. Je ne sais pas encore',
    );
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: null, pendingChoice: { kind: 'rsvp', missing: 'status' } });
    await say(from, 'Non, désolée');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'no', rsvpPartySize: null, pendingChoice: null });
    expect((await guestOf(from)).rsvpDietaryNotes).toContain('végétarienne');
  });

  it('asks whether they come when the learned reader doubts a yes, then records the count said with the yes', async () => {
    const from = await newGuest();
    const first = await say(from, "I'm a no, sorry! Same weekend as Glastonbury, we'll be 2 at the festival 🎸");
    expect(first.reply).toBe('Will you be joining us?\n1. Yes, gladly\n2. Sadly, no\n3. Not sure yet');
    expect(await guestOf(from)).toMatchObject({
      rsvpStatus: null,
      pendingChoice: { kind: 'rsvp', missing: 'status', partySize: 2 },
    });
    expect((await say(from, '2')).reply).toContain("Noted: you won't be able to come.");
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'no', rsvpPartySize: null, pendingChoice: null });

    const other = await newGuest();
    await say(other, "I'm a no, sorry! Same weekend as Glastonbury, we'll be 2 at the festival 🎸");
    expect((await say(other, 'Yes, gladly')).reply).toContain('2 people in all');
    expect(await guestOf(other)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: 2 });
  });

  it('reads « 3 » to the numbered question as its third answer', async () => {
    const from = await newGuest();
    await say(from, 'Je suis allergique aux noix');
    await say(from, '3');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'maybe', pendingChoice: null });
  });

  it('leaves the answer untouched and the follow-up behind when the guest asks something else', async () => {
    const from = await newGuest();
    await say(from, 'Oui on vient !');
    await say(from, 'Il y a un parking ?');
    // « on vient » speaks for several: the count stays unsaid (never 1), and the follow-up asking it is left behind.
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: null, pendingChoice: null });
  });

  it('does not ask again for a count the guest gave before', async () => {
    const from = await newGuest();
    await say(from, 'Nous serons 4');
    const again = await say(from, 'Oui oui, on vient toujours !');
    expect(again.reply).not.toContain('Combien');
    // The confirmation says the count kept.
    expect(again.reply).toContain('C’est noté : vous venez, 4 personnes en tout.');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: 4, pendingChoice: null });
  });

  it('takes a « 👍 » after an answer for thanks: a « non » stays a no, and nothing is asked', async () => {
    const from = await newGuest();
    await say(from, 'Désolé, je ne pourrai pas venir');
    await say(from, 'Il y a un parking ?');
    const thumb = await say(from, '👍');
    expect(thumb.reply).toBe('Très bien ! À bientôt au mariage de Camille et Julien.');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'no', pendingChoice: null });
  });

  it('takes a « 👍 » for thanks from a guest no list names, never asked whether they come: nothing is recorded', async () => {
    const stranger = await newGuest();
    expect((await say(stranger, '👍')).reply).toBe('Très bien ! À bientôt au mariage de Camille et Julien.');
    const [row] = await handle.db
      .select()
      .from(guests)
      .where(and(eq(guests.weddingId, wedding.id), eq(guests.phoneNumber, stranger)));
    expect(row).toMatchObject({ listed: false, householdId: null, pendingChoice: null });
    // Their words still answer: « on vient à 2 » is recorded.
    expect((await say(stranger, 'On vient à 2 !')).reply).toContain('C’est noté : vous venez');
    expect(await guestOf(stranger)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: 2 });
  });
});

describe('a new count from a household that gave one', () => {
  it('is asked before it replaces the answer when the message does not say it changes it', async () => {
    const from = await newGuest();
    await say(from, 'Nous serons 2');
    const asked = await say(from, 'Oui, on est 8 !');
    expect(asked.reply).toBe(
      'Vous étiez 2 jusqu’ici : je note 8 personnes à la place ?\n1. Oui, 8 personnes\n2. Non, on reste 2',
    );
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: 2 });
    await say(from, '2');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: 2, pendingChoice: null });
  });

  it('is not asked for a count of something else (a collection for a gift), which changes nothing', async () => {
    const from = await newGuest();
    await say(from, 'Nous serons 2');
    await say(from, 'Pour le cadeau commun on est 8 à participer');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: 2, pendingChoice: null });
  });

  it('replaces it once the guest confirms, or at once when the message says it changes it', async () => {
    const from = await newGuest();
    await say(from, 'Nous serons 2');
    await say(from, 'On sera 3');
    expect(await guestOf(from)).toMatchObject({ rsvpPartySize: 2, pendingChoice: { kind: 'rsvp-change' } });
    expect((await say(from, '1')).reply).toContain('3 personnes en tout');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: 3, pendingChoice: null });
    expect((await say(from, 'Finalement on sera 4')).reply).toContain('4 personnes en tout');
    expect(await guestOf(from)).toMatchObject({ rsvpStatus: 'yes', rsvpPartySize: 4 });
  });
});
