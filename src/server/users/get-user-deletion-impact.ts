// What deleting an account would leave behind, for the back office's confirmation: how many weddings go with it and
// the money at stake over them and the account's own payments (kept in the books, detached from the account).
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users, weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TDeletionImpact } from '../../shared/schemas/admin.ts';
import { getMoneyAtStake } from '../figures/get-money-at-stake.ts';

export async function getUserDeletionImpact({ db, id }: { db: Database; id: string }): Promise<TDeletionImpact> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) throw new AppError('NOT_FOUND', t('admin.users.notFound'));
  const owned = await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.userId, id));
  const weddingIds = owned.map((w) => w.id);
  return { weddings: weddingIds.length, money: await getMoneyAtStake({ db, weddingIds, userId: id }) };
}
