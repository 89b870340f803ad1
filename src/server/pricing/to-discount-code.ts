// A stored discount code as the back office shows it: the value named by its unit, the expiry as a date.
import type { discountCodes } from '../../../db/schema/index.ts';
import type { TDiscountCode } from '../../shared/schemas/admin-pricing.ts';
import { isDiscountExpired } from '../../shared/payments.ts';
import { parisDate, zonedDateTimeToUtc } from '../../shared/zoned-time.ts';

type DiscountRow = typeof discountCodes.$inferSelect;

/** An expiry date means "until the end of that day, Paris time", whatever the season's offset. */
export function expiryFromDate(date: string | null): Date | null {
  return date ? zonedDateTimeToUtc(date, '23:59:59') : null;
}

export function toDiscountCode(row: DiscountRow, now = new Date()): TDiscountCode {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    percentOff: row.type === 'percentage' ? row.value : null,
    amountOffCents: row.type === 'fixed_amount' ? row.value : null,
    description: row.description,
    isActive: row.isActive,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    expiresAt: row.expiresAt ? parisDate(row.expiresAt) : null,
    expired: isDiscountExpired(row.expiresAt, now),
    applicablePlans: row.applicablePlans,
    createdAt: row.createdAt.toISOString(),
  };
}
