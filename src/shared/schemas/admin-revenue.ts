// Revenue screen: figures from the transactions table (completed ones), by period, and the CSV export.
import { t } from '../messages/index.ts';
import { z } from './zod-fr.ts';

export const REVENUE_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export const ZRevenuePeriod = z.enum(REVENUE_PERIODS, { error: t('admin.validation.invalidPeriod') });
export type TRevenuePeriod = z.infer<typeof ZRevenuePeriod>;
export const REVENUE_PERIOD_DAYS: Record<TRevenuePeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

export const ZRevenueQuery = z.object({ period: ZRevenuePeriod.default('30d') });

/** Forecast multipliers of spec 001 section 9, applied to the revenue of the last 30 days. */
export const REVENUE_FORECAST = { nextMonth: 1.2, nextQuarter: 3.8, nextYear: 15 } as const;

export const ZTransactionKind = z.enum(['subscription', 'one-time']);
export const ZTransactionStatus = z.enum(['pending', 'completed', 'failed', 'refunded']);

export const ZRevenueTransaction = z.object({
  id: z.number().int(),
  customer: z.string().nullable(),
  email: z.string().nullable(),
  type: ZTransactionKind,
  amountCents: z.number().int(),
  currency: z.string(),
  date: z.string(),
  status: ZTransactionStatus,
  description: z.string().nullable(),
});
export type TRevenueTransaction = z.infer<typeof ZRevenueTransaction>;

export const ZAdminRevenue = z.object({
  period: ZRevenuePeriod,
  /** Completed transactions created within the period. */
  totalRevenueCents: z.number().int(),
  allTimeRevenueCents: z.number().int(),
  /** Completed in the last 30 days, whatever the period (forecasts and growth use it). */
  monthlyRevenueCents: z.number().int(),
  previousMonthRevenueCents: z.number().int(),
  /** Percent change of the last 30 days over the 30 before; null when there is nothing to compare with. */
  monthlyGrowth: z.number().nullable(),
  subscriptions: z.object({ count: z.number().int(), revenueCents: z.number().int() }),
  oneTimePurchases: z.object({ count: z.number().int(), revenueCents: z.number().int() }),
  refundedCents: z.number().int(),
  pendingCents: z.number().int(),
  totalUsers: z.number().int(),
  payingUsers: z.number().int(),
  /** Percent of users with at least one completed transaction. */
  conversionRate: z.number(),
  /** Period revenue / total users, rounded to the euro (spec 001 section 9). */
  arpuEuros: z.number().int(),
  activeSubscriptions: z.number().int(),
  mrrCents: z.number().int(),
  forecast: z.object({ nextMonthCents: z.number().int(), nextQuarterCents: z.number().int(), nextYearCents: z.number().int() }),
  series: z.array(z.object({ start: z.string(), revenueCents: z.number().int() })),
  recentTransactions: z.array(ZRevenueTransaction),
});
export type TAdminRevenue = z.infer<typeof ZAdminRevenue>;

/** Where the browser downloads the CSV of a period (a plain link: the session cookie goes with it). */
export function revenueExportUrl(period: TRevenuePeriod): string {
  return `/api/admin/revenue/export?period=${period}`;
}
