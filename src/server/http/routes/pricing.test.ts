import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pricingPlans } from '../../../../db/schema/index.ts';
import { ZPricingPlansResponse } from '../../../shared/schemas/pricing.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase({ seedPlans: true });

describe('GET /api/pricing/plans', () => {
  it('lists the active plans in order with prices in euros and cents', async () => {
    const res = await createTestApp({ db: handle.db }).request('/api/pricing/plans');
    expect(res.status).toBe(200);
    const plans = ZPricingPlansResponse.parse(await res.json());
    expect(plans.map((p) => [p.type, p.price, p.priceCents, p.billingPeriod])).toEqual([
      ['free_trial', 0, 0, 'one_time'],
      ['couple', 95, 9500, 'one_time'],
      ['wedding_planner', 200, 20000, 'monthly'],
    ]);
    expect(plans[1]!.badge).toBe('Populaire');
    expect(plans[2]!.isAvailable).toBe(false);
  });

  it('hides an inactive plan', async () => {
    await handle.db.update(pricingPlans).set({ isActive: false }).where(eq(pricingPlans.type, 'wedding_planner'));
    const plans = (await (await createTestApp({ db: handle.db }).request('/api/pricing/plans')).json()) as {
      type: string;
    }[];
    expect(plans.map((p) => p.type)).toEqual(['free_trial', 'couple']);
    await handle.db.update(pricingPlans).set({ isActive: true }).where(eq(pricingPlans.type, 'wedding_planner'));
  });

  it('answers unknown API paths with a French 404', async () => {
    const res = await createTestApp({ db: handle.db }).request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Ressource introuvable.' });
  });
});
