import { describe, expect, it } from 'vitest';
import { discountCents } from '../payments.ts';
import { annualPriceCents, discountRuleOf, regionalPriceCents } from './admin-pricing.ts';

describe('back-office pricing rules', () => {
  it('reads a listed code as the payment reads the stored one: percentage points, or cents', () => {
    expect(discountCents(9500, discountRuleOf({ type: 'percentage', percentOff: 15, amountOffCents: null }))).toBe(
      1425,
    );
    expect(discountCents(9500, discountRuleOf({ type: 'fixed_amount', percentOff: null, amountOffCents: 1550 }))).toBe(
      1550,
    );
    expect(
      discountCents(9500, discountRuleOf({ type: 'fixed_amount', percentOff: null, amountOffCents: 20_000 })),
    ).toBe(9500);
  });

  it('prices twelve months of a monthly plan before and after the annual discount, in cents', () => {
    expect(annualPriceCents(2900)).toEqual({ fullCents: 34_800, discountedCents: 27_840 });
    expect(annualPriceCents(999)).toEqual({ fullCents: 11_988, discountedCents: 9590 });
  });

  it('converts a price with a region coefficient to whole cents', () => {
    expect(regionalPriceCents(9500, 1.2)).toBe(11_400);
    expect(regionalPriceCents(2999, 0.85)).toBe(2549);
  });
});
