import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pricingPlans, weddings } from '../../../db/schema/index.ts';
import { WEDDING_BUCKETS } from '../../shared/wedding-status.ts';
import { testDatabase } from '../testing/test-database.ts';
import {
  bucketSql,
  isInBucket,
  isPastWeddingDate,
  isWeddingOver,
  loadStatusContext,
  packageActiveUntil,
  statusCodeSql,
  unavailabilityReason,
  weddingStatus,
} from './wedding-status.ts';

const base = {
  weddingId: 'abcdefghjkmnpqrs',
  weddingDate: '2027-06-12',
  botActive: false,
  assistantStopped: false,
  isTrialMode: false,
  trialQuestionsUsed: 0,
  trialMaxQuestions: 2,
  paymentStatus: 'pending' as const,
  whatsappLink: 'https://wa.me/14155238886?text=start-abcdefghjkmnpqrs',
};
const context = { now: new Date('2027-05-01T10:00:00Z'), depositCents: 4750 };

describe('weddingStatus', () => {
  it('a new wedding awaits payment: guests get no answer, the fix is paying the deposit', () => {
    expect(weddingStatus(base, context)).toEqual({
      code: 'awaiting_payment',
      paid: false,
      answersGuests: false,
      switchedOn: false,
      blocker: 'payment',
      activeUntil: '2027-07-12',
      depositCents: 4750,
    });
  });

  it('a paid wedding with its assistant on is active and its link ready to send', () => {
    const status = weddingStatus({ ...base, paymentStatus: 'deposit_paid', botActive: true }, context);
    expect(status).toMatchObject({
      code: 'active',
      paid: true,
      answersGuests: true,
      blocker: null,
      depositCents: null,
    });
  });

  it.each(['paid', 'balance_failed'] as const)('%s still counts as paid', (paymentStatus) => {
    expect(weddingStatus({ ...base, paymentStatus, botActive: true }, context).paid).toBe(true);
  });

  it('a paid wedding switched off, or stopped, is stopped: the fix is switching it back on', () => {
    expect(weddingStatus({ ...base, paymentStatus: 'paid', botActive: false }, context)).toMatchObject({
      code: 'stopped',
      blocker: 'activation',
      switchedOn: false,
    });
    expect(weddingStatus({ ...base, paymentStatus: 'paid', assistantStopped: true }, context)).toMatchObject({
      code: 'stopped',
      blocker: 'activation',
    });
    // Stopped for good, the switch shows off whatever the column says (the one control of the couple and the back office).
    expect(
      weddingStatus({ ...base, paymentStatus: 'paid', botActive: true, assistantStopped: true }, context),
    ).toMatchObject({ code: 'stopped', switchedOn: false });
    expect(weddingStatus({ ...base, paymentStatus: 'paid', botActive: true }, context).switchedOn).toBe(true);
  });

  it('an unpaid wedding an administrator switched on is active (guests get answers)', () => {
    expect(weddingStatus({ ...base, botActive: true }, context)).toMatchObject({
      code: 'active',
      paid: false,
      answersGuests: true,
    });
  });

  it('a trial answers until its questions run out', () => {
    const trial = { ...base, weddingId: 'trial-abc', isTrialMode: true, botActive: true };
    expect(weddingStatus(trial, context)).toMatchObject({ code: 'trial', answersGuests: true });
    expect(weddingStatus({ ...trial, trialQuestionsUsed: 2 }, context)).toMatchObject({
      code: 'trial',
      answersGuests: false,
      blocker: 'trial_quota',
    });
  });

  it('a wedding without its link is not ready to share', () => {
    expect(
      weddingStatus({ ...base, paymentStatus: 'paid', botActive: true, whatsappLink: null }, context),
    ).toMatchObject({ code: 'active', blocker: 'no_link' });
  });

  it('is over once the Paris calendar passes a month after the wedding, whatever else holds', () => {
    const paid = { ...base, paymentStatus: 'paid' as const, botActive: true };
    // 12 July 23:30 in Paris is still the last day; 00:30 on the 13th (22:30 UTC) is over.
    expect(weddingStatus(paid, { ...context, now: new Date('2027-07-12T21:30:00Z') }).code).toBe('active');
    expect(weddingStatus(paid, { ...context, now: new Date('2027-07-12T22:30:00Z') })).toMatchObject({
      code: 'over',
      answersGuests: false,
      blocker: 'over',
    });
    expect(
      weddingStatus({ ...base, isTrialMode: true }, { ...context, now: new Date('2027-08-01T00:00:00Z') }).code,
    ).toBe('over');
  });

  it('a refunded wedding reads « refunded », guests get no answer, and paying the deposit again is the fix', () => {
    const refunded = { ...base, paymentStatus: 'refunded' as const };
    expect(weddingStatus(refunded, context)).toMatchObject({
      code: 'refunded',
      paid: false,
      answersGuests: false,
      blocker: 'payment',
      depositCents: 4750,
    });
    // Past its month it stays « refunded », but there is nothing left to pay for.
    expect(weddingStatus(refunded, { ...context, now: new Date('2027-08-01T00:00:00Z') })).toMatchObject({
      code: 'refunded',
      blocker: 'over',
      depositCents: null,
    });
  });
});

describe('the status in SQL and in code', () => {
  const handle = testDatabase();
  // One wedding of every state, named for it.
  const STATES = {
    trialAnswering: { isTrialMode: true, botActive: true, weddingId: 'trial-answering' },
    trialUsedUp: { isTrialMode: true, botActive: true, trialQuestionsUsed: 2, weddingId: 'trial-used-up' },
    trialOff: { isTrialMode: true, weddingId: 'trial-off' },
    awaitingPayment: {},
    awaitingSwitchedOnByAdmin: { botActive: true },
    active: { paymentStatus: 'deposit_paid', botActive: true },
    activeNoLink: { paymentStatus: 'paid', botActive: true, whatsappLink: null },
    paidSwitchedOff: { paymentStatus: 'paid' },
    stopped: { paymentStatus: 'deposit_paid', botActive: true, assistantStopped: true },
    balanceFailed: { paymentStatus: 'balance_failed', botActive: true },
    refunded: { paymentStatus: 'refunded' },
    refundedLongAgo: { paymentStatus: 'refunded', weddingDate: '2027-02-01' },
    declined: { paymentStatus: 'failed' },
    finished: { paymentStatus: 'paid', botActive: true, weddingDate: '2027-03-31' },
    finishedBalanceFailed: { paymentStatus: 'balance_failed', botActive: true, weddingDate: '2027-03-01' },
    // Its last day is today in Paris (31 March + 1 month = 30 April; 1 May 01:30 in Paris is the day after): over.
    lastDayYesterday: { paymentStatus: 'paid', botActive: true, weddingDate: '2027-03-30' },
    finishedTrial: { isTrialMode: true, botActive: true, weddingDate: '2027-01-15', weddingId: 'trial-finished' },
  } as const;

  it.each([new Date('2027-05-01T10:00:00Z'), new Date('2027-04-30T23:30:00Z'), new Date('2027-04-29T21:00:00Z')])(
    'agree on every state at %s',
    async (now) => {
      await handle.db.delete(weddings);
      for (const [name, state] of Object.entries(STATES)) {
        await handle.db
          .insert(weddings)
          .values({ ...base, weddingId: name.toLowerCase(), brideName: name, groomName: 'X', ...state });
      }
      const rows = await handle.db
        .select({ wedding: weddings, code: statusCodeSql(now) })
        .from(weddings)
        .orderBy(asc(weddings.id));
      for (const { wedding, code } of rows)
        expect(code, wedding.brideName).toBe(weddingStatus(wedding, { ...context, now }).code);
      for (const bucket of WEDDING_BUCKETS) {
        const inSql = (
          await handle.db
            .select({ name: weddings.brideName })
            .from(weddings)
            .where(bucketSql(bucket, now))
            .orderBy(asc(weddings.id))
        ).map((r) => r.name);
        const inCode = rows.filter((r) => isInBucket(r.wedding, bucket, now)).map((r) => r.wedding.brideName);
        expect(inSql, bucket).toEqual(inCode);
      }
    },
  );

  it('puts each state in the group an administrator expects', async () => {
    const now = new Date('2027-05-01T10:00:00Z');
    const names = async (bucket: (typeof WEDDING_BUCKETS)[number]) =>
      (
        await handle.db
          .select({ name: weddings.brideName })
          .from(weddings)
          .where(bucketSql(bucket, now))
          .orderBy(asc(weddings.id))
      ).map((r) => r.name);
    expect(await names('answering')).toEqual([
      'trialAnswering',
      'awaitingSwitchedOnByAdmin',
      'active',
      'balanceFailed',
    ]);
    expect(await names('trial')).toEqual(['trialAnswering', 'trialUsedUp', 'trialOff']);
    expect(await names('refunded')).toEqual(['refunded', 'refundedLongAgo']);
    expect(await names('over')).toEqual(['finished', 'finishedBalanceFailed', 'lastDayYesterday', 'finishedTrial']);
    expect(await names('balance_failed')).toEqual(['balanceFailed', 'finishedBalanceFailed']);
    expect(await names('awaiting_payment')).toEqual(['awaitingPayment', 'declined']);
  });
});

describe('dates', () => {
  it('the package runs until the same day a month later (end of month clamped)', () => {
    expect(packageActiveUntil('2027-06-12')).toBe('2027-07-12');
    expect(packageActiveUntil('2027-01-31')).toBe('2027-02-28');
  });

  it('a wedding date is in the past on the Paris calendar', () => {
    // 22:30 UTC on 1 May is already 2 May in Paris.
    const now = new Date('2027-05-01T22:30:00Z');
    expect(isPastWeddingDate('2027-05-01', now)).toBe(true);
    expect(isPastWeddingDate('2027-05-02', now)).toBe(false);
    expect(isWeddingOver({ weddingDate: '2027-04-01' }, now)).toBe(true);
  });

  it('WhatsApp says why no answer comes: stopped, switched off, then over', () => {
    const now = context.now;
    expect(unavailabilityReason({ ...base, assistantStopped: true }, now)).toBe('wa.stopped');
    expect(unavailabilityReason(base, now)).toBe('wa.botInactive');
    expect(unavailabilityReason({ ...base, botActive: true, weddingDate: '2027-01-01' }, now)).toBe('wa.expired');
    expect(unavailabilityReason({ ...base, botActive: true }, now)).toBeNull();
  });
});

describe('loadStatusContext', () => {
  const handle = testDatabase({ seedPlans: true });

  it('reads the deposit from the active couple plan, 95 € when there is none', async () => {
    const [plan] = await handle.db.select().from(pricingPlans).where(eq(pricingPlans.type, 'couple'));
    const { depositCents } = await loadStatusContext({ db: handle.db });
    expect(depositCents).toBe(Math.round(plan!.priceCents / 2));
    await handle.db.update(pricingPlans).set({ isActive: false }).where(eq(pricingPlans.type, 'couple'));
    expect((await loadStatusContext({ db: handle.db })).depositCents).toBe(4750);
  });
});
