// One account for the "view" dialog: its weddings and what it paid (net of refunds).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { transactions, weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAdminUserDetail } from '../../shared/schemas/admin.ts';
import { readAdminUserRow } from './list-admin-users.ts';
import { netCentsSql } from '../figures/platform-figures.ts';

export async function getAdminUser({ db, id }: { db: Database; id: string }): Promise<TAdminUserDetail> {
  const user = await readAdminUserRow(db, id);
  if (!user) throw new AppError('NOT_FOUND', t('admin.users.notFound'));
  const [owned, [paid]] = await Promise.all([
    db
      .select({
        id: weddings.id,
        weddingId: weddings.weddingId,
        brideName: weddings.brideName,
        groomName: weddings.groomName,
        weddingDate: weddings.weddingDate,
        botActive: weddings.botActive,
        paymentStatus: weddings.paymentStatus,
      })
      .from(weddings)
      .where(eq(weddings.userId, id))
      .orderBy(desc(weddings.createdAt)),
    db
      .select({ n: sql<number>`count(*)::int`, cents: sql`coalesce(sum(${netCentsSql}), 0)`.mapWith(Number) })
      .from(transactions)
      .where(and(eq(transactions.userId, id), eq(transactions.status, 'completed'))),
  ]);
  return {
    ...user,
    weddings: owned,
    completedTransactions: paid?.n ?? 0,
    paidCents: paid?.cents ?? 0,
  };
}
