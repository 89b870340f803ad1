import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guests, households, outbox, users, weddings } from '../../../db/schema/index.ts';
import { createHousehold } from '../guests/ensure-household.ts';
import { recordRsvp } from '../guests/record-rsvp.ts';
import { testDatabase } from '../testing/test-database.ts';
import { startTwilioTestServer } from '../whatsapp/testing/twilio-test-server.ts';
import { inReminderWindow, sendRsvpReminders } from './send-rsvp-reminders.ts';

const handle = testDatabase({ eachTest: true });
let twilio: Awaited<ReturnType<typeof startTwilioTestServer>>;
const config = () => ({
  TWILIO_ACCOUNT_SID: 'ACtest',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_WHATSAPP_NUMBER: '+14155238886',
  TWILIO_API_BASE_URL: twilio.url,
  TWILIO_CONTENT_SIDS: 'rsvp_reminder=HX0r51',
});
// Noon in Paris, five days before the deadline.
const NOW = new Date('2027-04-26T10:00:00Z');
let weddingId: number;

beforeAll(async () => {
  twilio = await startTwilioTestServer();
});
afterAll(async () => twilio.close());

beforeEach(async () => {
  twilio.requests.length = 0;
  await handle.db.insert(users).values({ id: 'u1', email: 'u1@example.com' });
  const [w] = await handle.db
    .insert(weddings)
    .values({
      userId: 'u1',
      weddingId: 'w1',
      brideName: 'Inès',
      groomName: 'Léa',
      weddingDate: '2027-06-12',
      rsvpDeadline: '2027-05-01',
      rsvpReminderDays: 7,
      botActive: true,
    })
    .returning();
  weddingId = w!.id;
});

type Member = { name: string; phone: string | null; optedOut?: boolean; language?: 'en' | 'es' };

async function household(name: string, members: Member[]) {
  const id = await createHousehold(handle.db, weddingId, { name });
  const rows = await handle.db
    .insert(guests)
    .values(
      members.map((m) => ({
        weddingId,
        householdId: id,
        name: m.name,
        phoneNumber: m.phone,
        optedOut: m.optedOut ?? false,
        language: m.language ?? null,
        listed: true,
      })),
    )
    .returning();
  return { id, members: rows };
}

describe('sendRsvpReminders', () => {
  it('reminds, once and on the approved template, every member with a phone of the households that have not answered', async () => {
    const silent = await household('Famille Roux', [
      { name: 'Hélène Roux', phone: '+33612345678' },
      { name: 'Léo Roux', phone: null },
      { name: 'Paul Roux', phone: '+33698765432', optedOut: true },
    ]);
    const answered = await household('Famille Petit', [{ name: 'Jeanne Petit', phone: '+33611111111' }]);
    await recordRsvp(
      handle.db,
      answered.members[0]!.id,
      { status: 'yes', partySize: 1, diet: null, asked: null, parts: [], missing: null },
      NOW,
    );

    expect(await sendRsvpReminders({ db: handle.db, config: config(), now: NOW })).toEqual({
      reminded: 1,
      sent: 1,
      failed: 0,
    });
    expect(twilio.requests.map((r) => [r.form.To, r.form.ContentSid])).toEqual([['whatsapp:+33612345678', 'HX0r51']]);
    expect(JSON.parse(twilio.requests[0]!.form.ContentVariables!)).toEqual({
      '1': 'Inès et Léa',
      '2': 'samedi 1er mai 2027',
    });
    const copies = await handle.db.select().from(outbox);
    expect(copies.map((c) => [c.recipient, c.status])).toEqual([['+33612345678', 'sent']]);
    expect(copies[0]!.body).toContain("mariage d'Inès et Léa");
    const [reminded] = await handle.db.select().from(households).where(eq(households.id, silent.id));
    expect(reminded!.remindedAt).toEqual(NOW);
    // A second run, later: nobody twice.
    expect(
      await sendRsvpReminders({ db: handle.db, config: config(), now: new Date(NOW.getTime() + 3600_000) }),
    ).toEqual({ reminded: 0, sent: 0, failed: 0 });
    expect(twilio.requests).toHaveLength(1);
  });

  it('reminds each member in their language when it has its approved template, else in French', async () => {
    await household('Famille Byrne', [
      { name: 'Siobhan Byrne', phone: '+353861234567', language: 'en' },
      { name: 'Lucía Byrne', phone: '+34612345678', language: 'es' },
    ]);
    const withEnglish = { ...config(), TWILIO_CONTENT_SIDS: 'rsvp_reminder=HX0r51,rsvp_reminder_en=HX0e52' };
    expect(await sendRsvpReminders({ db: handle.db, config: withEnglish, now: NOW })).toMatchObject({ sent: 2 });
    const sent = Object.fromEntries(
      twilio.requests.map((r) => [r.form.To, [r.form.ContentSid, JSON.parse(r.form.ContentVariables!)]]),
    );
    expect(sent['whatsapp:+353861234567']).toEqual(['HX0e52', { '1': 'Inès and Léa', '2': 'Saturday, May 1, 2027' }]);
    // No Spanish template approved: the French one, rather than nothing.
    expect(sent['whatsapp:+34612345678']).toEqual(['HX0r51', { '1': 'Inès et Léa', '2': 'samedi 1er mai 2027' }]);
    const bodies = Object.fromEntries((await handle.db.select().from(outbox)).map((c) => [c.recipient, c.body]));
    expect(bodies['+353861234567']).toMatch(
      /^A quick reminder about Inès and Léa’s wedding: .* by Saturday, May 1, 2027\?/,
    );
    expect(bodies['+34612345678']).toContain("Petit rappel du mariage d'Inès et Léa");
  });

  it("writes, without Twilio, each member's copy in their own language", async () => {
    await household('Famille Vega', [{ name: 'Lucía Vega', phone: '+34612345678', language: 'es' }]);
    const local = { TWILIO_CONTENT_SIDS: '' };
    expect(await sendRsvpReminders({ db: handle.db, config: local, now: NOW })).toMatchObject({ reminded: 1, sent: 0 });
    const [copy] = await handle.db.select().from(outbox);
    expect(copy!.body).toMatch(
      /^Un pequeño recordatorio de la boda de Inès y Léa: .* antes del sábado 1 de mayo de 2027\?/,
    );
  });

  it('waits for the window the couple chose, and reminds nobody without a deadline or a number of days', async () => {
    await household('Famille Roux', [{ name: 'Hélène Roux', phone: '+33612345678' }]);
    expect(
      await sendRsvpReminders({ db: handle.db, config: config(), now: new Date('2027-04-20T10:00:00Z') }),
    ).toMatchObject({ reminded: 0 });
    await handle.db.update(weddings).set({ rsvpReminderDays: null });
    expect(await sendRsvpReminders({ db: handle.db, config: config(), now: NOW })).toMatchObject({ reminded: 0 });
    expect(twilio.requests).toHaveLength(0);
    expect(inReminderWindow('2027-05-01', 7, new Date('2027-04-24T08:00:00Z'))).toBe(true);
    expect(inReminderWindow('2027-05-01', 7, new Date('2027-05-02T08:00:00Z'))).toBe(false);
  });
});
