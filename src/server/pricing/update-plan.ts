// Plan edit panel: name, description, price (euros, stored in cents), features, active switch.
import { eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { pricingPlans } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { eurosToCents, type ZAdminUpdatePlanRequest } from '../../shared/schemas/admin-pricing.ts';
import type { TPricingPlan } from '../../shared/schemas/pricing.ts';
import { toPricingPlan } from './list-active-plans.ts';

export type UpdatePlanOptions = { db: Database; id: number; changes: z.output<typeof ZAdminUpdatePlanRequest> };

/**
 * A paid plan's least price: its 50 % deposit must reach a card payment's minimum (0,50 €), and a package at 0 € would
 * confirm payments of nothing.
 */
export const PAID_PLAN_MIN_CENTS = 100;

export async function updatePlan({ db, id, changes }: UpdatePlanOptions): Promise<TPricingPlan> {
  const { price, ...rest } = changes;
  if (price !== undefined && eurosToCents(price) < PAID_PLAN_MIN_CENTS) {
    const [plan] = await db.select({ type: pricingPlans.type }).from(pricingPlans).where(eq(pricingPlans.id, id));
    if (!plan) throw new AppError('NOT_FOUND', t('admin.pricing.plan.notFound'));
    if (plan.type !== 'free_trial') throw new AppError('VALIDATION', t('admin.pricing.plan.price.paidMinimum'));
  }
  const set: Partial<typeof pricingPlans.$inferInsert> = { ...rest, updatedAt: new Date() };
  if (price !== undefined) set.priceCents = eurosToCents(price);
  const [row] = await db.update(pricingPlans).set(set).where(eq(pricingPlans.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', t('admin.pricing.plan.notFound'));
  return toPricingPlan(row);
}
