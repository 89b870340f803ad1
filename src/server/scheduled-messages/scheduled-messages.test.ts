import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  guests,
  householdAnswers,
  householdInvitations,
  households,
  outbox,
  scheduledMessages,
  users,
  weddingParts,
  weddings,
} from '../../../db/schema/index.ts';
import { ZUpdateScheduledMessageRequest } from '../../shared/schemas/weddings.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { parseEnv } from '../env.ts';
import { createWedding } from '../weddings/create-wedding.ts';
import { updateWedding } from '../weddings/update-wedding.ts';
import { startTwilioTestServer } from '../whatsapp/testing/twilio-test-server.ts';
import { listScheduledMessages } from './list-scheduled-messages.ts';
import { sendDueScheduledMessages } from './send-due-scheduled-messages.ts';
import { updateScheduledMessage } from './update-scheduled-message.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
let twilio: Awaited<ReturnType<typeof startTwilioTestServer>>;
const owner = {
  id: 'u-sched',
  email: 'sched@example.com',
  firstName: 'A',
  lastName: 'B',
  profileImageUrl: null,
  userType: 'couple' as const,
  isAdmin: false,
};
const fields = { ...SAMPLE_WEDDING, rsvpDeadline: null };
const twilioConfig = {
  TWILIO_ACCOUNT_SID: 'ACtest',
  TWILIO_AUTH_TOKEN: 'secret',
  TWILIO_WHATSAPP_NUMBER: '+14155238886',
  TWILIO_CONTENT_SIDS: 'reminder_24h=HX111',
};

beforeAll(async () => {
  twilio = await startTwilioTestServer();
  await handle.db.insert(users).values({ id: owner.id, email: owner.email });
});
afterAll(async () => {
  await twilio?.close();
});
beforeEach(async () => {
  await handle.db.delete(weddings);
  twilio.requests.length = 0;
});

async function activeWeddingWithGuests() {
  const wedding = await createWedding({ db: handle.db, config: parseEnv({}), userId: owner.id, fields });
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
  await handle.db.insert(guests).values([
    { weddingId: wedding.id, phoneNumber: '+33611111111' },
    { weddingId: wedding.id, phoneNumber: '+33622222222' },
    { weddingId: wedding.id, phoneNumber: '+33633333333', optedOut: true },
    // On the couple's list but never wrote: WhatsApp allows no message to them.
    { weddingId: wedding.id, phoneNumber: '+33644444444', listed: true, name: 'Jamais écrit', boundAt: null },
  ]);
  return wedding;
}

describe('automatic messages of a wedding', () => {
  it('are created with the wedding at the spec times (Europe/Paris) and follow a date change', async () => {
    const wedding = await createWedding({ db: handle.db, config: parseEnv({}), userId: owner.id, fields });
    const rows = await handle.db.select().from(scheduledMessages).where(eq(scheduledMessages.weddingId, wedding.id));
    const at = Object.fromEntries(rows.map((r) => [r.messageType, r.scheduledFor.toISOString()]));
    expect(at).toEqual({
      reminder_24h: '2027-06-11T16:00:00.000Z',
      checkin_morning: '2027-06-12T07:00:00.000Z',
      checkin_evening: '2027-06-12T15:00:00.000Z',
      thank_you: '2027-06-13T09:00:00.000Z',
    });
    expect(rows.find((r) => r.messageType === 'reminder_24h')!.message).toContain('Camille et Julien');

    await handle.db
      .update(scheduledMessages)
      .set({ message: 'Texte des mariés' })
      .where(eq(scheduledMessages.weddingId, wedding.id));
    await updateWedding({ db: handle.db, id: wedding.id, user: { ...owner }, changes: { weddingDate: '2027-12-04' } });
    const moved = await handle.db.select().from(scheduledMessages).where(eq(scheduledMessages.weddingId, wedding.id));
    expect(moved.find((r) => r.messageType === 'checkin_morning')!.scheduledFor.toISOString()).toBe(
      '2027-12-04T08:00:00.000Z',
    );
    expect(moved.every((r) => r.message === 'Texte des mariés')).toBe(true);
  });
});

describe('sendDueScheduledMessages', () => {
  it('without Twilio, queues one outbox entry per connected, opted-in guest (not those only listed) and marks the message sent, once', async () => {
    const wedding = await activeWeddingWithGuests();
    const now = new Date('2027-06-12T07:01:00Z');
    const first = await sendDueScheduledMessages({ db: handle.db, config: parseEnv({}), now });
    expect(first.claimed).toBe(2); // reminder_24h and checkin_morning are due
    const entries = await handle.db.select().from(outbox).where(eq(outbox.weddingId, wedding.id));
    expect(entries).toHaveLength(4);
    expect(new Set(entries.map((e) => e.recipient))).toEqual(new Set(['+33611111111', '+33622222222']));
    expect(entries.every((e) => e.status === 'pending')).toBe(true);
    const second = await sendDueScheduledMessages({ db: handle.db, config: parseEnv({}), now });
    expect(second.claimed).toBe(0);
  });

  it('sends through Twilio with the approved template, and two overlapping runs send each message once', async () => {
    await activeWeddingWithGuests();
    const now = new Date('2027-06-11T16:05:00Z');
    const config = { ...parseEnv({}), ...twilioConfig, TWILIO_API_BASE_URL: twilio.url };
    const runs = await Promise.all([
      sendDueScheduledMessages({ db: handle.db, config, now }),
      sendDueScheduledMessages({ db: handle.db, config, now }),
    ]);
    expect(runs.map((r) => r.claimed).sort()).toEqual([0, 1]);
    expect(twilio.requests).toHaveLength(2);
    expect(twilio.requests[0]!.path).toBe('/2010-04-01/Accounts/ACtest/Messages.json');
    expect(twilio.requests[0]!.form).toMatchObject({ From: 'whatsapp:+14155238886', ContentSid: 'HX111' });
    expect(twilio.requests[0]!.authorization).toBe(`Basic ${Buffer.from('ACtest:secret').toString('base64')}`);
    const [reminder] = await handle.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.messageType, 'reminder_24h'));
    expect(reminder).toMatchObject({ sent: true, attempts: 1 });
  });

  it('records a failure, retries on the next run only for the guest that failed, at most 3 times', async () => {
    await activeWeddingWithGuests();
    const now = new Date('2027-06-11T16:05:00Z');
    const config = { ...parseEnv({}), ...twilioConfig, TWILIO_API_BASE_URL: twilio.url };
    twilio.failNextRequests(1);
    const first = await sendDueScheduledMessages({ db: handle.db, config, now });
    expect(first).toMatchObject({ claimed: 1, delivered: 1, failed: 1 });
    const [afterFailure] = await handle.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.messageType, 'reminder_24h'));
    expect(afterFailure).toMatchObject({ sent: false, claimedAt: null, attempts: 1 });
    expect(afterFailure!.lastError).toContain('Twilio 63016: Failed to send freeform message');

    const retry = await sendDueScheduledMessages({ db: handle.db, config, now });
    expect(retry).toMatchObject({ claimed: 1, delivered: 1, failed: 0 });
    expect(twilio.requests).toHaveLength(3);

    twilio.failNextRequests(100);
    await handle.db
      .update(scheduledMessages)
      .set({ sent: false, attempts: 2 })
      .where(eq(scheduledMessages.messageType, 'reminder_24h'));
    await handle.db.update(outbox).set({ status: 'failed' });
    await sendDueScheduledMessages({ db: handle.db, config, now });
    const last = await sendDueScheduledMessages({ db: handle.db, config, now });
    expect(last.claimed).toBe(0);
    twilio.failNextRequests(0);
  });

  it('sends nothing for a wedding whose assistant is off or stopped, or a message switched off', async () => {
    const wedding = await activeWeddingWithGuests();
    await handle.db.update(weddings).set({ botActive: false }).where(eq(weddings.id, wedding.id));
    const now = new Date('2027-06-14T00:00:00Z');
    expect((await sendDueScheduledMessages({ db: handle.db, config: parseEnv({}), now })).claimed).toBe(0);
    await handle.db.update(weddings).set({ botActive: true }).where(eq(weddings.id, wedding.id));
    await handle.db
      .update(scheduledMessages)
      .set({ enabled: false })
      .where(eq(scheduledMessages.weddingId, wedding.id));
    expect((await sendDueScheduledMessages({ db: handle.db, config: parseEnv({}), now })).claimed).toBe(0);
  });
});

describe('a run stopped at its budget', () => {
  it('hands the message back and the next run sends only the copies still unsent: each guest gets it once', async () => {
    const wedding = await activeWeddingWithGuests();
    await handle.db.insert(guests).values(
      Array.from({ length: 30 }, (_, i) => ({
        weddingId: wedding.id,
        phoneNumber: `+336700000${String(i).padStart(2, '0')}`,
      })),
    );
    const config = { ...parseEnv({}), ...twilioConfig };
    const now = new Date('2027-06-11T16:05:00Z');
    // The deadline falls once Twilio has taken 10 messages (the copies in flight then still finish).
    const first = await sendDueScheduledMessages({
      db: handle.db,
      config: { ...config, TWILIO_API_BASE_URL: twilio.url },
      now,
      deadline: { reached: () => twilio.requests.length >= 10 },
    });
    expect(first).toMatchObject({ claimed: 1, failed: 0, resumeLater: 1 });
    expect(first.delivered).toBeGreaterThanOrEqual(10);
    expect(first.delivered).toBeLessThan(32);
    const [stopped] = await handle.db
      .select()
      .from(scheduledMessages)
      .where(and(eq(scheduledMessages.weddingId, wedding.id), eq(scheduledMessages.messageType, 'reminder_24h')));
    expect(stopped).toMatchObject({ sent: false, claimedAt: null, attempts: 0 });

    const next = await sendDueScheduledMessages({
      db: handle.db,
      config: { ...config, TWILIO_API_BASE_URL: twilio.url },
      now: new Date(now.getTime() + 5 * 60_000),
    });
    expect(next.delivered).toBe(32 - first.delivered);
    const reminders = twilio.requests.filter((r) => r.form.ContentSid === 'HX111').map((r) => r.form.To);
    expect(reminders).toHaveLength(32);
    expect(new Set(reminders).size).toBe(32);
    const [done] = await handle.db
      .select()
      .from(scheduledMessages)
      .where(and(eq(scheduledMessages.weddingId, wedding.id), eq(scheduledMessages.messageType, 'reminder_24h')));
    expect(done).toMatchObject({ sent: true, attempts: 1 });
  });

  it('takes again a copy whose sender died once its lease has ended, never before', async () => {
    const wedding = await activeWeddingWithGuests();
    const config = { ...parseEnv({}), ...twilioConfig };
    const now = new Date('2027-06-11T16:05:00Z');
    // A run that died mid-send: the reminder claimed, its two copies leased for a minute, nothing sent.
    await sendDueScheduledMessages({ db: handle.db, config: parseEnv({}), now });
    await handle.db
      .update(scheduledMessages)
      .set({ sent: false, claimedAt: now, attempts: 1 })
      .where(eq(scheduledMessages.weddingId, wedding.id));
    await handle.db
      .update(outbox)
      .set({ sendAfter: new Date(now.getTime() + 60_000) })
      .where(eq(outbox.weddingId, wedding.id));

    const early = await sendDueScheduledMessages({
      db: handle.db,
      config: { ...config, TWILIO_API_BASE_URL: twilio.url },
      now: new Date(now.getTime() + 30_000),
    });
    expect(early.claimed).toBe(0);
    const later = await sendDueScheduledMessages({
      db: handle.db,
      config: { ...config, TWILIO_API_BASE_URL: twilio.url },
      now: new Date(now.getTime() + 3 * 60_000),
    });
    expect(later).toMatchObject({ claimed: 1, delivered: 2 });
    expect(twilio.requests.map((r) => r.form.To).sort()).toEqual(['whatsapp:+33611111111', 'whatsapp:+33622222222']);
  });
});

describe('each guest’s copy', () => {
  const reminderDue = new Date('2027-06-11T16:05:00Z');
  const copiesTo = async (weddingId: number) =>
    Object.fromEntries(
      (await handle.db.select().from(outbox).where(eq(outbox.weddingId, weddingId))).map((e) => [e.recipient, e]),
    );
  const reminderOf = async (weddingId: number) =>
    (await listScheduledMessages({ db: handle.db, weddingId })).find((m) => m.messageType === 'reminder_24h')!;

  it('follows the wedding as it is when it goes: a ceremony moved to 16h is told at 16h, to the list too', async () => {
    const wedding = await activeWeddingWithGuests();
    await updateWedding({ db: handle.db, id: wedding.id, user: { ...owner }, changes: { ceremonyTime: '16:00' } });
    const listed = await reminderOf(wedding.id);
    expect(listed).toMatchObject({ edited: false, audience: { fr: 2, en: 0, es: 0 } });
    expect(listed.message).toBe(
      "C'est demain ! Camille et Julien ont hâte de vous retrouver : rendez-vous à 16h, à l'Église Saint-Germain (12 place de l'Église, 33000 Bordeaux). Une question ? Écrivez-moi ici.",
    );
    await sendDueScheduledMessages({ db: handle.db, config: parseEnv({}), now: reminderDue });
    const copies = await copiesTo(wedding.id);
    expect(copies['+33611111111']!.body).toBe(listed.message);
  });

  it('goes in each guest’s language, and tells a household its own first part of the day', async () => {
    const wedding = await activeWeddingWithGuests();
    const [cocktail] = await handle.db
      .insert(weddingParts)
      .values({
        weddingId: wedding.id,
        kind: 'cocktail',
        time: '18:00',
        venue: 'Les Jardins',
        address: '3 allée des Tilleuls, Bordeaux',
        position: 1,
      })
      .returning();
    const [onlyCocktail] = await handle.db
      .insert(households)
      .values({ weddingId: wedding.id, name: 'Famille Roux' })
      .returning();
    await handle.db.insert(householdInvitations).values({ householdId: onlyCocktail!.id, partId: cocktail!.id });
    await handle.db.insert(guests).values([
      { weddingId: wedding.id, phoneNumber: '+447700900001', language: 'en' },
      { weddingId: wedding.id, phoneNumber: '+34600000001', spokenLanguage: 'es' },
      { weddingId: wedding.id, phoneNumber: '+33655555555', householdId: onlyCocktail!.id },
    ]);
    expect((await reminderOf(wedding.id)).audience).toEqual({ fr: 3, en: 1, es: 1 });

    await sendDueScheduledMessages({ db: handle.db, config: parseEnv({}), now: reminderDue });
    const copies = await copiesTo(wedding.id);
    expect(copies['+447700900001']!.body).toBe(
      "It's tomorrow! Camille and Julien can't wait to see you: join them at 3:30 pm (15h30), Église Saint-Germain (12 place de l'Église, 33000 Bordeaux). Any question? Just write to me here.",
    );
    expect(copies['+34600000001']!.body).toContain('¡Es mañana! Camille y Julien tienen muchas ganas de verle');
    expect(copies['+33655555555']!.body).toContain('rendez-vous à 18h, aux Jardins (3 allée des Tilleuls, Bordeaux).');
    expect(copies['+33611111111']!.body).toContain('rendez-vous à 15h30');
  });

  it('reaches no household that said it does not come; one not sure yet still gets it; only the households of the list that come are thanked, never after STOP', async () => {
    const wedding = await activeWeddingWithGuests();
    const [declined, unsure, coming, outside] = await handle.db
      .insert(households)
      .values([
        { weddingId: wedding.id, name: 'Non' },
        { weddingId: wedding.id, name: 'Peut-être' },
        { weddingId: wedding.id, name: 'Oui' },
        // A stranger who wrote « oui » on the general link: a household of their own, on no list.
        { weddingId: wedding.id, name: 'Inconnu' },
      ])
      .returning();
    await handle.db.insert(guests).values([
      { weddingId: wedding.id, phoneNumber: '+33677777777', householdId: declined!.id, listed: true },
      { weddingId: wedding.id, phoneNumber: '+33688888888', householdId: unsure!.id, listed: true },
      { weddingId: wedding.id, phoneNumber: '+33699999999', householdId: coming!.id, listed: true, language: 'en' },
      { weddingId: wedding.id, phoneNumber: '+33600000007', householdId: coming!.id, listed: true },
      { weddingId: wedding.id, phoneNumber: '+33600000008', householdId: coming!.id, listed: true, optedOut: true },
      { weddingId: wedding.id, phoneNumber: '+33600000009', householdId: outside!.id },
    ]);
    await handle.db.insert(householdAnswers).values([
      { householdId: declined!.id, status: 'no' },
      { householdId: unsure!.id, status: 'maybe' },
      { householdId: coming!.id, status: 'yes', partySize: 3 },
      { householdId: outside!.id, status: 'yes', partySize: 2 },
    ]);
    const listed = await listScheduledMessages({ db: handle.db, weddingId: wedding.id });
    const audienceOf = (kind: string) => listed.find((m) => m.messageType === kind)!.audience;
    expect(audienceOf('reminder_24h')).toEqual({ fr: 5, en: 1, es: 0 });
    expect(audienceOf('thank_you')).toEqual({ fr: 1, en: 1, es: 0 });
    await sendDueScheduledMessages({ db: handle.db, config: parseEnv({}), now: new Date('2027-06-13T09:05:00Z') });
    const sent = await handle.db.select().from(outbox).where(eq(outbox.weddingId, wedding.id));
    const to = (phone: string) => sent.filter((e) => e.recipient === phone);
    expect(to('+33677777777')).toHaveLength(0);
    expect(to('+33600000008')).toHaveLength(0);
    // Not thanked: a household not sure yet (nobody knows it came), the stranger who said yes and a guest of the
    // public link who never answered; both are told the day before and on the day.
    expect(to('+33688888888')).toHaveLength(3);
    expect(to('+33600000009')).toHaveLength(3);
    expect(to('+33611111111')).toHaveLength(3);
    expect(to('+33600000007')).toHaveLength(4);
    expect(to('+33699999999')).toHaveLength(4);
    expect(to('+33699999999').map((e) => e.body)).toContainEqual(
      expect.stringMatching(/^Thank you for sharing this day with Camille and Julien/),
    );
  });

  it('keeps the couple’s own words: French to all until they write an English one, then theirs, back to the proposal on reset', async () => {
    const wedding = await activeWeddingWithGuests();
    await handle.db.insert(guests).values({ weddingId: wedding.id, phoneNumber: '+447700900002', language: 'en' });
    const reminder = await reminderOf(wedding.id);
    const user = { ...owner };
    const edited = await updateScheduledMessage({
      db: handle.db,
      id: reminder.id,
      user,
      changes: { message: 'À demain ! Pensez au covoiturage depuis la gare.' },
    });
    expect(edited).toMatchObject({ edited: true, translations: { en: null, es: null } });
    expect(edited.copies.en).toBe('À demain ! Pensez au covoiturage depuis la gare.');

    const translated = await updateScheduledMessage({
      db: handle.db,
      id: reminder.id,
      user,
      changes: { translations: { en: 'See you tomorrow! Think of car sharing from the station.' } },
    });
    expect(translated.copies).toMatchObject({
      fr: 'À demain ! Pensez au covoiturage depuis la gare.',
      en: 'See you tomorrow! Think of car sharing from the station.',
      es: 'À demain ! Pensez au covoiturage depuis la gare.',
    });
    await sendDueScheduledMessages({ db: handle.db, config: parseEnv({}), now: reminderDue });
    expect((await copiesTo(wedding.id))['+447700900002']!.body).toBe(
      'See you tomorrow! Think of car sharing from the station.',
    );

    await handle.db.update(scheduledMessages).set({ sent: false }).where(eq(scheduledMessages.id, reminder.id));
    const reset = await updateScheduledMessage({ db: handle.db, id: reminder.id, user, changes: { reset: true } });
    expect(reset).toMatchObject({ edited: false, translations: { en: null, es: null }, message: reminder.message });
  });

  it('goes live on the guest’s language template when WhatsApp approved it, else on the French one in French', async () => {
    const wedding = await activeWeddingWithGuests();
    await handle.db.insert(guests).values([
      { weddingId: wedding.id, phoneNumber: '+447700900003', language: 'en' },
      { weddingId: wedding.id, phoneNumber: '+34600000003', language: 'es' },
    ]);
    const config = {
      ...parseEnv({}),
      ...twilioConfig,
      TWILIO_CONTENT_SIDS: 'reminder_24h=HX111,reminder_24h_en=HX222',
      TWILIO_API_BASE_URL: twilio.url,
    };
    await sendDueScheduledMessages({ db: handle.db, config, now: reminderDue });
    const sent = Object.fromEntries(twilio.requests.map((r) => [r.form.To, r.form]));
    expect(sent['whatsapp:+447700900003']).toMatchObject({ ContentSid: 'HX222' });
    expect(JSON.parse(sent['whatsapp:+447700900003']!.ContentVariables!)['1']).toContain("It's tomorrow!");
    expect(sent['whatsapp:+34600000003']).toMatchObject({ ContentSid: 'HX111' });
    expect(JSON.parse(sent['whatsapp:+34600000003']!.ContentVariables!)['1']).toContain("C'est demain !");
  });

  it('reads right for two brides, and the check-in names them as French elides', async () => {
    const wedding = await createWedding({
      db: handle.db,
      config: parseEnv({}),
      userId: owner.id,
      fields: { ...fields, brideName: 'Inès', groomName: 'Léa', firstPartnerRole: 'bride', secondPartnerRole: 'bride' },
    });
    const list = await listScheduledMessages({ db: handle.db, weddingId: wedding.id });
    const text = (kind: string) => list.find((m) => m.messageType === kind)!.message;
    expect(text('checkin_morning')).toContain("Le grand jour d'Inès et Léa est arrivé.");
    expect(text('thank_you')).toBe(
      "Merci d'avoir partagé cette journée avec Inès et Léa ! Votre présence à leurs côtés a beaucoup compté.",
    );
  });

  it('refuses a translation too short, and a change that changes nothing', () => {
    expect(ZUpdateScheduledMessageRequest.safeParse({ translations: { en: 'Hi' } }).success).toBe(false);
    expect(ZUpdateScheduledMessageRequest.safeParse({ translations: { en: '' } }).success).toBe(true);
    expect(ZUpdateScheduledMessageRequest.safeParse({}).success).toBe(false);
  });
});
