// Announcements to hundreds of guests: what the couple's request cannot send goes to the background function it
// wakes (Netlify answers 202 and runs it), every copy once; a copy whose sender died is taken again after its lease.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementDeliveries, guests, users, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { parseEnv } from '../env.ts';
import { BACKGROUND_BUDGET_MS, deadlineIn } from '../jobs/job-budget.ts';
import { testDatabase } from '../testing/test-database.ts';
import { createWedding } from '../weddings/create-wedding.ts';
import { startTwilioTestServer } from '../whatsapp/testing/twilio-test-server.ts';
import { COPY_LEASE_MS, deliverAnnouncements } from './deliver-announcements.ts';
import { sendAnnouncement } from './send-announcement.ts';
import { BACKGROUND_DELIVERY_PATH } from './wake-announcement-delivery.ts';

const handle = testDatabase();
const owner = {
  id: 'u-announce',
  email: 'announce@example.com',
  firstName: 'A',
  lastName: 'B',
  profileImageUrl: null,
  userType: 'couple' as const,
  isAdmin: false,
};
let twilio: Awaited<ReturnType<typeof startTwilioTestServer>>;
let netlify: { url: string; wakes: string[]; runs: Promise<unknown>[]; close: () => void };

beforeAll(async () => {
  twilio = await startTwilioTestServer();
  await handle.db.insert(users).values({ id: owner.id, email: owner.email });
  // Netlify's side of a background function: 202 at once, the function run on its own.
  const wakes: string[] = [];
  const runs: Promise<unknown>[] = [];
  const server = createServer((req, res) => {
    wakes.push(`${req.method} ${req.url}`);
    res.writeHead(202).end();
    runs.push(deliverAnnouncements({ db: handle.db, config: config(), deadline: deadlineIn(BACKGROUND_BUDGET_MS) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  netlify = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    wakes,
    runs,
    close: () => server.close(),
  };
});
afterAll(async () => {
  await twilio?.close();
  netlify?.close();
});

const config = () =>
  parseEnv({
    NETLIFY: 'true',
    DATABASE_URL: 'postgres://db.example/unused',
    PUBLIC_BASE_URL: netlify.url,
    TWILIO_ACCOUNT_SID: 'ACtest',
    TWILIO_AUTH_TOKEN: 'secret',
    TWILIO_WHATSAPP_NUMBER: '+14155238886',
    TWILIO_API_BASE_URL: twilio.url,
    TWILIO_CONTENT_SIDS: 'announcement=HX0a11',
  });

async function weddingWithGuests(n: number) {
  const wedding = await createWedding({
    db: handle.db,
    config: parseEnv({}),
    userId: owner.id,
    fields: { ...SAMPLE_WEDDING, rsvpDeadline: null },
  });
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
  const now = new Date();
  await handle.db.insert(guests).values(
    Array.from({ length: n }, (_, i) => ({
      weddingId: wedding.id,
      phoneNumber: `+3361${String(i).padStart(7, '0')}`,
      boundAt: now,
      lastInteraction: now,
    })),
  );
  return wedding;
}

describe('announcements to hundreds of guests', () => {
  it('the request sends what it can, wakes the background function for the rest, and each guest gets one copy', async () => {
    const wedding = await weddingWithGuests(300);
    const sent = await sendAnnouncement({
      db: handle.db,
      config: config(),
      weddingId: wedding.id,
      user: owner,
      input: { body: 'La navette part à 18 h', audience: null },
      // The request's budget runs out after 40 messages (the copies in flight then still finish).
      inlineDeadline: { reached: () => twilio.requests.length >= 40 },
    });
    expect(sent.counts.sent).toBeLessThan(300);
    expect(netlify.wakes).toEqual([`POST ${BACKGROUND_DELIVERY_PATH}`]);
    await Promise.all(netlify.runs);

    const to = twilio.requests.map((r) => r.form.To);
    expect(to).toHaveLength(300);
    expect(new Set(to).size).toBe(300);
    const rows = await handle.db.select().from(announcementDeliveries);
    expect(rows.every((r) => r.status === 'sent' && r.providerSid?.startsWith('SM'))).toBe(true);
  });

  it('takes again a copy whose sender died once its lease has ended, never before', async () => {
    await handle.db.delete(weddings);
    twilio.requests.length = 0;
    const wedding = await weddingWithGuests(2);
    await sendAnnouncement({
      db: handle.db,
      config: config(),
      weddingId: wedding.id,
      user: owner,
      input: { body: 'Bonjour', audience: null },
      inlineDeadline: { reached: () => true },
    });
    await Promise.all(netlify.runs);
    expect(twilio.requests).toHaveLength(2);
    twilio.requests.length = 0;

    // A sender that died between its claim and Twilio's answer.
    const claimedAt = new Date();
    const [copy] = await handle.db.select().from(announcementDeliveries).limit(1);
    await handle.db
      .update(announcementDeliveries)
      .set({ status: 'queued', providerSid: `pending:${copy!.id}`, updatedAt: claimedAt })
      .where(eq(announcementDeliveries.id, copy!.id));
    expect(
      await deliverAnnouncements({ db: handle.db, config: config(), now: new Date(claimedAt.getTime() + 60_000) }),
    ).toMatchObject({ sent: 0 });
    expect(
      await deliverAnnouncements({
        db: handle.db,
        config: config(),
        now: new Date(claimedAt.getTime() + COPY_LEASE_MS + 1000),
      }),
    ).toMatchObject({ sent: 1, finished: true });
    expect(twilio.requests).toHaveLength(1);
  });

  it('sends a copy queued as text as the template when the guest’s window has closed by the time it leaves', async () => {
    await handle.db.delete(weddings);
    const wedding = await weddingWithGuests(1);
    await sendAnnouncement({
      db: handle.db,
      config: config(),
      weddingId: wedding.id,
      user: owner,
      input: { body: 'La navette part à 18 h', audience: null },
    });
    await Promise.all(netlify.runs);
    // Queued as text inside the window, and left only once it had closed (Twilio was away for a day).
    await handle.db.update(announcementDeliveries).set({ status: 'queued', providerSid: null, mode: 'text' });
    await handle.db.update(guests).set({ lastInteraction: new Date(Date.now() - 25 * 3600_000) });
    twilio.requests.length = 0;
    await deliverAnnouncements({ db: handle.db, config: config() });
    expect(twilio.requests.map((r) => r.form.ContentSid)).toEqual(['HX0a11']);
    const [sent] = await handle.db.select().from(announcementDeliveries);
    expect(sent).toMatchObject({ mode: 'template', status: 'sent' });
  });
});
