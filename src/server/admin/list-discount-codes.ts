import { desc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { discountCodes } from '../../../db/schema/index.ts';
import type { TDiscountCode } from '../../shared/schemas/admin-pricing.ts';
import { toDiscountCode } from './to-discount-code.ts';

/** Newest first. */
export async function listDiscountCodes({ db }: { db: Database }): Promise<TDiscountCode[]> {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map(toDiscountCode);
}
