import * as z from './zod-fr.ts';

export const ZPlanType = z.enum(['free_trial', 'couple', 'wedding_planner']);
export const ZBillingPeriod = z.enum(['one_time', 'monthly', 'yearly']);

export const ZPricingPlan = z.object({
  id: z.number().int(),
  type: ZPlanType,
  name: z.string(),
  description: z.string(),
  /** Euros, as the spec's plan shape; `priceCents` is the stored amount. */
  price: z.number(),
  priceCents: z.number().int(),
  currency: z.string(),
  features: z.array(z.string()),
  isActive: z.boolean(),
  isAvailable: z.boolean(),
  badge: z.string().nullable(),
  billingPeriod: ZBillingPeriod,
});
export type TPricingPlan = z.infer<typeof ZPricingPlan>;

export const ZPricingPlansResponse = z.array(ZPricingPlan);
