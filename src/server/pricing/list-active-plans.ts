import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pricingPlans } from '../../../db/schema/index.ts';
import type { TPricingPlan } from '../../shared/schemas/pricing.ts';

export function toPricingPlan(row: typeof pricingPlans.$inferSelect): TPricingPlan {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    price: row.priceCents / 100,
    priceCents: row.priceCents,
    currency: row.currency,
    features: row.features,
    isActive: row.isActive,
    isAvailable: row.isAvailable,
    badge: row.badge,
    billingPeriod: row.billingPeriod,
  };
}

/** Active plans in display order: free trial, couple, planner. */
export async function listActivePlans({ db }: { db: Database }): Promise<TPricingPlan[]> {
  const rows = await db
    .select()
    .from(pricingPlans)
    .where(eq(pricingPlans.isActive, true))
    .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.id));
  return rows.map(toPricingPlan);
}
