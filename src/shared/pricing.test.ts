import { describe, expect, it } from 'vitest';
import { formatPlanPrice, planPeriodLabel } from './pricing.ts';

describe('plan price labels (spec 000 section 4)', () => {
  it.each([
    ['free_trial', 'one_time', '/découverte'],
    ['couple', 'one_time', '/mariage'],
    ['wedding_planner', 'one_time', '/unique'],
    ['wedding_planner', 'monthly', '/mois'],
    ['couple', 'yearly', '/an'],
  ] as const)('%s billed %s reads %s', (type, billingPeriod, label) => {
    expect(planPeriodLabel({ type, billingPeriod })).toBe(label);
  });

  it('formats cents as euros', () => {
    expect(formatPlanPrice({ priceCents: 0 })).toBe('0€');
    expect(formatPlanPrice({ priceCents: 9500 })).toBe('95€');
    expect(formatPlanPrice({ priceCents: 9950 })).toBe('99,50€');
  });
});
