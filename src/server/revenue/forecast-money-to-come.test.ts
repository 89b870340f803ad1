// Money still to come: scheduled balances per month (equal to the SQL written here), possible deposits, money
// to recover; and « Panier moyen », the price of the packages sold rather than what has been collected so far.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions, weddings } from '../../../db/schema/index.ts';
import { seedPricingPlans } from '../../../db/seed/pricing-plans.ts';
import { selectRows } from '../../../db/sql/sql-rows.ts';
import { getPricingAnalytics } from '../pricing/get-pricing-analytics.ts';
import { testDatabase } from '../testing/test-database.ts';
import { forecastMoneyToCome } from './forecast-money-to-come.ts';

const handle = testDatabase();
// 10 January 2027, Paris.
const NOW = new Date('2027-01-10T09:00:00Z');
const scheduled = { paymentStatus: 'deposit_paid', remainingPaymentScheduled: true, firstPaymentAmount: 4750 } as const;

beforeAll(async () => {
  await seedPricingPlans(handle.db);
  const rows: (typeof weddings.$inferInsert)[] = [
    // Balances: February (two), April, June; one overdue (its day passed, not charged yet) is this month's.
    { ...scheduled, weddingDate: '2027-02-06', remainingPaymentAmount: 4750 },
    { ...scheduled, weddingDate: '2027-02-27', remainingPaymentAmount: 4250, firstPaymentAmount: 4250 },
    { ...scheduled, weddingDate: '2027-04-17', remainingPaymentAmount: 4750 },
    { ...scheduled, weddingDate: '2027-06-12', remainingPaymentAmount: 4750 },
    { ...scheduled, weddingDate: '2027-01-09', remainingPaymentAmount: 4750 },
    // Two years ahead: counted in the total, after the twelve months shown.
    { ...scheduled, weddingDate: '2029-01-20', remainingPaymentAmount: 4750 },
    // Not scheduled: already paid, the balance being charged, refunded, balance declined.
    { paymentStatus: 'paid', weddingDate: '2027-03-06', firstPaymentAmount: 4750, remainingPaymentAmount: 4750 },
    { ...scheduled, weddingDate: '2027-03-13', remainingPaymentAmount: 4750, remainingPaymentIntentId: 'pi_charging' },
    { paymentStatus: 'refunded', weddingDate: '2027-03-20', firstPaymentAmount: 4750, remainingPaymentAmount: 4750 },
    {
      paymentStatus: 'balance_failed',
      weddingDate: '2027-01-02',
      firstPaymentAmount: 4750,
      remainingPaymentAmount: 4750,
      botActive: true,
    },
    // Awaiting payment: one quoted with a discount, one never quoted (the plan's deposit); a trial is not.
    { weddingDate: '2027-09-04', firstPaymentAmount: 4000, remainingPaymentAmount: 4000 },
    { weddingDate: '2027-10-09' },
    { weddingDate: '2027-10-16', isTrialMode: true, weddingId: 'trial-forecast' },
    // Awaiting payment but over: nothing possible any more.
    { weddingDate: '2026-10-03' },
  ].map(
    (w, i) =>
      ({
        weddingId: `forecast-${i}`,
        brideName: `Mariée ${i}`,
        groomName: 'Marié',
        ...w,
      }) as typeof weddings.$inferInsert,
  );
  await handle.db.insert(weddings).values(rows);
});

describe('forecastMoneyToCome', () => {
  it('equals the scheduled balances summed per month by plain SQL', async () => {
    const forecast = await forecastMoneyToCome({ db: handle.db, now: NOW });
    const bySql = await selectRows<{ month: string; cents: string }>(
      handle.db,
      sql`select to_char(greatest(wedding_date, '2027-01-10'::date), 'YYYY-MM') as month, sum(remaining_payment_amount) as cents
          from weddings
          where payment_status = 'deposit_paid' and remaining_payment_scheduled and remaining_payment_intent_id is null and remaining_payment_amount > 0
          group by 1`,
    );
    const nonZero = forecast.balancesByMonth
      .filter((m) => m.cents > 0)
      .map((m) => ({ month: m.month, cents: m.cents }));
    expect(nonZero).toEqual(
      bySql.map((r) => ({ month: r.month, cents: Number(r.cents) })).sort((a, b) => a.month.localeCompare(b.month)),
    );
    expect(forecast.balancesByMonth[0]).toEqual({ month: '2027-01', cents: 4750, weddings: 1 });
    expect(forecast.balancesByMonth.find((m) => m.month === '2027-02')).toEqual({
      month: '2027-02',
      cents: 9000,
      weddings: 2,
    });
    expect(forecast.balancesByMonth.find((m) => m.month === '2027-03')).toEqual({
      month: '2027-03',
      cents: 0,
      weddings: 0,
    });
    expect(forecast).toMatchObject({
      thisMonthCents: 4750,
      nextMonthCents: 9000,
      next12MonthsCents: 4750 + 9000 + 4750 + 4750,
      scheduledCents: 4750 + 9000 + 4750 + 4750 + 4750,
      // 40 € quoted, and the couple plan's deposit (95 € / 2) for the one never quoted.
      possibleDeposits: { cents: 4000 + 4750, weddings: 2 },
      toRecover: { cents: 4750, weddings: 1 },
    });
    // Every month from this one to the last booked, none skipped.
    expect(forecast.balancesByMonth.at(-1)!.month).toBe('2029-01');
    expect(forecast.balancesByMonth).toHaveLength(25);
  });

  it('next month is 0 € when nothing is booked then, whatever was earned lately', async () => {
    const forecast = await forecastMoneyToCome({ db: handle.db, now: new Date('2027-02-15T09:00:00Z') });
    // In February the overdue January balance and February's are due now; March has none.
    expect(forecast).toMatchObject({ thisMonthCents: 4750 + 9000, nextMonthCents: 0 });
  });
});

describe('« Panier moyen »', () => {
  it('is the average package sold (deposit and balance), not what has been collected so far', async () => {
    const [full, discounted] = await handle.db
      .insert(weddings)
      .values([
        {
          weddingId: 'basket-full',
          brideName: 'A',
          groomName: 'B',
          weddingDate: '2027-05-01',
          paymentStatus: 'paid',
          firstPaymentAmount: 4750,
          remainingPaymentAmount: 4750,
        },
        {
          weddingId: 'basket-discount',
          brideName: 'C',
          groomName: 'D',
          weddingDate: '2027-05-08',
          paymentStatus: 'deposit_paid',
          firstPaymentAmount: 4250,
          remainingPaymentAmount: 4250,
        },
      ])
      .returning({ id: weddings.id });
    await handle.db.insert(transactions).values([
      {
        weddingId: full!.id,
        amount: 4750,
        type: 'payment',
        status: 'completed',
        createdAt: new Date('2026-12-01T10:00:00Z'),
      },
      {
        weddingId: full!.id,
        amount: 4750,
        type: 'payment',
        status: 'completed',
        createdAt: new Date('2027-01-05T10:00:00Z'),
      },
      {
        weddingId: discounted!.id,
        amount: 4250,
        type: 'payment',
        status: 'completed',
        createdAt: new Date('2026-12-02T10:00:00Z'),
      },
    ]);
    const couple = (await getPricingAnalytics({ db: handle.db, now: NOW })).plans.find((p) => p.type === 'couple')!;
    // Collected 137,50 € over two sales; the packages sold are 95 € and 85 €.
    expect(couple).toEqual({ type: 'couple', sales: 2, revenueCents: 13750, averageSaleCents: 9000 });
  });
});
