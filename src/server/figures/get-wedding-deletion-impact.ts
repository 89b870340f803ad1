// What deleting a wedding would leave behind, for the back office's confirmation: the money at stake (paid, a
// balance due on a saved card, a balance owed), which the deletion keeps in the books but nobody will collect.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TDeletionImpact } from '../../shared/schemas/admin.ts';
import { getMoneyAtStake } from './get-money-at-stake.ts';

export async function getWeddingDeletionImpact({ db, id }: { db: Database; id: number }): Promise<TDeletionImpact> {
  const [wedding] = await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, id));
  if (!wedding) throw new AppError('NOT_FOUND', t('admin.weddings.notFound'));
  return { weddings: 1, money: await getMoneyAtStake({ db, weddingIds: [id] }) };
}
