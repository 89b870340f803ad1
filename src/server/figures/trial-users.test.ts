// The Users card counts users: paying ones and those on trial (an account not paying with a trial under way, the
// status module's « trial »), never trial weddings nobody signed up for.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactions, users, weddings } from '../../../db/schema/index.ts';
import { testDatabase } from '../testing/test-database.ts';
import { getAdminStats } from './get-admin-stats.ts';
import { NOW, seedBackOffice } from './testing/seed-back-office.ts';

const handle = testDatabase({ eachTest: true });
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('the Users card: paying and on trial', () => {
  it('a free trial without an account is a trial wedding, not a user on trial', async () => {
    await seedBackOffice(handle.db);
    const stats = await getAdminStats({ db: handle.db, now: NOW });
    expect(stats).toMatchObject({ activeTrials: 1, trialUsers: 0, totalUsers: 4 });
  });

  it('counts each account once, however many trials it owns, and not once it pays or its trial is over', async () => {
    await seedBackOffice(handle.db);
    await handle.db.insert(users).values({ id: 'u-trial', email: 'essai@example.com', createdAt: NOW });
    const trial = (weddingId: string, days: number) => ({
      userId: 'u-trial',
      weddingId,
      brideName: 'Léa',
      groomName: 'Noé',
      weddingDate: inDays(days),
      isTrialMode: true,
      createdAt: NOW,
    });
    await handle.db.insert(weddings).values([trial('trial-one', 100), trial('trial-two', 200)]);
    // Denis owns a trial that is over (its wedding was two months ago): not on trial.
    await handle.db.insert(weddings).values({ ...trial('trial-old', -70), userId: 'u-denis' });
    let stats = await getAdminStats({ db: handle.db, now: NOW });
    expect(stats).toMatchObject({ trialUsers: 1, activeTrials: 3, totalUsers: 5 });

    await handle.db.insert(transactions).values({
      userId: 'u-trial',
      amount: 4750,
      type: 'payment',
      status: 'completed',
      createdAt: NOW,
    });
    stats = await getAdminStats({ db: handle.db, now: NOW });
    expect(stats).toMatchObject({ trialUsers: 0, paidUsers: 3 });
    await handle.db.delete(transactions).where(eq(transactions.userId, 'u-trial'));
  });
});
