// "Modifier": names, e-mail, account type and subscription of an account (never its password or admin flag).
import { and, eq, ne } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAdminUserRow, ZAdminUpdateUserRequest } from '../../shared/schemas/admin.ts';
import { findUser, readAdminUserRow } from './list-admin-users.ts';

export type UpdateAdminUserOptions = { db: Database; id: string; changes: z.output<typeof ZAdminUpdateUserRequest> };

export async function updateAdminUser({ db, id, changes }: UpdateAdminUserOptions): Promise<TAdminUserRow> {
  const user = await findUser(db, id);
  if (!user) throw new AppError('NOT_FOUND', t('admin.users.notFound'));
  if (changes.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, changes.email), ne(users.id, id)))
      .limit(1);
    if (taken) throw new AppError('CONFLICT', t('admin.users.emailTaken'));
  }
  await db.update(users).set(changes).where(eq(users.id, id));
  return (await readAdminUserRow(db, id))!;
}
