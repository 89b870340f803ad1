// Pricing analytics tab: sales and money per plan since the start (subscriptions are the planner plan, packages
// the couple plan; platform-figures.ts's definitions, as on the revenue screen) and discount code uses.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { discountCodes } from '../../../db/schema/index.ts';
import type { TAdminPricingAnalytics } from '../../shared/schemas/admin-pricing.ts';
import { averageSaleCents, countWeddings, sumMoney } from '../figures/platform-figures.ts';

export async function getPricingAnalytics({
  db,
  now = new Date(),
}: {
  db: Database;
  now?: Date;
}): Promise<TAdminPricingAnalytics> {
  const [money, weddings, [codes], average] = await Promise.all([
    sumMoney({ db, to: now }),
    countWeddings({ db, now }),
    db.select({ uses: sql`coalesce(sum(${discountCodes.usageCount}), 0)`.mapWith(Number) }).from(discountCodes),
    averageSaleCents({ db, to: now }),
  ]);
  return {
    plans: [
      // A free trial sells nothing: its "sales" are the trials under way.
      { type: 'free_trial', sales: weddings.trial, revenueCents: 0, averageSaleCents: null },
      {
        type: 'couple',
        sales: money.packages.sales,
        revenueCents: money.packages.revenueCents,
        averageSaleCents: average.packages,
      },
      {
        type: 'wedding_planner',
        sales: money.subscriptions.sales,
        revenueCents: money.subscriptions.revenueCents,
        averageSaleCents: average.subscriptions,
      },
    ],
    discountUses: codes?.uses ?? 0,
  };
}
