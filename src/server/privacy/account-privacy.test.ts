import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { processedWebhookEvents, transactions, users } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/sql/sql-rows.ts';
import { seedAdmin } from '../../../db/seed/admin.ts';
import { TEST_ADMIN } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createFullAccount } from './testing/full-account.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase({ seedPlans: true });

const OWNER = {
  first: 'Philippine',
  last: 'Vasseur',
  bride: 'Anouk',
  groom: 'Barnabé',
  venue: 'Domaine des Ormeaux',
  guestPhone: '+33698765401',
  guestName: 'Gaspard Lemoine',
};
const OTHER = {
  first: 'Octavie',
  last: 'Marchetti',
  bride: 'Zélie',
  groom: 'Octave',
  venue: 'Château de Brézé',
  guestPhone: '+33698765402',
  guestName: 'Honorine Da Silva',
};

/** Every row of every table of the database, as JSON text per table. */
async function dumpEveryTable(): Promise<Map<string, string>> {
  const tables = await selectRows<{ schema: string; name: string }>(
    handle.db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const dump = new Map<string, string>();
  for (const { schema, name } of tables) {
    const rows = await selectRows<{ row: unknown }>(
      handle.db,
      sql`select row_to_json(t) as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    );
    dump.set(`${schema}.${name}`, JSON.stringify(rows.map((r) => r.row)).toLowerCase());
  }
  return dump;
}

function tablesHolding(dump: Map<string, string>, needle: string): string[] {
  return [...dump].filter(([, text]) => text.includes(needle.toLowerCase())).map(([table]) => table);
}

describe('GET /api/account/export', () => {
  it("holds each table's rows of the account and nothing of another couple, without secrets", async () => {
    const owner = await createFullAccount(handle.db, OWNER);
    const other = await createFullAccount(handle.db, OTHER);
    await seedAdmin({ db: handle.db, ...TEST_ADMIN });
    const admin = createTestApp({ db: handle.db });
    expect((await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN })).status).toBe(200);
    expect(
      (
        await admin.request(`/api/admin/users/${owner.userId}`, {
          method: 'PATCH',
          json: { subscriptionStatus: 'active' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.request(`/api/admin/users/${other.userId}`, {
          method: 'PATCH',
          json: { subscriptionStatus: 'active' },
        })
      ).status,
    ).toBe(200);

    const res = await owner.client.request('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

    expect(data.account).toMatchObject({
      id: owner.userId,
      email: owner.email,
      firstName: OWNER.first,
      lastName: OWNER.last,
    });
    expect(data.weddings).toHaveLength(1);
    expect(data.weddings[0]).toMatchObject({
      id: owner.wedding.id,
      brideName: OWNER.bride,
      groomName: OWNER.groom,
      ceremonyVenue: OWNER.venue,
    });
    expect(data.faqs).toEqual([expect.objectContaining({ weddingId: owner.wedding.id, question: owner.personal[8] })]);
    expect(data.guests).toEqual([
      expect.objectContaining({ phoneNumber: OWNER.guestPhone, firstName: OWNER.guestName }),
      expect.objectContaining({ name: owner.personal[12], listed: true }),
    ]);
    // Their answer is their household's, per part of the day.
    expect(data.households).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          answers: [
            expect.objectContaining({ status: 'yes', partySize: 2 }),
            expect.objectContaining({ status: 'yes', partySize: 2 }),
          ],
        }),
      ]),
    );
    expect(data.weddingParts).toHaveLength(2);
    expect(data.announcements).toEqual([
      expect.objectContaining({
        body: owner.personal[14],
        deliveries: [expect.objectContaining({ status: 'queued' })],
      }),
    ]);
    expect(data.messages.map((m: { message: string }) => m.message)).toEqual([
      `start-${owner.wedding.weddingId}`,
      owner.personal[10],
      owner.personal[13],
    ]);
    expect(data.scheduledMessages).toHaveLength(4);
    expect(data.reviews).toEqual([expect.objectContaining({ rating: 5, comment: owner.personal[11] })]);
    expect(data.payments).toEqual([expect.objectContaining({ amount: 4750, status: 'completed', type: 'payment' })]);
    expect(
      data.sentMessages.some(
        (m: { channel: string; recipient: string }) => m.channel === 'email' && m.recipient === owner.email,
      ),
    ).toBe(true);
    expect(data.preRegistrations).toEqual([expect.objectContaining({ email: owner.email, firstName: OWNER.first })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.changesByAdministrators).toEqual([
      expect.objectContaining({
        action: 'user.update',
        targetId: owner.userId,
        after: expect.objectContaining({ subscriptionStatus: 'active' }),
      }),
    ]);
    expect(JSON.stringify(data.changesByAdministrators)).not.toContain(TEST_ADMIN.username);

    // The database's own row counts for this account agree with the export.
    const [counts] = await selectRows<Record<string, number>>(
      handle.db,
      sql`select
        (select count(*)::int from faqs where wedding_id = ${owner.wedding.id}) as faqs,
        (select count(*)::int from guests where wedding_id = ${owner.wedding.id}) as guests,
        (select count(*)::int from messages where wedding_id = ${owner.wedding.id}) as messages,
        (select count(*)::int from scheduled_messages where wedding_id = ${owner.wedding.id}) as "scheduledMessages",
        (select count(*)::int from reviews where wedding_id = ${owner.wedding.id}) as reviews,
        (select count(*)::int from transactions where user_id = ${owner.userId}) as payments,
        (select count(*)::int from sessions where user_id = ${owner.userId}) as sessions`,
    );
    for (const [key, n] of Object.entries(counts!)) expect(data[key], key).toHaveLength(n);

    const text = JSON.stringify(data).toLowerCase();
    for (const value of other.personal) expect(text, value).not.toContain(value.toLowerCase());
    const [row] = await handle.db.select().from(users).where(eq(users.id, owner.userId));
    expect(text).not.toContain(row!.password!.toLowerCase());
    expect(text).not.toContain('"password"');
    expect(text).not.toContain('trialownertokenhash');
    expect(text).not.toContain('"sid"');
    expect(text).not.toContain('paymentmethod');
  });

  it('needs a session', async () => {
    expect((await createTestApp({ db: handle.db }).request('/api/account/export')).status).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong or missing password in French and changes nothing', async () => {
    const owner = await createFullAccount(handle.db, { ...OWNER, guestPhone: '+33698765403' });
    const before = await dumpEveryTable();
    const wrong = await owner.client.request('/api/account', { method: 'DELETE', json: { password: 'Pas-le-bon-1!' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Mot de passe incorrect' });
    const missing = await owner.client.request('/api/account', { method: 'DELETE', json: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'Veuillez saisir votre mot de passe actuel' });
    const after = await dumpEveryTable();
    // Request metrics, and the failed attempts the rate limit counts, are the only rows a refusal adds.
    for (const table of ['public.request_metrics', 'public.rate_limit_hits']) {
      after.delete(table);
      before.delete(table);
    }
    // Sessions slide on use: compare everything but their expiry.
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [table, text] of after) if (table !== 'public.sessions') expect(text, table).toBe(before.get(table));
    expect((await owner.client.request('/api/auth/me')).status).toBe(200);
    expect(
      (
        await createTestApp({ db: handle.db }).request('/api/account', {
          method: 'DELETE',
          json: { password: owner.password },
        })
      ).status,
    ).toBe(401);
  });

  it('is not for administrators: their account stays', async () => {
    await seedAdmin({ db: handle.db, ...TEST_ADMIN });
    const admin = createTestApp({ db: handle.db });
    expect((await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN })).status).toBe(200);
    const res = await admin.request('/api/account', { method: 'DELETE', json: { password: TEST_ADMIN.password } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      message: "Un compte administrateur ne peut pas être supprimé depuis l'espace couple.",
    });
    expect((await admin.request('/api/admin/check-auth')).status).toBe(200);
  });

  it('refuses a sixth wrong password within 15 minutes with a French 429, even with the right one', async () => {
    const owner = await createFullAccount(handle.db, {
      ...OWNER,
      first: 'Gustavine',
      last: 'Limite',
      guestPhone: '+33698765406',
    });
    for (let i = 0; i < 5; i++) {
      expect(
        (await owner.client.request('/api/account', { method: 'DELETE', json: { password: `Faux-${i}-Passe!` } }))
          .status,
      ).toBe(400);
    }
    const limited = await owner.client.request('/api/account', {
      method: 'DELETE',
      json: { password: owner.password },
    });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: 'Trop de tentatives. Réessayez dans 15 minutes.' });
    expect((await owner.client.request('/api/auth/me')).status).toBe(200);
  });

  it('erases everything personal from every table, keeps the payments anonymised and ends every session', async () => {
    // Names no other account of this file uses, so that any trace left is this account's.
    const owner = await createFullAccount(handle.db, {
      first: 'Clothilde',
      last: 'Rambert',
      bride: 'Mahaut',
      groom: 'Tancrède',
      venue: 'Moulin de Vauboyen',
      guestPhone: '+33698765404',
      guestName: 'Ysaline Kerbrat',
    });
    const other = await createFullAccount(handle.db, { ...OTHER, guestPhone: '+33698765405' });
    // An administrator's edits of this account and its wedding are in the audit log, with before/after.
    await seedAdmin({ db: handle.db, ...TEST_ADMIN });
    const admin = createTestApp({ db: handle.db });
    expect((await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN })).status).toBe(200);
    expect(
      (await admin.request(`/api/admin/users/${owner.userId}`, { method: 'PATCH', json: { lastName: 'Rambert' } }))
        .status,
    ).toBe(200);
    expect(
      (await admin.request(`/api/admin/weddings/${owner.wedding.id}`, { method: 'PATCH', json: { botActive: true } }))
        .status,
    ).toBe(200);
    const secondDevice = createTestApp({ db: handle.db });
    expect(
      (
        await secondDevice.request('/api/login-email', {
          method: 'POST',
          json: { email: owner.email, password: owner.password },
        })
      ).status,
    ).toBe(200);
    // The Stripe path names the couple in the payment's description, as the intent's description does.
    const [paid] = await handle.db
      .update(transactions)
      .set({ description: `Forfait Couple — acompte (50 %) — Mahaut & Tancrède` })
      .where(eq(transactions.userId, owner.userId))
      .returning();

    // A wrong attempt first: its rate-limit record names the account, and goes with it.
    expect(
      (await owner.client.request('/api/account', { method: 'DELETE', json: { password: 'Pas-le-bon-1!' } })).status,
    ).toBe(400);
    const res = await owner.client.request('/api/account', { method: 'DELETE', json: { password: owner.password } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Votre compte et vos données personnelles ont été supprimés.' });
    expect(res.headers.getSetCookie().join(';')).toMatch(/max-age=0|expires=thu, 01 jan 1970/i);
    expect((await owner.client.request('/api/auth/me')).status).toBe(401);
    expect((await secondDevice.request('/api/auth/me')).status).toBe(401);

    const dump = await dumpEveryTable();
    expect(dump.size).toBeGreaterThan(10);
    // Every table written by any earlier account is read, and the id itself is gone too.
    for (const value of [...owner.personal, owner.userId, owner.wedding.weddingId])
      expect(tablesHolding(dump, value), value).toEqual([]);
    // The other couple is untouched.
    for (const value of other.personal) expect(tablesHolding(dump, value).length, value).toBeGreaterThan(0);

    // Afterwards: the e-mail signs in nowhere (this failed attempt is counted again, as any would be).
    expect(
      (
        await createTestApp({ db: handle.db }).request('/api/login-email', {
          method: 'POST',
          json: { email: owner.email, password: owner.password },
        })
      ).status,
    ).toBe(401);

    const [kept] = await handle.db.select().from(transactions).where(eq(transactions.id, paid!.id));
    expect(kept).toMatchObject({
      amount: 4750,
      status: 'completed',
      userId: null,
      weddingId: null,
      description: 'Forfait Couple — acompte (50 %)',
      stripePaymentId: paid!.stripePaymentId,
    });
    // A redelivered WhatsApp message of the erased conversation stays a duplicate, with no reply kept.
    const twilioEvents = await handle.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.provider, 'twilio'));
    expect(twilioEvents.filter((e) => e.result === null).length).toBeGreaterThanOrEqual(2);
  });
});
