import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { toWeddingDto } from './to-wedding-dto.ts';
import { weddingWithCounters } from './wedding-counters.ts';
import { loadStatusContext } from './wedding-status.ts';

/** The weddings of `userId`, oldest first; only that user or an administrator may ask. */
export async function listUserWeddings({ db, userId, user }: { db: Database; userId: string; user: TSessionUser }) {
  if (userId !== user.id && !user.isAdmin) throw new AppError('NOT_FOUND', t('error.notFound'));
  const rows = await db
    .select(weddingWithCounters)
    .from(weddings)
    .where(eq(weddings.userId, userId))
    .orderBy(asc(weddings.id));
  const context = await loadStatusContext({ db });
  return rows.map((row) => toWeddingDto(row, context));
}
