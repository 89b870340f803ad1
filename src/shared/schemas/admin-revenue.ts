// Revenue screen: figures from the transactions table (completed ones), by period, and the CSV export.
import { t } from '../messages/index.ts';
import { listQuery } from './admin-list.ts';
import * as z from './zod-fr.ts';

export const REVENUE_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export const ZRevenuePeriod = z.enum(REVENUE_PERIODS, { error: t('admin.validation.invalidPeriod') });
export type TRevenuePeriod = z.infer<typeof ZRevenuePeriod>;
export const REVENUE_PERIOD_DAYS: Record<TRevenuePeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

export const ZRevenueQuery = z.object({ period: ZRevenuePeriod.default('30d') });

export const ZTransactionKind = z.enum(['subscription', 'one-time']);
export const ZTransactionStatus = z.enum(['pending', 'completed', 'failed', 'refunded']);
export type TTransactionStatus = z.infer<typeof ZTransactionStatus>;

export const ZRevenueTransaction = z.object({
  id: z.number().int(),
  customer: z.string().nullable(),
  email: z.string().nullable(),
  type: ZTransactionKind,
  amountCents: z.number().int(),
  /** Given back so far (a partial refund keeps the status `completed`). */
  refundedCents: z.number().int(),
  currency: z.string(),
  date: z.string(),
  status: ZTransactionStatus,
  description: z.string().nullable(),
  /** The wedding (numeric id) the payment is for, when it still exists. */
  weddingId: z.number().int().nullable(),
  /** What an administrator may still refund through the payment provider, in cents (0: nothing). */
  refundableCents: z.number().int(),
});
export type TRevenueTransaction = z.infer<typeof ZRevenueTransaction>;

export const ADMIN_TRANSACTION_SORTS = ['date', 'amount'] as const;
export const ZAdminTransactionsQuery = listQuery(ADMIN_TRANSACTION_SORTS, {
  /** The revenue screen's period; none: every transaction. */
  period: ZRevenuePeriod.optional(),
  status: ZTransactionStatus.optional(),
  type: ZTransactionKind.optional(),
});
export type TAdminTransactionsQuery = z.input<typeof ZAdminTransactionsQuery>;

/** An administrator's refund: the whole remaining amount, or part of it (cents). */
export const ZRefundRequest = z
  .object({
    amountCents: z
      .number({ error: t('admin.refund.amount.invalid') })
      .int(t('admin.refund.amount.invalid'))
      .min(1, t('admin.refund.amount.invalid'))
      .optional(),
  })
  .strict();
export type TRefundRequest = z.input<typeof ZRefundRequest>;
export const ZRefundResponse = z.object({ transaction: ZRevenueTransaction, message: z.string() });
export type TRefundResponse = z.infer<typeof ZRefundResponse>;

/** One bucket of the revenue chart and the same bucket one period earlier. */
export const ZRevenueBucket = z.object({
  start: z.string(),
  revenueCents: z.number().int(),
  previousStart: z.string(),
  previousRevenueCents: z.number().int(),
});

const ZCentsOfWeddings = z.object({ cents: z.number().int(), weddings: z.number().int() });

export const ZMoneyToCome = z.object({
  /** Balances scheduled per calendar month (YYYY-MM, Paris), from this month on; an overdue one is this month's. */
  balancesByMonth: z.array(ZCentsOfWeddings.extend({ month: z.string() })),
  thisMonthCents: z.number().int(),
  nextMonthCents: z.number().int(),
  /** This month and the eleven after it. */
  next12MonthsCents: z.number().int(),
  /** Every balance scheduled, however far. */
  scheduledCents: z.number().int(),
  /** Deposits of the weddings awaiting payment: possible, not due. */
  possibleDeposits: ZCentsOfWeddings,
  /** Balances the bank declined. */
  toRecover: ZCentsOfWeddings,
});
export type TMoneyToCome = z.infer<typeof ZMoneyToCome>;

export const ZAdminRevenue = z.object({
  period: ZRevenuePeriod,
  /** Net of refunds: completed payments made within the period. */
  totalRevenueCents: z.number().int(),
  /** The same figure for the period just before. */
  previousRevenueCents: z.number().int(),
  /** Percent change of the period over the one before; null when there is nothing to compare with. */
  periodGrowth: z.number().nullable(),
  allTimeRevenueCents: z.number().int(),
  /** The last 30 days whatever the period (forecasts and growth use it). */
  monthlyRevenueCents: z.number().int(),
  previousMonthRevenueCents: z.number().int(),
  /** Percent change of the last 30 days over the 30 before; null when there is nothing to compare with. */
  monthlyGrowth: z.number().nullable(),
  /** Sales first paid in the period (a couple package is one sale, deposit and balance together) and their money. */
  subscriptions: z.object({ count: z.number().int(), revenueCents: z.number().int() }),
  oneTimePurchases: z.object({ count: z.number().int(), revenueCents: z.number().int() }),
  refundedCents: z.number().int(),
  pendingCents: z.number().int(),
  totalUsers: z.number().int(),
  payingUsers: z.number().int(),
  /** Percent of users with a completed payment not refunded in full. */
  conversionRate: z.number(),
  /** Period revenue / total users, rounded to the euro (spec 001 section 9), in cents. */
  arpuCents: z.number().int(),
  activeSubscriptions: z.number().int(),
  mrrCents: z.number().int(),
  /** Money still to come, from what is booked (revenue/forecast-money-to-come.ts). */
  forecast: ZMoneyToCome,
  /** Calendar buckets (Paris time): days for 7 and 30 days, weeks for 90 days, months for 12 months. */
  bucket: z.enum(['day', 'week', 'month']),
  series: z.array(ZRevenueBucket),
});
export type TAdminRevenue = z.infer<typeof ZAdminRevenue>;

/** A signed Stripe event refused because it disagreed with our own order (or named an intent that is not ours). */
export const ZRefusedPaymentEvent = z.object({
  eventId: z.string(),
  receivedAt: z.string(),
  reason: z.enum(['unknown_wedding', 'unknown_intent', 'amount_mismatch', 'currency_mismatch', 'order_mismatch']),
  paymentIntentId: z.string(),
  weddingId: z.number().int().nullable(),
  kind: z.enum(['deposit', 'balance']).nullable(),
  amountCents: z.number().int(),
  receivedCents: z.number().int(),
  expectedCents: z.number().int().nullable(),
  currency: z.string(),
});
export type TRefusedPaymentEvent = z.infer<typeof ZRefusedPaymentEvent>;
