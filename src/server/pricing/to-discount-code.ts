// A stored discount code as the back office shows it: the value in the admin's unit, the expiry as a date.
import type { discountCodes } from '../../../db/schema/index.ts';
import type { TDiscountCode } from '../../shared/schemas/admin-pricing.ts';
import { parisDate, zonedDateTimeToUtc } from '../../shared/zoned-time.ts';

type DiscountRow = typeof discountCodes.$inferSelect;

/** An expiry date means "until the end of that day, Paris time", whatever the season's offset. */
export function expiryFromDate(date: string | null): Date | null {
  return date ? zonedDateTimeToUtc(date, '23:59:59') : null;
}

export function toDiscountCode(row: DiscountRow): TDiscountCode {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.type === 'fixed_amount' ? row.value / 100 : row.value,
    description: row.description,
    isActive: row.isActive,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    expiresAt: row.expiresAt ? parisDate(row.expiresAt) : null,
    applicablePlans: row.applicablePlans,
    createdAt: row.createdAt.toISOString(),
  };
}
