import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faqs, guests, messages, pricingPlans, users, weddings } from './schema/index.ts';
import { seedAll } from './seed/index.ts';
import { createTestDb } from './testing.ts';
import { testDatabase } from '../src/server/testing/test-database.ts';

const handle = testDatabase();

describe('schema', () => {
  it('creates every table of both spec documents plus the operational ones', async () => {
    const result = (await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const names = result.rows.map((r) => r.table_name);
    for (const table of [
      'users',
      'sessions',
      'weddings',
      'faqs',
      'guests',
      'messages',
      'scheduled_messages',
      'reviews',
      'pricing_plans',
      'discount_codes',
      'pre_registrations',
      'pages',
      'social_links',
      'transactions',
      'outbox',
      'processed_webhook_events',
      'request_metrics',
      'assistant_settings',
      'rate_limit_hits',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('applies the spec defaults to a new wedding', async () => {
    await handle.db.insert(users).values({ id: 'u-defaults', email: 'defaults@example.com' });
    const [wedding] = await handle.db
      .insert(weddings)
      .values({
        userId: 'u-defaults',
        weddingId: 'w-defaults',
        brideName: 'A',
        groomName: 'B',
        weddingDate: '2027-06-12',
      })
      .returning();
    expect(wedding).toMatchObject({
      botActive: false,
      messageCount: 0,
      guestCount: 0,
      isTrialMode: false,
      trialQuestionsUsed: 0,
      trialMaxQuestions: 2,
      assistantStopped: false,
      reviewRequested: false,
      reviewSubmitted: false,
      paymentStatus: 'pending',
      remainingPaymentScheduled: false,
      weddingDate: '2027-06-12',
    });
    const [user] = await handle.db.select().from(users).where(eq(users.id, 'u-defaults'));
    expect(user).toMatchObject({ userType: 'couple', subscriptionStatus: 'inactive', isAdmin: false });
  });

  it('removes weddings with their user and clears message.guestId when the guest goes', async () => {
    await handle.db.insert(users).values({ id: 'u-cascade', email: 'cascade@example.com' });
    const [w] = await handle.db
      .insert(weddings)
      .values({
        userId: 'u-cascade',
        weddingId: 'w-cascade',
        brideName: 'A',
        groomName: 'B',
        weddingDate: '2027-01-01',
      })
      .returning();
    const [g] = await handle.db.insert(guests).values({ weddingId: w!.id, phoneNumber: '+33600000001' }).returning();
    const [m] = await handle.db
      .insert(messages)
      .values({ weddingId: w!.id, guestId: g!.id, message: 'Bonjour' })
      .returning();
    await handle.db.insert(faqs).values({ weddingId: w!.id, question: 'Question ?', answer: 'Réponse.' });

    await handle.db.delete(guests).where(eq(guests.id, g!.id));
    const [after] = await handle.db.select().from(messages).where(eq(messages.id, m!.id));
    expect(after?.guestId).toBeNull();

    await handle.db.delete(users).where(eq(users.id, 'u-cascade'));
    expect(await handle.db.select().from(weddings).where(eq(weddings.id, w!.id))).toHaveLength(0);
    expect(await handle.db.select().from(faqs).where(eq(faqs.weddingId, w!.id))).toHaveLength(0);
  });

  it('refuses a second user with the same e-mail and a second wedding with the same public id', async () => {
    await handle.db.insert(users).values({ id: 'u-dup-1', email: 'dup@example.com' });
    await expect(handle.db.insert(users).values({ id: 'u-dup-2', email: 'dup@example.com' })).rejects.toThrow();
    const values = { weddingId: 'w-dup', brideName: 'A', groomName: 'B', weddingDate: '2027-01-01' };
    await handle.db.insert(weddings).values(values);
    await expect(handle.db.insert(weddings).values(values)).rejects.toThrow();
  });
});

describe('seed', () => {
  it('is idempotent and keeps back-office edits to the plans', async () => {
    const logs: string[] = [];
    const env = { ADMIN_USERNAME: 'root', ADMIN_PASSWORD: undefined, SEED_DEMO: true, NETLIFY: false };
    await seedAll({ db: handle.db, env, log: (l) => logs.push(l) });
    await handle.db.update(pricingPlans).set({ priceCents: 9000 }).where(eq(pricingPlans.type, 'couple'));
    await seedAll({ db: handle.db, env, log: (l) => logs.push(l) });

    const plans = await handle.db.select().from(pricingPlans).orderBy(pricingPlans.sortOrder);
    expect(plans.map((p) => [p.type, p.billingPeriod])).toEqual([
      ['free_trial', 'one_time'],
      ['couple', 'one_time'],
      ['wedding_planner', 'monthly'],
    ]);
    expect(plans[1]).toMatchObject({ priceCents: 9000, badge: 'Populaire' });
    expect(plans[2]).toMatchObject({ priceCents: 20000, isAvailable: false });

    const admins = await handle.db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins.map((a) => a.id)).toEqual(['admin-001']);
    // The generated password is printed once, at creation only.
    expect(logs.filter((l) => l.includes('mot de passe :'))).toHaveLength(1);
    const demo = await handle.db.select().from(weddings).where(eq(weddings.weddingId, 'demo-sophie-thomas'));
    expect(demo).toHaveLength(1);
    // The demo wedding's guests can open its link (a demo seeded before it had one gets it on the next seed).
    expect(demo[0]!.whatsappLink).toBe('https://wa.me/14155238886?text=start-demo-sophie-thomas');
  });

  it('requires ADMIN_PASSWORD on Netlify instead of generating one', async () => {
    const fresh = await createTestDb();
    try {
      await expect(
        seedAll({
          db: fresh.db,
          env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: undefined, SEED_DEMO: false, NETLIFY: true },
          log: () => {},
        }),
      ).rejects.toThrow(/ADMIN_PASSWORD/);
    } finally {
      await fresh.close();
    }
  });
});
