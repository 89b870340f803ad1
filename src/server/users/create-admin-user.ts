// "Nouvel utilisateur": an administrator opens a couple or wedding planner account for someone.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { z } from 'zod';
import type { ZAdminCreateUserRequest, TAdminUserRow } from '../../shared/schemas/admin.ts';
import { assertPasswordNotCommon } from '../auth/common-passwords.ts';
import { hashPassword } from '../../../db/password-hash.ts';
import { toAdminUserRow } from './list-admin-users.ts';

export type CreateAdminUserOptions = { db: Database; input: z.output<typeof ZAdminCreateUserRequest> };

export async function createAdminUser({ db, input }: CreateAdminUserOptions): Promise<TAdminUserRow> {
  await assertPasswordNotCommon(input.password);
  const [user] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      password: await hashPassword(input.password),
      authProvider: 'email',
      userType: input.userType,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw new AppError('CONFLICT', t('admin.users.emailTaken'));
  return toAdminUserRow(user, 0);
}
