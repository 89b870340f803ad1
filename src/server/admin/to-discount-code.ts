// A stored discount code as the back office shows it: the value in the admin's unit, the expiry as a date.
import type { discountCodes } from '../../../db/schema/index.ts';
import type { TDiscountCode } from '../../shared/schemas/admin-pricing.ts';

type DiscountRow = typeof discountCodes.$inferSelect;

const parisParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function parisWallClock(at: Date) {
  const p = Object.fromEntries(parisParts.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, utcEquivalent: Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) };
}

/** An expiry date means "until the end of that day, Paris time", whatever the season's offset. */
export function expiryFromDate(date: string | null): Date | null {
  if (!date) return null;
  const guess = new Date(`${date}T23:59:59Z`);
  const offset = parisWallClock(guess).utcEquivalent - guess.getTime();
  return new Date(guess.getTime() - offset);
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
    expiresAt: row.expiresAt ? parisWallClock(row.expiresAt).date : null,
    applicablePlans: row.applicablePlans,
    createdAt: row.createdAt.toISOString(),
  };
}
