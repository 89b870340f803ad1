// "Nouvel utilisateur": an administrator opens a couple or wedding planner account for someone.
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type * as z from 'zod';
import type { ZAdminCreateUserRequest, TAdminUserRow } from '../../shared/schemas/admin.ts';
import { assertPasswordNotCommon } from '../auth/common-passwords.ts';
import { insertEmailAccount } from '../auth/insert-email-account.ts';
import { readAdminUserRow } from './list-admin-users.ts';

export type CreateAdminUserOptions = { db: Database; input: z.output<typeof ZAdminCreateUserRequest> };

export async function createAdminUser({ db, input }: CreateAdminUserOptions): Promise<TAdminUserRow> {
  await assertPasswordNotCommon(input.password, input);
  const user = await insertEmailAccount(db, input);
  if (!user) throw new AppError('CONFLICT', t('admin.users.emailTaken'));
  return (await readAdminUserRow(db, user.id))!;
}
