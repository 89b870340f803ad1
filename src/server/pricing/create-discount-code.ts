// A new discount code: upper-cased by the schema, unique (409 otherwise), value stored in cents for a fixed amount.
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { discountCodes } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import {
  discountValueToStored,
  type TDiscountCode,
  type ZCreateDiscountRequest,
} from '../../shared/schemas/admin-pricing.ts';
import { expiryFromDate, toDiscountCode } from './to-discount-code.ts';

export type CreateDiscountCodeOptions = {
  db: Database;
  input: z.output<typeof ZCreateDiscountRequest>;
  now?: Date;
};

export async function createDiscountCode({
  db,
  input,
  now = new Date(),
}: CreateDiscountCodeOptions): Promise<TDiscountCode> {
  // A code that could never be used is a typo: the last day it works is today at the earliest (Paris).
  if (input.expiresAt && input.expiresAt < parisDate(now))
    throw new AppError('VALIDATION', t('admin.pricing.discount.expiresAt.past'));
  const [row] = await db
    .insert(discountCodes)
    .values({
      code: input.code,
      type: input.type,
      value: discountValueToStored(input.type, input.value),
      description: input.description,
      usageLimit: input.usageLimit,
      expiresAt: expiryFromDate(input.expiresAt),
      applicablePlans: input.applicablePlans,
    })
    .onConflictDoNothing({ target: discountCodes.code })
    .returning();
  if (!row) throw new AppError('CONFLICT', t('admin.pricing.discount.duplicate'));
  return toDiscountCode(row);
}
