import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  guests,
  messages,
  outbox,
  preRegistrations,
  processedWebhookEvents,
  users,
  weddings,
} from '../../../db/schema/index.ts';
import { createActors } from '../testing/actors.ts';
import { testDatabase } from '../testing/test-database.ts';
import { enforceRetention } from './enforce-retention.ts';

const handle = testDatabase({ eachTest: true });
const db = () => handle.db;

// 23:30 UTC on 9 February is already 10 February in Paris.
const NOW = new Date('2027-02-09T23:30:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000);
let seq = 0;

async function weddingWithGuest({
  date,
  userId = 'u1',
  trial = false,
  createdAt = NOW,
}: {
  date: string;
  userId?: string | null;
  trial?: boolean;
  createdAt?: Date;
}) {
  const n = ++seq;
  const [wedding] = await db()
    .insert(weddings)
    .values({
      userId,
      weddingId: `w-${n}`,
      brideName: 'A',
      groomName: 'B',
      weddingDate: date,
      isTrialMode: trial,
      guestCount: 1,
      createdAt,
    })
    .returning();
  const phone = `+3370000${String(n).padStart(4, '0')}`;
  const [guest] = await db()
    .insert(guests)
    .values({ weddingId: wedding!.id, phoneNumber: phone, firstName: `Invité ${n}` })
    .returning();
  await db()
    .insert(messages)
    .values({
      weddingId: wedding!.id,
      guestId: guest!.id,
      message: `Question ${n}`,
      response: 'Réponse',
      providerMessageId: `SM-${n}`,
    });
  await db()
    .insert(processedWebhookEvents)
    .values({ provider: 'twilio', eventId: `SM-${n}`, result: { reply: 'Réponse' } });
  await db()
    .insert(outbox)
    .values({ channel: 'whatsapp', recipient: phone, body: 'Rappel', weddingId: wedding!.id, status: 'sent' });
  return { id: wedding!.id, phone };
}

const guestsOf = async (id: number) => (await db().select().from(guests).where(eq(guests.weddingId, id))).length;
const messagesOf = async (id: number) => (await db().select().from(messages).where(eq(messages.weddingId, id))).length;
const weddingExists = async (id: number) =>
  (await db().select().from(weddings).where(eq(weddings.id, id))).length === 1;

describe('enforceRetention (the nightly job)', () => {
  it('erases guests and their messages a month after the wedding (Paris calendar), keeping the wedding', async () => {
    await db().insert(users).values({ id: 'u1', email: 'u1@example.com' });
    const longPast = await weddingWithGuest({ date: '2026-12-01' });
    const justPast = await weddingWithGuest({ date: '2027-01-09' });
    const lastDay = await weddingWithGuest({ date: '2027-01-10' });
    const coming = await weddingWithGuest({ date: '2027-06-12' });

    const result = await enforceRetention({ db: db(), now: NOW });
    expect(result).toEqual({ erasedGuests: 2, erasedMessages: 2, erasedTrials: 0, erasedPreRegistrations: 0 });
    for (const gone of [longPast, justPast]) {
      expect(await weddingExists(gone.id)).toBe(true);
      expect(await guestsOf(gone.id)).toBe(0);
      expect(await messagesOf(gone.id)).toBe(0);
      expect(await db().select().from(outbox).where(eq(outbox.recipient, gone.phone))).toEqual([]);
    }
    for (const kept of [lastDay, coming]) {
      expect(await guestsOf(kept.id)).toBe(1);
      expect(await messagesOf(kept.id)).toBe(1);
    }
    const events = await db().select().from(processedWebhookEvents);
    expect(events.filter((e) => e.result === null)).toHaveLength(2);
    const [row] = await db().select().from(weddings).where(eq(weddings.id, justPast.id));
    expect(row!.guestCount).toBe(0);

    // A second run the same night finds nothing more.
    expect(await enforceRetention({ db: db(), now: NOW })).toEqual({
      erasedGuests: 0,
      erasedMessages: 0,
      erasedTrials: 0,
      erasedPreRegistrations: 0,
    });
  });

  it('erases free trials nobody signed up for after 90 days, and pre-registrations after 2 years', async () => {
    await db().insert(users).values({ id: 'u1', email: 'u1@example.com' });
    const oldTrial = await weddingWithGuest({ date: '2027-09-01', userId: null, trial: true, createdAt: daysAgo(91) });
    const recentTrial = await weddingWithGuest({
      date: '2027-09-01',
      userId: null,
      trial: true,
      createdAt: daysAgo(89),
    });
    const claimedTrial = await weddingWithGuest({
      date: '2027-09-01',
      userId: 'u1',
      trial: true,
      createdAt: daysAgo(200),
    });
    await db()
      .insert(preRegistrations)
      .values([
        { email: 'old@example.com', firstName: 'Ancien', createdAt: new Date('2025-02-01T10:00:00Z') },
        { email: 'recent@example.com', firstName: 'Récent', createdAt: new Date('2025-03-01T10:00:00Z') },
      ]);

    const result = await enforceRetention({ db: db(), now: NOW });
    expect(result).toEqual({ erasedGuests: 0, erasedMessages: 0, erasedTrials: 1, erasedPreRegistrations: 1 });
    expect(await weddingExists(oldTrial.id)).toBe(false);
    expect(await db().select().from(outbox).where(eq(outbox.recipient, oldTrial.phone))).toEqual([]);
    expect(await weddingExists(recentTrial.id)).toBe(true);
    expect(await weddingExists(claimedTrial.id)).toBe(true);
    expect((await db().select().from(preRegistrations)).map((p) => p.email)).toEqual(['recent@example.com']);
  });

  it('follows the periods saved in the back office', async () => {
    const { admin } = await createActors(db());
    const defaults = await admin.request('/api/admin/retention-settings');
    expect(await defaults.json()).toEqual({ guestMonthsAfterWedding: 1, trialDays: 90, preRegistrationMonths: 24 });
    const saved = await admin.request('/api/admin/retention-settings', {
      method: 'PUT',
      json: { guestMonthsAfterWedding: 3, trialDays: 30, preRegistrationMonths: 12 },
    });
    expect(saved.status).toBe(200);

    const [owner] = await db().select().from(users).limit(1);
    const twoMonths = await weddingWithGuest({ date: '2026-12-05', userId: owner!.id });
    const fourMonths = await weddingWithGuest({ date: '2026-10-05', userId: owner!.id });
    const trial = await weddingWithGuest({ date: '2027-09-01', userId: null, trial: true, createdAt: daysAgo(31) });
    await db()
      .insert(preRegistrations)
      .values({ email: 'p@example.com', firstName: 'P', createdAt: new Date('2026-01-15T10:00:00Z') });

    expect(await enforceRetention({ db: db(), now: NOW })).toEqual({
      erasedGuests: 1,
      erasedMessages: 1,
      erasedTrials: 1,
      erasedPreRegistrations: 1,
    });
    expect(await guestsOf(twoMonths.id)).toBe(1);
    expect(await guestsOf(fourMonths.id)).toBe(0);
    expect(await weddingExists(trial.id)).toBe(false);
  });
});

describe('/api/admin/retention-settings', () => {
  it('refuses out-of-range or non-integer periods in French and changes nothing; couples get 403', async () => {
    const { admin, owner } = await createActors(db());
    const cases: [unknown, string][] = [
      [
        { guestMonthsAfterWedding: 0, trialDays: 90, preRegistrationMonths: 24 },
        'La durée de conservation des invités doit être un nombre entier de mois entre 1 et 36',
      ],
      [
        { guestMonthsAfterWedding: 1, trialDays: 1.5, preRegistrationMonths: 24 },
        'La durée de conservation des essais doit être un nombre entier de jours entre 1 et 365',
      ],
      [
        { guestMonthsAfterWedding: 1, trialDays: 90, preRegistrationMonths: '24' },
        'La durée de conservation des pré-inscriptions doit être un nombre entier de mois entre 1 et 60',
      ],
      [
        { guestMonthsAfterWedding: 1, trialDays: 90, preRegistrationMonths: 61 },
        'La durée de conservation des pré-inscriptions doit être un nombre entier de mois entre 1 et 60',
      ],
    ];
    for (const [json, message] of cases) {
      const res = await admin.request('/api/admin/retention-settings', { method: 'PUT', json });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message });
    }
    expect(await (await admin.request('/api/admin/retention-settings')).json()).toEqual({
      guestMonthsAfterWedding: 1,
      trialDays: 90,
      preRegistrationMonths: 24,
    });
    const couple = await owner.client.request('/api/admin/retention-settings', {
      method: 'PUT',
      json: { guestMonthsAfterWedding: 2, trialDays: 90, preRegistrationMonths: 24 },
    });
    expect(couple.status).toBe(403);
  });
});
