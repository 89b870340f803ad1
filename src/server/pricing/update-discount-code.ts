// Edit panel and active switch of a discount code.
import { eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { discountCodes } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import {
  discountValueToStored,
  type TDiscountCode,
  type ZUpdateDiscountRequest,
} from '../../shared/schemas/admin-pricing.ts';
import { isUniqueViolation } from '../../../db/sql/sql-rows.ts';
import { expiryFromDate, toDiscountCode } from './to-discount-code.ts';

export type UpdateDiscountCodeOptions = { db: Database; id: number; changes: z.output<typeof ZUpdateDiscountRequest> };

export async function updateDiscountCode({ db, id, changes }: UpdateDiscountCodeOptions): Promise<TDiscountCode> {
  const [current] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!current) throw new AppError('NOT_FOUND', t('admin.pricing.discount.notFound'));
  const type = changes.type ?? current.type;
  // Without a new value the number the admin saw is kept (and re-stored in the new type's unit).
  const value = changes.value ?? (current.type === 'fixed_amount' ? current.value / 100 : current.value);
  if (type === 'percentage' && (!Number.isInteger(value) || value < 1 || value > 100)) {
    throw new AppError('VALIDATION', t('admin.pricing.discount.percent.invalid'));
  }
  const { expiresAt, value: _value, type: _type, ...rest } = changes;
  const set: Partial<typeof discountCodes.$inferInsert> = {
    ...rest,
    type,
    value: discountValueToStored(type, value),
    updatedAt: new Date(),
  };
  if (expiresAt !== undefined) set.expiresAt = expiryFromDate(expiresAt);
  try {
    const [row] = await db.update(discountCodes).set(set).where(eq(discountCodes.id, id)).returning();
    return toDiscountCode(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', t('admin.pricing.discount.duplicate'));
    throw error;
  }
}
