import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcementDeliveries, announcements, guests, households, weddings } from '../../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import type { TAnnouncement, TAnnouncementReach } from '../../../shared/schemas/announcements.ts';
import { deliverAnnouncements } from '../../announcements/deliver-announcements.ts';
import { parseEnv } from '../../env.ts';
import { createActors } from '../../testing/actors.ts';
import { createTestApp, TEST_ORIGIN } from '../../testing/test-app.ts';
import { testDatabase } from '../../testing/test-database.ts';
import { sendSignedStatus, TEST_TWILIO_TOKEN } from '../../whatsapp/testing/signed-webhook.ts';
import { startTwilioTestServer } from '../../whatsapp/testing/twilio-test-server.ts';

const handle = testDatabase();
const TOKEN = TEST_TWILIO_TOKEN;
let twilio: Awaited<ReturnType<typeof startTwilioTestServer>>;
let actors: Awaited<ReturnType<typeof createActors>>;
let wedding: { id: number; weddingId: string };
const NOW = Date.now();
const hoursAgo = (h: number) => new Date(NOW - h * 3600_000);

function liveEnv(template = true) {
  return {
    TWILIO_ACCOUNT_SID: 'ACtest',
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_WHATSAPP_NUMBER: '+14155238886',
    TWILIO_API_BASE_URL: twilio.url,
    ...(template ? { TWILIO_CONTENT_SIDS: 'announcement=HX0a11' } : {}),
  };
}

beforeAll(async () => {
  twilio = await startTwilioTestServer();
  actors = await createActors(handle.db);
  const res = await actors.owner.client.request('/api/weddings', {
    method: 'POST',
    json: SAMPLE_WEDDING,
  });
  wedding = (await res.json()) as typeof wedding;
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
});
afterAll(async () => {
  await twilio.close();
});

beforeEach(async () => {
  await handle.db.delete(announcements);
  await handle.db.delete(guests);
  await handle.db.delete(households);
  twilio.requests.length = 0;
  const [martin, amis] = await handle.db
    .insert(households)
    .values([
      { weddingId: wedding.id, name: 'Famille Martin' },
      { weddingId: wedding.id, name: 'Amis' },
    ])
    .returning();
  await handle.db.insert(guests).values([
    {
      weddingId: wedding.id,
      phoneNumber: '+33611111111',
      name: 'Alice (a écrit ce matin)',
      householdId: martin!.id,
      listed: true,
      boundAt: hoursAgo(30),
      lastInteraction: hoursAgo(2),
    },
    {
      weddingId: wedding.id,
      phoneNumber: '+33622222222',
      name: 'Bruno (il y a 3 jours)',
      householdId: amis!.id,
      listed: true,
      boundAt: hoursAgo(80),
      lastInteraction: hoursAgo(72),
    },
    {
      weddingId: wedding.id,
      phoneNumber: '+33633333333',
      name: 'Chloé (STOP)',
      householdId: amis!.id,
      listed: true,
      boundAt: hoursAgo(80),
      lastInteraction: hoursAgo(1),
      optedOut: true,
    },
    {
      weddingId: wedding.id,
      phoneNumber: '+33644444444',
      name: 'Denis (jamais écrit)',
      householdId: martin!.id,
      listed: true,
      boundAt: null,
    },
  ]);
});

/** The owner's requests, on an app configured with `env` (Twilio or not). */
async function asOwner(env: Record<string, string>, path: string, init: RequestInit & { json?: unknown } = {}) {
  const app = createTestApp({ db: handle.db, env });
  // The owner's session works on any app over the same database.
  for (const [name, value] of actors.owner.client.cookies) app.cookies.set(name, value);
  return app.request(path, init);
}

/** Twilio's status callback for one message, signed with `token` (Twilio's own signature helper). */
const statusCallback = (params: Record<string, string>, token = TOKEN) =>
  sendSignedStatus(createTestApp({ db: handle.db, env: liveEnv() }), params, token);

describe('announcements', () => {
  it('say who a message reaches and how: text inside 24 h, a template outside, nobody after STOP or before a first message', async () => {
    const reach = (await (
      await asOwner(liveEnv(), `/api/weddings/${wedding.id}/announcements/reach`)
    ).json()) as TAnnouncementReach;
    expect(reach).toMatchObject({
      households: ['Amis', 'Famille Martin'],
      notConnected: 1,
      live: true,
    });
    expect(reach.text.map((g) => g.name)).toEqual(['Alice (a écrit ce matin)']);
    expect(reach.template.map((g) => g.name)).toEqual(['Bruno (il y a 3 jours)']);
    expect(reach.unreachable).toEqual([expect.objectContaining({ name: 'Chloé (STOP)', reason: 'optedOut' })]);

    const noTemplate = (await (
      await asOwner(liveEnv(false), `/api/weddings/${wedding.id}/announcements/reach?audience=Amis`)
    ).json()) as TAnnouncementReach;
    expect(noTemplate.text).toEqual([]);
    expect(noTemplate.unreachable.map((u) => u.reason).sort()).toEqual(['optedOut', 'outsideWindow']);
  });

  it('sends through Twilio (text or approved template, with the status callback) and records what Twilio reports', async () => {
    const res = await asOwner(liveEnv(), `/api/weddings/${wedding.id}/announcements`, {
      method: 'POST',
      json: { body: 'La navette part à 14 h devant la gare.' },
    });
    expect(res.status).toBe(201);
    const sent = (await res.json()) as TAnnouncement;
    expect(sent.counts).toMatchObject({ sent: 2, queued: 0, failed: 0 });
    expect(twilio.requests).toHaveLength(2);
    const [text, template] = twilio.requests;
    expect(text!.form).toMatchObject({
      To: 'whatsapp:+33611111111',
      Body: 'Message de Camille et Julien : La navette part à 14 h devant la gare.',
      StatusCallback: `${TEST_ORIGIN}/api/whatsapp/status`,
    });
    expect(template!.form).toMatchObject({
      To: 'whatsapp:+33622222222',
      ContentSid: 'HX0a11',
      ContentVariables: JSON.stringify({
        1: 'La navette part à 14 h devant la gare.',
      }),
    });

    const [aliceSid, brunoSid] = (
      await handle.db
        .select({ sid: announcementDeliveries.providerSid })
        .from(announcementDeliveries)
        .orderBy(announcementDeliveries.id)
    ).map((d) => d.sid!);
    expect((await statusCallback({ MessageSid: aliceSid!, MessageStatus: 'read' })).status).toBe(204);
    // Out of order: a late « delivered » does not take « read » back.
    await statusCallback({ MessageSid: aliceSid!, MessageStatus: 'delivered' });
    await statusCallback({
      MessageSid: brunoSid!,
      MessageStatus: 'undelivered',
      ErrorCode: '63016',
    });
    expect((await statusCallback({ MessageSid: aliceSid!, MessageStatus: 'failed' }, 'wrong-token')).status).toBe(403);
    // A late « failed » after « read » is kept as an event, not as the status (issue 30).
    expect((await statusCallback({ MessageSid: aliceSid!, MessageStatus: 'failed', ErrorCode: '30008' })).status).toBe(
      204,
    );
    expect(
      (
        await statusCallback({
          MessageSid: aliceSid!,
          MessageStatus: 'exploded',
        })
      ).status,
    ).toBe(400);

    const [listed] = (await (
      await asOwner(liveEnv(), `/api/weddings/${wedding.id}/announcements`)
    ).json()) as TAnnouncement[];
    expect(listed!.deliveries.map((d) => [d.name, d.mode, d.status, d.error])).toEqual([
      [
        'Alice (a écrit ce matin)',
        'text',
        'read',
        'Twilio a signalé « failed » (30008) après la remise du message : le statut reste celui de la remise.',
      ],
      ['Bruno (il y a 3 jours)', 'template', 'undelivered', 'Twilio 63016'],
    ]);
  });

  it('sends to one household only, and keeps a failed send for the couple to see', async () => {
    twilio.failNextRequests(1);
    const res = await asOwner(liveEnv(), `/api/weddings/${wedding.id}/announcements`, {
      method: 'POST',
      json: { body: 'Rendez-vous à 11 h', audience: 'Famille Martin' },
    });
    const sent = (await res.json()) as TAnnouncement;
    expect(sent.deliveries.map((d) => [d.name, d.status])).toEqual([['Alice (a écrit ce matin)', 'failed']]);
    expect(sent.deliveries[0]!.error).toContain('outside the allowed window');
  });

  it('without Twilio, queues the copies; the job sends them once Twilio is there, each once', async () => {
    const res = await asOwner({}, `/api/weddings/${wedding.id}/announcements`, {
      method: 'POST',
      json: { body: 'Bonjour à tous' },
    });
    expect(((await res.json()) as TAnnouncement).counts).toMatchObject({
      queued: 1,
      sent: 0,
    });
    expect(twilio.requests).toHaveLength(0);
    const config = parseEnv(liveEnv());
    await Promise.all([
      deliverAnnouncements({ db: handle.db, config }),
      deliverAnnouncements({ db: handle.db, config }),
    ]);
    expect(twilio.requests).toHaveLength(1);
  });

  it.each([
    [{ body: '   ' }, 'Écrivez le message à envoyer.'],
    [{ body: 'x'.repeat(1001) }, 'Le message ne doit pas dépasser 1000 caractères.'],
    [{ body: 'Bonjour', audience: 'Inconnus' }, 'Aucun invité de votre liste dans ce foyer ou groupe.'],
  ])('refuses %j with a French message and sends nothing', async (json, message) => {
    const res = await asOwner(liveEnv(), `/api/weddings/${wedding.id}/announcements`, { method: 'POST', json });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await handle.db.select().from(announcements)).toHaveLength(0);
    expect(twilio.requests).toHaveLength(0);
  });

  it('sends nothing while the assistant is off', async () => {
    await handle.db.update(weddings).set({ botActive: false }).where(eq(weddings.id, wedding.id));
    const res = await asOwner(liveEnv(), `/api/weddings/${wedding.id}/announcements`, {
      method: 'POST',
      json: { body: 'Bonjour' },
    });
    await handle.db.update(weddings).set({ botActive: true }).where(eq(weddings.id, wedding.id));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Votre assistant n’est pas actif : activez-le pour écrire à vos invités.',
    });
    expect(twilio.requests).toHaveLength(0);
  });

  it('refuses when nobody can be reached, lets only the couple send, and is deleted with the wedding', async () => {
    await handle.db
      .update(guests)
      .set({ lastInteraction: hoursAgo(100) })
      .where(eq(guests.weddingId, wedding.id));
    const nobody = await asOwner(liveEnv(false), `/api/weddings/${wedding.id}/announcements`, {
      method: 'POST',
      json: { body: 'Bonjour' },
    });
    expect(await nobody.json()).toMatchObject({
      message: 'Aucun invité joignable pour ce message.',
    });
    expect(
      (
        await actors.other.client.request(`/api/weddings/${wedding.id}/announcements`, {
          method: 'POST',
          json: { body: 'Spam' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await actors.admin.request(`/api/weddings/${wedding.id}/announcements`, {
          method: 'POST',
          json: { body: 'Spam' },
        })
      ).status,
    ).toBe(403);

    await asOwner(liveEnv(), `/api/weddings/${wedding.id}/announcements`, {
      method: 'POST',
      json: { body: 'Dernier message' },
    });
    const [temp] = await handle.db
      .insert(weddings)
      .values({
        ...SAMPLE_WEDDING,
        weddingId: 'tmpannouncement01',
        userId: actors.owner.user.id,
      })
      .returning();
    const [g] = await handle.db.insert(guests).values({ weddingId: temp!.id, phoneNumber: '+33655555555' }).returning();
    const [a] = await handle.db.insert(announcements).values({ weddingId: temp!.id, body: 'x' }).returning();
    await handle.db.insert(announcementDeliveries).values({ announcementId: a!.id, guestId: g!.id, mode: 'text' });
    await handle.db.delete(weddings).where(eq(weddings.id, temp!.id));
    expect(
      await handle.db.select().from(announcementDeliveries).where(eq(announcementDeliveries.announcementId, a!.id)),
    ).toEqual([]);
  });
});
