// Back-office pricing: plan edits, discount codes, and the regional coefficients of the second pricing screen.
import { t } from '../messages/index.ts';
import { listQuery } from './admin-list.ts';
import { ZPlanType } from './pricing.ts';
import { calendarDate } from './input-rules.ts';
import type { DiscountRule } from '../payments.ts';
import * as z from './zod-fr.ts';

/** Euros with at most two decimals, as typed in a form; stored in cents. */
const ZEuros = (message: string, max = 100_000) =>
  z.coerce
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message });

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Features one per line, blank lines dropped (spec 001 section 5). */
export function featuresFromText(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export const ZAdminUpdatePlanRequest = z
  .object({
    name: z
      .string({ error: t('admin.pricing.plan.name.required') })
      .trim()
      .min(1, t('admin.pricing.plan.name.required'))
      .max(100, t('admin.pricing.plan.name.required')),
    description: z
      .string({ error: t('admin.pricing.plan.description.required') })
      .trim()
      .min(1, t('admin.pricing.plan.description.required'))
      .max(500, t('admin.pricing.plan.description.required')),
    price: ZEuros(t('admin.pricing.plan.price.invalid')),
    features: z
      .array(
        z
          .string({ error: t('admin.pricing.plan.features.invalid') })
          .trim()
          .max(200, t('admin.pricing.plan.features.invalid')),
        {
          error: t('admin.pricing.plan.features.invalid'),
        },
      )
      .transform((list) => list.filter(Boolean))
      .pipe(z.array(z.string()).max(20, t('admin.pricing.plan.features.invalid'))),
    isActive: z.boolean(),
  })
  .partial()
  .strict();
export type TAdminUpdatePlanRequest = z.input<typeof ZAdminUpdatePlanRequest>;

// ---------- discount codes ----------

export const ZDiscountType = z.enum(['percentage', 'fixed_amount']);
export type TDiscountType = z.infer<typeof ZDiscountType>;

export const ZDiscountCode = z.object({
  id: z.number().int(),
  code: z.string(),
  type: ZDiscountType,
  /** Percentage points off (a percentage code), else null. */
  percentOff: z.number().int().nullable(),
  /** Cents off (a fixed-amount code), else null. The form types euros; euros are shown, never stored. */
  amountOffCents: z.number().int().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  usageLimit: z.number().int().nullable(),
  usageCount: z.number().int(),
  /** YYYY-MM-DD (the code works until the end of that day, Paris time). */
  expiresAt: z.string().nullable(),
  /** Past its expiry now (the server's clock and rule: the payment refuses it). */
  expired: z.boolean(),
  applicablePlans: z.array(z.string()),
  createdAt: z.string(),
});
export type TDiscountCode = z.infer<typeof ZDiscountCode>;

export const ADMIN_DISCOUNT_SORTS = ['createdAt', 'code', 'usage', 'expiresAt'] as const;
export const ZAdminDiscountsQuery = listQuery(ADMIN_DISCOUNT_SORTS, {
  /** usable: active, not expired, under its limit; inactive: switched off; expired: past its date or used up. */
  state: z.enum(['usable', 'inactive', 'expired'], { error: t('admin.list.invalidFilter') }).optional(),
});
export type TAdminDiscountsQuery = z.input<typeof ZAdminDiscountsQuery>;

const ZCode = z
  .string({ error: t('admin.pricing.discount.code.invalid') })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]{3,32}$/, t('admin.pricing.discount.code.invalid')));

const ZUsageLimit = z
  .number({ error: t('admin.pricing.discount.usageLimit.invalid') })
  .int(t('admin.pricing.discount.usageLimit.invalid'))
  .min(1, t('admin.pricing.discount.usageLimit.invalid'))
  .max(1_000_000, t('admin.pricing.discount.usageLimit.invalid'));

const ZDateOnly = z
  .string({ error: t('admin.pricing.discount.expiresAt.invalid') })
  .trim()
  // "date only" (spec 001 section 7): a full ISO timestamp is cut to its date.
  .transform((v) => v.slice(0, 10))
  .pipe(calendarDate({ invalid: t('admin.pricing.discount.expiresAt.invalid') }));

const discountFields = {
  code: ZCode,
  type: ZDiscountType,
  value: z
    .number({ error: t('admin.pricing.discount.value.invalid') })
    .positive(t('admin.pricing.discount.value.invalid')),
  description: z
    .string()
    .trim()
    .max(300, t('admin.pricing.discount.description.invalid'))
    .nullish()
    .transform((v) => v || null),
  usageLimit: ZUsageLimit.nullish().transform((v) => v ?? null),
  expiresAt: ZDateOnly.nullish().transform((v) => v || null),
  applicablePlans: z.array(ZPlanType).max(3).default([]),
};

function checkValue(v: { type?: TDiscountType | undefined; value?: number | undefined }, ctx: z.RefinementCtx) {
  if (v.type === undefined || v.value === undefined) return;
  if (v.type === 'percentage' && (!Number.isInteger(v.value) || v.value < 1 || v.value > 100)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: t('admin.pricing.discount.percent.invalid') });
  }
  if (v.type === 'fixed_amount' && (v.value > 10_000 || Math.abs(Math.round(v.value * 100) - v.value * 100) > 1e-6)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: t('admin.pricing.discount.fixed.invalid') });
  }
}

export const ZCreateDiscountRequest = z.object(discountFields).strict().superRefine(checkValue);
export type TCreateDiscountRequest = z.input<typeof ZCreateDiscountRequest>;

export const ZUpdateDiscountRequest = z
  .object({ ...discountFields, applicablePlans: z.array(ZPlanType).max(3), isActive: z.boolean() })
  .partial()
  .strict()
  .superRefine(checkValue);
export type TUpdateDiscountRequest = z.input<typeof ZUpdateDiscountRequest>;

/** The stored value: percentage points as is, a fixed amount in cents (the request's `value` is typed in euros). */
export function discountValueToStored(type: TDiscountType, value: number): number {
  return type === 'fixed_amount' ? eurosToCents(value) : value;
}

/** A code of the list as the shared discount rule (src/shared/payments.ts) reads it. */
export function discountRuleOf(code: Pick<TDiscountCode, 'type' | 'percentOff' | 'amountOffCents'>): DiscountRule {
  return { type: code.type, value: (code.type === 'percentage' ? code.percentOff : code.amountOffCents) ?? 0 };
}

// ---------- second pricing screen ----------

/** Regional multipliers of spec 001 section 9 (indicative prices, shown in the back office only). */
export const REGIONAL_MULTIPLIERS = [
  { country: 'France', multiplier: 1, currency: 'EUR' },
  { country: 'Suisse', multiplier: 1.2, currency: 'CHF' },
  { country: 'Belgique', multiplier: 0.95, currency: 'EUR' },
  { country: 'Canada', multiplier: 0.85, currency: 'CAD' },
  { country: 'États-Unis', multiplier: 0.9, currency: 'USD' },
] as const;

/** Annual billing shows -20 % (spec 001 section 9). */
export const ANNUAL_DISCOUNT = 0.2;

/** Twelve months of a monthly plan, before and after the annual discount, in cents. */
export function annualPriceCents(monthlyCents: number): { fullCents: number; discountedCents: number } {
  const fullCents = monthlyCents * 12;
  return { fullCents, discountedCents: Math.round(fullCents * (1 - ANNUAL_DISCOUNT)) };
}

/** A price in a region's currency, in its cents (an indicative conversion: the coefficient only). */
export function regionalPriceCents(priceCents: number, multiplier: number): number {
  return Math.round(priceCents * multiplier);
}

export const ZPlanSales = z.array(
  z.object({
    type: ZPlanType,
    sales: z.number().int(),
    /** Collected so far, net of refunds. */
    revenueCents: z.number().int(),
    /** « Panier moyen »: the average price of a sale (a package's deposit and balance), null without sales. */
    averageSaleCents: z.number().int().nullable(),
  }),
);
export const ZAdminPricingAnalytics = z.object({
  plans: ZPlanSales,
  discountUses: z.number().int(),
});
export type TAdminPricingAnalytics = z.infer<typeof ZAdminPricingAnalytics>;
