// Pricing analytics tab: completed sales per plan (subscriptions are the planner plan, other payments the
// couple package) and how often discount codes were used.
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { discountCodes, transactions, weddings } from '../../../db/schema/index.ts';
import type { TAdminPricingAnalytics } from '../../shared/schemas/admin-pricing.ts';
import { isTrialSql } from './wedding-kinds.ts';

export async function getPricingAnalytics({ db }: { db: Database }): Promise<TAdminPricingAnalytics> {
  const [[sales], [codes], [trials]] = await Promise.all([
    db
      .select({
        plannerSales: sql<number>`count(*) filter (where ${transactions.type} = 'subscription')::int`,
        plannerCents: sql`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'subscription'), 0)`.mapWith(Number),
        coupleSales: sql<number>`count(*) filter (where ${transactions.type} <> 'subscription')::int`,
        coupleCents: sql`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} <> 'subscription'), 0)`.mapWith(Number),
      })
      .from(transactions)
      .where(eq(transactions.status, 'completed')),
    db.select({ uses: sql`coalesce(sum(${discountCodes.usageCount}), 0)`.mapWith(Number) }).from(discountCodes),
    db.select({ n: count() }).from(weddings).where(isTrialSql),
  ]);
  return {
    plans: [
      // A free trial sells nothing: its "sales" are the trials started.
      { type: 'free_trial', sales: trials?.n ?? 0, revenueCents: 0 },
      { type: 'couple', sales: sales?.coupleSales ?? 0, revenueCents: sales?.coupleCents ?? 0 },
      { type: 'wedding_planner', sales: sales?.plannerSales ?? 0, revenueCents: sales?.plannerCents ?? 0 },
    ],
    discountUses: codes?.uses ?? 0,
  };
}
