import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guests, outbox, scheduledMessages, users, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { parseEnv } from '../env.ts';
import { createWedding } from '../weddings/create-wedding.ts';
import { updateWedding } from '../weddings/update-wedding.ts';
import { startTwilioTestServer } from '../whatsapp/testing/twilio-test-server.ts';
import { sendDueScheduledMessages } from './send-due-scheduled-messages.ts';
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
    expect(afterFailure!.lastError).toContain('Twilio 400');

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
