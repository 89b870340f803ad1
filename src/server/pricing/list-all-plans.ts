// Every plan, active or not, in display order: the back office edits hidden plans too.
import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pricingPlans } from '../../../db/schema/index.ts';
import type { TPricingPlan } from '../../shared/schemas/pricing.ts';
import { toPricingPlan } from './list-active-plans.ts';

export async function listAllPlans({ db }: { db: Database }): Promise<TPricingPlan[]> {
  const rows = await db.select().from(pricingPlans).orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.id));
  return rows.map(toPricingPlan);
}
