import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { discountCodes } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';

export async function deleteDiscountCode({ db, id }: { db: Database; id: number }): Promise<void> {
  const [row] = await db.delete(discountCodes).where(eq(discountCodes.id, id)).returning({ id: discountCodes.id });
  if (!row) throw new AppError('NOT_FOUND', t('admin.pricing.discount.notFound'));
}
