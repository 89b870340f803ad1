// Deletes an account and everything that hangs off it, in one transaction. Payments stay in the books
// (their userId and weddingId become null) so revenue history does not change.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, users, weddings } from '../../../db/schema/index.ts';
import { BUILT_IN_ADMIN_ID } from '../../../db/seed/admin.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { forgetPersonInAuditLog } from '../audit/forget-person-in-audit-log.ts';
import { deleteWeddingRows } from '../weddings/delete-wedding.ts';

export type DeleteUserOptions = { db: Database; id: string; actorId: string };

export async function deleteUser({ db, id, actorId }: DeleteUserOptions): Promise<{ deletedWeddings: number }> {
  if (id === BUILT_IN_ADMIN_ID) throw new AppError('FORBIDDEN', t('admin.users.builtInForbidden'));
  if (id === actorId) throw new AppError('FORBIDDEN', t('admin.users.selfForbidden'));
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', t('admin.users.notFound'));
    const owned = await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.userId, id));
    await deleteWeddingRows(
      tx,
      owned.map((w) => w.id),
    );
    await forgetPersonInAuditLog(tx, { userId: id, email: user.email, weddingIds: owned.map((w) => w.id) });
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(users).where(inArray(users.id, [id]));
    return { deletedWeddings: owned.length };
  });
}
